// Every field of a lead as a list of terms: when it came, the project and message, the ZIP with a
// map, the visit windows, the attached estimate and pattern (reopened in their tools), the
// delivery of its e-mails, the first contact, and where the visitor came from.
import type { ReactNode } from 'react'
import { fill, inboxWords } from '#content/pages/inbox'
import type { DeskLead, DeskMail } from '#domain/desk-contract'
import { formatWait, minutesToFirstContact } from '#domain/first-contact'
import { when } from '../age'

/** Where the visit came from, as the owner reads it: google / cpc / spring, ad click, referring site. */
const campaign = (source: DeskLead['source']) =>
  [
    [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean).join(' / '),
    source.clickId ? fill(inboxWords.lead.adClick, { id: source.clickId }) : '',
    source.referrerHost ? fill(inboxWords.lead.referredBy, { host: source.referrerHost }) : '',
  ]
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

function MailDelivery({ mail }: { mail: DeskMail[] }) {
  const words = inboxWords.lead
  if (mail.length === 0) return <>{words.mailNone}</>
  return (
    <ul>
      {mail.map((m) => (
        <li key={m.kind} className="break-words">
          {words.mailKinds[m.kind]}: {m.status}
          {m.sentAt ? ` (${when(m.sentAt)})` : ''}
          {m.lastError ? ` · ${m.lastError}` : ''}
        </li>
      ))}
    </ul>
  )
}

export function LeadDetails({ lead, mail }: { lead: DeskLead; mail: DeskMail[] }) {
  const words = inboxWords.lead
  const cameFrom = campaign(lead.source)
  return (
    <dl className="mt-6">
      <Field term={words.received}>{when(lead.createdAt)}</Field>
      {lead.projectType ? <Field term={words.project}>{lead.projectType}</Field> : null}
      <Field term={words.message}>
        <span className="whitespace-pre-wrap">{lead.message}</span>
      </Field>
      {lead.zip ? (
        <Field term={words.zip}>
          {lead.zip} ({lead.inArea === false ? inboxWords.list.outOfArea : inboxWords.list.inArea}){' '}
          <a className={textLink} href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${lead.zip} USA`)}`}>
            {fill(words.map, { zip: lead.zip })}
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
          <a className={textLink} href={`/tile-cost-calculator?${lead.estimate.query}`}>
            {words.reopen}
          </a>
        </Field>
      ) : null}
      {lead.pattern ? (
        <Field term={words.pattern}>
          <a className={textLink} href={`/tile-pattern-comparison?${lead.pattern.query}`}>
            {lead.pattern.pattern}, {lead.pattern.color}, {lead.pattern.grout}
          </a>
        </Field>
      ) : null}
      <Field term={words.mail}>
        <MailDelivery mail={mail} />
      </Field>
      {lead.firstContactedAt ? (
        <Field term={words.firstContacted}>
          {fill(words.firstContactedAfter, {
            when: when(lead.firstContactedAt),
            wait: formatWait(minutesToFirstContact(lead.createdAt, lead.firstContactedAt), inboxWords.waits),
          })}
        </Field>
      ) : null}
      {lead.source.page ? (
        <Field term={words.sentFrom}>
          {lead.source.page}
          {lead.source.tool ? ` (${fill(words.withTool, { tool: lead.source.tool })})` : ''}
        </Field>
      ) : null}
      {cameFrom ? <Field term={words.cameFrom}>{cameFrom}</Field> : null}
      {lead.userAgent ? (
        <Field term={words.browser}>
          <span className="text-sm">{lead.userAgent}</span>
        </Field>
      ) : null}
    </dl>
  )
}
