// Counts per UTC day that every instance shares through the lead database: photo bytes per client
// and for the site, acknowledgements per recipient. A client address or an e-mail address is never
// stored: its key is an HMAC with the day's random salt, and the salt goes with the day's counts
// (purge), after which no key can be traced back. An increment either fits under its cap or
// changes nothing, atomically on SQLite and PostgreSQL alike.
import { createHmac, randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Tables } from './tables'

export const dayOf = (now: Date) => now.toISOString().slice(0, 10)

/** One count to raise: its key and the most it may reach (0: no cap). */
export type Capped = { key: string; cap: number }

/** A day's random salt, made by the first instance that asks for it (the entries' keys use it too). */
export async function daySalt(db: Kysely<Tables>, day: string): Promise<string> {
  await db
    .insertInto('daily_salts')
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute()
  const { salt } = await db.selectFrom('daily_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow()
  return salt
}

export function dailyCounts(db: Kysely<Tables>) {
  const salts = new Map<string, string>()

  async function saltOf(day: string): Promise<string> {
    const known = salts.get(day)
    if (known) return known
    const salt = await daySalt(db, day)
    if (salts.size > 4) salts.clear()
    salts.set(day, salt)
    return salt
  }

  /** Raises every count by `amount` if each stays within its cap; else none, and the key that was full. */
  async function addWithin(trx: Transaction<Tables> | Kysely<Tables>, day: string, counts: Capped[], amount: number) {
    for (const { key, cap } of counts) {
      await trx
        .insertInto('daily_counts')
        .values({ day, key, amount: 0 })
        .onConflict((oc) => oc.columns(['day', 'key']).doNothing())
        .execute()
      const result = await trx
        .updateTable('daily_counts')
        .set((eb) => ({ amount: eb('amount', '+', amount) }))
        .where('day', '=', day)
        .where('key', '=', key)
        .$if(cap > 0, (q) => q.where('amount', '<=', cap - amount))
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0) return key
    }
    return undefined
  }

  return {
    /** The key counting `value` (an address, an e-mail) under `kind` today: a keyed hash, never the value. */
    dailyKey: async (kind: string, value: string, now = new Date()): Promise<string> =>
      `${kind}:${createHmac('sha256', await saltOf(dayOf(now)))
        .update(value)
        .digest('hex')
        .slice(0, 32)}`,
    /** Today's counts of these keys (0 for a key not counted yet). */
    dailyUsage: async (keys: string[], now = new Date()): Promise<Record<string, number>> => {
      const usage: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]))
      if (keys.length === 0) return usage
      const rows = await db
        .selectFrom('daily_counts')
        .select(['key', 'amount'])
        .where('day', '=', dayOf(now))
        .where('key', 'in', keys)
        .execute()
      for (const r of rows) usage[r.key] = Number(r.amount)
      return usage
    },
    /** Adds `amount` to every count, all or none: undefined when it fit, else the key that was full. */
    addDaily: (counts: Capped[], amount: number, now = new Date()): Promise<string | undefined> =>
      db
        .transaction()
        .execute(async (trx) => {
          const full = await addWithin(trx, dayOf(now), counts, amount)
          // Throwing rolls back the counts already raised in this call.
          if (full) throw Object.assign(new Error('budget full'), { fullKey: full })
          return undefined
        })
        .catch((error: unknown) => {
          if (error instanceof Error && 'fullKey' in error) return String(error.fullKey)
          throw error
        }),
    addWithin,
    /** Deletes the counts and salts of days before yesterday. */
    purgeDaily: async (now = new Date()): Promise<void> => {
      const before = dayOf(new Date(now.getTime() - 86_400_000))
      await db.deleteFrom('daily_counts').where('day', '<', before).execute()
      await db.deleteFrom('daily_salts').where('day', '<', before).execute()
      for (const day of salts.keys()) if (day < before) salts.delete(day)
    },
  }
}
