// Every field of a lead as a list of terms: when it came, the project and message, the ZIP with a
// map, the visit windows, the attached estimate and pattern (reopened in their tools), the
// delivery of its e-mails, the first contact, and where the visitor came from.
import type { ReactNode } from 'react'
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'
import type { DeskLead, DeskMail } from '#domain/desk-contract'
import type { PresentedLead } from '#domain/lead-presenter'
import { formatWait, minutesToFirstContact } from '#domain/first-contact'
import { when } from '../age'

/** Where the visit came from, as the owner reads it: the campaign as the e-mail names it, then the referring site. */
const cameFromOf = (lead: DeskLead, presented: PresentedLead) =>
  [presented.campaign, lead.source.referrerHost ? fillSlots(inboxWords.lead.referredBy, { host: lead.source.referrerHost }) : '']
    .filter(Boolean)
    .join(', ')

const textLink = 'focus text-terracotta underline underline-offset-4'

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-b border-line py-2">
      <dt className="text-sm font-600 text-slate">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}

const mailStatusWords: Readonly<Record<string, string>> = inboxWords.lead.mailStatuses
const statusWords = (status: string) => (Object.hasOwn(mailStatusWords, status) ? mailStatusWords[status] : status)

function MailDelivery({ mail }: { mail: DeskMail[] }) {
  const words = inboxWords.lead
  if (mail.length === 0) return <>{words.mailNone}</>
  return (
    <ul>
      {mail.map((m, i) => (
        // A lead may have several e-mails of one kind (each version of its visit): the order is the key.
        <li key={i} className="break-words">
          {m.label}: {statusWords(m.status)}
          {m.sentAt ? ` (${when(m.sentAt)})` : ''}
          {m.dueAt ? ` (${fillSlots(words.mailDue, { when: when(m.dueAt) })})` : ''}
          {m.lastError ? ` · ${m.lastError}` : ''}
        </li>
      ))}
    </ul>
  )
}

export function LeadDetails({ lead, mail, presented }: { lead: DeskLead; mail: DeskMail[]; presented: PresentedLead }) {
  const words = inboxWords.lead
  const cameFrom = cameFromOf(lead, presented)
  return (
    <dl className="mt-6">
      <Field term={words.received}>{when(lead.createdAt)}</Field>
      {lead.projectType ? <Field term={words.project}>{lead.projectType}</Field> : null}
      <Field term={words.message}>
        <span className="whitespace-pre-wrap">{lead.message}</span>
      </Field>
      {lead.zip ? (
        <Field term={words.zip}>
          {presented.placeShort ?? lead.zip} ({lead.inArea === false ? inboxWords.list.outOfArea : inboxWords.list.inArea}){' '}
          <a className={textLink} href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${lead.zip} USA`)}`}>
            {fillSlots(words.map, { zip: lead.zip })}
          </a>
        </Field>
      ) : null}
      {lead.visitWindows.length > 0 ? <Field term={words.windows}>{lead.visitWindows.join('; ')}</Field> : null}
      {lead.estimate ? (
        <Field term={words.estimate}>
          <ul>
            {lead.estimate.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {/* Another part of the site, whose pages are plain documents: a full page load, not the desk's router. */}
          <a className={textLink} href={presented.estimate?.path}>
            {words.reopen}
          </a>
        </Field>
      ) : null}
      {lead.pattern ? (
        <Field term={words.pattern}>
          <a className={textLink} href={`/tile-pattern-comparison?${lead.pattern.query}`}>
            {presented.pattern}
          </a>
        </Field>
      ) : null}
      <Field term={words.mail}>
        <MailDelivery mail={mail} />
      </Field>
      {lead.firstContactedAt ? (
        <Field term={words.firstContacted}>
          {fillSlots(words.firstContactedAfter, {
            when: when(lead.firstContactedAt),
            wait: formatWait(minutesToFirstContact(lead.createdAt, lead.firstContactedAt), inboxWords.waits),
          })}
        </Field>
      ) : null}
      {lead.source.page ? (
        <Field term={words.sentFrom}>
          {lead.source.page}
          {lead.source.tool ? ` (${fillSlots(words.withTool, { tool: lead.source.tool })})` : ''}
        </Field>
      ) : null}
      {lead.source.landingPage ? <Field term={words.landedOn}>{lead.source.landingPage}</Field> : null}
      {cameFrom ? <Field term={words.cameFrom}>{cameFrom}</Field> : null}
      {lead.userAgent ? (
        <Field term={words.browser}>
          <span className="text-sm">{lead.userAgent}</span>
        </Field>
      ) : null}
    </dl>
  )
}
