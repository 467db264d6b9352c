// The owner's calendar feeds in the store: one private address per person, kept as its SHA-256
// only, so a copy of the database opens no calendar; and the booked visits of a span of days, read
// through the index on visit_on and bounded by the span (and a ceiling), never the whole store.
import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { type Lead, type Tables, iso, toLead } from '../store/tables'

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

/** 32 random bytes, base64url: the secret in the calendar's address. */
const newSecret = () => randomBytes(32).toString('base64url')

/** More booked visits than this in 60 days is not a one-crew business's calendar: the feed stops there. */
export const feedCeiling = 500

/** Statuses whose booked visit is not on the calendar. */
const offCalendar = ['Lost', 'Spam'] as const

export function calendarFeedQueries(db: Kysely<Tables>) {
  return {
    /** Makes this person's calendar address, replacing any earlier one; resolves to its secret (shown once). */
    makeCalendarFeed: async (personId: number, now = new Date()): Promise<string> => {
      const secret = newSecret()
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('calendar_feeds').where('person_id', '=', personId).execute()
        await trx
          .insertInto('calendar_feeds')
          .values({ person_id: personId, token_hash: hashOf(secret), created_at: iso(now) })
          .execute()
      })
      return secret
    },
    /** Stops this person's calendar address; false when there was none. */
    revokeCalendarFeed: async (personId: number): Promise<boolean> => {
      const result = await db.deleteFrom('calendar_feeds').where('person_id', '=', personId).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
    /** When this person's address was made, or null without one. */
    calendarFeedOf: async (personId: number): Promise<{ createdAt: string } | null> => {
      const row = await db.selectFrom('calendar_feeds').select('created_at').where('person_id', '=', personId).executeTakeFirst()
      return row ? { createdAt: row.created_at } : null
    },
    /** Whether `secret` is a live calendar address of a person still in the desk. */
    calendarFeedOpens: async (secret: string): Promise<boolean> => {
      const row = await db
        .selectFrom('calendar_feeds as f')
        .innerJoin('people as p', 'p.id', 'f.person_id')
        .select('p.id')
        .where('f.token_hash', '=', hashOf(secret))
        .executeTakeFirst()
      return row !== undefined
    },
    /** The leads with a visit booked from `from` to `to` (business calendar days, both included), soonest first. */
    bookedVisits: async (from: string, to: string): Promise<Lead[]> => {
      const rows = await db
        .selectFrom('leads')
        .selectAll()
        .where('visit_on', '>=', from)
        .where('visit_on', '<=', to)
        .where('status', 'not in', offCalendar)
        .orderBy('visit_on')
        .orderBy('visit_time')
        .orderBy('id')
        .limit(feedCeiling)
        .execute()
      return rows.map(toLead)
    },
  }
}
