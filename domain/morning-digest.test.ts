import { describe, expect, it } from 'vitest'
import { business } from '#content/business'
import { addDays, digestSchedule, isCalendarDate, isClockTime, visitLabel } from './morning-digest'

// Portland is UTC-8 in winter (PST) and UTC-7 in summer (PDT).
const at = (utc: string) => digestSchedule(new Date(utc), business)

describe('digestSchedule', () => {
  it('is due on an open day from 7:00 Portland time until closing', () => {
    // Thursday 2026-11-26, 7:00 PST = 15:00 UTC; the business closes at 18:00 (02:00 UTC next day).
    expect(at('2026-11-26T14:59:00Z')).toMatchObject({ day: '2026-11-26', due: false })
    expect(at('2026-11-26T15:00:00Z')).toMatchObject({ day: '2026-11-26', tomorrow: '2026-11-27', due: true })
    expect(at('2026-11-27T01:59:00Z')).toMatchObject({ day: '2026-11-26', due: true })
    expect(at('2026-11-27T02:00:00Z')).toMatchObject({ day: '2026-11-26', due: false })
    expect(at('2026-11-26T15:00:00Z').until?.toISOString()).toBe('2026-11-27T02:00:00.000Z')
  })

  it('goes out on Saturday, which has hours, and never on Sunday, which has none', () => {
    expect(at('2026-11-28T15:00:00Z')).toMatchObject({ day: '2026-11-28', tomorrow: '2026-11-29', due: true })
    expect(at('2026-11-29T18:00:00Z')).toMatchObject({ day: '2026-11-29', due: false, until: null })
  })

  it('follows the clock across the change to daylight time', () => {
    // Monday 2027-03-15, after the change on March 14: 7:00 PDT = 14:00 UTC.
    expect(at('2027-03-15T13:59:00Z').due).toBe(false)
    expect(at('2027-03-15T14:00:00Z')).toMatchObject({ day: '2027-03-15', due: true })
  })

  it("names the business's date, not UTC's, late in the evening", () => {
    // 2026-12-31 17:00 PST is already 2027-01-01 in UTC.
    expect(at('2027-01-01T01:00:00Z')).toMatchObject({ day: '2026-12-31', tomorrow: '2027-01-01' })
  })
})

describe('dates and times of a booked visit', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })

  it('takes real calendar dates and clock times only', () => {
    expect(isCalendarDate('2026-11-26')).toBe(true)
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-26', '2026-11-26T00:00', '1999-12-31', '<b>', '']) {
      expect(isCalendarDate(bad), bad).toBe(false)
    }
    expect(isClockTime('09:30')).toBe(true)
    for (const bad of ['9:30', '24:00', '12:60', '09:30:00', '']) expect(isClockTime(bad), bad).toBe(false)
  })

  it('reads a visit as the desk shows it', () => {
    expect(visitLabel({ on: '2026-11-26', time: '09:30' })).toBe('Thu, Nov 26, 9:30 AM')
    expect(visitLabel({ on: '2026-11-28', time: '12:00' })).toBe('Sat, Nov 28, noon')
    expect(visitLabel({ on: '2026-11-26', time: null })).toBe('Thu, Nov 26')
  })
})
