import { describe, expect, it } from 'vitest'
import { quoteDraftSchema } from './quote-draft'

const line = { description: 'Porcelain floor tile, installed', quantity: 52, unit: 'sq ft', unitCents: 1250 }
const draft = (over: Record<string, unknown> = {}) => ({
  options: [{ name: 'Good', lines: [line] }],
  addOns: [],
  deposit: { kind: 'percent', basisPoints: 2500 },
  validThrough: '2026-12-28',
  note: '',
  jobAddress: '',
  photos: [],
  ...over,
})
const messages = (value: unknown) => {
  const r = quoteDraftSchema.safeParse(value)
  return r.success ? [] : r.error.issues.map((i) => i.message)
}

describe('the quote draft refuses hostile input whole, with the field named', () => {
  it('takes a plain draft', () => {
    expect(quoteDraftSchema.parse(draft()).options[0].lines[0].quantity).toBe(52)
  })

  it('refuses negative, zero and fractional quantities', () => {
    expect(messages(draft({ options: [{ name: 'Good', lines: [{ ...line, quantity: -3 }] }] }))).toContain('A quantity must be at least 1.')
    expect(messages(draft({ options: [{ name: 'Good', lines: [{ ...line, quantity: 0 }] }] }))).toContain('A quantity must be at least 1.')
    expect(messages(draft({ options: [{ name: 'Good', lines: [{ ...line, quantity: 2.5 }] }] }))).toContain(
      'A quantity must be a whole number.',
    )
  })

  it('refuses a million line items, and more than three options', () => {
    const many = Array.from({ length: 1_000_000 }, () => line)
    expect(messages(draft({ options: [{ name: 'Good', lines: many }] }))).toContain('An option can have at most 40 lines.')
    expect(messages(draft({ options: Array.from({ length: 4 }, () => ({ name: 'X', lines: [line] })) }))).toContain(
      'A quote can have at most 3 options.',
    )
  })

  it('refuses a 10,000-character description and invisible characters', () => {
    expect(messages(draft({ options: [{ name: 'Good', lines: [{ ...line, description: 'a'.repeat(10_000) }] }] }))).toContain(
      'A description can be at most 300 characters.',
    )
    expect(messages(draft({ note: 'fine\u202Eevil' }))).toContain('The note has characters that cannot be shown.')
    expect(messages(draft({ note: 'two\nlines' }))).toEqual([])
  })

  it('refuses prices beyond a safe integer, fractional cents and totals over the cap', () => {
    for (const unitCents of [Number.MAX_SAFE_INTEGER + 2, 1e20, 12.5, -100, Number.NaN]) {
      expect(messages(draft({ options: [{ name: 'Good', lines: [{ ...line, unitCents }] }] })).join(' '), String(unitCents)).toMatch(
        /A unit price must be a whole number of cents/,
      )
    }
    const dear = { ...line, quantity: 100_000, unitCents: 1_000_000 }
    expect(messages(draft({ options: [{ name: 'Good', lines: [dear, dear] }] }))).toContain('A quote total can be at most $10,000,000.00.')
  })

  it('refuses unknown fields (a total typed into the draft is never taken)', () => {
    expect(messages(draft({ totalCents: 1 }))).not.toEqual([])
  })

  it('refuses a deposit larger than every option', () => {
    expect(messages(draft({ deposit: { kind: 'amount', cents: 65_001 } }))).toContain('The deposit cannot be more than the total.')
    expect(messages(draft({ deposit: { kind: 'amount', cents: 65_000 } }))).toEqual([])
  })
})
