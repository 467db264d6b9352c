// The desk's view of the leads: the list with a count per status (lead-list.ts), one lead with its history, and
// the changes a person makes. Every change names the version it was made against and raises it,
// in one UPDATE: two people changing one lead at once never overwrite each other (the second is
// refused and told to reload).
import type { Kysely } from 'kysely'
import type { RecordsKeep } from '#domain/records-kept'
import { deleteLeadRows } from '../store/delete-leads'
import { phoneKey } from '#domain/lead-search'
import type { Dialect } from '../store/dialect'
import { type LeadEvent, type LeadStatus, type LeadVisit, type Tables, iso } from '../store/tables'
import { inboxWords } from '#content/pages/inbox'
import { deskLeadList } from './lead-list'
import { queueVisitChange } from '../visits/visit-change'
import { visitQueries } from '../visits/visit-queries'

export type { DeskLeadPage, DeskLeadRow, LeadFilter } from './lead-list'

export type ChangeResult = { ok: true; version: number } | { ok: false; reason: 'missing' | 'conflict' }
export type OutboxHealth = { failing: number; lastError: string | null; lastErrorAt: string | null }

/** Outbox rows still pending after this long count as failing. */
export const longRetryMs = 30 * 60_000

/** `webhook`: a lead moved out of Spam is also posted to LEADS_WEBHOOK_URL, as a new one is. */
export function deskLeadQueries(db: Kysely<Tables>, options: { webhook?: boolean; dialect: Dialect; recordsKeep?: RecordsKeep }) {
  const { visitLinkKey } = visitQueries(db, options.dialect)
  return {
    ...deskLeadList(db, options.dialect),
    leadEvents: async (leadId: number): Promise<LeadEvent[]> =>
      (await db.selectFrom('lead_events').selectAll().where('lead_id', '=', leadId).orderBy('at').orderBy('id').execute()).map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        personEmail: r.person_email,
        fromStatus: r.from_status,
        toStatus: r.to_status,
        note: r.note,
        at: r.at,
      })),
    /** The first time a lead is opened; later openings change nothing (and no version). */
    markOpened: async (leadId: number, now = new Date()): Promise<void> => {
      await db
        .updateTable('leads')
        .set({ opened_at: iso(now) })
        .where('id', '=', leadId)
        .where('opened_at', 'is', null)
        .execute()
    },
    /** A status change, a note and/or the booked visit (null clears it), made against `version`. */
    changeLead: async (
      leadId: number,
      change: { version: number; status?: LeadStatus; note?: string; visit?: LeadVisit | null; person: { id: number; email: string } },
      now = new Date(),
    ): Promise<ChangeResult> => {
      // Read first, outside the transaction: the UPDATE below applies only at this same version,
      // so what was read is what is changed. (A SQLite transaction that reads before it writes
      // fails at once when another connection writes meanwhile.)
      const before = await db
        .selectFrom('leads')
        .select(['status', 'version', 'email', 'visit_on', 'visit_time', 'visit_uid', 'visit_sequence', 'visit_booking'])
        .where('id', '=', leadId)
        .executeTakeFirst()
      if (!before) return { ok: false, reason: 'missing' }
      if (Number(before.version) !== change.version) return { ok: false, reason: 'conflict' }
      const to = change.status && change.status !== before.status ? change.status : undefined
      // The visit as it will be: as asked, or cleared when the lead is lost (the customer is told),
      // even when the same change names a visit: a lost lead keeps no visit and no live link.
      const visit = to === 'Lost' && (before.visit_on || change.visit) ? null : change.visit
      const key = visit !== undefined ? await visitLinkKey() : ''
      return db.transaction().execute(async (trx): Promise<ChangeResult> => {
        const at = iso(now)
        const updated = await trx
          .updateTable('leads')
          .set((eb) => ({
            version: eb('version', '+', 1),
            ...(to && { status: to }),
            ...(to && to !== 'New' && to !== 'Spam' && { first_contacted_at: eb.fn.coalesce('first_contacted_at', eb.val(at)) }),
          }))
          .where('id', '=', leadId)
          .where('version', '=', change.version)
          .returning('version')
          .executeTakeFirst()
        if (!updated) return { ok: false, reason: 'conflict' }
        if (visit !== undefined) await queueVisitChange(trx, leadId, before, visit, key, now)
        const who = { lead_id: leadId, person_id: change.person.id, person_email: change.person.email, at }
        if (to)
          await trx
            .insertInto('lead_events')
            .values({ ...who, kind: 'status', from_status: before.status, to_status: to })
            .execute()
        // A visit cleared because the lead was lost is written in its history, as a cleared one is.
        const note = [change.visit !== null && visit === null ? inboxWords.lead.visit.cleared : '', change.note?.trim() ?? '']
          .filter(Boolean)
          .join('\n')
        if (note)
          await trx
            .insertInto('lead_events')
            .values({ ...who, kind: 'note', note: note.slice(0, 4000) })
            .execute()
        return { ok: true, version: Number(updated.version) }
      })
    },
    /**
     * "Not spam": the lead becomes New and a real lead, and its e-mails are queued now (the owner's
     * and the visitor's), as if it had just come in. Only a lead marked Spam at `version`.
     */
    markNotSpam: async (
      leadId: number,
      version: number,
      person: { id: number; email: string },
      now = new Date(),
    ): Promise<ChangeResult> => {
      const lead = await db.selectFrom('leads').select(['status', 'email']).where('id', '=', leadId).executeTakeFirst()
      if (!lead) return { ok: false, reason: 'missing' }
      return db.transaction().execute(async (trx): Promise<ChangeResult> => {
        const at = iso(now)
        const updated = await trx
          .updateTable('leads')
          .set((eb) => ({ version: eb('version', '+', 1), status: 'New', spam: 0 }))
          .where('id', '=', leadId)
          .where('version', '=', version)
          .where('status', '=', 'Spam')
          .returning('version')
          .executeTakeFirst()
        if (!updated) return { ok: false, reason: 'conflict' }
        const queued = await trx.selectFrom('outbox').select('kind').where('lead_id', '=', leadId).execute()
        const row = { lead_id: leadId, next_attempt_at: at, queued_at: at, created_at: at }
        const missing = [
          { ...row, kind: 'business' as const, to_addr: null },
          { ...row, kind: 'acknowledgement' as const, to_addr: lead.email },
          ...(options.webhook ? [{ ...row, kind: 'webhook' as const, to_addr: null }] : []),
        ].filter((r) => !queued.some((q) => q.kind === r.kind))
        if (missing.length > 0) await trx.insertInto('outbox').values(missing).execute()
        await trx
          .insertInto('lead_events')
          .values({
            lead_id: leadId,
            person_id: person.id,
            person_email: person.email,
            at,
            kind: 'status',
            from_status: 'Spam',
            to_status: 'New',
          })
          .execute()
        return { ok: true, version: Number(updated.version) }
      })
    },
    /**
     * Queues the one review request of a Won lead and records when: 'not-won' for any other status,
     * 'already' when it was asked before (the conditional update makes two taps, or two people, ask once).
     */
    requestReview: async (
      leadId: number,
      now = new Date(),
    ): Promise<{ ok: true } | { ok: false; reason: 'missing' | 'not-won' | 'already' }> => {
      const lead = await db
        .selectFrom('leads')
        .select(['status', 'email', 'review_requested_at'])
        .where('id', '=', leadId)
        .executeTakeFirst()
      if (!lead) return { ok: false, reason: 'missing' }
      if (lead.status !== 'Won') return { ok: false, reason: 'not-won' }
      return db.transaction().execute(async (trx) => {
        const at = iso(now)
        const updated = await trx
          .updateTable('leads')
          .set({ review_requested_at: at })
          .where('id', '=', leadId)
          .where('status', '=', 'Won')
          .where('review_requested_at', 'is', null)
          .executeTakeFirst()
        if (Number(updated.numUpdatedRows) !== 1) return { ok: false as const, reason: 'already' as const }
        await trx
          .insertInto('outbox')
          .values({ lead_id: leadId, kind: 'review', to_addr: lead.email, next_attempt_at: at, queued_at: at, created_at: at })
          .execute()
        return { ok: true as const }
      })
    },
    /** The ids of every lead whose e-mail is `email` or whose phone is `phone` (by its digits), through their indexed keys. */
    leadsOfPerson: async (match: { email?: string; phone?: string }): Promise<number[]> => {
      const email = match.email?.trim().toLowerCase()
      const phone = match.phone ? phoneKey(match.phone) : ''
      if (!email && phone.length < 7) return []
      const rows = await db
        .selectFrom('leads')
        .select('id')
        .where((eb) => eb.or([...(email ? [eb('email_key', '=', email)] : []), ...(phone ? [eb('phone_key', '=', phone)] : [])]))
        .orderBy('id')
        .execute()
      return rows.map((r) => Number(r.id))
    },
    /**
     * Deletes these leads with their photos, e-mail rows and history; a lead with a signed contract
     * keeps the contract and its records until their periods end (delete-leads.ts, record 039).
     * Resolves to how many went and how many were kept for their contract.
     */
    deleteLeads: async (ids: number[], now = new Date()): Promise<{ deleted: number; kept: number }> => {
      if (ids.length === 0) return { deleted: 0, kept: 0 }
      const result = await db.transaction().execute((trx) => deleteLeadRows(trx, ids, { now, keep: options.recordsKeep }))
      return { deleted: result.leads, kept: result.kept }
    },
    /** E-mails (and morning digests) that failed, or are still retrying after half an hour, and the latest error. */
    outboxHealth: async (now = new Date()): Promise<OutboxHealth> => {
      const failing = db
        .selectFrom('outbox')
        .where((eb) =>
          eb.or([
            eb('status', '=', 'failed'),
            eb.and([
              eb('status', 'in', ['pending', 'sending']),
              eb('attempts', '>', 0),
              eb('queued_at', '<', iso(new Date(now.getTime() - longRetryMs))),
            ]),
          ]),
        )
      const { n } = await failing.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      const last = await failing
        .select(['last_error', 'next_attempt_at'])
        .where('last_error', 'is not', null)
        .orderBy('next_attempt_at', 'desc')
        .limit(1)
        .executeTakeFirst()
      // The morning digest fails the same way: given up, or still retrying after an error.
      const digests = await db
        .selectFrom('digests')
        .select(['last_error', 'next_attempt_at'])
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'failed'), eb('next_attempt_at', '>=', iso(new Date(now.getTime() - 3 * 86_400_000)))]),
            eb.and([eb('status', '=', 'pending'), eb('attempts', '>', 0)]),
          ]),
        )
        .orderBy('next_attempt_at', 'desc')
        .execute()
      const latest = [last, digests[0]]
        .filter((r) => r?.last_error)
        .sort((a, b) => (b?.next_attempt_at ?? '').localeCompare(a?.next_attempt_at ?? ''))[0]
      return { failing: Number(n) + digests.length, lastError: latest?.last_error ?? null, lastErrorAt: latest?.next_attempt_at ?? null }
    },
  }
}
