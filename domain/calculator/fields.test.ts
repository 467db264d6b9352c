import { describe, expect, it } from 'vitest'
import { checkNumber, rules } from './fields'

describe('a number field says what is wrong with its value', () => {
  it.each([
    ['', 'Enter a length.'],
    ['   ', 'Enter a length.'],
    ['0', 'Enter a length greater than 0.'],
    ['-12', 'Enter a length greater than 0.'],
    ['ten', 'Enter a length as a number, like 12.5.'],
    ['12ft', 'Enter a length as a number, like 12.5.'],
    ['0x10', 'Enter a length as a number, like 12.5.'],
    ['Infinity', 'Enter a length as a number, like 12.5.'],
    ['10000', 'Enter at most 200 ft. For a larger space, call us for a quote.'],
    ['1e9', 'Enter at most 200 ft. For a larger space, call us for a quote.'],
  ])('length %j: %s', (raw, message) => {
    expect(checkNumber(raw, rules.length)).toEqual({ value: null, error: message })
  })

  it('accepts numbers within the limits, forgiving surrounding spaces', () => {
    expect(checkNumber(' 12.5 ', rules.length)).toEqual({ value: 12.5 })
    expect(checkNumber('200', rules.width)).toEqual({ value: 200 })
    expect(checkNumber('.5', rules.width)).toEqual({ value: 0.5 })
  })

  it('names money in dollars and lets optional fields stay empty', () => {
    expect(checkNumber('abc', rules.price).error).toBe('Enter a price per square foot as a number, like 8.50.')
    expect(checkNumber('501', rules.price).error).toBe('Enter at most $500.')
    expect(checkNumber('6000', rules.boxPrice).error).toBe('Enter at most $5,000.')
    expect(checkNumber('', rules.boxPrice)).toEqual({ value: null })
    expect(checkNumber('0', rules.boxCoverage).error).toBe('Enter the square feet per box greater than 0.')
  })
})
