// The lead store: a lead and its outbox rows are written in one transaction that commits (durably)
// before the server answers, so an accepted lead is never lost; the outbox worker and the CLI
// read and update it through the queries below.
import { join } from 'node:path'
import { type Db, openDatabase } from './db'

export type LeadForm = 'contact' | 'quote'
export type SpamReason = 'honeypot' | 'too-fast'
export type OutboxKind = 'business' | 'acknowledgement'
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed'

export type NewLead = {
  form: LeadForm
  name: string
  email: string
  phone: string
  projectType?: string | null
  message: string
  /** Set for a honeypot or too-fast submit: stored for the owner to review, never e-mailed. */
  spamReason?: SpamReason | null
  userAgent?: string | null
}

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
}

export type OutboxJob = OutboxRow & { lead: Lead }
export type LeadWithMail = Lead & { mail: Partial<Record<OutboxKind, OutboxStatus>> }
export type LeadStats = {
  leads: Record<LeadForm, number> & { total: number }
  spam: number
  outbox: Record<OutboxStatus, number>
}

export type LeadStore = ReturnType<typeof createLeadStore>

type LeadRow = {
  id: number
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
type OutboxDbRow = {
  id: number
  lead_id: number
  kind: OutboxKind
  to_addr: string | null
  status: OutboxStatus
  attempts: number
  next_attempt_at: string
  queued_at: string
  claimed_at: string | null
  last_error: string | null
  sent_at: string | null
  created_at: string
}

const toLead = (r: LeadRow): Lead => ({
  id: r.id,
  form: r.form,
  name: r.name,
  email: r.email,
  phone: r.phone,
  projectType: r.project_type,
  message: r.message,
  spam: r.spam === 1,
  spamReason: r.spam_reason,
  createdAt: r.created_at,
  userAgent: r.user_agent,
})

const toOutbox = (r: OutboxDbRow): OutboxRow => ({
  id: r.id,
  leadId: r.lead_id,
  kind: r.kind,
  toAddr: r.to_addr,
  status: r.status,
  attempts: r.attempts,
  nextAttemptAt: r.next_attempt_at,
  queuedAt: r.queued_at,
  claimedAt: r.claimed_at,
  lastError: r.last_error,
  sentAt: r.sent_at,
  createdAt: r.created_at,
})

/** Opens (creating if missing) `<dataDir>/leads.sqlite`. */
export function openLeadStore(dataDir: string): LeadStore {
  return createLeadStore(openDatabase(join(dataDir, 'leads.sqlite')))
}

/** How long leads are kept (the privacy policy states these periods; change both together). */
export const retention = { leadDays: 3 * 365, spamDays: 90 } as const

export function createLeadStore(db: Db) {
  const iso = (d: Date) => d.toISOString()
  const daysBefore = (now: Date, days: number) => iso(new Date(now.getTime() - days * 86_400_000))

  const insertLeadRow = db.prepare<[NewLeadRow]>(`
    INSERT INTO leads (form, name, email, phone, project_type, message, spam, spam_reason, created_at, user_agent)
    VALUES (@form, @name, @email, @phone, @project_type, @message, @spam, @spam_reason, @created_at, @user_agent)`)
  const insertOutboxRow = db.prepare<[number, OutboxKind, string | null, string, string, string]>(`
    INSERT INTO outbox (lead_id, kind, to_addr, next_attempt_at, queued_at, created_at) VALUES (?, ?, ?, ?, ?, ?)`)
  const leadById = db.prepare<[number], LeadRow>('SELECT * FROM leads WHERE id = ?')
  const outboxByLead = db.prepare<[number], OutboxDbRow>('SELECT * FROM outbox WHERE lead_id = ? ORDER BY id')
  const outboxById = db.prepare<[number], OutboxDbRow>('SELECT * FROM outbox WHERE id = ?')
  const nextDue = db.prepare<[string], OutboxDbRow>(`
    SELECT * FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT 1`)
  const claim = db.prepare<[string, number]>(`
    UPDATE outbox SET status = 'sending', claimed_at = ? WHERE id = ? AND status = 'pending'`)
  const sent = db.prepare<[string | null, string, number]>(`
    UPDATE outbox SET status = 'sent', to_addr = coalesce(?, to_addr), attempts = attempts + 1, sent_at = ?,
      last_error = NULL, claimed_at = NULL WHERE id = ? AND status = 'sending'`)
  const attemptFailed = db.prepare<[OutboxStatus, string, string, number]>(`
    UPDATE outbox SET status = ?, attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_at = NULL
    WHERE id = ? AND status = 'sending'`)
  const releaseStuckRows = db.prepare<[string]>(`
    UPDATE outbox SET status = 'pending', claimed_at = NULL WHERE status = 'sending' AND claimed_at <= ?`)
  const requeueFailed = db.prepare<[string, string]>(`
    UPDATE outbox SET status = 'pending', next_attempt_at = ?, queued_at = ? WHERE status = 'failed'`)
  const leadsWithMail = (where: string) => `
    SELECT l.*, b.status AS business_status, a.status AS acknowledgement_status FROM leads l
    LEFT JOIN outbox b ON b.lead_id = l.id AND b.kind = 'business'
    LEFT JOIN outbox a ON a.lead_id = l.id AND a.kind = 'acknowledgement'
    ${where}`
  type MailRow = LeadRow & { business_status: OutboxStatus | null; acknowledgement_status: OutboxStatus | null }
  const recent = db.prepare<[number], MailRow>(leadsWithMail('ORDER BY l.created_at DESC, l.id DESC LIMIT ?'))
  const all = db.prepare<[], MailRow>(leadsWithMail('ORDER BY l.created_at, l.id'))
  const countLeads = db.prepare<[], { form: LeadForm; spam: number; n: number }>(
    'SELECT form, spam, count(*) AS n FROM leads GROUP BY form, spam',
  )
  const expired = 'SELECT id FROM leads WHERE created_at < @leads OR (spam = 1 AND created_at < @spam)'
  const purgeOutboxRows = db.prepare<[{ leads: string; spam: string }]>(`DELETE FROM outbox WHERE lead_id IN (${expired})`)
  const purgeLeadRows = db.prepare<[{ leads: string; spam: string }]>(`DELETE FROM leads WHERE id IN (${expired})`)
  const purgeExpired = db.transaction((now: Date): number => {
    const cutoffs = { leads: daysBefore(now, retention.leadDays), spam: daysBefore(now, retention.spamDays) }
    purgeOutboxRows.run(cutoffs)
    return purgeLeadRows.run(cutoffs).changes
  })
  const countOutbox = db.prepare<[], { status: OutboxStatus; n: number }>('SELECT status, count(*) AS n FROM outbox GROUP BY status')

  const withMail = (r: MailRow): LeadWithMail => {
    const mail: LeadWithMail['mail'] = {}
    if (r.business_status) mail.business = r.business_status
    if (r.acknowledgement_status) mail.acknowledgement = r.acknowledgement_status
    return { ...toLead(r), mail }
  }

  const insertLead = db.transaction((lead: NewLead, now: Date): { id: number } => {
    const at = iso(now)
    const spam = Boolean(lead.spamReason)
    const { lastInsertRowid } = insertLeadRow.run({
      form: lead.form,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      project_type: lead.projectType ?? null,
      message: lead.message,
      spam: spam ? 1 : 0,
      spam_reason: lead.spamReason ?? null,
      created_at: at,
      user_agent: lead.userAgent?.slice(0, 500) ?? null,
    })
    const id = Number(lastInsertRowid)
    if (!spam) {
      insertOutboxRow.run(id, 'business', null, at, at, at)
      insertOutboxRow.run(id, 'acknowledgement', lead.email, at, at, at)
    }
    return { id }
  })

  const claimNext = db.transaction((now: Date): OutboxJob | undefined => {
    const row = nextDue.get(iso(now))
    if (!row) return undefined
    claim.run(iso(now), row.id)
    const lead = leadById.get(row.lead_id)
    if (!lead) throw new Error(`Outbox row ${row.id} points to missing lead ${row.lead_id}`)
    return { ...toOutbox({ ...row, status: 'sending', claimed_at: iso(now) }), lead: toLead(lead) }
  })

  return {
    /** Stores the lead (and, unless spam, its two outbox rows) in one committed transaction. */
    insertLead: (lead: NewLead, now = new Date()) => insertLead.immediate(lead, now),
    getLead: (id: number): Lead | undefined => {
      const row = leadById.get(id)
      return row && toLead(row)
    },
    outboxFor: (leadId: number): OutboxRow[] => outboxByLead.all(leadId).map(toOutbox),
    getOutbox: (id: number): OutboxRow | undefined => {
      const row = outboxById.get(id)
      return row && toOutbox(row)
    },
    /** Claims the next due message by flipping it to `sending`, so no other worker sends it. */
    claimNext: (now = new Date()) => claimNext.immediate(now),
    markSent: (id: number, toAddr: string | null, now = new Date()) => {
      sent.run(toAddr, iso(now), id)
    },
    /** A failed attempt: back to pending until `retryAt`, or `failed` when retryAt is null. */
    markAttemptFailed: (id: number, error: string, retryAt: Date | null, now = new Date()) => {
      attemptFailed.run(retryAt ? 'pending' : 'failed', error.slice(0, 1000), iso(retryAt ?? now), id)
    },
    /** Rows left in `sending` since before `claimedBefore` (a crash mid-send) go back to pending. */
    releaseStuck: (claimedBefore: Date): number => releaseStuckRows.run(iso(claimedBefore)).changes,
    /** Requeues failed messages with a fresh retry window. */
    retryFailed: (now = new Date()): number => requeueFailed.run(iso(now), iso(now)).changes,
    recentLeads: (limit = 20): LeadWithMail[] => recent.all(limit).map(withMail),
    allLeads: (): LeadWithMail[] => all.all().map(withMail),
    stats: (): LeadStats => {
      const stats: LeadStats = {
        leads: { contact: 0, quote: 0, total: 0 },
        spam: 0,
        outbox: { pending: 0, sending: 0, sent: 0, failed: 0 },
      }
      for (const { form, spam, n } of countLeads.all()) {
        if (spam) stats.spam += n
        else {
          stats.leads[form] += n
          stats.leads.total += n
        }
      }
      for (const { status, n } of countOutbox.all()) stats.outbox[status] = n
      return stats
    },
    /** Deletes leads past their retention period (spam sooner) with their e-mail rows. */
    purgeExpired: (now = new Date()): number => purgeExpired.immediate(now),
    close: () => db.close(),
  }
}

type NewLeadRow = {
  form: LeadForm
  name: string
  email: string
  phone: string
  project_type: string | null
  message: string
  spam: 0 | 1
  spam_reason: string | null
  created_at: string
  user_agent: string | null
}
