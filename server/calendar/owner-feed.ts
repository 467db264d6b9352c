// The owner's calendar feed: the booked visits of the next 60 days as iCalendar, for a calendar
// app that subscribes to the private address (GET, no session: the secret in the address is the
// key). Each event carries the customer's name, phone and ZIP and links to the lead in the desk;
// its UID is the lead's, so a moved visit moves in the calendar, and its SEQUENCE the lead's version.
import { business } from '#content/business'
import { ownerCalendarWords } from '#content/pages/owner-calendar'
import { type IcsEvent, icsCalendar } from '#domain/icalendar'
import { presentLead } from '#domain/lead-presenter'
import { absoluteDeskUrl, deskUrl } from '#domain/desk-url'
import { addDays } from '#domain/morning-digest'
import { fillSlots } from '#domain/slots'
import { businessDay, visitEventTimes } from '#domain/visit-plan'
import type { Lead } from '../store/tables'

const words = ownerCalendarWords.feed

/** How far ahead the feed reaches, in days from today on the business's clock. */
export const feedDays = 60
/** How often a subscribed calendar should read it again. */
export const feedRefreshMinutes = 15
/** Today and the last day of the feed, on the business's calendar. */
export function feedDaysFrom(now: Date): { from: string; to: string } {
  const from = businessDay(now, business.replyPromise.timeZone)
  return { from, to: addDays(from, feedDays) }
}

function visitEvent(lead: Lead & { visit: NonNullable<Lead['visit']> }, siteUrl: string, now: Date, host: string): IcsEvent {
  const presented = presentLead(lead)
  const place = presented.placeShort
  const deskLink = absoluteDeskUrl(siteUrl, deskUrl.lead(lead.id))
  const lines = [
    fillSlots(words.phone, { phone: lead.phone || '-' }),
    lead.zip ? fillSlots(words.zip, { zip: lead.zip }) : null,
    lead.projectType ? fillSlots(words.project, { project: lead.projectType }) : null,
    presented.visitWindows.length ? fillSlots(words.windowsAsked, { windows: presented.visitWindows.map((w) => w.text).join('; ') }) : null,
    lead.visit.time ? null : words.noTime,
    fillSlots(words.desk, { url: deskLink }),
  ]
  return {
    uid: `lead-${lead.id}-visit@${host}`,
    sequence: lead.version,
    stamp: now,
    // The arrival window the customer was given (business.visits.arrivalMinutes), or the whole day.
    ...visitEventTimes(lead.visit, business),
    summary: place ? fillSlots(words.summary, { name: lead.name, place }) : fillSlots(words.summaryNoPlace, { name: lead.name }),
    description: lines.filter((line) => line !== null).join('\n'),
    location: presented.place ? `${presented.place} ${lead.zip ?? ''}`.trim() : (lead.zip ?? undefined),
    url: deskLink,
    status: 'CONFIRMED',
  }
}

/** The feed's text for these leads (those without a visit are left out). */
export function ownerFeed(leads: readonly Lead[], siteUrl: string, now: Date): string {
  const host = new URL(siteUrl).hostname
  const events = leads.flatMap((lead) => (lead.visit ? [visitEvent({ ...lead, visit: lead.visit }, siteUrl, now, host)] : []))
  return icsCalendar({
    prodId: `-//${business.name}//Lead desk visits//EN`,
    method: 'PUBLISH',
    name: words.name,
    refreshMinutes: feedRefreshMinutes,
    events,
  })
}
