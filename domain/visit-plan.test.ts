import { describe, expect, it } from 'vitest'
import { arrivalWords, businessDay, linkLive, reminderDue, visitDateWords, visitEventTimes, windowChoices } from './visit-plan'
import type { VisitWindow } from './visit-windows'

const facts = {
  replyPromise: { timeZone: 'America/Los_Angeles', sameDayBefore: '14:00', nextDayBy: '12:00' },
  visits: { reminderAt: '09:00', arrivalMinutes: 60 },
}

describe('the visit on the business’s clock', () => {
  it('gives the arrival window in UTC on both sides of a daylight-saving change, and a whole day without a time', () => {
    expect(visitEventTimes({ on: '2027-03-13', time: '09:30' }, facts)).toEqual({
      start: new Date('2027-03-13T17:30:00Z'),
      end: new Date('2027-03-13T18:30:00Z'),
    })
    // March 14, 2027: clocks go forward at 2 AM; 9:30 is PDT (UTC-7).
    expect(visitEventTimes({ on: '2027-03-15', time: '09:30' }, facts).start).toEqual(new Date('2027-03-15T16:30:00Z'))
    expect(visitEventTimes({ on: '2026-12-31', time: null }, facts)).toEqual({ start: { day: '2026-12-31' }, end: { day: '2027-01-01' } })
  })

  it('words the day and the arrival window', () => {
    expect(visitDateWords('2026-11-26')).toBe('Thursday, November 26, 2026')
    expect(arrivalWords({ on: '2026-11-26', time: '11:30' }, facts)).toEqual({ from: '11:30 AM', to: '12:30 PM' })
    expect(arrivalWords({ on: '2026-11-26', time: null }, facts)).toBeUndefined()
  })

  it('is due to remind at 9 AM Portland time the day before, and never for a visit today or tomorrow', () => {
    const now = new Date('2026-11-20T18:00:00Z')
    expect(reminderDue('2026-11-26', now, facts)).toEqual(new Date('2026-11-25T17:00:00Z'))
    // The day before is November 1, 2026, when PDT ends: 9 AM is then PST.
    expect(reminderDue('2026-11-02', new Date('2026-10-20T18:00:00Z'), facts)).toEqual(new Date('2026-11-01T17:00:00Z'))
    expect(reminderDue('2026-11-22', now, facts)).toEqual(new Date('2026-11-21T17:00:00Z'))
    expect(reminderDue('2026-11-21', now, facts)).toBeUndefined()
    expect(reminderDue('2026-11-20', now, facts)).toBeUndefined()
    // 11 PM on November 20 in Portland is already the 21st in UTC: the business's day decides.
    expect(reminderDue('2026-11-22', new Date('2026-11-21T07:00:00Z'), facts)).toEqual(new Date('2026-11-21T17:00:00Z'))
  })

  it('keeps the link until the end of the visit’s day in Portland', () => {
    expect(businessDay(new Date('2026-11-27T07:59:00Z'), 'America/Los_Angeles')).toBe('2026-11-26')
    expect(linkLive('2026-11-26', new Date('2026-11-27T07:59:00Z'), 'America/Los_Angeles')).toBe(true)
    expect(linkLive('2026-11-26', new Date('2026-11-27T08:00:00Z'), 'America/Los_Angeles')).toBe(false)
  })

  it('offers the business’s windows of the next two weeks as concrete dates, from tomorrow', () => {
    const windows: VisitWindow[] = [
      { id: 'monday-morning', day: 'Monday', part: 'Morning', label: 'Monday morning', time: '8:00 AM – 12:00 PM' },
      { id: 'saturday-morning', day: 'Saturday', part: 'Morning', label: 'Saturday morning', time: '8:00 AM – 12:00 PM' },
    ]
    // Friday, November 20, 2026.
    const choices = windowChoices(new Date('2026-11-20T18:00:00Z'), 'America/Los_Angeles', windows)
    expect(choices.map((c) => c.value)).toEqual([
      '2026-11-21:saturday-morning',
      '2026-11-23:monday-morning',
      '2026-11-28:saturday-morning',
      '2026-11-30:monday-morning',
    ])
    expect(choices[0].label).toBe('Saturday, November 21: morning (8:00 AM – 12:00 PM)')
  })
})
