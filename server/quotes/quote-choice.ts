// What a customer's post may carry, checked against the frozen snapshot before anything is stored
// (record 038): an option that exists, add-ons that exist (each once), a typed name that can be
// shown, a reason or question of bounded length, and the total the page showed, which must equal the
// total recomputed here from the snapshot (choiceTotals, the one place figures are computed). A
// tampered form gets 'tampered' and nothing is written.
import { multiLine } from '#domain/lead-form'
import { type ChoiceTotals, choiceTotals } from '#domain/quote/quote-totals'
import type { QuoteSnapshot } from '#domain/quote/quote-snapshot'

export const answerLimits = { typedName: 120, reason: 1000, question: 2000, userAgent: 500, address: 100 } as const

const unshowable = /[\p{Cc}\p{Cf}]/u

/**
 * Trimmed text of at most `max` characters, or null. A typed name (one line) is the signature: it is
 * kept exactly as typed or refused, never changed, so one with a control or format character (a bidi
 * override) is refused. A reason or question (`multiline`) is cleaned as the quote form's text is
 * (domain/lead-form.ts): invisible format and control characters removed, newlines and tabs kept.
 */
export function cleanText(value: unknown, max: number, multiline = false): string | null {
  if (typeof value !== 'string') return null
  const text = (multiline ? multiLine(value) : value).trim()
  if (text.length > max || (!multiline && unshowable.test(text))) return null
  return text
}

export type Choice = { optionIndex: number; addOns: number[]; expectedTotalCents: number; typedName: string }

/** The checked choice with its totals, or null when anything in it does not fit the snapshot. */
export function checkedChoice(
  snapshot: QuoteSnapshot,
  choice: Choice,
): { totals: ChoiceTotals; addOns: number[]; typedName: string } | null {
  const index = (n: unknown, length: number) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < length
  if (!index(choice.optionIndex, snapshot.options.length)) return null
  if (!Array.isArray(choice.addOns) || choice.addOns.length > snapshot.addOns.length) return null
  if (!choice.addOns.every((i) => index(i, snapshot.addOns.length))) return null
  const addOns = [...new Set(choice.addOns)].sort((a, b) => a - b)
  if (addOns.length !== choice.addOns.length) return null
  const typedName = cleanText(choice.typedName, answerLimits.typedName)
  if (!typedName) return null
  const totals = choiceTotals(snapshot, choice.optionIndex, addOns, snapshot.taxBasisPoints)
  if (choice.expectedTotalCents !== totals.totalCents) return null
  return { totals, addOns, typedName }
}

export const clientColumns = (client: { address: string | null; userAgent: string | null }) => ({
  client_address: client.address?.slice(0, answerLimits.address) ?? null,
  user_agent: client.userAgent?.slice(0, answerLimits.userAgent) ?? null,
})
