import { describe, expect, it } from 'vitest'
import type { QuoteDraft } from '#domain/quote/quote-draft'
import { draftOf, fieldsOf } from './editor-state'

const draft: QuoteDraft = {
  options: [{ name: 'Good', lines: [{ description: 'Tile', quantity: 138, unit: 'sq ft', unitCents: 850 }] }],
  addOns: [{ description: 'Sealer', quantity: 1, unit: 'job', unitCents: 125_050 }],
  deposit: { kind: 'percent', basisPoints: 1250 },
  validThrough: '2026-12-28',
  jobAddress: '',
  note: 'Thanks',
  photos: [2],
}

describe('the quote editor fields', () => {
  it('show a draft as typed text and give the same draft back', () => {
    const fields = fieldsOf(draft)
    expect(fields.options[0].lines[0].price).toBe('8.50')
    expect(fields.addOns[0].price).toBe('1,250.50')
    expect(fields.depositPercent).toBe('12.50')
    expect(draftOf(fields)).toEqual({ draft, faults: new Set() })
  })

  it('name each field that does not parse, and count it as zero', () => {
    const fields = fieldsOf(draft)
    fields.options[0].lines[0].quantity = '2.5'
    fields.addOns[0].price = '12.345'
    fields.depositPercent = '150'
    const { draft: made, faults } = draftOf(fields)
    expect([...faults].sort()).toEqual(['a0-price', 'deposit-percent', 'o0-l0-quantity'])
    expect(made.options[0].lines[0].quantity).toBe(0)
    expect(made.addOns[0].unitCents).toBe(0)
    fields.depositKind = 'amount'
    fields.depositAmount = '$1,000'
    expect(draftOf(fields).draft.deposit).toEqual({ kind: 'amount', cents: 100_000 })
  })
})
