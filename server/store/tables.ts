// The lead database's tables as Kysely sees them, and the mapping from rows to the store's types.
// Times are ISO-8601 UTC text on both databases, so they compare as text the same way everywhere.
import type { ColumnType, Generated, Selectable } from 'kysely'
import type { EstimateAttachment, Lead, LeadForm, LeadStatus, PatternAttachment, PhotosRefused } from '#domain/lead-record'
import { isLeadStatus } from '#domain/lead-record'
import type { DeskRole, PasskeyOrigin } from '#domain/desk-people'
import type { JobRecordKind } from '#domain/job-start'

// The lead's own shape lives in domain/ (the desk's pages read it too); the rest of the server
// keeps importing it from here.
export * from '#domain/lead-record'

/** The owner's e-mail, the visitor's acknowledgement, the lead posted to LEADS_WEBHOOK_URL, a Won customer's review request, the visit's, the quote's and the job's e-mails. */
export type OutboxKind = 'business' | 'acknowledgement' | 'webhook' | 'review' | VisitMailKind | QuoteMailKind | JobMailKind
/** The job's start date to the customer, with its calendar file (migration 024, record 039). */
export type JobMailKind = 'job-start'
/**
 * The written quote's e-mails (record 038; the outbox's CHECK allows them since migration 018): to the customer, the quote with its PDF, a follow-up
 * (due later), the signed copy; to the owner, a customer's answer (accepted, declined, a question)
 * and the day-before-expiry notice.
 */
export type QuoteMailKind = 'quote-sent' | 'quote-followup' | 'quote-expiring' | 'quote-answer' | 'quote-signed'
/** The visit's e-mails: to the customer on booking, a move and a cancellation, the reminder; to the owner, a customer's request. */
export type VisitMailKind = 'visit-booked' | 'visit-moved' | 'visit-cancelled' | 'visit-reminder' | 'visit-request'
/** `skipped`: a visit e-mail the visit moved past before it went (a newer version, or a reminder of a visit changed since), or a quote e-mail its version closed (quote-mail-facts.ts). */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped'
export type LeadsTable = {
  id: Generated<number>
  form: LeadForm
  name: string
  email: string
  phone: string
  project_type: string | null
  message: string
  spam: number
  spam_reason: string | null
  created_at: string
  user_agent: string | null
  zip: string | null
  /** 1 within the service radius, 0 outside, NULL when no ZIP was given */
  in_area: number | null
  /** JSON: the visit window ids, e.g. ["monday-morning"] */
  visit_windows: string | null
  /** JSON: the attached estimate as the server recomputed it (EstimateAttachment) */
  estimate: string | null
  /** JSON: the attached pattern (PatternAttachment) */
  pattern: string | null
  /** JSON: photos sent but not kept, and why (PhotosRefused) */
  photos_refused: string | null
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>
  opened_at: string | null
  first_contacted_at: string | null
  /** Raised by every change in the desk: a change made against an older version is refused. */
  version: ColumnType<number, number | undefined, number>
  /** When the owner asked this (Won) customer for a review; at most once. */
  review_requested_at: string | null
  /** The path of the page the form was sent from, e.g. /quote */
  source_page: string | null
  /** 'calculator' or 'pattern' when the request carries that tool's result */
  source_tool: string | null
  referrer_host: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  /** 'gclid' or 'fbclid' when the visit came from an ad click (never the id itself) */
  click_id: string | null
  /** The booked visit's date on the business's calendar, "2026-11-26", and its time "09:30" if set */
  visit_on: string | null
  visit_time: string | null
  /** The calendar UID of the lead's visit, made at its first booking and kept (record 028). */
  visit_uid: string | null
  /** The visit's SEQUENCE: raised at every change of the date, the time, or its cancellation. */
  visit_sequence: ColumnType<number, number | undefined, number>
  /** The date and time of the visit last cancelled while none is booked, so the owner's calendar shows it cancelled until its day has passed (record 035). */
  visit_cancelled_on: string | null
  visit_cancelled_time: string | null
  /** sha-256 of the customer's link token while a visit is booked; NULL once it is cleared. */
  visit_token_hash: string | null
  /** The SEQUENCE at which the current booking began (0: the first), part of its link's token (record 032). */
  visit_booking: ColumnType<number, number | undefined, number>
  /** The search keys of domain/lead-search.ts (name, e-mail and ZIP lowercased; the phone's digits; the privacy search's keys). */
  search_text: ColumnType<string, string | undefined, string>
  phone_digits: ColumnType<string, string | undefined, string>
  email_key: ColumnType<string, string | undefined, string>
  phone_key: ColumnType<string, string | undefined, string>
  /** A won job's value in integer cents (bigint: PostgreSQL returns it as text, read it with Number()); NULL when unknown. */
  won_cents: ColumnType<string | number | null, number | null | undefined, number | null>
  /** 'quote': the accepted quote's total; 'typed': the owner typed it for a job won outside the desk. */
  won_source: 'quote' | 'typed' | null
  /** The year the home was built (migration 023); NULL: unknown. */
  year_built: number | null
  /** The job's start date on the business's calendar, with its calendar UID and SEQUENCE (migration 024). */
  job_start_on: string | null
  job_uid: string | null
  job_sequence: ColumnType<number, number | undefined, number>
  /** Set when a deletion kept the lead for its contract: until this instant the purge leaves it (record 039). */
  kept_until: string | null
  /** The page the lead's visit landed on (migration 025), from the day's entry of its client; NULL: unknown. */
  landing_page: string | null
}

export type { JobRecordKind } from '#domain/job-start'
/** A compliance record of the lead's job (migration 024): what, the day, how, by whom and when it was recorded. */
export type JobRecordsTable = {
  id: Generated<number>
  lead_id: number
  kind: JobRecordKind
  on_day: string
  method: string
  inspector: string | null
  note: string | null
  recorded_by: string | null
  recorded_at: string
}

export type DigestStatus = 'sending' | 'pending' | 'sent' | 'empty' | 'failed'
/** One row per day the morning digest was due: its lease while it is sent, then how it went. */
export type DigestsTable = {
  /** The business's calendar date, "2026-11-26" */
  day: string
  status: DigestStatus
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: string
  /** The day's closing time: a digest not sent by then is failed. */
  give_up_at: string
  lease_owner: string | null
  lease_until: string | null
  last_error: string | null
  /** "2 new, 1 visit, 1 quote waiting" */
  summary: string | null
  sent_at: string | null
  created_at: string
}

// bigint on PostgreSQL, which pg returns as a string: read it with Number().
export type DailyCountsTable = { day: string; key: string; amount: ColumnType<number, number | undefined, number> }
export type DailySaltsTable = { day: string; salt: string }
/** Entries by the business's day, landing page and source (migration 025, record 040): totals, never requests. */
export type EntryDaysTable = { day: string; page: string; source: string; medium: string; campaign: string; entries: number }
/** The day's counted visits: a keyed hash of address and browser (never either), deleted with the day's salt. */
export type EntryKeysTable = { day: string; key: string; page: string; source: string; medium: string; campaign: string }

export type LeadPhotosTable = {
  id: Generated<number>
  lead_id: number
  /** 1-based, in the order the visitor added them */
  position: number
  /** The visitor's file name, cleaned for display only; never a path. */
  name: string
  content_type: string
  width: number
  height: number
  original_bytes: number
  data: Buffer
  created_at: string
}

export type OutboxTable = {
  id: Generated<number>
  lead_id: number
  kind: OutboxKind
  to_addr: string | null
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: string
  queued_at: string
  claimed_at: string | null
  last_error: string | null
  sent_at: string | null
  created_at: string
  /** The worker holding the row while it sends, and until when; an expired lease may be taken over. */
  lease_owner: string | null
  lease_until: string | null
  /** A visit e-mail's version of the visit: its date, time and SEQUENCE when it was queued. */
  visit_on: string | null
  visit_time: string | null
  visit_sequence: number | null
  /** The owner's e-mail of a customer's request: which one. */
  visit_request_id: number | null
  /** A quote e-mail's version (quote_versions.id). */
  quote_version_id: number | null
  /** The job-start e-mail's start date and SEQUENCE when it was queued. */
  job_start_on: string | null
  job_sequence: number | null
}

export type StoreKeysTable = { name: string; secret: string; created_at: string }

export type VisitRequestsTable = {
  id: Generated<number>
  lead_id: number
  kind: 'move' | 'cancel'
  /** JSON: ["2026-12-01:tuesday-morning"] */
  choices: ColumnType<string, string | undefined, string>
  note: string | null
  visit_sequence: number
  created_at: string
  handled_at: string | null
}

export type HealthProbeTable = { id: Generated<number>; payload: string }

export type PeopleTable = { id: Generated<number>; email: string; role: DeskRole; created_at: string }
export type PasskeysTable = {
  /** The credential id, base64url */
  id: string
  person_id: number
  /** The COSE public key, base64url */
  public_key: string
  counter: ColumnType<number, number | undefined, number>
  /** JSON: the transports the authenticator named */
  transports: string
  device_label: string
  created_at: string
  last_used_at: string | null
  origin: PasskeyOrigin
  /** For a passkey made with an invitation: the inviter's address (NULL: the command line) and when it was made. */
  invitation_by: string | null
  invitation_at: string | null
}
export type SessionsTable = { token_hash: string; person_id: number; passkey_id: string; created_at: string; last_seen_at: string }
export type InvitationsTable = {
  id: Generated<number>
  token_hash: string
  email: string
  /** The role a new person gets; an existing person (the command line's lost-phone path) keeps theirs. */
  role: DeskRole
  created_at: string
  expires_at: string
  used_at: string | null
  revoked_at: string | null
  /** The person who made it in the desk; NULL for the command line. Not a foreign key: it outlives its person. */
  invited_by: number | null
  /** The client key of the desk request that made it (the hourly limit per client). */
  client: string | null
}
export type ChallengesTable = { challenge: string; purpose: string; subject: string | null; expires_at: string }
export type LeadEventsTable = {
  id: Generated<number>
  lead_id: number
  person_id: number | null
  person_email: string | null
  kind: 'status' | 'note'
  from_status: string | null
  to_status: string | null
  note: string | null
  at: string
}
export type DeskEventsTable = {
  id: Generated<number>
  kind: string
  at: string
  address: string | null
  user_agent: string | null
  person_email: string | null
  detail: string | null
}

/** +1 / -1 per status as leads come, change and go (migration 010); summed, the count per status. */
export type LeadStatusDeltasTable = { id: Generated<number>; status: string; n: number }

/** A person's private calendar address (migration 012): its SHA-256 only. */
export type CalendarFeedsTable = { person_id: number; token_hash: string; created_at: string }

// The desk's push alerts (migration 013; server/push sends them): each device's subscription, one
// alert row per device, leased and retried as the outbox's rows are, and the VAPID keys.
/** What an alert is about: a new lead, a customer's request to move or cancel a visit, a customer's answer to a quote, failing e-mail. */
export type PushAlertKind = 'new-lead' | 'visit-request' | 'quote-accepted' | 'quote-declined' | 'quote-question' | 'mail-failing'
export type PushAlertStatus = 'pending' | 'sending' | 'sent' | 'failed'

export type PushSubscriptionsTable = {
  id: Generated<number>
  person_id: number
  /** The passkey the device signed in with when alerts were turned on: the device, on People and devices. */
  passkey_id: string | null
  endpoint: string
  p256dh: string
  auth: string
  created_at: string
  last_sent_at: string | null
  /** Failed sends in a row, reset by a delivery; the lane drops the device at its limit (migration 014). */
  failures: Generated<number>
  /** When the current streak of failures began; null after a delivery (migration 014). */
  failing_since: string | null
}

export type PushAlertsTable = {
  id: Generated<number>
  kind: PushAlertKind
  lead_id: number | null
  subscription_id: number
  status: ColumnType<PushAlertStatus, PushAlertStatus | undefined, PushAlertStatus>
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: string
  queued_at: string
  claimed_at: string | null
  lease_owner: string | null
  lease_until: string | null
  last_error: string | null
  sent_at: string | null
  created_at: string
}

export type PushKeysTable = { id: number; public_key: string; private_key: string; created_at: string }

export type PushTables = {
  push_subscriptions: PushSubscriptionsTable
  push_alerts: PushAlertsTable
  push_keys: PushKeysTable
}

/** The lead's working draft of its quote: JSON of domain/quote/quote-draft.ts's QuoteDraft. */
export type QuoteDraftsTable = { lead_id: number; draft: string; updated_at: string; updated_by: string | null }
export type QuoteVersionsTable = {
  id: Generated<number>
  lead_id: number
  version: number
  /** Canonical JSON of the QuoteSnapshot (domain/quote/quote-snapshot.ts), never edited */
  snapshot: string
  /** Hex SHA-256 of `snapshot` exactly */
  sha256: string
  /** sha-256 of the customer's link token */
  token_hash: string
  /** The last day it may be accepted, "2026-12-15", and the instant that day ends in Portland (ISO UTC) */
  valid_through: string
  valid_until: string
  sent_at: string
  sent_by: string | null
  /** When a newer version replaced it */
  replaced_at: string | null
  question_at: string | null
  declined_at: string | null
  decline_reason: string | null
  accepted_at: string | null
  /** When the owner stopped its follow-ups (an answer, expiry or a new version stop them too) */
  followups_stopped_at: string | null
}
/** The acceptance record: at most one per version (its primary key). Money as bigint: read it with Number(). */
export type QuoteAcceptancesTable = {
  version_id: number
  lead_id: number
  sha256: string
  option_index: number
  /** JSON: the add-ons' indexes */
  add_ons: string
  total_cents: ColumnType<string | number, number, number>
  deposit_cents: ColumnType<string | number, number, number>
  typed_name: string
  consent_version: string
  consent_text: string
  accepted_at: string
  client_address: string | null
  user_agent: string | null
}
export type QuoteEventsTable = {
  id: Generated<number>
  version_id: number
  lead_id: number
  kind: 'view' | 'question' | 'decline' | 'accept'
  at: string
  client_address: string | null
  user_agent: string | null
  text: string | null
}
/** The PDFs kept: the quote as sent, and the signed copy (the quote and its acceptance record). */
export type QuoteDocumentsTable = {
  version_id: number
  kind: 'quote' | 'signed'
  lead_id: number
  data: Buffer
  sha256: string
  created_at: string
}

export type QuoteTables = {
  quote_drafts: QuoteDraftsTable
  quote_versions: QuoteVersionsTable
  quote_acceptances: QuoteAcceptancesTable
  quote_events: QuoteEventsTable
  quote_documents: QuoteDocumentsTable
}

export type Tables = PushTables &
  QuoteTables & {
    lead_status_deltas: LeadStatusDeltasTable
    calendar_feeds: CalendarFeedsTable
    people: PeopleTable
    passkeys: PasskeysTable
    sessions: SessionsTable
    invitations: InvitationsTable
    challenges: ChallengesTable
    lead_events: LeadEventsTable
    desk_events: DeskEventsTable
    leads: LeadsTable
    outbox: OutboxTable
    health_probe: HealthProbeTable
    lead_photos: LeadPhotosTable
    daily_counts: DailyCountsTable
    daily_salts: DailySaltsTable
    entry_days: EntryDaysTable
    entry_keys: EntryKeysTable
    digests: DigestsTable
    store_keys: StoreKeysTable
    visit_requests: VisitRequestsTable
    job_records: JobRecordsTable
  }

/** A stored photo without its bytes (listings); `data` is read only to send or export it. */
export type PhotoInfo = {
  id: number
  leadId: number
  position: number
  name: string
  contentType: string
  width: number
  height: number
  bytes: number
  originalBytes: number
  createdAt: string
}

export type OutboxRow = {
  id: number
  leadId: number
  kind: OutboxKind
  toAddr: string | null
  status: OutboxStatus
  attempts: number
  nextAttemptAt: string
  queuedAt: string
  claimedAt: string | null
  lastError: string | null
  sentAt: string | null
  createdAt: string
  leaseOwner: string | null
  leaseUntil: string | null
  visitOn: string | null
  visitTime: string | null
  visitSequence: number | null
  visitRequestId: number | null
  /** A quote e-mail's version (quote_versions.id). */
  quoteVersionId: number | null
  /** The job-start e-mail's start date and SEQUENCE (absent on rows made before migration 024 in tests' fixtures). */
  jobStartOn?: string | null
  jobSequence?: number | null
}

/** A time as the tables keep it: ISO 8601 text in UTC, which sorts and compares as text on both databases. */
export const iso = (d: Date) => d.toISOString()

// The JSON columns are written only by the store (insertAll), from these same types.
export const toLead = (r: Selectable<LeadsTable>): Lead => ({
  id: Number(r.id),
  form: r.form,
  name: r.name,
  email: r.email,
  phone: r.phone,
  projectType: r.project_type,
  message: r.message,
  spam: Number(r.spam) === 1,
  spamReason: r.spam_reason,
  createdAt: r.created_at,
  userAgent: r.user_agent,
  zip: r.zip,
  inArea: r.in_area === null ? null : Number(r.in_area) === 1,
  visitWindows: r.visit_windows ? (JSON.parse(r.visit_windows) as string[]) : [],
  estimate: r.estimate ? (JSON.parse(r.estimate) as EstimateAttachment) : null,
  pattern: r.pattern ? (JSON.parse(r.pattern) as PatternAttachment) : null,
  photosRefused: r.photos_refused ? (JSON.parse(r.photos_refused) as PhotosRefused) : null,
  status: isLeadStatus(r.status) ? r.status : 'New',
  openedAt: r.opened_at,
  firstContactedAt: r.first_contacted_at,
  reviewRequestedAt: r.review_requested_at ?? null,
  visit: r.visit_on ? { on: r.visit_on, time: r.visit_time ?? null } : null,
  yearBuilt: r.year_built === null || r.year_built === undefined ? null : Number(r.year_built),
  jobStartOn: r.job_start_on ?? null,
  version: Number(r.version),
  source: {
    page: r.source_page ?? null,
    tool: r.source_tool ?? null,
    referrerHost: r.referrer_host ?? null,
    utmSource: r.utm_source ?? null,
    utmMedium: r.utm_medium ?? null,
    utmCampaign: r.utm_campaign ?? null,
    clickId: r.click_id ?? null,
    landingPage: r.landing_page ?? null,
  },
  won: r.won_cents === null || r.won_cents === undefined ? null : { cents: Number(r.won_cents), source: r.won_source ?? 'typed' },
})

export const toPhotoInfo = (r: Omit<Selectable<LeadPhotosTable>, 'data'> & { bytes: number | string | bigint }): PhotoInfo => ({
  id: Number(r.id),
  leadId: Number(r.lead_id),
  position: Number(r.position),
  name: r.name,
  contentType: r.content_type,
  width: Number(r.width),
  height: Number(r.height),
  bytes: Number(r.bytes),
  originalBytes: Number(r.original_bytes),
  createdAt: r.created_at,
})

export const toOutbox = (r: Selectable<OutboxTable>): OutboxRow => ({
  id: Number(r.id),
  leadId: Number(r.lead_id),
  kind: r.kind,
  toAddr: r.to_addr,
  status: r.status,
  attempts: Number(r.attempts),
  nextAttemptAt: r.next_attempt_at,
  queuedAt: r.queued_at,
  claimedAt: r.claimed_at,
  lastError: r.last_error,
  sentAt: r.sent_at,
  createdAt: r.created_at,
  leaseOwner: r.lease_owner,
  leaseUntil: r.lease_until,
  visitOn: r.visit_on ?? null,
  visitTime: r.visit_time ?? null,
  visitSequence: r.visit_sequence === null || r.visit_sequence === undefined ? null : Number(r.visit_sequence),
  visitRequestId: r.visit_request_id === null || r.visit_request_id === undefined ? null : Number(r.visit_request_id),
  quoteVersionId: r.quote_version_id === null || r.quote_version_id === undefined ? null : Number(r.quote_version_id),
  jobStartOn: r.job_start_on ?? null,
  jobSequence: r.job_sequence === null || r.job_sequence === undefined ? null : Number(r.job_sequence),
})
