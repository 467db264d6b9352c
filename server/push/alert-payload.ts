// What a push alert carries to the device, encrypted for it alone: the lock screen's title and
// text and the desk address a tap opens. Only what decides the lead at a glance: the kind of
// request, the kind of work, the town and ZIP, the photo count; for an answer to a quote, the option
// and total. Never the customer's message, name, e-mail address or phone: a lock screen is read by
// anyone near the phone.
import { deskAlertWords } from '#content/pages/desk-alerts'
import { placeShort } from '#domain/lead-presenter'
import { fillSlots } from '#domain/slots'
import { absoluteDeskUrl, deskUrl } from '#domain/desk-url'
import type { Lead, PushAlertKind } from '../store/tables'

export type AlertPayload = { title: string; body: string; url: string; tag: string }

/** All an alert reads of its lead: nothing else of it can reach a lock screen. */
export type AlertLead = Pick<Lead, 'id' | 'form' | 'projectType' | 'zip'> & { photoCount: number }

const words = deskAlertWords

/** "Flooring, Gresham 97030, 2 photos" (one line, at most 120 characters). */
export function leadSummary(lead: AlertLead): string {
  const work = lead.projectType
    ?.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .trim()
    .slice(0, 40)
  const photos =
    lead.photoCount === 0 ? undefined : lead.photoCount === 1 ? words.photos.one : fillSlots(words.photos.many, { count: lead.photoCount })
  const parts = [work || undefined, placeShort(lead.zip), photos].filter(Boolean)
  return (parts.length ? parts.join(', ') : words.noDetails).slice(0, 120)
}

/** `quote`: a customer's answer to a quote, its option and total (server/quotes/quote-alert.ts), shown instead of the lead's facts. */
export function alertPayload(job: { kind: PushAlertKind; lead: AlertLead | null; quote?: string | null }, siteUrl: string): AlertPayload {
  const text = words.notification[job.kind]
  const { lead } = job
  const path = lead ? deskUrl.lead(lead.id) : deskUrl.list()
  const slots = { what: lead ? words.what[lead.form] : '', summary: job.quote ?? (lead ? leadSummary(lead) : '') }
  return {
    title: fillSlots(text.title, slots),
    body: fillSlots(text.body, slots),
    url: absoluteDeskUrl(siteUrl, path),
    // One notification per lead on the phone: a second alert about it replaces the first.
    tag: lead ? `lead-${lead.id}` : job.kind,
  }
}
