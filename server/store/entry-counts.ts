// The entries' store (issue 44, record 040): the day's salt for the visit keys, a batch of counted
// entries written in one transaction, the landing page of a client's visit, and the purge. Two
// instances add up: a visit's key is inserted once (ON CONFLICT DO NOTHING ... RETURNING), and only
// the rows this instance inserted raise the day's totals, so an entry seen by both counts once.
import { type Kysely, type Transaction, sql } from 'kysely'
import type { EntrySource } from '#domain/entries'
import { daySalt } from './daily-counts'
import type { Tables } from './tables'

/** A visit counted by its key: the day's keyed hash of address and browser, never either. */
export type KeyedEntry = EntrySource & { day: string; key: string; page: string }
/** Entries counted without a key (a browser that asks not to be tracked). */
export type UnkeyedEntries = EntrySource & { day: string; page: string; entries: number }

/** Rows a statement inserts at most: SQLite takes up to 32,766 parameters, six a row. */
const chunk = 500

const groupKey = (e: EntrySource & { day: string; page: string }) => JSON.stringify([e.day, e.page, e.source, e.medium, e.campaign])

async function addTotals(trx: Transaction<Tables>, totals: Map<string, UnkeyedEntries>) {
  const rows = [...totals.values()]
  for (let i = 0; i < rows.length; i += chunk) {
    await trx
      .insertInto('entry_days')
      .values(rows.slice(i, i + chunk))
      .onConflict((oc) =>
        oc.columns(['day', 'page', 'source', 'medium', 'campaign']).doUpdateSet({ entries: sql`entry_days.entries + excluded.entries` }),
      )
      .execute()
  }
}

export function entryCounts(db: Kysely<Tables>) {
  return {
    /** The salt of a business day's visit keys, made the first time any instance asks for it. */
    entrySalt: (day: string): Promise<string> => daySalt(db, day),

    /** Writes a batch: each visit key once across instances, and the totals of those new and of the unkeyed. */
    addEntries: (keyed: readonly KeyedEntry[], unkeyed: readonly UnkeyedEntries[]): Promise<void> =>
      db.transaction().execute(async (trx) => {
        const totals = new Map<string, UnkeyedEntries>()
        const add = (e: EntrySource & { day: string; page: string }, n: number) => {
          const k = groupKey(e)
          const known = totals.get(k)
          if (known) known.entries += n
          else totals.set(k, { day: e.day, page: e.page, source: e.source, medium: e.medium, campaign: e.campaign, entries: n })
        }
        for (let i = 0; i < keyed.length; i += chunk) {
          const fresh = await trx
            .insertInto('entry_keys')
            .values(
              keyed
                .slice(i, i + chunk)
                .map(({ day, key, page, source, medium, campaign }) => ({ day, key, page, source, medium, campaign })),
            )
            .onConflict((oc) => oc.columns(['day', 'key']).doNothing())
            .returning(['day', 'page', 'source', 'medium', 'campaign'])
            .execute()
          for (const row of fresh) add(row, 1)
        }
        for (const e of unkeyed) add(e, e.entries)
        await addTotals(trx, totals)
      }),

    /** The landing page of the visit with this key on one of these days (the latest first), or undefined. */
    landingOf: async (key: string, days: readonly string[]): Promise<string | undefined> => {
      const row = await db
        .selectFrom('entry_keys')
        .select('page')
        .where('key', '=', key)
        .where('day', 'in', [...days])
        .orderBy('day', 'desc')
        .limit(1)
        .executeTakeFirst()
      return row?.page
    },

    /** Deletes the visit keys and salts of days before `keepFrom`: no key of those days can be made again. */
    purgeEntryKeys: async (keepFrom: string): Promise<{ keys: number }> => {
      const result = await db.deleteFrom('entry_keys').where('day', '<', keepFrom).executeTakeFirst()
      await db.deleteFrom('daily_salts').where('day', '<', keepFrom).execute()
      return { keys: Number(result.numDeletedRows) }
    },
  }
}

export type EntryCounts = ReturnType<typeof entryCounts>
