// The daily purge of leads past their retention (spam sooner) and of photos past theirs, a few
// hundred rows at a time, each batch its own short transaction: with 90,000 expired spam leads
// after a bot's run, a lead posted meanwhile waits for one batch at most, never for the whole purge
// (SQLite has one writer; PostgreSQL would hold the rows' locks).
import type { ExpressionBuilder, Kysely } from 'kysely'
import type { RecordsKeep } from '#domain/records-kept'
import { deleteLeadRows } from './delete-leads'
import { foldStatusDeltas } from './status-counts'
import { type Tables, iso } from './tables'

/** Rows per transaction: each batch takes milliseconds (the benchmark, tools/bench-desk.ts, measures the wait of posts). */
export const purgeBatch = 300

const daysBefore = (now: Date, days: number) => iso(new Date(now.getTime() - days * 86_400_000))
/** Lets the server's other work (a post, a page of the desk) run between two batches. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve))

export async function purgeExpiredLeads(
  db: Kysely<Tables>,
  retention: { leadDays: number; spamDays: number; photoDays: number },
  now: Date,
  keep?: RecordsKeep,
): Promise<{ leads: number; photos: number }> {
  // A lead kept for its contract (record 039) is left alone until its kept_until has passed.
  const notKept = () => (eb: ExpressionBuilder<Tables, 'leads'>) => eb.or([eb('kept_until', 'is', null), eb('kept_until', '<=', iso(now))])
  let leads = 0
  let photos = 0
  // Spam past its 90 days (leads_spam_created), then any lead past its three years (leads_newest).
  const expired = [
    () =>
      db
        .selectFrom('leads')
        .select('id')
        .where('spam', '=', 1)
        .where('created_at', '<', daysBefore(now, retention.spamDays))
        .where(notKept())
        .orderBy('spam')
        .orderBy('created_at'),
    () =>
      db
        .selectFrom('leads')
        .select('id')
        .where('created_at', '<', daysBefore(now, retention.leadDays))
        .where(notKept())
        .orderBy('created_at'),
  ]
  for (const query of expired) {
    for (;;) {
      const ids = (await query().limit(purgeBatch).execute()).map((r) => Number(r.id))
      if (ids.length === 0) break
      const deleted = await db.transaction().execute((trx) => deleteLeadRows(trx, ids, { now, keep }))
      leads += deleted.leads
      photos += deleted.photos
      await pause()
    }
  }
  // Photos past their own (shorter) retention, of leads that stay.
  for (;;) {
    const ids = (
      await db
        .selectFrom('lead_photos')
        .select('id')
        .where('created_at', '<', daysBefore(now, retention.photoDays))
        .orderBy('created_at')
        .limit(purgeBatch)
        .execute()
    ).map((r) => Number(r.id))
    if (ids.length === 0) break
    const result = await db.deleteFrom('lead_photos').where('id', 'in', ids).executeTakeFirst()
    photos += Number(result.numDeletedRows)
    await pause()
  }
  await foldStatusDeltas(db)
  return { leads, photos }
}
