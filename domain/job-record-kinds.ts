// The job's records and how each may be made, without the calendar: the desk's record form reads
// them in the browser, and job-start.ts would bring the business calendar's zod schema along.
export type JobRecordKind = 'lien-notice' | 'renovate-right' | 'asbestos-survey' | 'start-sooner'

export const recordMethods = {
  'lien-notice': ['in-person-signed-copy', 'certified-mail', 'registered-mail', 'first-class-certificate-of-mailing'],
  'renovate-right': ['signed-acknowledgment', 'certificate-of-mailing'],
  'asbestos-survey': ['survey-done'],
  'start-sooner': ['e-mail', 'signed-paper'],
} as const satisfies Record<JobRecordKind, readonly string[]>
