// The visit's e-mails: to the customer on booking, on a move, on a cancellation and the day
// before (each with the calendar file: METHOD:PUBLISH, UTC times, the lead's one UID, the row's
// SEQUENCE), and to the owner when the customer asks for another time or to cancel. Each is built
// at send time from the outbox row's own version of the visit (its date, time and SEQUENCE), never
// from the lead as it is now, so an e-mail always says what its calendar file says. The owner's
// feed carries the same UID and SEQUENCE (record 035). The calendar file has no URL: calendar apps
// sync, share and show an event's URL, so the private /visit/ link stays in the e-mail's body.
import type { SendMailOptions } from 'nodemailer'
import { siteOrigin } from '#config/site-url'
import { business } from '#content/business'
import { visitEmail as words, visitRequestEmail as requestWords } from '#content/visit-words'
import { absoluteDeskUrl, deskUrl } from '#domain/desk-url'
import { icsCalendar } from '#domain/icalendar'
import { type PresentedLead, presentLead } from '#domain/lead-presenter'
import { arrivalWords, choiceWords, visitDateWords, visitEventTimes } from '#domain/visit-plan'
import { fillTokens } from '#domain/tokens'
import { escapeHtml } from '../escape-html'
import { aboutLead } from './mailer'
import { type MailAddresses, emailHeading, headerName, headerSafe, htmlEmail } from './messages'
import type { Lead, OutboxRow, VisitMailKind } from '../store/tables'
import type { VisitRequest } from '../visits/visit-queries'

/** What a visit e-mail needs beside the lead: its row (the version of the visit), the lead's calendar UID and the customer's link. */
export type VisitMailFacts = { row: OutboxRow; uid: string; link: string | null; request?: VisitRequest }
type CustomerKind = Exclude<VisitMailKind, 'visit-request'>

const domain = business.email.split('@')[1] ?? 'localhost'
const short = { 'visit-booked': 'booked', 'visit-moved': 'moved', 'visit-cancelled': 'cancelled', 'visit-reminder': 'reminder' } as const

const withAutoSubmitted = (named: ReturnType<typeof aboutLead>) => ({
  ...named,
  headers: { 'Auto-Submitted': 'auto-generated', ...named.headers },
})

/** The calendar file of a row's version of the visit; `place` is the presenter's. */
export function visitCalendar(place: PresentedLead['placeShort'], facts: VisitMailFacts, kind: CustomerKind, stamp: Date): string {
  const { row, uid } = facts
  const visit = { on: row.visitOn ?? '', time: row.visitTime }
  return icsCalendar({
    prodId: `-//${business.name}//Visits//EN`,
    method: 'PUBLISH',
    events: [
      {
        uid,
        sequence: row.visitSequence ?? 0,
        stamp,
        ...visitEventTimes(visit, business),
        summary: fillTokens(words.eventTitle, {}),
        description: fillTokens(words.eventDescription, {}),
        ...(place && { location: place }),
        status: kind === 'visit-cancelled' ? 'CANCELLED' : 'CONFIRMED',
        organizer: { name: business.name, email: business.email },
      },
    ],
  })
}

/** The customer's e-mail of one version of the visit, with its calendar file. */
export function visitMail(
  kind: CustomerKind,
  lead: Lead,
  facts: VisitMailFacts,
  { from }: MailAddresses,
  stamp = new Date(),
): SendMailOptions {
  const { row } = facts
  const { placeShort: place } = presentLead(lead)
  const visit = { on: row.visitOn ?? '', time: row.visitTime }
  const date = visitDateWords(visit.on)
  const fill = (text: string) => fillTokens(text, { date })
  const arrival = arrivalWords(visit, business)
  const rows: [string, string][] = [
    [words.labels.date, date],
    [words.labels.arrival, arrival ? fillTokens(words.arrival, arrival) : words.noTime],
    ...(place ? [[words.labels.place, place] as [string, string]] : []),
    [words.labels.phone, business.phone.display],
  ]
  const cancelled = kind === 'visit-cancelled'
  const intro = fill(words.intro[short[kind]])
  const closing = cancelled ? [fillTokens(words.cancelledAgain, {})] : [words.ready, words.calendar]
  const change = !cancelled && facts.link ? fillTokens(words.change, { url: facts.link }) : undefined
  const text = [
    words.greeting,
    intro,
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...closing,
    ...(change ? [change] : []),
    `${business.name}\n${siteOrigin()}`,
  ].join('\n\n')
  const cell = ([label, value]: [string, string]) =>
    `<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`
  const html = htmlEmail(`<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(intro)}</p>
<table role="presentation" style="border-collapse:collapse">${rows.map(cell).join('')}</table>
${closing.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${facts.link && !cancelled ? `<p><a href="${escapeHtml(facts.link)}">${escapeHtml(words.changeLink)}</a></p>` : ''}
<p>${escapeHtml(business.name)}<br><a href="${escapeHtml(siteOrigin())}">${escapeHtml(siteOrigin().replace(/^https?:\/\//, ''))}</a></p>`)
  return {
    from,
    to: lead.email,
    replyTo: business.email,
    subject: headerSafe(fill(words.subjects[short[kind]]), 120),
    ...withAutoSubmitted(aboutLead(lead.id, `visit-${row.id}`, domain)),
    text,
    html,
    icalEvent: { filename: 'visit.ics', method: 'PUBLISH', content: visitCalendar(place, facts, kind, stamp) },
  }
}

/** The owner's e-mail of a customer's request. The customer's note is theirs: escaped, and kept out of the headers. */
export function visitRequestMail(lead: Lead, facts: VisitMailFacts, { from, leadsTo }: MailAddresses): SendMailOptions {
  const request = facts.request
  if (!request) throw new Error('The visit request was deleted')
  const on = facts.row.visitOn ?? lead.visit?.on
  if (!on) throw new Error('The request names no visit')
  const date = visitDateWords(on)
  const customer = headerName(lead.name) ?? `Lead ${lead.id}`
  const intro = fillTokens(requestWords.intro[request.kind], { date })
  const url = absoluteDeskUrl(siteOrigin(), deskUrl.lead(lead.id))
  const choices = request.choices.map(choiceWords)
  const parts: [string, string[]][] =
    request.kind === 'move'
      ? [
          [requestWords.choices, choices.length ? choices : [requestWords.none]],
          [requestWords.note, [request.note ?? requestWords.none]],
        ]
      : request.note
        ? [[requestWords.note, [request.note]]]
        : []
  const desk = fillTokens(requestWords.desk, { url })
  const text = [
    intro,
    `${lead.name}, ${lead.phone}`,
    ...parts.map(([h, lines]) => `${h}:\n${lines.join('\n')}`),
    requestWords.how,
    desk,
  ].join('\n\n')
  const html = htmlEmail(`<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(lead.name)}, <a href="tel:${escapeHtml(lead.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(lead.phone)}</a></p>
${parts.map(([h, lines]) => `${emailHeading(h)}<p style="white-space:pre-line">${lines.map(escapeHtml).join('<br>')}</p>`).join('\n')}
<p>${escapeHtml(requestWords.how)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`)
  return {
    from,
    to: leadsTo,
    subject: headerSafe(
      fillTokens(requestWords.subject[request.kind], { customer, date: lead.visit ? visitDateWords(lead.visit.on) : date }),
      150,
    ),
    ...aboutLead(lead.id, `visit-request-${request.id}`, domain),
    text,
    html,
  }
}
