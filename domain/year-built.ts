// The year the home was built: the quote form's optional field (zod/mini, shared by the browser and
// the server) and what the year means for the job (record 039): before 1978 the lead-safe (RRP)
// rules apply, before 2004 an asbestos survey comes before renovation, unknown is asked at the visit.
import * as z from 'zod/mini'
import { yearBuiltWords } from '#content/year-built-words'
import { fillSlots } from './slots'

export const earliestYear = 1700
/** Next year: a home being built may be finished then; anything later is a typo. */
export const latestYear = (now = new Date()) => now.getUTCFullYear() + 1

export const yearBuiltMessage = (now = new Date()) => fillSlots(yearBuiltWords.invalid, { next: String(latestYear(now)) })

/** Empty: unknown (null); otherwise four digits from 1700 to next year. */
export const yearBuiltField = z.pipe(
  z.pipe(
    z.transform((v: unknown) => (v === undefined || v === null ? '' : v)),
    z.string({ error: () => yearBuiltMessage() }).check(z.trim()),
  ),
  z.transform((v: string, ctx) => {
    if (v === '') return null
    const year = /^\d{4}$/.test(v) ? Number(v) : NaN
    if (!(year >= earliestYear && year <= latestYear())) {
      ctx.issues.push({ code: 'custom', message: yearBuiltMessage(), input: v })
      return null
    }
    return year
  }),
)

export type YearFlag = 'leadSafe' | 'asbestos' | 'unknown'

/** The checks a home of this year needs before the start. */
export function yearFlags(year: number | null): YearFlag[] {
  if (year === null) return ['unknown']
  return [...(year < 1978 ? (['leadSafe'] as const) : []), ...(year < 2004 ? (['asbestos'] as const) : [])]
}
