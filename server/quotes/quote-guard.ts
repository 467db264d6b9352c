// The guard of every answer through the customer's link (record 038): a conditional UPDATE of the
// version (not accepted, not declined, not replaced, its day not ended) as the first write of the
// answer's transaction (after, on PostgreSQL, the lead's row lock, taken in a send's order). Two posts at once queue on the version's row lock (PostgreSQL) or the
// write lock (SQLite); the second finds the condition false, changes nothing, and is told why from
// the version as it is then.
import type { Kysely, Transaction } from 'kysely'
import { business } from '#content/business'
import { type AcceptRefusal, acceptRefusal } from '#domain/quote/quote-state'
import type { Dialect } from '../store/dialect'
import { type Tables, iso } from '../store/tables'
import { isQuoteTokenShaped, quoteTokenHash } from './quote-link'
import { type VersionRow, noViews } from './quote-rows'
import { Refused } from './quote-send'
import type { AnswerRefusal } from './quote-store'

const timeZone = business.replyPromise.timeZone

export const versionByToken = async (db: Kysely<Tables>, token: string): Promise<VersionRow | undefined> =>
  isQuoteTokenShaped(token)
    ? db.selectFrom('quote_versions').selectAll().where('token_hash', '=', quoteTokenHash(token)).executeTakeFirst()
    : undefined

const factsOf = (r: VersionRow) => ({
  validThrough: r.valid_through,
  acceptedAt: r.accepted_at,
  declinedAt: r.declined_at,
  questionAt: r.question_at,
  replacedAt: r.replaced_at,
  firstViewedAt: noViews.firstViewedAt,
})

/** Why the version cannot be answered now, read again (after a guard found it changed). */
async function refusalNow(db: Kysely<Tables>, id: number, now: Date): Promise<AcceptRefusal> {
  const row = await db.selectFrom('quote_versions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  return acceptRefusal(factsOf(row), now, timeZone) ?? 'accepted'
}

export type Answer = { accepted_at?: string; declined_at?: string; decline_reason?: string | null; question_at?: string }

/** The guard: sets `answer` on a version still open to it; false when it no longer is. */
async function claimOpen(trx: Transaction<Tables>, id: number, answer: Answer, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('quote_versions')
    .set(answer)
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('declined_at', 'is', null)
    .where('replaced_at', 'is', null)
    .where('valid_until', '>', at)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Runs `work` after the guard; resolves to its result, or to why the version was not open. */
export async function answer<T>(
  db: Kysely<Tables>,
  dialect: Dialect,
  row: VersionRow,
  set: Answer,
  now: Date,
  work: (trx: Transaction<Tables>) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; reason: AnswerRefusal }> {
  const early = acceptRefusal(factsOf(row), now, timeZone)
  if (early) return { ok: false, reason: early }
  try {
    const value = await db.transaction().execute(async (trx) => {
      // PostgreSQL: the lead's row first, as a send takes it, so an answer and a new version at once
      // take their locks in one order (lead, then version) and never deadlock. SQLite has one writer.
      if (dialect === 'postgres') await trx.selectFrom('leads').select('id').where('id', '=', Number(row.lead_id)).forUpdate().execute()
      if (!(await claimOpen(trx, Number(row.id), set, iso(now)))) throw new Refused('closed')
      return work(trx)
    })
    return { ok: true, value }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: await refusalNow(db, Number(row.id), now) }
    throw error
  }
}
