// Every kind of message the outbox sends, in one table: whom it goes to, which lane sends it, what
// the desk calls it, and (for an e-mail) the builder that writes it. The outbox reads the
// recipient, lane and builder here, the desk's one-lead answer the label and the CLI's list
// (format.ts) the short name. It lives with the mail, beside the builders (messages.ts): the outbox
// imports the mail, never the other way round.
import type { SendMailOptions } from 'nodemailer'
import { inboxWords } from '#content/pages/inbox'
import { type MailAddresses, acknowledgement, businessNotification, reviewRequest } from './messages'
import type { MailPhotos } from './quote-facts'
import { quoteFollowupMail, quoteSentMail, quoteSignedMail } from './quote-mail'
import type { QuoteMailFacts } from './quote-mail-facts'
import { quoteAnswerMail, quoteExpiringMail } from './quote-owner-mail'
import { type VisitMailFacts, visitMail, visitRequestMail } from './visit-mail'
import { type JobMailFacts, jobStartMail } from './job-mail'
import type { Lead, OutboxKind } from '../store/store'

/** The owner (LEADS_TO), the visitor (the row's to_addr) or the webhook's receiver (LEADS_WEBHOOK_URL). */
export type Recipient = 'owner' | 'visitor' | 'receiver'

/** What a builder gets: the addresses, the photos (the owner's e-mail attaches them) and their count. */
export type BuildContext = {
  addresses: MailAddresses
  mail: MailPhotos
  photoCount: number
  visit?: VisitMailFacts
  quote?: QuoteMailFacts
  job?: JobMailFacts
}
type Builder = (lead: Lead, context: BuildContext) => SendMailOptions

/**
 * `label`: the desk's name for it. `list`: how the terminal's list (`npm run leads -- list`, 40
 * columns for all) shows it: always (with "-" without a row), when the lead has one, or never.
 */
type KindFacts = {
  recipient: Recipient
  label: string
  short: string
  list: 'always' | 'when-queued' | 'never'
  visit?: 'customer' | 'request'
  /** A quote e-mail: the outbox loads its version's facts (quote-mail-facts.ts) at send time. */
  quote?: true
  /** The job's start date: the row's SEQUENCE must still be the lead's. */
  job?: true
} & ({ lane: 'mail'; build: Builder; photos: 'attached' | 'counted' | 'none' } | { lane: 'webhook' })

const labels = inboxWords.lead.mailKinds

const needVisit = (facts: VisitMailFacts | undefined) => {
  if (!facts) throw new Error('A visit e-mail was built without its visit')
  return facts
}

/** The customer's visit e-mails: each carries its version of the visit (the outbox skips an older one). */
function visitKind(kind: 'visit-booked' | 'visit-moved' | 'visit-cancelled' | 'visit-reminder', short: string) {
  return {
    lane: 'mail',
    recipient: 'visitor',
    label: labels[kind],
    short,
    list: 'never',
    photos: 'none',
    visit: 'customer',
    build: (lead: Lead, { addresses, visit }: BuildContext) => visitMail(kind, lead, needVisit(visit), addresses),
  } as const
}

const needQuote = (facts: QuoteMailFacts | undefined) => {
  if (!facts) throw new Error('A quote e-mail was built without its quote')
  return facts
}

type QuoteBuilder = (lead: Lead, facts: QuoteMailFacts, addresses: MailAddresses) => SendMailOptions

/** The quote's e-mails: each carries its version of the quote (quote_version_id), loaded when it is sent. */
function quoteKind<K extends 'quote-sent' | 'quote-followup' | 'quote-expiring' | 'quote-answer' | 'quote-signed'>(
  kind: K,
  recipient: 'owner' | 'visitor',
  short: string,
  builder: QuoteBuilder,
) {
  return {
    lane: 'mail',
    recipient,
    label: labels[kind],
    short,
    list: 'never',
    photos: 'none',
    quote: true,
    build: (lead: Lead, { addresses, quote }: BuildContext) => builder(lead, needQuote(quote), addresses),
  } as const
}

export const outboxKinds = {
  business: {
    lane: 'mail',
    recipient: 'owner',
    label: labels.business,
    short: 'owner',
    list: 'always',
    photos: 'attached',
    build: (lead, { addresses, mail }) => businessNotification(lead, addresses, mail),
  },
  acknowledgement: {
    lane: 'mail',
    recipient: 'visitor',
    label: labels.acknowledgement,
    short: 'visitor',
    list: 'always',
    photos: 'counted',
    build: (lead, { addresses, photoCount }) => acknowledgement(lead, addresses, photoCount),
  },
  review: {
    lane: 'mail',
    recipient: 'visitor',
    label: labels.review,
    short: 'review',
    list: 'never',
    photos: 'none',
    build: (lead, { addresses }) => reviewRequest(lead, addresses),
  },
  webhook: { lane: 'webhook', recipient: 'receiver', label: labels.webhook, short: 'webhook', list: 'when-queued' },
  'visit-booked': visitKind('visit-booked', 'visit'),
  'visit-moved': visitKind('visit-moved', 'moved'),
  'visit-cancelled': visitKind('visit-cancelled', 'cancelled'),
  'visit-reminder': visitKind('visit-reminder', 'reminder'),
  'visit-request': {
    lane: 'mail',
    recipient: 'owner',
    label: labels['visit-request'],
    short: 'request',
    list: 'never',
    photos: 'none',
    visit: 'request',
    build: (lead, { addresses, visit }) => visitRequestMail(lead, needVisit(visit), addresses),
  },
  'quote-sent': quoteKind('quote-sent', 'visitor', 'quote', quoteSentMail),
  'quote-followup': quoteKind('quote-followup', 'visitor', 'q-remind', quoteFollowupMail),
  'quote-expiring': quoteKind('quote-expiring', 'owner', 'q-ending', quoteExpiringMail),
  'quote-answer': quoteKind('quote-answer', 'owner', 'q-answer', quoteAnswerMail),
  // The signed copy to the customer; the owner's copy goes with the acceptance's quote-answer.
  'quote-signed': quoteKind('quote-signed', 'visitor', 'q-signed', quoteSignedMail),
  'job-start': {
    lane: 'mail',
    recipient: 'visitor',
    label: labels['job-start'],
    short: 'job',
    list: 'never',
    photos: 'none',
    job: true,
    build: (lead, { addresses, job }) => {
      if (!job) throw new Error('A job e-mail was built without its job')
      return jobStartMail(lead, job, addresses)
    },
  },
} as const satisfies Record<OutboxKind, KindFacts>

const isKind = (name: string): name is OutboxKind => Object.hasOwn(outboxKinds, name)
/** The kinds in the table's order: the owner's e-mail first. */
export const kindsInOrder: readonly OutboxKind[] = Object.keys(outboxKinds).filter(isKind)

export type MailKind = { [K in OutboxKind]: (typeof outboxKinds)[K]['lane'] extends 'mail' ? K : never }[OutboxKind]

const noPhotos: MailPhotos = { photos: [], maxAttachmentBytes: 0 }

/** An e-mail of the outbox, by the table's builder; `photoCount` is what the acknowledgement's summary counts. */
export function buildMessage(
  kind: MailKind,
  lead: Lead,
  addresses: MailAddresses,
  mail: MailPhotos = noPhotos,
  photoCount = mail.photos.length,
): SendMailOptions {
  const facts: KindFacts = outboxKinds[kind]
  if (facts.lane !== 'mail') throw new Error(`${kind} is not an e-mail`)
  return facts.build(lead, { addresses, mail, photoCount })
}
