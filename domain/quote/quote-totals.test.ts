import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { maxCents } from './money'
import { choiceTotals, lineCents, quoteTotals } from './quote-totals'

const line = fc.record({ quantity: fc.integer({ min: 1, max: 500 }), unitCents: fc.integer({ min: 0, max: 500_000 }) })
const deposit = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.record({ kind: fc.constant('percent' as const), basisPoints: fc.integer({ min: 1, max: 10_000 }) }),
  fc.record({ kind: fc.constant('amount' as const), cents: fc.integer({ min: 0, max: maxCents }) }),
)
const draft = fc.record({
  options: fc.array(fc.record({ lines: fc.array(line, { minLength: 1, maxLength: 40 }) }), { minLength: 1, maxLength: 3 }),
  addOns: fc.array(line, { maxLength: 10 }),
  deposit,
})
const tax = fc.integer({ min: 0, max: 5000 })

describe('the money rules (cents only)', () => {
  it('adds an option and its add-ons to exactly the sum of their lines, plus tax rounded once', () => {
    fc.assert(
      fc.property(draft, tax, fc.nat(), fc.array(fc.nat()), (d, bp, pick, ticks) => {
        const option = pick % d.options.length
        const addOns = d.addOns.length ? ticks.map((t) => t % d.addOns.length) : []
        const t = choiceTotals(d, option, addOns, bp)
        const lines = d.options[option].lines.reduce((s, l) => s + l.quantity * l.unitCents, 0)
        const extras = [...new Set(addOns)].reduce((s, i) => s + lineCents(d.addOns[i]), 0)
        expect(t.optionCents).toBe(lines)
        expect(t.addOnsCents).toBe(extras)
        expect(t.subtotalCents).toBe(lines + extras)
        expect(t.totalCents).toBe(t.subtotalCents + t.taxCents)
        // Tax is the rate of the subtotal, off by at most half a cent before rounding.
        expect(Math.abs(t.taxCents - (t.subtotalCents * bp) / 10_000)).toBeLessThanOrEqual(0.5)
        for (const v of Object.values(t)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true)
      }),
    )
  })

  it('never asks a deposit above the total, and a percent deposit is within half a cent of its share', () => {
    fc.assert(
      fc.property(draft, tax, (d, bp) => {
        for (let i = 0; i < d.options.length; i++) {
          const t = choiceTotals(d, i, [], bp)
          expect(t.depositCents).toBeLessThanOrEqual(t.totalCents)
          if (d.deposit.kind === 'percent') {
            expect(Math.abs(t.depositCents - (t.totalCents * d.deposit.basisPoints) / 10_000)).toBeLessThanOrEqual(0.5)
          }
          if (d.deposit.kind === 'none') expect(t.depositCents).toBe(0)
        }
      }),
    )
  })

  it('gives each option a difference from the first that is exactly the gap between their totals', () => {
    fc.assert(
      fc.property(draft, tax, (d, bp) => {
        const all = quoteTotals(d, bp)
        all.forEach((t, i) => {
          expect(t.differenceCents).toBe(t.totalCents - all[0].totalCents)
          expect(t.totalCents).toBe(choiceTotals(d, i, [], bp).totalCents)
          expect(t.allAddOnsTotalCents).toBe(
            choiceTotals(
              d,
              i,
              d.addOns.map((_, j) => j),
              bp,
            ).totalCents,
          )
        })
      }),
    )
  })

  it('counts an add-on ticked twice once, and refuses an option or add-on that is not there', () => {
    const d = {
      options: [{ lines: [{ quantity: 2, unitCents: 150 }] }],
      addOns: [{ quantity: 1, unitCents: 1000 }],
      deposit: { kind: 'none' as const },
    }
    expect(choiceTotals(d, 0, [0, 0], 0).totalCents).toBe(1300)
    expect(() => choiceTotals(d, 1, [], 0)).toThrow(RangeError)
    expect(() => choiceTotals(d, 0, [1], 0)).toThrow(RangeError)
  })

  it('rounds half a cent of tax up: $0.50 at 1% is 0.5¢ → 1¢', () => {
    const d = {
      options: [{ lines: [{ quantity: 1, unitCents: 50 }] }],
      addOns: [],
      deposit: { kind: 'percent' as const, basisPoints: 5000 },
    }
    const t = choiceTotals(d, 0, [], 100)
    expect(t.taxCents).toBe(1)
    expect(t.totalCents).toBe(51)
    expect(t.depositCents).toBe(26)
  })
})
