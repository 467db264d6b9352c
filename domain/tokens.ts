// The {tokens} that copy may hold, each standing for one fact of content/business.ts, so a fact
// is typed once: changing the phone or the reply time there changes every sentence that says it.
import { business } from '#content/business'
import { ccbLabel, licenceLabel, phoneHref, yearsLabel } from './business-labels'
import type { ContentToken } from '#content/schemas'
import { type Slots, fillSlots } from './slots'

export type { Slots }

const a = business.address

export const tokenValues = {
  name: business.name,
  phone: business.phone.display,
  phoneHref,
  email: business.email,
  address: `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`,
  licence: licenceLabel,
  ccb: ccbLabel,
  years: yearsLabel,
  founded: String(business.founded),
  replyHours: String(business.replyHours),
  radius: String(business.serviceRadiusMiles),
  photoRetentionDays: String(business.photoRetentionDays),
} as const satisfies Record<ContentToken, string>

/** A page's or a sentence's own values for the slots of its copy ({city}, {count}), beside the business facts. */

/**
 * The one way to fill {slots}: "We reply within {replyHours} hours." -> "We reply within 24 hours.";
 * `slots` fills the sentence's own values ("Step {step}", a count, a name), before the business
 * facts; any other name throws, so a slot left unfilled is found, never shown.
 */
export function fillTokens(text: string, slots: Slots = {}): string {
  return fillSlots(text, { ...tokenValues, ...slots })
}

/** Every string inside a content object, tokens (and the given slots) filled in (build time). */
export function fillContent<T>(value: T, slots: Slots = {}): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return fillTokens(v, slots)
    if (Array.isArray(v)) return v.map(walk)
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
    return v
  }
  return walk(value) as T
}

/** Slots filled later, where the value is known (the job a visitor picks, an article's read time): kept as they are. */
export const keepSlots = (...names: string[]): Slots => Object.fromEntries(names.map((n) => [n, `{${n}}`]))
