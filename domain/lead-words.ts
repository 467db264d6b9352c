// The parts of a lead put into words that the desk's islands may load too: its pattern, estimate
// link, campaign, phone and reference. Nothing here loads zod or the ZIP table (no business facts,
// no {tokens}); lead-presenter.ts adds the visit windows and the place and gathers them for the
// server, so a detail reads the same in the e-mails, the digest, the webhook body, the CSV and the desk.
import { leadWords } from '#content/lead-words'
import type { EstimateAttachment, LeadSource, PatternAttachment } from './lead-record'
import { leadReference } from './lead-reference'
import { fillSlots } from './slots'

export { leadReference }

/** "Herringbone in Warm White, Charcoal grout" */
export const patternWords = (pattern: PatternAttachment): string =>
  fillSlots(leadWords.pattern, { pattern: pattern.pattern, color: pattern.color, grout: pattern.grout })

/** The estimate reopened in the calculator, as a path of this site. */
export const estimatePath = (estimate: EstimateAttachment): string => `/tile-cost-calculator?${estimate.query}`

/**
 * The campaign a lead came from: "google / cpc / spring, after a Google Ads click", a missing part
 * shown as "-" so the three keep their places; undefined when the visit carried neither.
 */
export function campaignWords(source: LeadSource): string | undefined {
  const { utmSource, utmMedium, utmCampaign, clickId } = source
  const c = leadWords.campaign
  const campaign = [utmSource, utmMedium, utmCampaign].some(Boolean)
    ? fillSlots(c.parts, { source: utmSource ?? c.missing, medium: utmMedium ?? c.missing, campaign: utmCampaign ?? c.missing })
    : ''
  const click = clickId ? fillSlots(c.click, { click: c.clickNames[clickId] ?? clickId }) : ''
  return [campaign, click].filter(Boolean).join(', ') || undefined
}

/** The phone as a dialer reads it: its digits and any plus sign, nothing else ("+1 (503) 555-0101" -> "+15035550101"). */
export const phoneDigits = (phone: string): string => phone.replace(/[^0-9+]/g, '')

/** The lead's phone as a link target: "tel:5035550101". */
export const telHref = (phone: string): string => `tel:${phoneDigits(phone)}`

/** The same number for a text message: "sms:5035550101". */
export const smsHref = (phone: string): string => `sms:${phoneDigits(phone)}`
