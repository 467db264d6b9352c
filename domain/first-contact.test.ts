import { describe, expect, it } from 'vitest'
import { formatWait, median, minutesToFirstContact } from './first-contact'

const units = { minutes: '{n} min', hours: '{n} h', day: '{n} day', days: '{n} days' }

describe('time to first contact', () => {
  it('counts whole minutes from receipt to first contact, never below zero', () => {
    expect(minutesToFirstContact('2026-11-23T16:00:00.000Z', '2026-11-23T16:04:31.000Z')).toBe(5)
    expect(minutesToFirstContact('2026-11-23T16:00:00.000Z', '2026-11-24T17:30:00.000Z')).toBe(1530)
    expect(minutesToFirstContact('2026-11-23T16:00:00.000Z', '2026-11-23T15:00:00.000Z')).toBe(0)
    expect(minutesToFirstContact('not a date', '2026-11-23T15:00:00.000Z')).toBe(0)
  })

  it('takes the median of an odd and an even count, and none of nothing', () => {
    expect(median([30, 5, 12])).toBe(12)
    expect(median([5, 12, 30, 2000])).toBe(21)
    expect(median([])).toBeUndefined()
  })

  it('reads as the two largest units', () => {
    expect(formatWait(0, units)).toBe('0 min')
    expect(formatWait(59, units)).toBe('59 min')
    expect(formatWait(60, units)).toBe('1 h')
    expect(formatWait(125, units)).toBe('2 h 5 min')
    expect(formatWait(1440, units)).toBe('1 day')
    expect(formatWait(1530, units)).toBe('1 day 1 h')
    expect(formatWait(3 * 1440 + 120 + 7, units)).toBe('3 days 2 h')
  })
})
