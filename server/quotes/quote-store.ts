// What the rooms above ask of the quotes' queries (issue 42, record 038): the contract between the
// queries (quote-queries.ts, built over the store's handle by `quoteQueries(db, dialect)` and put
// beside the lead store by withRoomQueries), the customer's page (quote-routes.ts), the desk's
// endpoints (server/desk/) and the outbox's quote e-mails. Types only.
import type { QuoteDraft } from '#domain/quote/quote-draft'
import type { QuoteSnapshot } from '#domain/quote/quote-snapshot'
import type { AcceptRefusal, QuoteState } from '#domain/quote/quote-state'

/** Who asked, as far as the server can tell: the client's address (trust-proxy aware) and its browser. */
export type ClientFacts = { address: string | null; userAgent: string | null }

export type QuoteVersion = {
  id: number
  leadId: number
  version: number
  snapshot: QuoteSnapshot
  /** Hex SHA-256 of the stored canonical JSON of `snapshot`. */
  sha256: string
  validThrough: string
  /** The instant the valid-through day ends in Portland. */
  validUntil: string
  sentAt: string
  sentBy: string | null
  replacedAt: string | null
  questionAt: string | null
  declinedAt: string | null
  declineReason: string | null
  acceptedAt: string | null
  followupsStoppedAt: string | null
  /** From the view events: the first and how many (a view never changes the version's row). */
  firstViewedAt: string | null
  views: number
}

export type QuoteAcceptance = {
  versionId: number
  leadId: number
  sha256: string
  optionIndex: number
  addOns: number[]
  totalCents: number
  depositCents: number
  typedName: string
  consentVersion: string
  consentText: string
  acceptedAt: string
  clientAddress: string | null
  userAgent: string | null
}

export type QuoteEvent = {
  kind: 'view' | 'question' | 'decline' | 'accept'
  at: string
  clientAddress: string | null
  userAgent: string | null
  text: string | null
}

/** A queued or past reminder of a version (an outbox row of kind quote-followup or quote-expiring). */
export type QuoteFollowUp = {
  kind: 'quote-followup' | 'quote-expiring'
  dueAt: string
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped'
}

/** What the customer's link shows: its version, the newest version's link if this one was replaced, and the acceptance. */
export type CustomerQuote = { version: QuoteVersion; state: QuoteState; newerToken: string | null; acceptance: QuoteAcceptance | null }

export type SendRefusal = 'no-lead' | 'no-draft' | 'invalid-draft' | 'accepted' | 'stale'
export type AnswerRefusal = AcceptRefusal | 'not-found' | 'tampered'

export type QuoteStore = {
  // The desk
  quoteDraft(leadId: number): Promise<{ draft: QuoteDraft; updatedAt: string; updatedBy: string | null } | null>
  /** Parsed with quoteDraftSchema again before it is stored; refused whole otherwise. */
  saveQuoteDraft(leadId: number, draft: QuoteDraft, by: string | null, now: Date): Promise<void>
  /**
   * Freezes the draft as the next version in one transaction: the snapshot and its hash, the link's
   * token hash, the previous version marked replaced (its follow-ups skipped), the lead's status
   * Quoted, the customer's e-mail and the follow-ups queued in the outbox, the history event.
   */
  sendQuote(
    leadId: number,
    by: string | null,
    now: Date,
  ): Promise<{ ok: true; version: QuoteVersion; token: string } | { ok: false; reason: SendRefusal }>
  quoteVersions(leadId: number): Promise<QuoteVersion[]>
  quoteFollowUps(leadId: number): Promise<QuoteFollowUp[]>
  /** Skips the latest version's pending follow-ups; false when none was pending. */
  stopQuoteFollowUps(leadId: number, by: string | null, now: Date): Promise<boolean>
  quoteEvents(versionId: number): Promise<QuoteEvent[]>
  acceptanceOf(versionId: number): Promise<QuoteAcceptance | null>
  /** The private link's token of a version (made again from the store's key, never stored). */
  quoteToken(leadId: number, version: number): Promise<string>
  // The customer's link
  quoteByToken(token: string, now: Date): Promise<CustomerQuote | null>
  /** Appends a view to the log (never a bot or a prefetch: the route decides). */
  recordQuoteView(versionId: number, client: ClientFacts, now: Date): Promise<void>
  /**
   * Accepts once: the total is recomputed from the snapshot for the chosen option and add-ons and
   * must equal `expectedTotalCents` (what the page showed), or it is 'tampered'. In one transaction:
   * the record, the lead Won with won_cents, the signed copy's e-mails and the owner's alert queued,
   * the follow-ups skipped. Two posts at once: one wins, the other gets 'accepted'.
   */
  acceptQuote(
    token: string,
    choice: { optionIndex: number; addOns: number[]; expectedTotalCents: number; typedName: string },
    client: ClientFacts,
    now: Date,
  ): Promise<{ ok: true; acceptance: QuoteAcceptance } | { ok: false; reason: AnswerRefusal }>
  declineQuote(token: string, reason: string, client: ClientFacts, now: Date): Promise<{ ok: true } | { ok: false; reason: AnswerRefusal }>
  askQuoteQuestion(
    token: string,
    question: string,
    client: ClientFacts,
    now: Date,
  ): Promise<{ ok: true } | { ok: false; reason: AnswerRefusal }>
  // The PDFs, made once and kept (quote_documents)
  quoteDocument(versionId: number, kind: 'quote' | 'signed'): Promise<Buffer | null>
  saveQuoteDocument(versionId: number, kind: 'quote' | 'signed', data: Buffer, now: Date): Promise<void>
}
