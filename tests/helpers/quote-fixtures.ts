// A lead with a quote draft, for the quotes' integration tests (server/quotes, the customer's page,
// the quote e-mails): three options, two add-ons, a 25 % deposit, valid through a fixed day.
import type { QuoteDraft } from '#domain/quote/quote-draft'
import type { ServerStore } from '../../server/stores'

export const sampleDraft = (over: Partial<QuoteDraft> = {}): QuoteDraft => ({
  options: [
    { name: 'Good', lines: [{ description: 'Porcelain floor tile, set and grouted', quantity: 120, unit: 'sq ft', unitCents: 1450 }] },
    {
      name: 'Better',
      lines: [
        { description: 'Large-format porcelain, set and grouted', quantity: 120, unit: 'sq ft', unitCents: 1850 },
        { description: 'Uncoupling membrane', quantity: 120, unit: 'sq ft', unitCents: 275 },
      ],
    },
    { name: 'Best', lines: [{ description: 'Natural stone, set, grouted and sealed', quantity: 120, unit: 'sq ft', unitCents: 2900 }] },
  ],
  addOns: [
    { description: 'Heated floor mat', quantity: 1, unit: 'room', unitCents: 95000 },
    { description: 'Threshold in matching stone', quantity: 2, unit: 'each', unitCents: 8500 },
  ],
  deposit: { kind: 'percent', basisPoints: 2500 },
  validThrough: '2026-12-15',
  note: 'Prices include removal of the old vinyl.',
  jobAddress: '123 SE Oak St, Portland, OR 97214',
  photos: [],
  ...over,
})

/** The lead sent on 2026-12-01 (a Tuesday) at 9 AM Pacific, unless told otherwise. */
export const sentAt = new Date('2026-12-01T17:00:00Z')

/** A new quote lead with `draft` saved on it; resolves to its id. */
export async function leadWithDraft(store: ServerStore, draft = sampleDraft(), name = 'Pat Doe'): Promise<number> {
  const { id } = await store.insertLead(
    { form: 'quote', name, email: 'pat@example.com', phone: '(503) 555-0100', message: 'A kitchen floor', zip: '97214' },
    new Date('2026-11-20T17:00:00Z'),
  )
  await store.saveQuoteDraft(id, draft, 'owner@startile.example', new Date('2026-11-30T17:00:00Z'))
  return id
}
