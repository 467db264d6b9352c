import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCents, formatDifference, isCents, maxCents, parseDollars, percentOf } from './money'

describe('money in cents', () => {
  it('parses dollars the owner types into whole cents', () => {
    expect(parseDollars('1,250.5')).toBe(125050)
    expect(parseDollars('$1250.50')).toBe(125050)
    expect(parseDollars(' 12 ')).toBe(1200)
    expect(parseDollars('0.07')).toBe(7)
  })

  it('refuses what is not an amount: negative, three decimals, text, exponent, beyond the cap', () => {
    for (const bad of ['-5', '1.005', 'ten', '1e6', '', '12,34', '99999999.99', 'NaN', 'Infinity', '9007199254740993']) {
      expect(parseDollars(bad), bad).toBeNull()
    }
  })

  it('reads back what it formats, for every amount in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxCents }), (c) => {
        expect(parseDollars(formatCents(c))).toBe(c)
      }),
    )
  })

  it('writes differences with their sign', () => {
    expect(formatDifference(125000)).toBe('+$1,250.00')
    expect(formatDifference(-30000)).toBe('-$300.00')
    expect(formatDifference(0)).toBe('Same price')
  })

  it('takes a percentage in whole basis points, rounding half up', () => {
    expect(percentOf(1000, 2500)).toBe(250)
    expect(percentOf(1, 5000)).toBe(1)
    expect(percentOf(3, 3333)).toBe(1)
  })

  it('holds only safe whole cents within the cap', () => {
    expect(isCents(12.5)).toBe(false)
    expect(isCents(-1)).toBe(false)
    expect(isCents(maxCents + 1)).toBe(false)
    expect(isCents(Number.MAX_SAFE_INTEGER + 2)).toBe(false)
    expect(isCents(0)).toBe(true)
  })
})
