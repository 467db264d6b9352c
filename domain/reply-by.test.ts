import { describe, expect, it } from 'vitest'
import { business } from '#content/business'
import { replyBy } from './reply-by'

// Portland's offsets: PST is UTC-8, PDT UTC-7. 2026: daylight time from March 8 to November 1.
const at = (iso: string) => replyBy(new Date(iso), business)
const facts = (iso: string) => {
  const r = at(iso)
  return { day: r.day, time: r.time, at: r.at.toISOString() }
}

describe('replyBy', () => {
  it('answers a weekday request before the cut-off the same day by closing time', () => {
    // Tuesday 2026-03-17, 9:15 AM PDT
    expect(facts('2026-03-17T16:15:00Z')).toEqual({ day: 'today', time: '6 PM', at: '2026-03-18T01:00:00.000Z' })
  })

  it('answers a request before opening the same day too', () => {
    // Wednesday 2026-01-14, 5:30 AM PST
    expect(facts('2026-01-14T13:30:00Z')).toEqual({ day: 'today', time: '6 PM', at: '2026-01-15T02:00:00.000Z' })
  })

  it('answers a weekday request after the cut-off by noon the next day', () => {
    // Tuesday 2026-03-17, 2:00 PM PDT exactly: the cut-off has passed
    expect(facts('2026-03-17T21:00:00Z')).toEqual({ day: 'tomorrow', time: 'noon', at: '2026-03-18T19:00:00.000Z' })
  })

  it('answers a Friday evening request on Saturday', () => {
    // Friday 2026-06-05, 8 PM PDT
    expect(facts('2026-06-06T03:00:00Z')).toEqual({ day: 'tomorrow', time: 'noon', at: '2026-06-06T19:00:00.000Z' })
  })

  it('answers a Saturday morning request by Saturday closing', () => {
    // Saturday 2026-06-06, 10 AM PDT; Saturdays close at 4 PM
    expect(facts('2026-06-06T17:00:00Z')).toEqual({ day: 'today', time: '4 PM', at: '2026-06-06T23:00:00.000Z' })
  })

  it('answers a Saturday evening request by Monday noon, skipping the closed Sunday', () => {
    // Saturday 2026-06-06, 7:30 PM PDT
    expect(facts('2026-06-07T02:30:00Z')).toEqual({ day: 'Monday', time: 'noon', at: '2026-06-08T19:00:00.000Z' })
  })

  it('answers a Sunday request on Monday, named as tomorrow', () => {
    // Sunday 2026-06-07, 11 AM PDT
    expect(facts('2026-06-07T18:00:00Z')).toEqual({ day: 'tomorrow', time: 'noon', at: '2026-06-08T19:00:00.000Z' })
  })

  it('reads the day in Portland, not in UTC', () => {
    // Saturday 2026-06-06, 11 PM PDT is already Sunday in UTC
    expect(facts('2026-06-07T06:00:00Z').day).toBe('Monday')
  })

  it('keeps noon at noon across the spring change to daylight time', () => {
    // Saturday 2026-03-07, 8 PM PST; clocks go forward early on Sunday March 8; Monday noon is PDT
    expect(facts('2026-03-08T04:00:00Z')).toEqual({ day: 'Monday', time: 'noon', at: '2026-03-09T19:00:00.000Z' })
  })

  it('keeps noon at noon across the fall change back to standard time', () => {
    // Saturday 2026-10-31, 6 PM PDT; clocks go back early on Sunday November 1; Monday noon is PST
    expect(facts('2026-11-01T01:00:00Z')).toEqual({ day: 'Monday', time: 'noon', at: '2026-11-02T20:00:00.000Z' })
  })

  it('keeps the promised hour within the next day’s opening hours', () => {
    const late = { ...business, replyPromise: { ...business.replyPromise, nextDayBy: '19:00' } }
    // Friday 2026-06-05, 8 PM PDT: Saturday closes at 4 PM, before 7 PM
    expect(replyBy(new Date('2026-06-06T03:00:00Z'), late).time).toBe('4 PM')
    const early = { ...business, replyPromise: { ...business.replyPromise, nextDayBy: '06:00' } }
    // ... and does not promise before Saturday opens at 8 AM
    expect(replyBy(new Date('2026-06-06T03:00:00Z'), early).time).toBe('8 AM')
  })

  it('refuses hours that name no open day', () => {
    const closed = { ...business, hours: [{ days: ['Sunday' as const], label: 'Sunday' }] }
    expect(() => replyBy(new Date('2026-06-06T03:00:00Z'), closed)).toThrow(/no open day/)
  })
})
