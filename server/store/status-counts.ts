// The count of leads per status, read from the +1/-1 rows the triggers of migration 010 add as
// leads come, change status and go, not from the leads. The rows are folded into one per status by
// the daily purge, and by a read that found more than `foldAfter` of them (a bot's run between two
// purges), so the read stays a few hundred rows whatever the store holds.
import type { Kysely } from 'kysely'
import type { Tables } from './tables'

export const foldAfter = 500

/**
 * Folds the deltas into one row per status, in one short transaction: the sums are of exactly the
 * rows deleted (RETURNING), so a delta committed meanwhile is never lost, and two folds at once
 * each fold what they deleted.
 */
export async function foldStatusDeltas(db: Kysely<Tables>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('lead_status_deltas').returning(['status', 'n']).execute()
    const sums = new Map<string, number>()
    for (const r of gone) sums.set(r.status, (sums.get(r.status) ?? 0) + Number(r.n))
    const kept = [...sums].filter(([, n]) => n !== 0).map(([status, n]) => ({ status, n }))
    if (kept.length > 0) await trx.insertInto('lead_status_deltas').values(kept).execute()
  })
}

/** Leads per status (statuses with none left out). */
export async function statusCounts(db: Kysely<Tables>): Promise<{ status: string; n: number }[]> {
  const rows = await db
    .selectFrom('lead_status_deltas')
    .select(['status', (eb) => eb.fn.sum<number | string>('n').as('n'), (eb) => eb.fn.countAll<number | string>().as('rows')])
    .groupBy('status')
    .execute()
  // Folded after the answer: a failed fold loses nothing (its transaction rolls back) and is retried by the next read.
  if (rows.reduce((sum, r) => sum + Number(r.rows), 0) > foldAfter) foldStatusDeltas(db).catch(() => undefined)
  return rows.map((r) => ({ status: r.status, n: Number(r.n) }))
}
