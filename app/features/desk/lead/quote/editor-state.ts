// The quote editor's fields as typed (text, so a half-typed "12." stays on screen) and the draft
// they make: quantities whole numbers, prices parsed once from dollars into cents
// (domain/quote/money.ts), the deposit's percentage as basis points. A field that does not parse
// is named, and the draft is not sent until none is; the totals meanwhile count it as zero.
import type { QuoteDraft } from '#domain/quote/quote-draft'
import { formatCents, parseDollars } from '#domain/quote/money'

export type LineFields = { key: number; description: string; quantity: string; unit: string; price: string }
export type OptionFields = { key: number; name: string; lines: LineFields[] }
export type EditorFields = {
  options: OptionFields[]
  addOns: LineFields[]
  depositKind: 'none' | 'percent' | 'amount'
  depositPercent: string
  depositAmount: string
  validThrough: string
  jobAddress: string
  note: string
  photos: number[]
}

let keys = 0
/** A stable React key for a new row (rows are added and removed). */
export const nextKey = () => ++keys

const centsText = (cents: number) => formatCents(cents).replace(/^\$/, '')

export const lineFields = (l?: QuoteDraft['addOns'][number]): LineFields => ({
  key: nextKey(),
  description: l?.description ?? '',
  quantity: l ? String(l.quantity) : '1',
  unit: l?.unit ?? '',
  price: l ? centsText(l.unitCents) : '',
})

export function fieldsOf(draft: QuoteDraft): EditorFields {
  const d = draft.deposit
  return {
    options: draft.options.map((o) => ({ key: nextKey(), name: o.name, lines: o.lines.map(lineFields) })),
    addOns: draft.addOns.map(lineFields),
    depositKind: d.kind,
    // Basis points are hundredths of a percent, as cents are of a dollar: the same two-decimal text.
    depositPercent: d.kind === 'percent' ? centsText(d.basisPoints) : '',
    depositAmount: d.kind === 'amount' ? centsText(d.cents) : '',
    validThrough: draft.validThrough,
    jobAddress: draft.jobAddress,
    note: draft.note,
    photos: draft.photos,
  }
}

/** A whole quantity from 1, or null. */
export const parseQuantity = (text: string) => (/^\s*\d{1,6}\s*$/.test(text) && Number(text) >= 1 ? Number(text) : null)
/** A percentage with up to two decimals as basis points (12.5 → 1250), or null. */
export const parsePercent = (text: string) => {
  const bp = parseDollars(text.replace(/%\s*$/, ''))
  return bp !== null && bp >= 1 && bp <= 10_000 ? bp : null
}

/** The draft the fields make, with each unreadable field's id (`o0-l2-price`); unreadable figures count as 0. */
export function draftOf(f: EditorFields): { draft: QuoteDraft; faults: Set<string> } {
  const faults = new Set<string>()
  const line = (l: LineFields, id: string) => {
    const quantity = parseQuantity(l.quantity)
    const unitCents = parseDollars(l.price)
    if (quantity === null) faults.add(`${id}-quantity`)
    if (unitCents === null) faults.add(`${id}-price`)
    return { description: l.description, quantity: quantity ?? 0, unit: l.unit, unitCents: unitCents ?? 0 }
  }
  const percent = parsePercent(f.depositPercent)
  const amount = parseDollars(f.depositAmount)
  if (f.depositKind === 'percent' && percent === null) faults.add('deposit-percent')
  if (f.depositKind === 'amount' && amount === null) faults.add('deposit-amount')
  const deposit: QuoteDraft['deposit'] =
    f.depositKind === 'percent'
      ? { kind: 'percent', basisPoints: percent ?? 0 }
      : f.depositKind === 'amount'
        ? { kind: 'amount', cents: amount ?? 0 }
        : { kind: 'none' }
  return {
    draft: {
      options: f.options.map((o, i) => ({ name: o.name, lines: o.lines.map((l, j) => line(l, `o${i}-l${j}`)) })),
      addOns: f.addOns.map((l, j) => line(l, `a${j}`)),
      deposit,
      validThrough: f.validThrough,
      jobAddress: f.jobAddress,
      note: f.note,
      photos: f.photos,
    },
    faults,
  }
}
