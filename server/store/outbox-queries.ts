// The outbox's queries. A worker claims one due message at a time by taking a lease on it: status
// `sending`, its own name in lease_owner and an expiry in lease_until. On PostgreSQL the claim
// skips rows another instance is claiming (FOR UPDATE SKIP LOCKED); on SQLite the single UPDATE is
// atomic. A lease that expires (the worker died mid-send) lets another worker take the row over.
// Results are only recorded by the lease holder, so a worker that lost its lease changes nothing.
// A claim can be limited to a lane (the e-mails, or the webhook posts), so that each lane is worked
// by its own loop and a receiver that hangs never holds back an e-mail (see outbox.ts).
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely'
import type { Dialect } from './dialect'
import { type Lead, type OutboxRow, type PushAlertKind, type Tables, iso, toLead, toOutbox } from './tables'

/** The columns of a message no worker holds (the outbox's and the push alerts'). */
export const noLease = { claimed_at: null, lease_owner: null, lease_until: null } as const

/**
 * What a failed attempt writes, on the outbox's rows and the push alerts' alike: pending again
 * until `retryAt`, or failed for good when retryAt is null; the lease given up.
 */
export const failedAttempt =
  (error: string, retryAt: Date | null, now: Date) => (eb: ExpressionBuilder<Tables, 'outbox' | 'push_alerts'>) => ({
    status: retryAt ? ('pending' as const) : ('failed' as const),
    attempts: eb('attempts', '+', 1),
    last_error: error.slice(0, 1000),
    next_attempt_at: iso(retryAt ?? now),
    ...noLease,
  })

/** `visit`: the lead's visit as it is now (its calendar UID and SEQUENCE), to tell a visit e-mail queued for an older version. */
export type OutboxJob = OutboxRow & {
  lead: Lead
  visit: { uid: string | null; sequence: number }
  /** The job's calendar identity now: a job-start row of an older SEQUENCE is skipped (record 039). */
  job: { uid: string | null; sequence: number }
}

/** `mail`: every kind but `webhook`; `webhook`: the webhook posts only. */
export type OutboxLane = 'mail' | 'webhook'

export function outboxQueries(db: Kysely<Tables>, dialect: Dialect) {
  /** An update of a message this worker still holds: it changes nothing once the lease is lost. */
  const updateHeld = (id: number, owner: string) =>
    db.updateTable('outbox').where('id', '=', id).where('status', '=', 'sending').where('lease_owner', '=', owner)
  return {
    outboxFor: async (leadId: number): Promise<OutboxRow[]> =>
      (await db.selectFrom('outbox').selectAll().where('lead_id', '=', leadId).orderBy('id').execute()).map(toOutbox),
    getOutbox: async (id: number): Promise<OutboxRow | undefined> => {
      const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst()
      return row && toOutbox(row)
    },
    /** Leases the next due message (or one whose lease expired) of `lane` (of any kind without one) to `owner` for `leaseMs`. */
    claimNext: async (owner: string, leaseMs: number, now = new Date(), lane?: OutboxLane): Promise<OutboxJob | undefined> => {
      const at = iso(now)
      const due = db
        .selectFrom('outbox')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', at)]),
            eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', at)]),
          ]),
        )
        .$if(lane === 'webhook', (q) => q.where('kind', '=', 'webhook'))
        .$if(lane === 'mail', (q) => q.where('kind', '!=', 'webhook'))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1)
        .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked())
      const row = await db
        .updateTable('outbox')
        .set({ status: 'sending', claimed_at: at, lease_owner: owner, lease_until: iso(new Date(now.getTime() + leaseMs)) })
        .where('id', '=', due)
        .returningAll()
        .executeTakeFirst()
      if (!row) return undefined
      const lead = await db.selectFrom('leads').selectAll().where('id', '=', row.lead_id).executeTakeFirst()
      if (!lead) {
        await db
          .updateTable('outbox')
          .set({ status: 'failed', last_error: 'The lead was deleted', lease_owner: null })
          .where('id', '=', row.id)
          .execute()
        return undefined
      }
      return {
        ...toOutbox(row),
        lead: toLead(lead),
        visit: { uid: lead.visit_uid ?? null, sequence: Number(lead.visit_sequence ?? 0) },
        job: { uid: lead.job_uid ?? null, sequence: Number(lead.job_sequence ?? 0) },
      }
    },
    /** Records a delivery; false when `owner` no longer holds the lease. */
    markSent: async (id: number, owner: string, toAddr: string | null, now = new Date()): Promise<boolean> => {
      const result = await updateHeld(id, owner)
        .set((eb) => ({
          status: 'sent',
          to_addr: toAddr ?? eb.ref('to_addr'),
          attempts: eb('attempts', '+', 1),
          sent_at: iso(now),
          last_error: null,
          ...noLease,
        }))
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
    /** A visit e-mail the visit moved past, or a quote e-mail its version closed: not sent, and says why (the desk shows it). */
    markSkipped: async (id: number, owner: string, reason: string, now = new Date()): Promise<boolean> => {
      const result = await updateHeld(id, owner)
        .set({ status: 'skipped', last_error: reason.slice(0, 1000), next_attempt_at: iso(now), ...noLease })
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
    /** A failed attempt: back to pending until `retryAt`, or `failed` for good when retryAt is null. */
    markAttemptFailed: async (id: number, owner: string, error: string, retryAt: Date | null, now = new Date()): Promise<boolean> => {
      const result = await updateHeld(id, owner)
        .set(failedAttempt(error, retryAt, now))
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
    /** Gives back every lease `owner` holds (on shutdown), so another worker need not wait for expiry. */
    releaseLeases: async (owner: string): Promise<number> => {
      const result = await db
        .updateTable('outbox')
        .set({ status: 'pending', claimed_at: null, lease_owner: null, lease_until: null })
        .where('status', '=', 'sending')
        .where('lease_owner', '=', owner)
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },
    /** Requeues failed messages with a fresh retry window. */
    retryFailed: async (now = new Date()): Promise<number> => {
      const result = await db
        .updateTable('outbox')
        .set({ status: 'pending', next_attempt_at: iso(now), queued_at: iso(now) })
        .where('status', '=', 'failed')
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },
  }
}

/**
 * The desk's push alerts are queued like the outbox's rows, in the transaction of what they are
 * about (a new lead's, in insert-leads.ts; a customer's visit request's, in
 * server/visits/visit-queries.ts); server/push sends them.
 */
/** One alert for every subscribed device, in `trx` (the transaction of what it is about); resolves to how many. */
export async function queueDeskAlert(
  trx: Transaction<Tables> | Kysely<Tables>,
  alert: { kind: PushAlertKind; leadId: number | null; now: Date },
): Promise<number> {
  const at = iso(alert.now)
  const result = await trx
    .insertInto('push_alerts')
    .columns(['kind', 'lead_id', 'subscription_id', 'next_attempt_at', 'queued_at', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('push_subscriptions')
        .select((s) => [
          s.val(alert.kind).as('kind'),
          s.cast(s.val(alert.leadId), 'integer').as('lead_id'),
          'id as subscription_id',
          s.val(at).as('next_attempt_at'),
          s.val(at).as('queued_at'),
          s.val(at).as('created_at'),
        ]),
    )
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0)
}
