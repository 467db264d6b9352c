// The checks of a customer's post against the frozen snapshot (record 038), and the lock screen's
// line of a quote alert: without a database.
import { describe, expect, it } from 'vitest'
import { quoteTerms } from '#content/quote-terms'
import { snapshotOf } from '#domain/quote/quote-snapshot'
import { sampleDraft } from '../../tests/helpers/quote-fixtures'
import { quoteSummary } from './quote-alert'
import { checkedChoice, cleanText } from './quote-choice'
import { snapshotBusiness } from './quote-send'

const snapshot = (draft = sampleDraft()) =>
  snapshotOf({
    draft,
    leadId: 42,
    version: 1,
    issuedOn: '2026-12-01',
    business: snapshotBusiness(),
    customer: { name: 'Pat Doe', email: 'pat@example.com', phone: '', zip: null },
    projectType: null,
    photos: [],
    terms: quoteTerms.terms,
    consent: quoteTerms.consent,
    taxBasisPoints: 0,
  })

describe('a customer’s choice checked against the snapshot', () => {
  const better = { optionIndex: 1, addOns: [1, 0], expectedTotalCents: 362000, typedName: '  Pat Doe ' }

  it('recomputes the total and deposit, and keeps the add-ons in order and the name trimmed', () => {
    expect(checkedChoice(snapshot(), { ...better, expectedTotalCents: 367000 })).toEqual({
      totals: { optionCents: 255000, addOnsCents: 112000, subtotalCents: 367000, taxCents: 0, totalCents: 367000, depositCents: 91750 },
      addOns: [0, 1],
      typedName: 'Pat Doe',
    })
  })

  it('refuses anything that does not fit', () => {
    expect(checkedChoice(snapshot(), { ...better, expectedTotalCents: 362000 })).toBeNull()
    expect(checkedChoice(snapshot(), { ...better, expectedTotalCents: 367000, optionIndex: Number.NaN })).toBeNull()
    expect(checkedChoice(snapshot(), { ...better, expectedTotalCents: 367000, addOns: '0' as unknown as number[] })).toBeNull()
    expect(checkedChoice(snapshot(), { ...better, expectedTotalCents: 367000, typedName: 42 as unknown as string })).toBeNull()
    expect(checkedChoice(snapshot(), { ...better, expectedTotalCents: 367000 })).not.toBeNull()
  })

  it('keeps a typed name exactly or refuses it, and cleans a reason or question as the quote form does', () => {
    expect(cleanText(' a ', 5)).toBe('a')
    expect(cleanText('abcdef', 5)).toBeNull()
    expect(cleanText('a\nb', 5)).toBeNull()
    expect(cleanText('a\u202eb', 5)).toBeNull()
    expect(cleanText('a\nb', 5, true)).toBe('a\nb')
    expect(cleanText('a\u0000b', 5, true)).toBe('ab')
    expect(cleanText('a\u200fb', 5, true)).toBe('ab')
    expect(cleanText(42, 5)).toBeNull()
  })
})

describe('the lock screen’s line of a quote alert', () => {
  it('names the option and total, or the options’ range', () => {
    expect(quoteSummary(snapshot(), { optionIndex: 2, totalCents: 365000 })).toBe('Best, $3,650.00')
    expect(quoteSummary(snapshot(), null)).toBe('3 options, $1,740.00 to $3,480.00')
    expect(quoteSummary(snapshot(sampleDraft({ options: sampleDraft().options.slice(1, 2) })), null)).toBe('Better, $2,550.00')
  })
})
