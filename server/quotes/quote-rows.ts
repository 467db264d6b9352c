// The quote tables' rows as the QuoteStore's types (quote-store.ts). Money columns are bigint
// (PostgreSQL returns them as text): read with Number(). A version's view facts come from its events,
// never from its own row: a view changes no row of the quote (record 038).
import type { Selectable } from 'kysely'
import type { QuoteSnapshot } from '#domain/quote/quote-snapshot'
import type { QuoteAcceptancesTable, QuoteEventsTable, QuoteVersionsTable } from '../store/tables'
import type { QuoteAcceptance, QuoteEvent, QuoteVersion } from './quote-store'

export type VersionRow = Selectable<QuoteVersionsTable>
export type ViewFacts = { firstViewedAt: string | null; views: number }

export const noViews: ViewFacts = { firstViewedAt: null, views: 0 }

export const toVersion = (r: VersionRow, views: ViewFacts): QuoteVersion => ({
  id: Number(r.id),
  leadId: Number(r.lead_id),
  version: Number(r.version),
  snapshot: JSON.parse(r.snapshot) as QuoteSnapshot,
  sha256: r.sha256,
  validThrough: r.valid_through,
  validUntil: r.valid_until,
  sentAt: r.sent_at,
  sentBy: r.sent_by,
  replacedAt: r.replaced_at,
  questionAt: r.question_at,
  declinedAt: r.declined_at,
  declineReason: r.decline_reason,
  acceptedAt: r.accepted_at,
  followupsStoppedAt: r.followups_stopped_at,
  firstViewedAt: views.firstViewedAt,
  views: views.views,
})

export const toAcceptance = (r: Selectable<QuoteAcceptancesTable>): QuoteAcceptance => ({
  versionId: Number(r.version_id),
  leadId: Number(r.lead_id),
  sha256: r.sha256,
  optionIndex: Number(r.option_index),
  addOns: JSON.parse(r.add_ons) as number[],
  totalCents: Number(r.total_cents),
  depositCents: Number(r.deposit_cents),
  typedName: r.typed_name,
  consentVersion: r.consent_version,
  consentText: r.consent_text,
  acceptedAt: r.accepted_at,
  clientAddress: r.client_address,
  userAgent: r.user_agent,
})

export const toEvent = (r: Selectable<QuoteEventsTable>): QuoteEvent => ({
  kind: r.kind,
  at: r.at,
  clientAddress: r.client_address,
  userAgent: r.user_agent,
  text: r.text,
})
