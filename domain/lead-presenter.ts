// One lead in words, for the server: the owner's e-mail, the visitor's acknowledgement, the
// morning digest, the webhook body, the CSV and the desk's one-lead answer all read presentLead,
// so they cannot disagree. It adds to lead-words.ts the visit windows (from the business hours),
// the place of the ZIP (from the ZIP table) and the estimate's absolute link, which is why the
// desk's islands import lead-words.ts instead.
import { absoluteUrl } from '#config/site-url'
import { leadWords } from '#content/lead-words'
import type { Lead } from './lead-record'
import { campaignWords, estimatePath, leadReference, patternWords, phoneDigits, telHref } from './lead-words'
import { fillSlots } from './slots'
import { placeOf } from './service-area'
import { findVisitWindow } from './visit-windows'

export * from './lead-words'

export type VisitWindowWords = {
  id: string
  /** "Monday morning", or the id itself for a window the business no longer offers */
  label: string
  /** "8:00 AM – 12:00 PM", or null for a window the business no longer offers */
  time: string | null
  /** "Monday morning (8:00 AM – 12:00 PM)" */
  text: string
}

export function visitWindowWords(ids: readonly string[]): VisitWindowWords[] {
  return ids.map((id) => {
    const w = findVisitWindow(id)
    return w
      ? { id, label: w.label, time: w.time, text: fillSlots(leadWords.visitWindow, { label: w.label, time: w.time }) }
      : { id, label: id, time: null, text: id }
  })
}

export type PresentedLead = {
  /** "ST-1042" */
  reference: string
  /** "Salem, OR", or null without a ZIP or for one the table lacks */
  place: string | null
  /** "Salem 97301": the city and the ZIP; the ZIP alone for one the table lacks; null without a ZIP */
  placeShort: string | null
  visitWindows: VisitWindowWords[]
  /** "Herringbone in Warm White, Charcoal grout", or null without a pattern */
  pattern: string | null
  estimate: { lines: string[]; total: number; tiles: number; path: string; link: string } | null
  /** "google / cpc / spring, after a Google Ads click", or null */
  campaign: string | null
  phone: { digits: string; href: string }
}

/** "Salem 97301" for a ZIP of the table, the ZIP alone for another, undefined without one. */
export function placeShort(zip: string | null): string | undefined {
  if (!zip) return undefined
  const city = placeOf(zip)?.split(',')[0]
  return city ? fillSlots(leadWords.place, { city, zip }) : zip
}

export function presentLead(lead: Pick<Lead, 'id' | 'zip' | 'visitWindows' | 'pattern' | 'estimate' | 'source' | 'phone'>): PresentedLead {
  const { estimate } = lead
  return {
    reference: leadReference(lead.id),
    place: lead.zip ? (placeOf(lead.zip) ?? null) : null,
    placeShort: placeShort(lead.zip) ?? null,
    visitWindows: visitWindowWords(lead.visitWindows),
    pattern: lead.pattern ? patternWords(lead.pattern) : null,
    estimate: estimate && {
      lines: estimate.lines,
      total: estimate.totalWithWaste,
      tiles: estimate.totalTiles,
      path: estimatePath(estimate),
      link: absoluteUrl(estimatePath(estimate)),
    },
    campaign: campaignWords(lead.source) ?? null,
    phone: { digits: phoneDigits(lead.phone), href: telHref(lead.phone) },
  }
}
