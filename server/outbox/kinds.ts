// Every kind of message the outbox sends, in one table: whom it goes to, which lane sends it, what
// the desk calls it, and (for an e-mail) the builder that writes it. The outbox reads the
// recipient, lane and builder here; the desk's one-lead answer reads the label. The builders live
// with the mail (server/mail/messages.ts), which never imports the outbox.
import type { SendMailOptions } from 'nodemailer'
import { inboxWords } from '#content/pages/inbox'
import { type MailAddresses, acknowledgement, businessNotification, reviewRequest } from '../mail/messages'
import type { MailPhotos } from '../mail/quote-facts'
import type { Lead, OutboxKind } from '../store/store'

/** The owner (LEADS_TO), the visitor (the row's to_addr) or the webhook's receiver (LEADS_WEBHOOK_URL). */
export type Recipient = 'owner' | 'visitor' | 'receiver'

/** What a builder gets: the addresses, the photos (the owner's e-mail attaches them) and their count. */
export type BuildContext = { addresses: MailAddresses; mail: MailPhotos; photoCount: number }
type Builder = (lead: Lead, context: BuildContext) => SendMailOptions

type KindFacts = { recipient: Recipient; label: string } & (
  { lane: 'mail'; build: Builder; photos: 'attached' | 'counted' | 'none' } | { lane: 'webhook' }
)

const labels = inboxWords.lead.mailKinds

export const outboxKinds = {
  business: {
    lane: 'mail',
    recipient: 'owner',
    label: labels.business,
    photos: 'attached',
    build: (lead, { addresses, mail }) => businessNotification(lead, addresses, mail),
  },
  acknowledgement: {
    lane: 'mail',
    recipient: 'visitor',
    label: labels.acknowledgement,
    photos: 'counted',
    build: (lead, { addresses, photoCount }) => acknowledgement(lead, addresses, photoCount),
  },
  review: {
    lane: 'mail',
    recipient: 'visitor',
    label: labels.review,
    photos: 'none',
    build: (lead, { addresses }) => reviewRequest(lead, addresses),
  },
  webhook: { lane: 'webhook', recipient: 'receiver', label: labels.webhook },
} as const satisfies Record<OutboxKind, KindFacts>

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
