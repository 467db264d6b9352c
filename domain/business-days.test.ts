import { describe, expect, it } from 'vitest'
import { businessCalendar } from '#content/business-calendar'
import { HolidaysNotListed, businessDayAfter, cancellationWindows, earliestStart, isBusinessDay } from './business-days'

const facts = (contractDay: string, homeSolicitation = false, startSooner = false) => ({ contractDay, homeSolicitation, startSooner })

describe('business days on Portland’s calendar', () => {
  it('skips Saturdays, Sundays and the listed holidays', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true) // the Friday after Thanksgiving is not a listed holiday
    expect(isBusinessDay('2026-11-28')).toBe(false)
    expect(isBusinessDay('2026-11-29')).toBe(false)
    expect(isBusinessDay('2026-11-26')).toBe(false)
    expect(isBusinessDay('2026-07-03')).toBe(false) // Independence Day observed
  })

  it('lists each holiday on a weekday or as its observed day, and each observed day on the nearest weekday', () => {
    for (const { on, name } of businessCalendar.holidays) {
      const w = new Date(`${on}T00:00:00Z`).getUTCDay()
      if (name.endsWith('(observed)')) expect([1, 5]).toContain(w)
    }
    const days = businessCalendar.holidays.map((h) => h.on)
    expect([...days].sort()).toEqual(days)
    expect(new Set(days).size).toBe(days.length)
  })

  it('counts the next business day across a weekend and a holiday', () => {
    // Wednesday 2026-11-25: Thursday is Thanksgiving; Friday the 27th is the next business day.
    expect(businessDayAfter('2026-11-25')).toBe('2026-11-27')
    // Thursday 2026-12-24: Christmas on Friday the 25th, then the weekend: Monday the 28th.
    expect(businessDayAfter('2026-12-24')).toBe('2026-12-28')
    expect(businessDayAfter('2026-11-25', 3)).toBe('2026-12-01')
  })

  it('refuses to count past the last listed year', () => {
    expect(() => businessDayAfter('2028-12-29', 2)).toThrow(HolidaysNotListed)
  })
})

describe('the cancellation windows and the earliest start', () => {
  it('ORS 701.310 alone: the start is the business day after the next business day', () => {
    // Accepted Wednesday before Thanksgiving: may cancel through Friday 27th; start Monday 30th.
    expect(cancellationWindows(facts('2026-11-25'))).toEqual({
      nextBusinessDayEnds: '2026-11-27',
      threeDaysEnd: null,
      earliest: '2026-11-30',
    })
    // Accepted on a Friday: through Monday, start Tuesday.
    expect(cancellationWindows(facts('2026-12-04')).earliest).toBe('2026-12-08')
  })

  it('after an in-home visit: three business days, across the weekend and the holiday', () => {
    const w = cancellationWindows(facts('2026-11-25', true))
    expect(w.threeDaysEnd).toBe('2026-12-01')
    expect(w.earliest).toBe('2026-12-02')
  })

  it('a recorded wish to start sooner lifts ORS 701.310’s window, never the three days', () => {
    expect(cancellationWindows(facts('2026-11-25', false, true))).toEqual({
      nextBusinessDayEnds: null,
      threeDaysEnd: null,
      earliest: '2026-11-25',
    })
    expect(cancellationWindows(facts('2026-11-25', true, true)).earliest).toBe('2026-12-02')
  })

  it('never offers a day before today', () => {
    const w = cancellationWindows(facts('2026-11-25'))
    expect(earliestStart(w, '2026-12-10')).toBe('2026-12-10')
    expect(earliestStart(w, '2026-11-26')).toBe('2026-11-30')
  })
})
