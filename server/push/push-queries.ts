// The push alerts' queries. The alerts are queued with what they are about (queueDeskAlert, in
// server/store/outbox-queries.ts: one row per subscribed device, in the caller's transaction), so
// an alert exists exactly when what it is about does. The rows are claimed, leased and recorded
// the way the outbox's rows are: one due row at a time, FOR UPDATE SKIP LOCKED on PostgreSQL, a
// single UPDATE on SQLite, results recorded only by the lease holder, so two instances never send
// one alert twice.
import type { Kysely } from 'kysely'
import type { Dialect } from '../store/dialect'
import { type Lead, type PushAlertKind, type PushAlertStatus, type Tables, iso, toLead } from '../store/tables'
import { failedAttempt, noLease, queueDeskAlert } from '../store/outbox-queries'
import { quoteAlertSummary } from '../quotes/quote-alert'
import { type PushSubscription, subscriptionQueries, toSubscription } from './subscription-queries'

export type { NewPushSubscription, PushSubscription } from './subscription-queries'

export type PushAlertJob = {
  id: number
  kind: PushAlertKind
  attempts: number
  queuedAt: string
  subscription: PushSubscription
  /** The lead it is about, with its photo count; null for an alert about no lead (failing e-mail). */
  lead: (Lead & { photoCount: number }) | null
  /** A customer's answer to a quote: its option and total (server/quotes/quote-alert.ts); null for other alerts. */
  quote: string | null
}
export type PushAlertRow = {
  id: number
  kind: PushAlertKind
  leadId: number | null
  subscriptionId: number
  status: PushAlertStatus
  attempts: number
  lastError: string | null
}

export function pushQueries(db: Kysely<Tables>, dialect: Dialect) {
  const updateHeld = (id: number, owner: string) =>
    db.updateTable('push_alerts').where('id', '=', id).where('status', '=', 'sending').where('lease_owner', '=', owner)
  return {
    ...subscriptionQueries(db, dialect),
    alertsFor: async (leadId: number): Promise<PushAlertRow[]> =>
      (await db.selectFrom('push_alerts').selectAll().where('lead_id', '=', leadId).orderBy('id').execute()).map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        leadId: r.lead_id === null ? null : Number(r.lead_id),
        subscriptionId: Number(r.subscription_id),
        status: r.status,
        attempts: Number(r.attempts),
        lastError: r.last_error,
      })),
    queueDeskAlert: (alert: { kind: PushAlertKind; leadId: number | null; now: Date }) => queueDeskAlert(db, alert),
    /**
     * "Lead e-mails are not going out", unless one was queued in the last `quietMs` (six hours): an
     * outage that fails every e-mail for a day alerts four times, not once per lead.
     */
    queueMailFailing: async (now: Date, quietMs = 6 * 3_600_000): Promise<number> => {
      const recent = await db
        .selectFrom('push_alerts')
        .select('id')
        .where('kind', '=', 'mail-failing')
        .where('created_at', '>', iso(new Date(now.getTime() - quietMs)))
        .executeTakeFirst()
      return recent ? 0 : queueDeskAlert(db, { kind: 'mail-failing', leadId: null, now })
    },
    /** Leases the next due alert (or one whose lease expired) to `owner` for `leaseMs`. */
    claimNextAlert: async (owner: string, leaseMs: number, now = new Date()): Promise<PushAlertJob | undefined> => {
      const at = iso(now)
      // Healthy devices first, and at most one alert in flight per device: a push service that
      // hangs holds one of the lane's places, never all of them.
      const due = db
        .selectFrom('push_alerts as a')
        .innerJoin('push_subscriptions as s', 's.id', 'a.subscription_id')
        .select('a.id')
        .where((eb) =>
          eb.or([
            eb.and([eb('a.status', '=', 'pending'), eb('a.next_attempt_at', '<=', at)]),
            eb.and([eb('a.status', '=', 'sending'), eb('a.lease_until', '<', at)]),
          ]),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('push_alerts as busy')
                .select('busy.id')
                .whereRef('busy.subscription_id', '=', 'a.subscription_id')
                .where('busy.status', '=', 'sending')
                .where('busy.lease_until', '>=', at),
            ),
          ),
        )
        .orderBy('s.failures')
        .orderBy('a.next_attempt_at')
        .orderBy('a.id')
        .limit(1)
        .$if(dialect === 'postgres', (q) => q.forUpdate('a').skipLocked())
      const row = await db
        .updateTable('push_alerts')
        .set({ status: 'sending', claimed_at: at, lease_owner: owner, lease_until: iso(new Date(now.getTime() + leaseMs)) })
        .where('id', '=', due)
        .returningAll()
        .executeTakeFirst()
      if (!row) return undefined
      // Deleting a subscription or a lead deletes its alerts (ON DELETE CASCADE): both are there.
      const subscription = await db.selectFrom('push_subscriptions').selectAll().where('id', '=', row.subscription_id).executeTakeFirst()
      const lead =
        row.lead_id === null ? undefined : await db.selectFrom('leads').selectAll().where('id', '=', row.lead_id).executeTakeFirst()
      if (!subscription || (row.lead_id !== null && !lead)) {
        await db.deleteFrom('push_alerts').where('id', '=', row.id).execute()
        return undefined
      }
      const photos = lead
        ? await db
            .selectFrom('lead_photos')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('lead_id', '=', lead.id)
            .executeTakeFirstOrThrow()
        : undefined
      return {
        id: Number(row.id),
        kind: row.kind,
        attempts: Number(row.attempts),
        queuedAt: row.queued_at,
        subscription: toSubscription(subscription),
        lead: lead ? { ...toLead(lead), photoCount: Number(photos?.n ?? 0) } : null,
        quote: lead ? await quoteAlertSummary(db, row.kind, Number(lead.id)) : null,
      }
    },
    markAlertSent: async (id: number, owner: string, now = new Date()): Promise<boolean> => {
      const result = await updateHeld(id, owner)
        .set((eb) => ({ status: 'sent', attempts: eb('attempts', '+', 1), sent_at: iso(now), last_error: null, ...noLease }))
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
    /** A failed attempt: pending again until `retryAt`, or failed for good when retryAt is null. */
    markAlertFailed: async (id: number, owner: string, error: string, retryAt: Date | null, now = new Date()): Promise<boolean> => {
      const result = await updateHeld(id, owner)
        .set(failedAttempt(error, retryAt, now))
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
    /** Alerts sent or failed more than `days` ago: their record has served (the daily purge). */
    purgeAlerts: async (now: Date, days = 30): Promise<number> => {
      const result = await db
        .deleteFrom('push_alerts')
        .where('status', 'in', ['sent', 'failed'])
        .where('created_at', '<', iso(new Date(now.getTime() - days * 86_400_000)))
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
    /** Gives back every alert lease `owner` holds (on shutdown). */
    releaseAlertLeases: async (owner: string): Promise<number> => {
      const result = await db
        .updateTable('push_alerts')
        .set({ status: 'pending', ...noLease })
        .where('status', '=', 'sending')
        .where('lease_owner', '=', owner)
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },
    /** The VAPID keys: the stored pair, or `make()`'s stored first (two instances starting together keep one). */
    vapidKeys: async (make: () => { publicKey: string; privateKey: string }, now = new Date()) => {
      const existing = await db.selectFrom('push_keys').selectAll().where('id', '=', 1).executeTakeFirst()
      if (!existing) {
        const keys = make()
        await db
          .insertInto('push_keys')
          .values({ id: 1, public_key: keys.publicKey, private_key: keys.privateKey, created_at: iso(now) })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute()
      }
      const row = await db.selectFrom('push_keys').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
      return { publicKey: row.public_key, privateKey: row.private_key }
    },
  }
}

export type PushStore = ReturnType<typeof pushQueries>
