// A refused quote draft's sentence (issue 42): the first fault the draft's schema found, with where
// it is in the owner's words ("Option 2, line 3: A quantity must be a whole number."), and the
// checks the schema cannot make alone: the valid-through day a real one from today to a year ahead
// (on Portland's calendar), and the photos the lead's own. Nothing is stored for a refused draft.
import type * as z from 'zod'
import { deskQuoteWords } from '#content/pages/desk-quote'
import { addDays, isCalendarDate } from '#domain/morning-digest'
import type { QuoteDraft } from '#domain/quote/quote-draft'
import { fillSlots } from '#domain/slots'

const words = deskQuoteWords.api

/** "Option 2, line 3: " for an issue at options.1.lines.2.quantity; "" for one of the whole draft. */
function whereOf(path: readonly PropertyKey[]): string {
  const [top, i, sub, j] = path
  const n = (k: unknown) => (typeof k === 'number' ? k + 1 : null)
  const parts: string[] = []
  if (top === 'options' && n(i)) parts.push(fillSlots(words.where.option, { n: n(i) ?? 0 }))
  if (top === 'options' && sub === 'lines' && n(j)) parts.push(fillSlots(words.where.line, { n: n(j) ?? 0 }))
  if (top === 'addOns' && n(i)) parts.push(fillSlots(words.where.addOn, { n: n(i) ?? 0 }))
  return parts.length ? `${parts.join(', ')}: ` : ''
}

export function draftRefusal(error: z.ZodError): string {
  const issue = error.issues[0]
  return fillSlots(words.invalid, { where: issue ? whereOf(issue.path) : '', message: issue?.message ?? '' })
}

/** Why a parsed draft cannot be kept for this lead, or null. `today` is the business's calendar day. */
export function draftFault(draft: QuoteDraft, today: string, photoPositions: readonly number[]): string | null {
  const day = draft.validThrough
  if (!isCalendarDate(day) || day < today || day > addDays(today, 366)) return words.day
  const missing = draft.photos.find((p) => !photoPositions.includes(p))
  if (missing !== undefined) return fillSlots(words.photo, { n: missing })
  return null
}
