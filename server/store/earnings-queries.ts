// What the site earns (issue 44, record 040), grouped in SQL: the entries of a range of business
// days by landing page and by source (entry_days), and the leads that came in over the same days
// (spam left out, flagged or marked), by their landing page and by their source (the campaign's
// source, else the referring site, else direct: domain/entries.ts), with how many had a visit booked, a quote
// sent and the job won, and the won dollars. Two queries a table, each a GROUP BY: the cost is
// that of the range's rows, bounded by pages and sources a day, never a loop over leads.
import { type Kysely, sql } from 'kysely'
import { directSource } from '#domain/entries'
import { type EarningsFigures, type EarningsRange, type EarningsTables, earningsRows, totalOf } from '#domain/earnings'
import { instantAt } from '#domain/business-clock'
import { addDays } from '#domain/morning-digest'
import type { Tables } from './tables'

type LeadFigures = Omit<EarningsFigures, 'entries'>

/** The instant a business day starts, as the leads' created_at is written (ISO, UTC). */
const dayStart = (day: string, timeZone: string) => {
  const [y, m, d] = day.split('-').map(Number)
  return instantAt(y, m, d, 0, timeZone).toISOString()
}

export function earningsQueries(db: Kysely<Tables>) {
  async function entriesBy(column: 'page' | 'source', range: EarningsRange): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom('entry_days')
      .select((eb) => [eb.ref(column).as('key'), eb.fn.sum<number | string>('entries').as('n')])
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .groupBy(column)
      .execute()
    return new Map(rows.map((r) => [String(r.key), Number(r.n)]))
  }

  async function leadsBy(by: 'page' | 'source', range: EarningsRange, timeZone: string): Promise<Map<string, LeadFigures>> {
    const key =
      by === 'page'
        ? sql<string>`COALESCE(l.landing_page, '')`
        : sql<string>`COALESCE(NULLIF(l.utm_source, ''), NULLIF(l.referrer_host, ''), ${sql.lit(directSource)})`
    const rows = await db
      .selectFrom('leads as l')
      .select((eb) => [
        key.as('key'),
        eb.fn.countAll<number | string>().as('requests'),
        eb.fn.sum<number | string>(sql`CASE WHEN l.visit_uid IS NOT NULL THEN 1 ELSE 0 END`).as('visits'),
        eb.fn
          .sum<number | string>(sql`CASE WHEN EXISTS (SELECT 1 FROM quote_versions q WHERE q.lead_id = l.id) THEN 1 ELSE 0 END`)
          .as('quotes'),
        eb.fn.sum<number | string>(sql`CASE WHEN l.status = 'Won' THEN 1 ELSE 0 END`).as('won'),
        eb.fn.sum<number | string | null>(sql`CASE WHEN l.status = 'Won' THEN COALESCE(l.won_cents, 0) ELSE 0 END`).as('won_cents'),
      ])
      // Spam either way: flagged by the form's checks, or marked so by the owner.
      .where('l.spam', '=', 0)
      .where('l.status', '!=', 'Spam')
      .where('l.created_at', '>=', dayStart(range.from, timeZone))
      .where('l.created_at', '<', dayStart(addDays(range.to, 1), timeZone))
      .groupBy(key)
      .execute()
    return new Map(
      rows.map((r) => [
        String(r.key),
        {
          requests: Number(r.requests),
          visits: Number(r.visits ?? 0),
          quotes: Number(r.quotes ?? 0),
          won: Number(r.won ?? 0),
          wonCents: Number(r.won_cents ?? 0),
        },
      ]),
    )
  }

  return {
    /** The range's entries and leads by landing page and by source, sorted by won dollars, with the totals. */
    earnings: async (range: EarningsRange, timeZone: string): Promise<EarningsTables> => {
      const [pageEntries, sourceEntries, pageLeads, sourceLeads] = await Promise.all([
        entriesBy('page', range),
        entriesBy('source', range),
        leadsBy('page', range, timeZone),
        leadsBy('source', range, timeZone),
      ])
      const pages = earningsRows(pageEntries, pageLeads)
      return { ...range, pages, sources: earningsRows(sourceEntries, sourceLeads), total: totalOf(pages) }
    },
  }
}
