// The lead database's tables as Kysely sees them, and the mapping from rows to the store's types.
// Times are ISO-8601 UTC text on both databases, so they compare as text the same way everywhere.
import type { ColumnType, Generated, Selectable } from 'kysely'

export type LeadForm = 'contact' | 'quote'
export type SpamReason = 'honeypot' | 'too-fast'
export type OutboxKind = 'business' | 'acknowledgement'
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed'

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
}

export type HealthProbeTable = { id: Generated<number>; payload: string }

export type Tables = { leads: LeadsTable; outbox: OutboxTable; health_probe: HealthProbeTable }

export type Lead = {
  id: number
  form: LeadForm
  name: string
  email: string
  phone: string
  projectType: string | null
  message: string
  spam: boolean
  spamReason: string | null
  createdAt: string
  userAgent: string | null
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
}

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
})
