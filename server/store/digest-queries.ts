// The morning digest's queries: what waits for an answer, and the day's row in `digests` that lets
// one instance of many send it. Claiming a day inserts its row (the day is the primary key, so of
// two instances one insert wins), or takes over a row whose retry is due or whose sender died
// mid-send (its lease expired). Results are recorded only by the lease holder.
import type { Kysely } from 'kysely'
import { type DigestStatus, type Lead, type Tables, iso, toLead } from './tables'

export type DigestContents = {
  /** Leads still New (never spam), oldest first. */
  newLeads: Lead[]
  /** Leads whose visit is booked for one of `days`, soonest first. */
  visits: Lead[]
  /** Leads Quoted on or before the cut-off and still Quoted, with when; longest waiting first. */
  quotes: { lead: Lead; quotedAt: string }[]
  /** Customers' requests to move or cancel a visit not yet handled in the desk, oldest first. */
  requests: { lead: Lead; kind: 'move' | 'cancel'; createdAt: string }[]
  /** On Mondays, last week's line (record 040): its entries, requests, won dollars and best page. */
  lastWeek?: { entries: number; requests: number; wonCents: number; bestPage: string | null }
}

/** The open requests read for the digest: far more than a one-crew business gets between two mornings. */
const requestsRead = 100

export type DigestRow = {
  day: string
  status: DigestStatus
  attempts: number
  lastError: string | null
  summary: string | null
  sentAt: string | null
}

/** How a claimed day ended: sent (or nothing to send), or an error with the time to try again (null: give up). */
export type DigestResult = { status: 'sent' | 'empty'; summary: string | null } | { status: 'failed'; error: string; retryAt: Date | null }

export function digestQueries(db: Kysely<Tables>) {
  const held = (day: string, owner: string) =>
    db.updateTable('digests').where('day', '=', day).where('status', '=', 'sending').where('lease_owner', '=', owner)
  return {
    digestContents: async (visitDays: string[], quotedBefore: Date): Promise<DigestContents> => {
      const newLeads = await db
        .selectFrom('leads')
        .selectAll()
        .where('status', '=', 'New')
        .where('spam', '=', 0)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
      const visits = await db
        .selectFrom('leads')
        .selectAll()
        .where('status', '=', 'Visit booked')
        .where('visit_on', 'in', visitDays)
        .orderBy('visit_on')
        .orderBy('visit_time')
        .orderBy('id')
        .execute()
      // When each Quoted lead became Quoted: its latest change to that status.
      const quotedAt = db
        .selectFrom('lead_events')
        .select(['lead_id', (eb) => eb.fn.max('at').as('at')])
        .where('kind', '=', 'status')
        .where('to_status', '=', 'Quoted')
        .groupBy('lead_id')
      const quotes = await db
        .selectFrom('leads as l')
        .innerJoin(quotedAt.as('q'), 'q.lead_id', 'l.id')
        .selectAll('l')
        .select('q.at as quoted_at')
        .where('l.status', '=', 'Quoted')
        .where('q.at', '<=', iso(quotedBefore))
        .orderBy('q.at')
        .orderBy('l.id')
        .execute()
      const requests = await db
        .selectFrom('visit_requests as r')
        .innerJoin('leads as l', 'l.id', 'r.lead_id')
        .selectAll('l')
        .select(['r.kind as request_kind', 'r.created_at as requested_at'])
        .where('r.handled_at', 'is', null)
        .orderBy('r.created_at')
        .orderBy('r.id')
        .limit(requestsRead)
        .execute()
      return {
        newLeads: newLeads.map(toLead),
        visits: visits.map(toLead),
        quotes: quotes.map((r) => ({ lead: toLead(r), quotedAt: String(r.quoted_at) })),
        requests: requests.map((r) => ({ lead: toLead(r), kind: r.request_kind, createdAt: r.requested_at })),
      }
    },
    /**
     * Takes `day` for `owner` for `leaseMs`: true when this caller is to send it. A day already sent
     * (or found empty, or given up) is taken again only with `again` (the CLI's --again).
     */
    claimDigest: async (
      day: string,
      owner: string,
      options: { leaseMs: number; giveUpAt: Date; again?: boolean },
      now = new Date(),
    ): Promise<boolean> => {
      const lease = { status: 'sending' as const, lease_owner: owner, lease_until: iso(new Date(now.getTime() + options.leaseMs)) }
      const inserted = await db
        .insertInto('digests')
        .values({ day, ...lease, next_attempt_at: iso(now), give_up_at: iso(options.giveUpAt), created_at: iso(now) })
        .onConflict((oc) => oc.column('day').doNothing())
        .executeTakeFirst()
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true
      const taken = await db
        .updateTable('digests')
        .set({ ...lease, ...(options.again && { give_up_at: iso(options.giveUpAt) }) })
        .where('day', '=', day)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', iso(now))]),
            eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', iso(now))]),
            ...(options.again ? [eb('status', 'in', ['sent', 'empty', 'failed', 'pending'])] : []),
          ]),
        )
        .executeTakeFirst()
      return Number(taken.numUpdatedRows) === 1
    },
    /** Records how the claimed day went; false when `owner` no longer holds it. */
    finishDigest: async (day: string, owner: string, result: DigestResult, now = new Date()): Promise<boolean> => {
      const done = { lease_owner: null, lease_until: null }
      const update =
        result.status === 'failed'
          ? held(day, owner).set((eb) => ({
              ...done,
              status: result.retryAt ? 'pending' : 'failed',
              attempts: eb('attempts', '+', 1),
              last_error: result.error.slice(0, 1000),
              next_attempt_at: iso(result.retryAt ?? now),
            }))
          : held(day, owner).set((eb) => ({
              ...done,
              status: result.status,
              attempts: eb('attempts', '+', result.status === 'sent' ? 1 : 0),
              summary: result.summary,
              last_error: null,
              sent_at: result.status === 'sent' ? iso(now) : null,
            }))
      return Number((await update.executeTakeFirst()).numUpdatedRows) === 1
    },
    /** Gives back a day `owner` still holds (on shutdown), for another instance to send now. */
    releaseDigest: async (owner: string, now = new Date()): Promise<void> => {
      await db
        .updateTable('digests')
        .set({ status: 'pending', lease_owner: null, lease_until: null, next_attempt_at: iso(now) })
        .where('status', '=', 'sending')
        .where('lease_owner', '=', owner)
        .execute()
    },
    digestOf: async (day: string): Promise<DigestRow | undefined> => {
      const r = await db.selectFrom('digests').selectAll().where('day', '=', day).executeTakeFirst()
      return (
        r && { day: r.day, status: r.status, attempts: Number(r.attempts), lastError: r.last_error, summary: r.summary, sentAt: r.sent_at }
      )
    },
  }
}
