import { describe, expect, it } from 'vitest'
import { type JobFacts, type JobRecordFact, startRefusal, startWindows } from './job-start'

const lien: JobRecordFact = { kind: 'lien-notice', on: '2026-11-25', method: 'certified-mail' }
const facts = (over: Partial<JobFacts> = {}): JobFacts => ({
  contractDay: '2026-11-25',
  yearBuilt: 2010,
  homeSolicitation: false,
  records: [lien],
  ...over,
})
const today = '2026-11-25'

describe('the job’s start date', () => {
  it('needs an accepted quote, then the lien notice’s delivery', () => {
    expect(startRefusal(facts({ contractDay: null }), '2026-12-10', today)).toEqual({ reason: 'noContract' })
    expect(startRefusal(facts({ records: [] }), '2026-12-10', today)).toEqual({ reason: 'lien' })
    expect(startRefusal(facts(), '2026-12-10', today)).toBeNull()
  })

  it('is refused inside the cancellation window, across Thanksgiving and the weekend', () => {
    expect(startRefusal(facts(), '2026-11-27', today)).toEqual({ reason: 'tooEarly', earliest: '2026-11-30' })
    expect(startRefusal(facts(), '2026-11-30', today)).toBeNull()
    expect(startRefusal(facts({ homeSolicitation: true }), '2026-12-01', today)).toEqual({ reason: 'tooEarly', earliest: '2026-12-02' })
  })

  it('asks the year, then the Renovate Right record before 1978 and the asbestos survey before 2004', () => {
    expect(startRefusal(facts({ yearBuilt: null }), '2026-12-10', today)).toEqual({ reason: 'yearUnknown' })
    expect(startRefusal(facts({ yearBuilt: 1960 }), '2026-12-10', today)).toEqual({ reason: 'renovateRight' })
    const rr: JobRecordFact = { kind: 'renovate-right', on: '2026-11-25', method: 'signed-acknowledgment' }
    expect(startRefusal(facts({ yearBuilt: 1960, records: [lien, rr] }), '2026-12-10', today)).toEqual({ reason: 'asbestos' })
    expect(startRefusal(facts({ yearBuilt: 1990 }), '2026-12-10', today)).toEqual({ reason: 'asbestos' })
    const survey: JobRecordFact = { kind: 'asbestos-survey', on: '2026-11-26', method: 'survey-done' }
    expect(startRefusal(facts({ yearBuilt: 1960, records: [lien, rr, survey] }), '2026-12-10', today)).toBeNull()
  })

  it('starts a mailed pamphlet’s 7 days from its mailing', () => {
    const mailed: JobRecordFact = { kind: 'renovate-right', on: '2026-11-30', method: 'certificate-of-mailing' }
    const survey: JobRecordFact = { kind: 'asbestos-survey', on: '2026-11-26', method: 'survey-done' }
    const f = facts({ yearBuilt: 1960, records: [lien, mailed, survey] })
    expect(startRefusal(f, '2026-12-06', today)).toEqual({ reason: 'tooEarly', earliest: '2026-12-07' })
  })

  it('a recorded wish to start sooner lifts the next-business-day window only', () => {
    const sooner: JobRecordFact = { kind: 'start-sooner', on: '2026-11-25', method: 'e-mail' }
    expect(startRefusal(facts({ records: [lien, sooner] }), '2026-11-25', today)).toBeNull()
    expect(startRefusal(facts({ records: [lien, sooner], homeSolicitation: true }), '2026-11-27', today)).toEqual({
      reason: 'tooEarly',
      earliest: '2026-12-02',
    })
  })

  it('refuses to count past the listed holidays', () => {
    expect(startWindows(facts({ contractDay: '2028-12-29' }), '2028-12-29')).toEqual({ reason: 'holidays', year: 2029 })
  })
})
