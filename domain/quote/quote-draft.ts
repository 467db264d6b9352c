// The quote the owner writes on a lead (issue 42), as the desk sends it and the server stores it:
// 1 to 3 options of line items, add-ons the customer may tick, a deposit, a valid-through day, a note
// and photos of the lead. Every limit is here, so a hostile draft (a negative or fractional
// quantity, a million lines, a 10,000-character description, a price beyond a safe integer) is
// refused whole with the field named, before anything is stored. Quantities are whole units: a
// floor is priced by the square foot rounded up, as the takeoff does.
import * as z from 'zod'
import { isCents, maxCents } from './money'
import { quoteTotals } from './quote-totals'

import { quoteLimits } from './quote-limits'

export { quoteLimits }

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} can be at most ${max} characters.`)
    // No control character (NUL, ESC) and no bidi override or other invisible format character.
    .refine((s) => !/[\p{Cc}\p{Cf}]/u.test(s.replace(/[\n\t]/g, '')), `${what} has characters that cannot be shown.`)

const cents = (what: string) => {
  const message = `${what} must be a whole number of cents from $0.00 to $${(maxCents / 100).toLocaleString('en-US')}.`
  return z.number({ error: message }).refine(isCents, message)
}

export const quoteLineSchema = z.object({
  description: text(quoteLimits.description, 'A description').pipe(z.string().min(1, 'Every line needs a description.')),
  quantity: z
    .number()
    .int('A quantity must be a whole number.')
    .min(1, 'A quantity must be at least 1.')
    .max(quoteLimits.quantity, `A quantity can be at most ${quoteLimits.quantity.toLocaleString('en-US')}.`),
  unit: text(quoteLimits.unit, 'A unit'),
  unitCents: cents('A unit price'),
})
export type QuoteLine = z.infer<typeof quoteLineSchema>

export const quoteOptionSchema = z.object({
  name: text(quoteLimits.optionName, 'An option name').pipe(z.string().min(1, 'Every option needs a name.')),
  lines: z
    .array(quoteLineSchema)
    .min(1, 'Every option needs at least one line.')
    .max(quoteLimits.linesPerOption, `An option can have at most ${quoteLimits.linesPerOption} lines.`),
})
export type QuoteOption = z.infer<typeof quoteOptionSchema>

export const depositSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('percent'), basisPoints: z.number().int().min(1).max(10_000, 'A deposit can be at most 100%.') }),
  z.object({ kind: z.literal('amount'), cents: cents('A deposit') }),
])
export type Deposit = z.infer<typeof depositSchema>

export const quoteDraftSchema = z
  .object({
    options: z
      .array(quoteOptionSchema)
      .min(1, 'A quote needs at least one option.')
      .max(quoteLimits.options, `A quote can have at most ${quoteLimits.options} options.`),
    addOns: z.array(quoteLineSchema).max(quoteLimits.addOns, `A quote can have at most ${quoteLimits.addOns} add-ons.`),
    deposit: depositSchema,
    /** The last day the quote may be accepted, on the business's calendar: "2026-12-15". */
    validThrough: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the day the quote is valid through.'),
    note: text(quoteLimits.note, 'The note'),
    /** The job's street address, if the owner knows it (the contract names it, issue 43). */
    jobAddress: text(quoteLimits.jobAddress, 'The job address'),
    /** Positions (1-based) of the lead's photos shown with the quote. */
    photos: z.array(z.number().int().min(1).max(100)).max(quoteLimits.photos, `A quote can show at most ${quoteLimits.photos} photos.`),
  })
  .strict()
  // Every figure the quote can reach (the dearest option with every add-on, and its tax) stays in range.
  .superRefine((draft, ctx) => {
    const totals = quoteTotals(draft, 0)
    if (totals.some((t) => !isCents(t.allAddOnsTotalCents))) {
      ctx.addIssue({ code: 'custom', message: 'A quote total can be at most $10,000,000.00.', path: ['options'] })
    }
    if (draft.deposit.kind === 'amount' && totals.every((t) => draft.deposit.kind === 'amount' && draft.deposit.cents > t.totalCents)) {
      ctx.addIssue({ code: 'custom', message: 'The deposit cannot be more than the total.', path: ['deposit'] })
    }
  })
export type QuoteDraft = z.infer<typeof quoteDraftSchema>
