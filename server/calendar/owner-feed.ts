// The owner's calendar feed: the booked visits and the jobs' start days of the next 60 days as iCalendar, for a calendar
// app that subscribes to the private address (GET, no session: the secret in the address is the
// key). Each event carries the customer's name, phone and ZIP and links to the lead in the desk.
// Its UID and SEQUENCE are the visit's own, those of the customer's calendar file (record 035):
// an owner who also adds the customer's invitation sees one visit, and a moved visit moves. A
// cancelled visit stays, cancelled, until its day has passed, as the customer's calendar shows it.
import { business } from '#content/business'
import { ownerCalendarWords } from '#content/pages/owner-calendar'
import { type IcsEvent, icsCalendar } from '#domain/icalendar'
import { presentLead } from '#domain/lead-presenter'
import { absoluteDeskUrl, deskUrl } from '#domain/desk-url'
import { addDays } from '#domain/morning-digest'
import { fillSlots } from '#domain/slots'
import { businessDay, visitEventTimes } from '#domain/visit-plan'
import type { FeedJob, FeedVisit } from './feed-queries'

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

function visitEvent({ lead, uid, sequence, visit, cancelled }: FeedVisit, siteUrl: string, now: Date): IcsEvent {
  const presented = presentLead(lead)
  const place = presented.placeShort
  const deskLink = absoluteDeskUrl(siteUrl, deskUrl.lead(lead.id))
  const lines = [
    fillSlots(words.phone, { phone: lead.phone || '-' }),
    lead.zip ? fillSlots(words.zip, { zip: lead.zip }) : null,
    lead.projectType ? fillSlots(words.project, { project: lead.projectType }) : null,
    presented.visitWindows.length ? fillSlots(words.windowsAsked, { windows: presented.visitWindows.map((w) => w.text).join('; ') }) : null,
    visit.time || cancelled ? null : words.noTime,
    fillSlots(words.desk, { url: deskLink }),
  ]
  const title = place ? fillSlots(words.summary, { name: lead.name, place }) : fillSlots(words.summaryNoPlace, { name: lead.name })
  return {
    uid,
    sequence,
    stamp: now,
    // The arrival window the customer was given (business.visits.arrivalMinutes), or the whole day.
    ...visitEventTimes(visit, business),
    // Some calendar apps show a cancelled event like any other: the title says it too.
    summary: cancelled ? fillSlots(words.cancelled, { title }) : title,
    description: lines.filter((line) => line !== null).join('\n'),
    ...(place && { location: place }),
    url: deskLink,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
  }
}

/** A job's first day, a whole day, with the UID and SEQUENCE of the customer's calendar file (record 039). */
function jobEvent({ lead, uid, sequence, startOn }: FeedJob, siteUrl: string, now: Date): IcsEvent {
  const place = presentLead(lead).placeShort
  const deskLink = absoluteDeskUrl(siteUrl, deskUrl.lead(lead.id))
  const lines = [fillSlots(words.phone, { phone: lead.phone || '-' }), fillSlots(words.desk, { url: deskLink })]
  return {
    uid,
    sequence,
    stamp: now,
    start: { day: startOn },
    end: { day: addDays(startOn, 1) },
    summary: place ? fillSlots(words.jobSummary, { name: lead.name, place }) : fillSlots(words.jobSummaryNoPlace, { name: lead.name }),
    description: lines.join('\n'),
    ...(place && { location: place }),
    url: deskLink,
    status: 'CONFIRMED',
  }
}

/** The feed's text for these visits and job starts. */
export function ownerFeed(visits: readonly FeedVisit[], siteUrl: string, now: Date, jobs: readonly FeedJob[] = []): string {
  return icsCalendar({
    prodId: `-//${business.name}//Lead desk visits//EN`,
    method: 'PUBLISH',
    name: words.name,
    refreshMinutes: feedRefreshMinutes,
    events: [...visits.map((visit) => visitEvent(visit, siteUrl, now)), ...jobs.map((job) => jobEvent(job, siteUrl, now))],
  })
}
