// The owner's calendar feeds in the store: one private address per person, kept as its SHA-256
// only, so a copy of the database opens no calendar; and the visits of a span of days, booked or
// cancelled, read through the indexes on visit_on and visit_cancelled_on and bounded by the span
// (and a ceiling), never the whole store. Each visit comes with the lead's one calendar identity,
// the UID and SEQUENCE the customer's calendar file carries too (record 035).
import { createHash, randomBytes } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { LeadVisit } from '#domain/lead-record'
import { type Lead, type Tables, iso, toLead } from '../store/tables'

/** A job starting within the feed's days, with its lead and its calendar identity (record 039). */
export type FeedJob = { lead: Lead; uid: string; sequence: number; startOn: string }

/** A visit in the owner's calendar: its lead, its identity, and the version it is at (booked, or cancelled until its day). */
export type FeedVisit = { lead: Lead; uid: string; sequence: number; visit: LeadVisit; cancelled: boolean }

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

/** 32 random bytes, base64url: the secret in the calendar's address. */
const newSecret = () => randomBytes(32).toString('base64url')

/** More booked visits than this in 60 days is not a one-crew business's calendar: the feed stops there. */
export const feedCeiling = 500

/** Statuses whose booked visit is not on the calendar (a lost lead's visit is cancelled, so shown cancelled). */
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
    /** The visits booked, or cancelled, from `from` to `to` (business calendar days, both included), soonest first. */
    bookedVisits: async (from: string, to: string): Promise<FeedVisit[]> => {
      const rows = await db
        .selectFrom('leads')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('visit_on', '>=', from), eb('visit_on', '<=', to), eb('status', 'not in', offCalendar)]),
            eb.and([eb('visit_cancelled_on', '>=', from), eb('visit_cancelled_on', '<=', to), eb('status', '!=', 'Spam')]),
          ]),
        )
        .where('visit_uid', 'is not', null)
        .orderBy(sql`coalesce(visit_on, visit_cancelled_on)`)
        .orderBy(sql`coalesce(visit_time, visit_cancelled_time)`)
        .orderBy('id')
        .limit(feedCeiling)
        .execute()
      return rows.flatMap((row): FeedVisit[] => {
        const on = row.visit_on ?? row.visit_cancelled_on
        // Every visit has its UID since migration 015; the query already leaves out a row without.
        if (!on || !row.visit_uid) return []
        const time = row.visit_on ? row.visit_time : row.visit_cancelled_time
        const visit = { on, time: time ?? null }
        return [{ lead: toLead(row), uid: row.visit_uid, sequence: Number(row.visit_sequence), visit, cancelled: !row.visit_on }]
      })
    },
    /** The jobs starting from `from` to `to` (calendar days, inclusive), through leads_job_start_on, bounded as the visits are. */
    jobStarts: async (from: string, to: string): Promise<FeedJob[]> => {
      const rows = await db
        .selectFrom('leads')
        .selectAll()
        .where('job_start_on', '>=', from)
        .where('job_start_on', '<=', to)
        .where('job_uid', 'is not', null)
        .orderBy('job_start_on')
        .limit(feedCeiling)
        .execute()
      return rows.map((r) => ({ lead: toLead(r), uid: r.job_uid ?? '', sequence: Number(r.job_sequence), startOn: r.job_start_on ?? '' }))
    },
  }
}
