import { describe, expect, it } from 'vitest'
import { fillSlots } from './slots'

describe('fillSlots', () => {
  it('fills every {slot} with its value, numbers as digits, and leaves the rest of the text alone', () => {
    expect(fillSlots('{count} photos of {name}, {count} kept', { count: 3, name: 'Ann' })).toBe('3 photos of Ann, 3 kept')
  })
  it('throws for a slot it was not given, so no brace reaches a reader', () => {
    expect(() => fillSlots('Call {phone}', { name: 'Ann' })).toThrow('Unknown slot {phone}')
  })
})
