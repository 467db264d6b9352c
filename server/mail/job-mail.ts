// The customer's e-mail of the job's start date (issue 43, record 039), with its calendar file: a
// whole day (no time zone to get wrong), the lead's job UID and the row's SEQUENCE, METHOD:PUBLISH,
// as the visit's. Built at send time from the outbox row's own start date and SEQUENCE, never from
// the lead as it is now, so the e-mail always says what its calendar file says; a row of an older
// SEQUENCE is skipped by the outbox. The owner's feed carries the same UID and SEQUENCE.
import type { SendMailOptions } from 'nodemailer'
import { siteOrigin } from '#config/site-url'
import { business } from '#content/business'
import { jobStartEmail as words } from '#content/job-words'
import { icsCalendar } from '#domain/icalendar'
import { addDays } from '#domain/morning-digest'
import { presentLead } from '#domain/lead-presenter'
import { fillSlots } from '#domain/slots'
import { visitDateWords } from '#domain/visit-plan'
import { escapeHtml } from '../escape-html'
import { aboutLead } from './mailer'
import { type MailAddresses, headerSafe, htmlEmail } from './messages'
import type { Lead, OutboxRow } from '../store/tables'

/** What the job's e-mail needs beside the lead: its row (the start date and SEQUENCE it was queued for) and the job's UID. */
export type JobMailFacts = { row: OutboxRow; uid: string }

const domain = business.email.split('@')[1] ?? 'localhost'

/** The calendar file of the row's start date: a whole day. */
export function jobCalendar(facts: JobMailFacts, place: string | null, stamp: Date): string {
  const day = facts.row.jobStartOn ?? ''
  return icsCalendar({
    prodId: `-//${business.name}//Jobs//EN`,
    method: 'PUBLISH',
    events: [
      {
        uid: facts.uid,
        sequence: facts.row.jobSequence ?? 0,
        stamp,
        start: { day },
        end: { day: addDays(day, 1) },
        summary: fillSlots(words.eventTitle, { name: business.name }),
        description: fillSlots(words.eventDescription, { name: business.name }),
        ...(place && { location: place }),
        status: 'CONFIRMED',
        organizer: { name: business.name, email: business.email },
      },
    ],
  })
}

export function jobStartMail(lead: Lead, facts: JobMailFacts, { from }: MailAddresses, stamp = new Date()): SendMailOptions {
  const day = facts.row.jobStartOn
  if (!day) throw new Error('The job e-mail names no start date')
  const date = visitDateWords(day)
  const paragraphs = [
    words.greeting,
    fillSlots(words.intro, { name: business.name, date }),
    words.calendar,
    fillSlots(words.questions, { phone: business.phone.display }),
  ]
  const text = [...paragraphs, `${business.name}\n${siteOrigin()}`].join('\n\n')
  const html = htmlEmail(`${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${escapeHtml(business.name)}<br><a href="${escapeHtml(siteOrigin())}">${escapeHtml(siteOrigin().replace(/^https?:\/\//, ''))}</a></p>`)
  const named = aboutLead(lead.id, `job-${facts.row.id}`, domain)
  return {
    from,
    to: lead.email,
    replyTo: business.email,
    subject: headerSafe(fillSlots(words.subject, { date }), 120),
    ...named,
    headers: { 'Auto-Submitted': 'auto-generated', ...named.headers },
    text,
    html,
    icalEvent: { filename: 'job.ics', method: 'PUBLISH', content: jobCalendar(facts, presentLead(lead).placeShort ?? null, stamp) },
  }
}
