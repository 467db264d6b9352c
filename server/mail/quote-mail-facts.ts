// What a quote e-mail needs, loaded when the outbox sends it (issue 42), never when it was queued:
// the row's own version of the quote (outbox.quote_version_id), its private link, the customer's
// answer the row was queued for, the acceptance, and the PDF to attach, made once with quotePdf and
// kept (quote_documents) so every later copy is the same bytes. Here too is the rule that stops a
// reminder: a follow-up or the owner's day-before notice goes only while its version is open (not
// accepted, declined, questioned, replaced, expired, or stopped by the owner); otherwise the outbox
// marks it skipped with the reason, which the desk shows.
import { siteOrigin } from '#config/site-url'
import { quoteSkipReasons } from '#content/quote-emails'
import type { QuoteAcceptance, QuoteEvent, QuoteStore, QuoteVersion } from '../quotes/quote-store'
import type { quotePdf } from '../quotes/quote-pdf'
import { DeliveryError } from './retries'
import type { OutboxRow } from '../store/tables'

/** The queries a quote e-mail reads (QuoteStore's, by S's quoteQueries once merged). */
export type QuoteMailStore = Pick<
  QuoteStore,
  'quoteVersions' | 'acceptanceOf' | 'quoteToken' | 'quoteDocument' | 'saveQuoteDocument' | 'quoteEvents'
>
export type QuotePdfMaker = typeof quotePdf
export type QuotePhoto = { position: number; data: Buffer; contentType: string }

/** Where the quote e-mails load from: the queries, the PDF maker, and the lead's photos (for the PDF). */
export type QuoteMailSources = {
  store: QuoteMailStore
  pdf: QuotePdfMaker
  photos: (leadId: number) => Promise<QuotePhoto[]>
}

export type QuoteMailFacts = {
  row: OutboxRow
  version: QuoteVersion
  /** The customer's private link, /quote/<token> */
  link: string
  acceptance: QuoteAcceptance | null
  /** The customer's answer a quote-answer row was queued for. */
  answer: QuoteEvent | null
  /** The PDF to attach: the quote (quote-sent) or the signed copy (quote-signed, an acceptance's quote-answer). */
  pdf: { filename: string; content: Buffer } | null
}

export type QuoteMailLoad = { skip: string } | { facts: QuoteMailFacts }

export const quoteUrl = (token: string) => `${siteOrigin()}/quote/${token}`

/** Why a version's reminders no longer go, or null while it is open. */
export function closedBecause(version: QuoteVersion, now: Date): string | null {
  if (version.acceptedAt) return quoteSkipReasons.accepted
  if (version.declinedAt) return quoteSkipReasons.declined
  if (version.questionAt) return quoteSkipReasons.question
  if (version.replacedAt) return quoteSkipReasons.replaced
  if (version.followupsStoppedAt) return quoteSkipReasons.stopped
  if (now.getTime() >= new Date(version.validUntil).getTime()) return quoteSkipReasons.expired
  return null
}

/** The customer's latest answer at or before the row was queued (the store queues both in one transaction, at one time). */
const answerFor = (events: QuoteEvent[], row: OutboxRow) =>
  events
    .filter((e) => e.kind !== 'view' && e.at <= row.createdAt)
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
    .at(-1) ?? null

/** A kept PDF, or one made now and kept (also the desk's, server/desk/quote-routes.ts); what is attached is always what is kept (another worker may have kept it first). */
export async function keptDocument(
  store: Pick<QuoteStore, 'quoteDocument' | 'saveQuoteDocument'>,
  versionId: number,
  kind: 'quote' | 'signed',
  make: () => Promise<Buffer>,
  now: Date,
) {
  const kept = await store.quoteDocument(versionId, kind)
  if (kept) return kept
  const made = await make()
  try {
    await store.saveQuoteDocument(versionId, kind, made, now)
  } catch (error) {
    const first = await store.quoteDocument(versionId, kind)
    if (first) return first
    throw error
  }
  return (await store.quoteDocument(versionId, kind)) ?? made
}

/** The facts of a quote e-mail's row, or why it is not sent; a row that cannot be built throws (permanently when no retry can help). */
export async function loadQuoteMail(row: OutboxRow, sources: QuoteMailSources, now: Date): Promise<QuoteMailLoad> {
  const { store } = sources
  const kind = row.kind
  const version = row.quoteVersionId ? (await store.quoteVersions(row.leadId)).find((v) => v.id === row.quoteVersionId) : undefined
  // Sending it again cannot help: the row names no version of this lead.
  if (!version) throw new DeliveryError('The quote version of this e-mail no longer exists', true)
  if (kind === 'quote-followup' || kind === 'quote-expiring') {
    const closed = closedBecause(version, now)
    if (closed) return { skip: closed }
  }
  if (kind === 'quote-sent' && version.replacedAt) return { skip: quoteSkipReasons.replaced }
  const answer = kind === 'quote-answer' ? answerFor(await store.quoteEvents(version.id), row) : null
  if (kind === 'quote-answer' && !answer) throw new DeliveryError('The customer’s answer of this e-mail no longer exists', true)
  const signed = kind === 'quote-signed' || answer?.kind === 'accept'
  const acceptance = signed ? await store.acceptanceOf(version.id) : null
  if (signed && !acceptance) throw new DeliveryError('The acceptance of this quote no longer exists', true)
  const name = `quote-${version.snapshot.reference}-v${version.version}`
  let pdf: QuoteMailFacts['pdf'] = null
  if (kind === 'quote-sent' || signed) {
    const positions = new Set(version.snapshot.photos.map((p) => p.position))
    const photos = async () => (positions.size ? (await sources.photos(row.leadId)).filter((p) => positions.has(p.position)) : [])
    const content = await keptDocument(
      store,
      version.id,
      signed ? 'signed' : 'quote',
      async () =>
        acceptance
          ? sources.pdf(version.snapshot, { acceptance, events: await store.quoteEvents(version.id) }, await photos())
          : sources.pdf(version.snapshot, undefined, await photos()),
      now,
    )
    pdf = { filename: `${name}${signed ? '-signed' : ''}.pdf`, content }
  }
  const link = quoteUrl(await store.quoteToken(row.leadId, version.version))
  return { facts: { row, version, link, acceptance, answer, pdf } }
}
