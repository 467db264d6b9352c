// The snapshot a sent quote freezes (issue 42): exactly what the customer sees, built once here from
// the draft, the lead and the business's facts, with every figure computed. The server stores it as
// canonical JSON (sorted keys, canonicalJson) with the SHA-256 of that text, and never edits it: the
// page, the e-mail and the PDF are all drawn from it, and the acceptance record names its hash.
import { leadReference } from '../lead-reference'
import type { Deposit, QuoteDraft } from './quote-draft'
import { type OptionTotals, lineCents, quoteTotals } from './quote-totals'

export type SnapshotLine = { description: string; quantity: number; unit: string; unitCents: number; totalCents: number }

export type QuoteSnapshot = {
  format: 1
  /** The lead's reference, "ST-1042". */
  reference: string
  version: number
  /** The business's calendar day it was sent, and the last day it may be accepted: "2026-12-15". */
  issuedOn: string
  validThrough: string
  business: { name: string; legalName: string; phone: string; email: string; address: string; licence: string }
  customer: { name: string; email: string; phone: string; zip: string | null }
  projectType: string | null
  jobAddress: string
  options: { name: string; lines: SnapshotLine[]; totals: OptionTotals }[]
  addOns: SnapshotLine[]
  deposit: Deposit
  taxBasisPoints: number
  note: string
  photos: { position: number; name: string }[]
  terms: { version: string; paragraphs: string[] }
  consent: { version: string; text: string }
}

export type SnapshotInput = {
  draft: QuoteDraft
  leadId: number
  version: number
  issuedOn: string
  business: QuoteSnapshot['business']
  customer: QuoteSnapshot['customer']
  projectType: string | null
  /** The lead's photos the draft names, by position (a position the lead no longer has is left out). */
  photos: { position: number; name: string }[]
  terms: QuoteSnapshot['terms']
  consent: QuoteSnapshot['consent']
  taxBasisPoints: number
}

const line = (l: QuoteDraft['addOns'][number]): SnapshotLine => ({
  description: l.description,
  quantity: l.quantity,
  unit: l.unit,
  unitCents: l.unitCents,
  totalCents: lineCents(l),
})

export function snapshotOf(input: SnapshotInput): QuoteSnapshot {
  const { draft } = input
  const totals = quoteTotals(draft, input.taxBasisPoints)
  const named = new Set(draft.photos)
  return {
    format: 1,
    reference: leadReference(input.leadId),
    version: input.version,
    issuedOn: input.issuedOn,
    validThrough: draft.validThrough,
    business: input.business,
    customer: input.customer,
    projectType: input.projectType,
    jobAddress: draft.jobAddress,
    options: draft.options.map((o, i) => ({ name: o.name, lines: o.lines.map(line), totals: totals[i] })),
    addOns: draft.addOns.map(line),
    deposit: draft.deposit,
    taxBasisPoints: input.taxBasisPoints,
    note: draft.note,
    photos: input.photos.filter((p) => named.has(p.position)),
    terms: input.terms,
    consent: input.consent,
  }
}

/** JSON with every object's keys sorted: the same snapshot always gives the same text, and so the same hash. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
}
