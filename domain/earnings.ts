// What the site earns (issue 44, record 040): the desk's table of entries, requests, visits
// booked, quotes sent, jobs won and won dollars by landing page and by source, over a range of
// the business's calendar days. The leads are a cohort by the day each came in; the store groups
// them and the entries in SQL (server/store/earnings-queries.ts), and this sorts and rates them.
import { addDays, isCalendarDate } from './morning-digest'

export type EarningsFigures = {
  entries: number
  requests: number
  visits: number
  quotes: number
  won: number
  wonCents: number
}

export type EarningsRow = EarningsFigures & {
  /** The landing page's path or the source's name; '' for the leads whose landing page is unknown. */
  key: string
  /** Requests per 100 entries, to one decimal; null without entries. */
  per100: number | null
}

export type EarningsTables = { from: string; to: string; pages: EarningsRow[]; sources: EarningsRow[]; total: EarningsRow }

export const earningsRanges = [7, 30, 90] as const
/** The longest range the desk answers: a year and a day. */
export const maxRangeDays = 366

export const zeroFigures = (): EarningsFigures => ({ entries: 0, requests: 0, visits: 0, quotes: 0, won: 0, wonCents: 0 })

/** Requests per 100 entries, to one decimal; null without entries. */
export function per100(requests: number, entries: number): number | null {
  return entries > 0 ? Math.round((requests * 1000) / entries) / 10 : null
}

/** Joins the entries and the leads' figures by key, rates each row and sorts: won dollars, then requests, then entries. */
export function earningsRows(
  entries: ReadonlyMap<string, number>,
  leads: ReadonlyMap<string, Omit<EarningsFigures, 'entries'>>,
): EarningsRow[] {
  const keys = new Set([...entries.keys(), ...leads.keys()])
  return [...keys]
    .map((key) => {
      const figures = { ...zeroFigures(), ...leads.get(key), entries: entries.get(key) ?? 0 }
      return { key, ...figures, per100: per100(figures.requests, figures.entries) }
    })
    .sort((a, b) => b.wonCents - a.wonCents || b.requests - a.requests || b.entries - a.entries || a.key.localeCompare(b.key))
}

/** The sum of the rows (one table's: every entry and lead is in exactly one row). */
export function totalOf(rows: readonly EarningsRow[]): EarningsRow {
  const sum = zeroFigures()
  for (const r of rows) for (const k of Object.keys(sum) as (keyof EarningsFigures)[]) sum[k] += r[k]
  return { key: '', ...sum, per100: per100(sum.requests, sum.entries) }
}

export type EarningsRange = { from: string; to: string }

/**
 * The range of a desk query: `days` (7, 30 or 90) ending `today`, or `from` and `to`, both real
 * calendar days, in order, at most 366 days; undefined otherwise. The last 30 days by default.
 */
export function earningsRange(query: { days?: string; from?: string; to?: string }, today: string): EarningsRange | undefined {
  if (query.from !== undefined || query.to !== undefined) {
    const { from, to } = query
    if (!from || !to || !isCalendarDate(from) || !isCalendarDate(to) || from > to) return undefined
    if (addDays(from, maxRangeDays - 1) < to) return undefined
    return { from, to }
  }
  const days = query.days === undefined ? 30 : Number(query.days)
  if (!(earningsRanges as readonly number[]).includes(days)) return undefined
  return { from: addDays(today, -(days - 1)), to: today }
}
