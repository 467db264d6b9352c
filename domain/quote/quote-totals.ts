// Every figure of a quote, computed once here in integer cents (issue 42): a line is quantity ×
// unit price; an option is its lines; the customer's choice is one option plus the add-ons ticked;
// tax, if the business sets a rate, is on that subtotal, rounded half up once; the deposit is a
// share of the total (rounded half up) or an amount, never more than the total. The desk, the
// customer's page, the e-mails and the PDF all read these, so no two of them can disagree.
import { percentOf } from './money'

type Line = { quantity: number; unitCents: number }
type Draft = {
  options: readonly { lines: readonly Line[] }[]
  addOns: readonly Line[]
  deposit: { kind: 'none' } | { kind: 'percent'; basisPoints: number } | { kind: 'amount'; cents: number }
}

export const lineCents = (line: Line) => line.quantity * line.unitCents
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0)
export const linesCents = (lines: readonly Line[]) => sum(lines.map(lineCents))

/** What the customer pays for one option and a set of add-ons (indexes into `addOns`). */
export type ChoiceTotals = {
  optionCents: number
  addOnsCents: number
  subtotalCents: number
  taxCents: number
  totalCents: number
  depositCents: number
}

export function choiceTotals(draft: Draft, optionIndex: number, addOnIndexes: readonly number[], taxBasisPoints: number): ChoiceTotals {
  const option = draft.options[optionIndex]
  if (!option) throw new RangeError(`no option ${optionIndex}`)
  const chosen = [...new Set(addOnIndexes)].map((i) => {
    const addOn = draft.addOns[i]
    if (!addOn) throw new RangeError(`no add-on ${i}`)
    return addOn
  })
  const optionCents = linesCents(option.lines)
  const addOnsCents = linesCents(chosen)
  const subtotalCents = optionCents + addOnsCents
  const taxCents = percentOf(subtotalCents, taxBasisPoints)
  const totalCents = subtotalCents + taxCents
  const deposit = draft.deposit
  const depositCents =
    deposit.kind === 'none'
      ? 0
      : deposit.kind === 'percent'
        ? percentOf(totalCents, deposit.basisPoints)
        : Math.min(deposit.cents, totalCents)
  return { optionCents, addOnsCents, subtotalCents, taxCents, totalCents, depositCents }
}

/** Each option's totals without add-ons, its difference from the first option, and its total with every add-on. */
export type OptionTotals = ChoiceTotals & { differenceCents: number; allAddOnsTotalCents: number }

export function quoteTotals(draft: Draft, taxBasisPoints: number): OptionTotals[] {
  const everyAddOn = draft.addOns.map((_, i) => i)
  const base = draft.options.length ? choiceTotals(draft, 0, [], taxBasisPoints).totalCents : 0
  return draft.options.map((_, i) => {
    const totals = choiceTotals(draft, i, [], taxBasisPoints)
    return {
      ...totals,
      differenceCents: totals.totalCents - base,
      allAddOnsTotalCents: choiceTotals(draft, i, everyAddOn, taxBasisPoints).totalCents,
    }
  })
}
