// A device's push subscription: stored for the signed-in person and the passkey the session signed
// in with, within the caps (per person, per passkey), never taken from another person; its failed
// sends in a row counted, so a device whose push service keeps failing for a day is dropped. On PostgreSQL
// the person's row is locked while the caps are counted, so two devices turning alerts on at once
// cannot both take the last place; SQLite runs one write transaction at a time.
import type { Kysely } from 'kysely'
import type { Dialect } from '../store/dialect'
import { type Tables, iso } from '../store/tables'

export type PushSubscription = { id: number; personId: number; passkeyId: string | null; endpoint: string; p256dh: string; auth: string }
export type NewPushSubscription = Omit<PushSubscription, 'id'>

export const toSubscription = (r: {
  id: number
  person_id: number
  passkey_id: string | null
  endpoint: string
  p256dh: string
  auth: string
}): PushSubscription => ({
  id: Number(r.id),
  personId: Number(r.person_id),
  passkeyId: r.passkey_id,
  endpoint: r.endpoint,
  p256dh: r.p256dh,
  auth: r.auth,
})

export function subscriptionQueries(db: Kysely<Tables>, dialect: Dialect) {
  return {
    /** Stores a device's subscription (tests and tools; the desk's route uses subscribeWithin) for a person (the same endpoint again is taken over, with its new keys). */
    subscribe: async (s: NewPushSubscription, now = new Date()): Promise<number> => {
      const values = { person_id: s.personId, passkey_id: s.passkeyId, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth }
      const row = await db
        .insertInto('push_subscriptions')
        .values({ ...values, created_at: iso(now) })
        .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow()
      return Number(row.id)
    },
    /**
     * Stores a device's subscription within the caps, in one transaction: the same endpoint again is
     * taken over (new keys) only when it is the same person's; a new one only under both caps.
     */
    subscribeWithin: async (
      s: NewPushSubscription,
      caps: { perPerson: number; perPasskey: number },
      now = new Date(),
    ): Promise<'stored' | 'taken' | 'person-full' | 'passkey-full'> =>
      db.transaction().execute(async (tx) => {
        if (dialect === 'postgres') await tx.selectFrom('people').select('id').where('id', '=', s.personId).forUpdate().execute()
        const existing = await tx
          .selectFrom('push_subscriptions')
          .select(['id', 'person_id'])
          .where('endpoint', '=', s.endpoint)
          .executeTakeFirst()
        if (existing && Number(existing.person_id) !== s.personId) return 'taken'
        if (existing) {
          await tx
            .updateTable('push_subscriptions')
            .set({ passkey_id: s.passkeyId, p256dh: s.p256dh, auth: s.auth, failures: 0 })
            .where('id', '=', existing.id)
            .execute()
          return 'stored'
        }
        const count = (q: 'person_id' | 'passkey_id', value: number | string | null) =>
          tx
            .selectFrom('push_subscriptions')
            .select((eb) => eb.fn.countAll().as('n'))
            .where(q, '=', value)
            .executeTakeFirstOrThrow()
        if (Number((await count('person_id', s.personId)).n) >= caps.perPerson) return 'person-full'
        if (s.passkeyId !== null && Number((await count('passkey_id', s.passkeyId)).n) >= caps.perPasskey) return 'passkey-full'
        const values = { person_id: s.personId, passkey_id: s.passkeyId, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth }
        const row = await tx
          .insertInto('push_subscriptions')
          .values({ ...values, created_at: iso(now) })
          // Another person's device stored the same endpoint a moment ago: it stays theirs.
          .onConflict((oc) => oc.column('endpoint').doNothing())
          .returning('id')
          .executeTakeFirst()
        return row ? 'stored' : 'taken'
      }),
    /** Signing out: the alerts of the session's passkey go (`passkeyId` null: every device of the person, signed out everywhere). */
    alertsOffOnSignOut: async (personId: number, passkeyId: string | null): Promise<number> => {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('person_id', '=', personId)
        .$if(passkeyId !== null, (q) => q.where('passkey_id', '=', passkeyId))
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
    /** Removes a device's subscription, only the person's own; true when one went. */
    unsubscribe: async (personId: number, endpoint: string): Promise<boolean> => {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('person_id', '=', personId)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
    /** A subscription the push service no longer knows (404, 410): it goes with its alerts. */
    removeSubscription: async (id: number): Promise<void> => {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute()
    },
    subscriptions: async (): Promise<PushSubscription[]> =>
      (await db.selectFrom('push_subscriptions').selectAll().orderBy('id').execute()).map(toSubscription),
    /** One person's passkeys (devices) with alerts on, and their endpoints: no one else's. */
    alertDevices: async (personId: number): Promise<{ passkeys: string[]; mine: string[] }> => {
      const rows = await db.selectFrom('push_subscriptions').select(['passkey_id', 'endpoint']).where('person_id', '=', personId).execute()
      return {
        passkeys: [...new Set(rows.flatMap((r) => (r.passkey_id ? [r.passkey_id] : [])))],
        mine: rows.map((r) => r.endpoint),
      }
    },
    /** A delivery: the device's failed sends in a row start again from none. */
    recordDelivery: async (subscriptionId: number, now = new Date()): Promise<void> => {
      await db
        .updateTable('push_subscriptions')
        .set({ failures: 0, failing_since: null, last_sent_at: iso(now) })
        .where('id', '=', subscriptionId)
        .execute()
    },
    /**
     * A failed send. At `drop.failures` in a row over at least `drop.forMs` (a day), the device goes
     * with its alerts (true): a push service that never answers stops costing the lane, and an
     * hour's outage of the server's own network, which fails every device at once, drops none.
     */
    recordFailure: async (subscriptionId: number, drop: { failures: number; forMs: number }, now = new Date()): Promise<boolean> => {
      const row = await db
        .updateTable('push_subscriptions')
        .set((eb) => ({ failures: eb('failures', '+', 1), failing_since: eb.fn.coalesce('failing_since', eb.val(iso(now))) }))
        .where('id', '=', subscriptionId)
        .returning(['failures', 'failing_since'])
        .executeTakeFirst()
      const since = row?.failing_since ? new Date(row.failing_since).getTime() : now.getTime()
      if (!row || Number(row.failures) < drop.failures || now.getTime() - since < drop.forMs) return false
      await db.deleteFrom('push_subscriptions').where('id', '=', subscriptionId).execute()
      return true
    },
  }
}
