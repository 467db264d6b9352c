// The words of the e-mails a lead sets off: the visitor's acknowledgement, sent at once, the
// review request the owner sends a Won customer from the desk, and the owner's morning digest.
// {slots} are filled by the server (server/mail/messages.ts, digest.ts) with values it computed or
// checked itself; nothing the visitor typed appears in the visitor's e-mails. Business facts are
// {tokens}, as on the pages.
import { z } from 'zod'
import { parseContent } from './parse'

const line = z.string().trim().min(1)

export const acknowledgementEmailSchema = z.object({
  /** {what}: "quote request" or "contact message"; {reference}: "ST-1042" */
  subject: line,
  greeting: line,
  /** {replyBy}: "today by 6 PM", "by tomorrow noon", "by Monday noon" */
  received: line,
  replyToday: line,
  replyTomorrow: line,
  replyOnDay: line,
  summaryHeading: line,
  labels: z.object({
    reference: line,
    project: line,
    zip: line,
    photos: line,
    estimate: line,
    pattern: line,
    times: line,
  }),
  values: z.object({
    inArea: line,
    outOfArea: line,
    noPhotos: line,
    photos: line,
    onePhoto: line,
    notGiven: line,
  }),
  urgent: line,
  quoteReference: line,
  notMe: line,
})

/** The one e-mail a Won customer gets, when the owner taps "Ask for a review" in the desk. */
export const reviewEmailSchema = z.object({
  subject: line,
  greeting: line,
  /** {name}: the business */
  thanks: line,
  ask: line,
  /** The link's text; the link is business.reviewUrl */
  link: line,
  /** {phone} */
  anything: line,
})

export const reviewEmail = parseContent('content/lead-emails.ts', reviewEmailSchema, {
  subject: 'Thank you for choosing {name}',
  greeting: 'Hello,',
  thanks: 'Thank you for trusting {name} with your tile project.',
  ask: 'If you have a minute, a review of the work, whatever you thought of it, helps other homeowners near you choose a tile installer.',
  link: 'Write a review',
  anything: 'If anything about the work is not right, call us at {phone} and we will come back and make it right.',
})

export const acknowledgementEmail = parseContent('content/lead-emails.ts', acknowledgementEmailSchema, {
  subject: 'We have your {what} ({reference})',
  greeting: 'Hello,',
  received: 'Thank you for contacting {name}. We have received your {what} and will reply {replyBy}.',
  replyToday: 'today by {time}',
  replyTomorrow: 'by tomorrow {time}',
  replyOnDay: 'by {day} {time}',
  summaryHeading: 'What you sent us',
  labels: {
    reference: 'Reference',
    project: 'Project',
    zip: 'ZIP code',
    photos: 'Photos',
    estimate: 'Estimate',
    pattern: 'Pattern',
    times: 'Preferred visit times',
  },
  values: {
    inArea: '{place}, within our service area',
    outOfArea: '{place}, outside our {radius}-mile service area: we will tell you whether we can still help',
    noPhotos: 'None',
    photos: '{count} photos',
    onePhoto: '1 photo',
    notGiven: 'Not given',
  },
  urgent: 'If your project is urgent, call us at {phone}.',
  quoteReference: 'Please mention {reference} when you call or write to us.',
  notMe:
    'This was not you? This e-mail went to this address because it was entered in a form on our website. If you did not send it, ignore this e-mail: we will not write again unless you ask us to, and you can tell us at {email}.',
})

/**
 * The owner's morning digest (server/mail/digest.ts), on each open day when something waits for an
 * answer. {date}: "Thursday, November 26"; {count}, {days}, {when}, {time} are computed by the server.
 */
export const digestEmailSchema = z.object({
  /** {date}, {summary}: "2 new, 1 visit, 1 quote waiting" */
  subject: line,
  greeting: line,
  newHeading: line,
  visitsHeading: line,
  requestsHeading: line,
  /** {visit}: "Thu, Nov 26"; {when}: when the customer asked */
  requestMove: line,
  requestCancel: line,
  /** {from}, {to}: the arrival window, "9:30 AM" and "10:30 AM" */
  arrival: line,
  /** {days}: morningDigest.quoteWaitDays */
  quotesHeading: line,
  /** {when}: "Tue, Nov 24, 3:12 PM" */
  received: line,
  /** {when}: "Fri, Nov 20"; {days}: how many days ago */
  quoted: line,
  today: line,
  tomorrow: line,
  noTime: line,
  /** {count}: leads listed in the desk only */
  more: line,
  desk: line,
  counts: z.object({ new: line, visit: line, visits: line, quote: line, quotes: line, request: line, requests: line }),
  /** {time}: morningDigest.at, "7 AM" */
  footer: line,
})

export const digestEmail = parseContent('content/lead-emails.ts', digestEmailSchema, {
  subject: 'Leads for {date}: {summary}',
  greeting: 'This is what waits for an answer today.',
  newHeading: 'New leads nobody has contacted',
  visitsHeading: 'Visits booked for today and tomorrow',
  requestsHeading: 'Customers asking to move or cancel a visit',
  requestMove: 'asks for another time for the visit of {visit} (asked {when})',
  requestCancel: 'asks to cancel the visit of {visit} (asked {when})',
  arrival: '{from} – {to}',
  quotesHeading: 'Quotes with no answer after {days} days',
  received: 'received {when}',
  quoted: 'quoted {when}, {days} days ago',
  today: 'Today',
  tomorrow: 'Tomorrow',
  noTime: 'time not set',
  more: 'and {count} more in the desk',
  desk: 'Open the lead desk',
  counts: {
    new: '{count} new',
    visit: '1 visit',
    visits: '{count} visits',
    quote: '1 quote waiting',
    quotes: '{count} quotes waiting',
    request: '1 visit request',
    requests: '{count} visit requests',
  },
  footer: 'The desk sends this at {time} on each day {name} is open, when something waits. A day with nothing waiting sends nothing.',
})
