// The words of the booked visit: the customer's e-mails (confirmation, update, cancellation,
// reminder), the owner's e-mail of a customer's request, and the customer's page behind the private
// link (/visit/<token>). {slots} are filled by the server with values it computed ({date}, {from},
// {to}, {place}, {url}); business facts are {tokens}, as on the pages. Nothing the customer typed
// appears in the customer's e-mails.
import { z } from 'zod'
import { parseContent } from './parse'

const line = z.string().trim().min(1)

export const visitEmailSchema = z.object({
  subjects: z.object({ booked: line, moved: line, cancelled: line, reminder: line }),
  greeting: line,
  intro: z.object({ booked: line, moved: line, cancelled: line, reminder: line }),
  labels: z.object({ date: line, arrival: line, place: line, phone: line }),
  /** {from}, {to}: "9:30 AM", "10:30 AM" */
  arrival: line,
  /** A visit booked with a date and no time: a whole day in the calendar, and this promise. */
  noTime: line,
  ready: line,
  calendar: line,
  /** The private link: {url} */
  change: line,
  changeLink: line,
  cancelledAgain: line,
  /** The calendar event's title and description: {name} */
  eventTitle: line,
  eventDescription: line,
})

export const visitEmail = parseContent('content/visit-words.ts', visitEmailSchema, {
  subjects: {
    booked: 'Your free in-home visit: {date}',
    moved: 'Your visit has moved: {date}',
    cancelled: 'Your visit on {date} is canceled',
    reminder: 'Reminder: we visit tomorrow, {date}',
  },
  greeting: 'Hello,',
  intro: {
    booked: 'Your free in-home consultation with {name} is booked.',
    moved: 'Your free in-home consultation with {name} has a new time. This replaces the time we sent before.',
    cancelled: 'Your in-home consultation with {name} on {date} is canceled.',
    reminder: 'A reminder: we come to your home tomorrow for your free consultation.',
  },
  labels: { date: 'Day', arrival: 'Arrival', place: 'Where', phone: 'Questions' },
  arrival: 'between {from} and {to} (Portland time)',
  noTime: 'We will call you the day before to agree on the arrival time.',
  ready:
    'What to have ready: clear access to the rooms to be tiled, any tile or pictures you like, and rough measurements if you have them. The visit takes about an hour and is free.',
  calendar: 'The attached calendar file (visit.ics) adds the visit to your calendar.',
  change: 'Need another time, or need to cancel? Use your private link: {url}',
  changeLink: 'Ask for another time or cancel',
  cancelledAgain: 'If you would like another time, call us at {phone} or reply to this e-mail.',
  eventTitle: 'Free in-home tile consultation with {name}',
  eventDescription: 'Questions or a change of plan: call {phone}.',
})

export const visitRequestEmailSchema = z.object({
  /** {customer}: the customer's name as a header may show it; {date}: the visit's day */
  subject: z.object({ move: line, cancel: line }),
  intro: z.object({ move: line, cancel: line }),
  choices: line,
  note: line,
  none: line,
  /** {url}: the lead in the desk */
  desk: line,
  how: line,
})

export const visitRequestEmail = parseContent('content/visit-words.ts', visitRequestEmailSchema, {
  subject: { move: '{customer} asks to move the visit of {date}', cancel: '{customer} asks to cancel the visit of {date}' },
  intro: {
    move: 'A customer asks for another time for the visit booked for {date}.',
    cancel: 'A customer asks to cancel the visit booked for {date}.',
  },
  choices: 'Times that suit them',
  note: 'Their note',
  none: 'None given',
  desk: 'Open the lead: {url}',
  how: 'Book the new time (or clear the visit) in the desk: the customer gets the update, and the request is marked handled.',
})

export const visitPageSchema = z.object({
  title: line,
  heading: line,
  intro: line,
  labels: z.object({ date: line, arrival: line, place: line }),
  moveHeading: line,
  moveHint: line,
  choicesLegend: line,
  noteLabel: line,
  noteHint: line,
  moveButton: line,
  cancelHeading: line,
  cancelHint: line,
  cancelButton: line,
  /** {when}: when the request was made */
  pending: line,
  received: z.object({ move: line, cancel: line }),
  backToVisit: line,
  emptyMove: line,
  notFoundTitle: line,
  notFound: line,
  refused: line,
  tooMany: line,
  /** {phone}: a visit with this many requests unanswered takes no more until the owner answers */
  enough: line,
  /** The lead's history in the desk: */
  history: z.object({ move: line, cancel: line, note: line }),
})

export const visitPage = parseContent('content/visit-words.ts', visitPageSchema, {
  title: 'Your visit',
  heading: 'Your free in-home visit',
  intro: 'This is the visit {name} has booked with you.',
  labels: { date: 'Day', arrival: 'Arrival', place: 'Where' },
  moveHeading: 'Ask for another time',
  moveHint: 'Choose the times that suit you, or write a note. We will call or write to confirm the new time.',
  choicesLegend: 'Times that suit you (choose any)',
  noteLabel: 'Or write a note',
  noteHint: 'For example: any weekday after 3 PM.',
  moveButton: 'Ask for another time',
  cancelHeading: 'Cancel the visit',
  cancelHint: 'Tell us you cannot make it, and we will confirm by e-mail. You can always call us at {phone} for a new time.',
  cancelButton: 'Cancel the visit',
  pending: 'You sent us a request on {when}. We will be in touch; you can send another below.',
  received: {
    move: 'Thank you. We have your request for another time and will call or write to confirm it.',
    cancel: 'Thank you. We have your request to cancel and will confirm it by e-mail.',
  },
  backToVisit: 'Back to your visit',
  emptyMove: 'Choose at least one time, or write a note.',
  notFoundTitle: 'This link no longer works',
  notFound: 'The visit may have passed, moved or been canceled. Call us at {phone} and we will help.',
  refused: 'This request could not be accepted. Open the link from your e-mail again, or call us at {phone}.',
  tooMany: 'Too many requests from this connection. Wait a minute and try again, or call us at {phone}.',
  enough: 'We already have your requests and will be in touch soon. If it cannot wait, call us at {phone}.',
  history: {
    move: 'The customer asked for another time (from the private link):',
    cancel: 'The customer asked to cancel the visit (from the private link).',
    note: 'Note: {note}',
  },
})
