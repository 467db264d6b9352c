// How long a lead with a signed contract keeps its contract and its job records after a deletion
// removed the rest of it (issue 43, record 039): notice proofs (the lien notice's delivery, the
// wish to start sooner) from their date, lead-safe records (Renovate Right, the asbestos survey)
// from theirs, the contract from its acceptance; the lead goes when the longest has passed. The
// years are settings (RECORDS_KEEP_*_YEARS); the defaults follow issue 43 (2, 3 and 6 years).
import type { JobRecordKind } from './job-start'

export type RecordsKeep = { noticeYears: number; leadSafeYears: number; contractYears: number }

export const defaultRecordsKeep: RecordsKeep = { noticeYears: 2, leadSafeYears: 3, contractYears: 6 }

const yearsOf = (kind: JobRecordKind, keep: RecordsKeep) =>
  kind === 'renovate-right' || kind === 'asbestos-survey' ? keep.leadSafeYears : keep.noticeYears

/** `years` after the instant or day (ISO text), as an instant; 29 February becomes 1 March. */
function addYears(from: string, years: number): Date {
  const d = new Date(from.length === 10 ? `${from}T23:59:59.999Z` : from)
  d.setUTCFullYear(d.getUTCFullYear() + years)
  return d
}

/** The instant until which the contract and its records are kept. */
export function keptUntil(
  acceptedAt: string,
  records: readonly { kind: JobRecordKind; on: string }[],
  keep: RecordsKeep = defaultRecordsKeep,
): Date {
  const ends = [addYears(acceptedAt, keep.contractYears), ...records.map((r) => addYears(r.on, yearsOf(r.kind, keep)))]
  return new Date(Math.max(...ends.map((d) => d.getTime())))
}
