// Whether a start date may be set for a lead's job (issue 43, record 039), refused with a reason the
// desk words (content/job-words.ts): no accepted quote (the contract date is the acceptance's day
// in Portland), the lien notice's delivery not recorded, the year unknown, before 1978 no Renovate
// Right record (and, when it was mailed, fewer than 7 days since), before 2004 no asbestos survey,
// or a day inside the cancellation windows (domain/business-days.ts) or before today.
import { HolidaysNotListed, type Holidays, type Windows, cancellationWindows, earliestStart, listedHolidays } from './business-days'
import { addDays } from './morning-digest'

import type { JobRecordKind } from './job-record-kinds'

export { type JobRecordKind, recordMethods } from './job-record-kinds'

/** The Renovate Right pamphlet mailed: at least this many days before the start. */
export const mailedPamphletDays = 7

export type JobRecordFact = { kind: JobRecordKind; on: string; method: string }

export type JobFacts = {
  /** The contract date: the Portland day the latest accepted quote was accepted, or null. */
  contractDay: string | null
  yearBuilt: number | null
  /** The lead had an in-home visit and HOME_SOLICITATION_NOTICE is on. */
  homeSolicitation: boolean
  records: readonly JobRecordFact[]
}

export type StartRefusal =
  | { reason: 'noContract' | 'lien' | 'yearUnknown' | 'renovateRight' | 'asbestos' }
  | { reason: 'tooEarly'; earliest: string }
  | { reason: 'holidays'; year: number }

const has = (facts: JobFacts, kind: JobRecordKind) => facts.records.some((r) => r.kind === kind)

/** The windows and the earliest day offered, or a refusal (no contract, holidays not listed). */
export function startWindows(
  facts: JobFacts,
  today: string,
  holidays: Holidays = listedHolidays,
): { windows: Windows; earliest: string } | StartRefusal {
  if (!facts.contractDay) return { reason: 'noContract' }
  try {
    const windows = cancellationWindows(
      { contractDay: facts.contractDay, homeSolicitation: facts.homeSolicitation, startSooner: has(facts, 'start-sooner') },
      holidays,
    )
    let earliest = earliestStart(windows, today)
    // A pamphlet mailed counts from its mailing: the start at least 7 days after.
    for (const r of facts.records) {
      if (r.kind === 'renovate-right' && r.method === 'certificate-of-mailing') {
        const after = addDays(r.on, mailedPamphletDays)
        if (after > earliest) earliest = after
      }
    }
    return { windows, earliest }
  } catch (error) {
    if (error instanceof HolidaysNotListed) return { reason: 'holidays', year: error.year }
    throw error
  }
}

/** Why `day` cannot be the start, or null when it can. */
export function startRefusal(facts: JobFacts, day: string, today: string, holidays: Holidays = listedHolidays): StartRefusal | null {
  const plan = startWindows(facts, today, holidays)
  if ('reason' in plan) return plan
  if (!has(facts, 'lien-notice')) return { reason: 'lien' }
  if (facts.yearBuilt === null) return { reason: 'yearUnknown' }
  if (facts.yearBuilt < 1978 && !has(facts, 'renovate-right')) return { reason: 'renovateRight' }
  if (facts.yearBuilt < 2004 && !has(facts, 'asbestos-survey')) return { reason: 'asbestos' }
  if (day < plan.earliest) return { reason: 'tooEarly', earliest: plan.earliest }
  return null
}
