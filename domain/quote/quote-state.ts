// Where a quote stands, as the desk's list and lead show it and the customer's page decides what it
// offers (issue 42). A quote is valid until its valid-through day ends on the business's calendar
// (Portland): valid through December 15 is valid all of December 15, Pacific time.
import { instantAt } from '../business-clock'

export const quoteStates = ['draft', 'sent', 'viewed', 'question', 'accepted', 'declined', 'expired'] as const
export type QuoteState = (typeof quoteStates)[number]

/** The instant a quote valid through `day` ("2026-12-15") stops being valid: the next midnight in `timeZone`. */
export function validUntil(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number)
  return instantAt(y, m, d + 1, 0, timeZone)
}

/** The facts of a lead's latest version that decide its state; null when nothing was sent yet. */
export type VersionFacts = {
  validThrough: string
  acceptedAt: string | null
  declinedAt: string | null
  /** The latest unanswered question, if any. */
  questionAt: string | null
  firstViewedAt: string | null
}

export function quoteState(latest: VersionFacts | null, now: Date, timeZone: string): QuoteState {
  if (!latest) return 'draft'
  if (latest.acceptedAt) return 'accepted'
  if (latest.declinedAt) return 'declined'
  if (now >= validUntil(latest.validThrough, timeZone)) return 'expired'
  if (latest.questionAt) return 'question'
  return latest.firstViewedAt ? 'viewed' : 'sent'
}

/** Why a version cannot be accepted now, or null when it can. */
export type AcceptRefusal = 'accepted' | 'declined' | 'expired' | 'replaced'

export function acceptRefusal(version: VersionFacts & { replacedAt: string | null }, now: Date, timeZone: string): AcceptRefusal | null {
  if (version.acceptedAt) return 'accepted'
  if (version.replacedAt) return 'replaced'
  if (version.declinedAt) return 'declined'
  if (now >= validUntil(version.validThrough, timeZone)) return 'expired'
  return null
}
