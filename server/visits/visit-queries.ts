// The visit's queries over the lead store's database: the key of the customer's links, the
// lead behind a link, the customer's requests (stored with their history entry and the owner's
// e-mail in one transaction), and what a visit e-mail needs at send time (its link, its request).
// The list's open requests are read with its page (server/desk/lead-list.ts).
import type { Kysely } from 'kysely'
import { business } from '#content/business'
import { linkLive } from '#domain/visit-plan'
import { type Lead, type Tables, iso, toLead } from '../store/tables'
import { isTokenShaped, tokenHash, visitToken, visitUrl } from './visit-link'
import { queueDeskAlert } from '../store/outbox-queries'

export type VisitRequestKind = 'move' | 'cancel'
export type VisitRequest = {
  id: number
  leadId: number
  kind: VisitRequestKind
  /** "2026-12-01:tuesday-morning" */
  choices: string[]
  note: string | null
  createdAt: string
  handledAt: string | null
}
export type NewVisitRequest = { kind: VisitRequestKind; choices: string[]; note: string | null }

const toRequest = (r: {
  id: number
  lead_id: number
  kind: VisitRequestKind
  choices: string
  note: string | null
  created_at: string
  handled_at: string | null
}): VisitRequest => ({
  id: Number(r.id),
  leadId: Number(r.lead_id),
  kind: r.kind,
  choices: JSON.parse(r.choices) as string[],
  note: r.note,
  createdAt: r.created_at,
  handledAt: r.handled_at,
})

/** The visits' queries, assembled over the lead store's database by whoever opens it (server/stores.ts). */
export type VisitStore = ReturnType<typeof visitQueries>

export function visitQueries(db: Kysely<Tables>) {
  let key: Promise<string> | undefined
  const linkKey = () => {
    key ??= db
      .selectFrom('store_keys')
      .select('secret')
      .where('name', '=', 'visit-link')
      .executeTakeFirstOrThrow()
      .then((r) => r.secret)
    key.catch(() => (key = undefined))
    return key
  }
  return {
    visitLinkKey: linkKey,
    /** The customer's link of a lead's visit (also after a cancellation, when it no longer opens anything). */
    visitLinkFor: async (leadId: number, uid: string): Promise<string> => visitUrl(visitToken(await linkKey(), leadId, uid)),
    /** The lead behind a link while its visit is booked and its day has not ended; undefined for anything else. */
    leadByVisitToken: async (token: string, now = new Date()): Promise<(Lead & { visitSequence: number }) | undefined> => {
      if (!isTokenShaped(token)) return undefined
      const row = await db.selectFrom('leads').selectAll().where('visit_token_hash', '=', tokenHash(token)).executeTakeFirst()
      if (!row?.visit_on || !linkLive(row.visit_on, now, business.replyPromise.timeZone)) return undefined
      return { ...toLead(row), visitSequence: Number(row.visit_sequence) }
    },
    /**
     * Stores a customer's request with its entry in the lead's history, the owner's e-mail and an
     * alert for each device with alerts on (server/push), in one transaction.
     */
    recordVisitRequest: async (
      leadId: number,
      request: NewVisitRequest & { visitSequence: number; historyNote: string },
      now = new Date(),
    ): Promise<VisitRequest> =>
      db.transaction().execute(async (trx) => {
        const at = iso(now)
        const row = await trx
          .insertInto('visit_requests')
          .values({
            lead_id: leadId,
            kind: request.kind,
            choices: JSON.stringify(request.choices),
            note: request.note,
            visit_sequence: request.visitSequence,
            created_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        const stored = toRequest(row)
        // The visit the request is about, kept on the owner's e-mail: the desk may clear or move it
        // before the e-mail goes, and the e-mail still names the day the customer meant.
        const visit = await trx.selectFrom('leads').select(['visit_on', 'visit_time']).where('id', '=', leadId).executeTakeFirst()
        await trx
          .insertInto('lead_events')
          .values({ lead_id: leadId, kind: 'note', note: request.historyNote.slice(0, 4000), at })
          .execute()
        await trx
          .insertInto('outbox')
          .values({
            lead_id: leadId,
            kind: 'visit-request',
            to_addr: null,
            next_attempt_at: at,
            queued_at: at,
            created_at: at,
            visit_request_id: stored.id,
            visit_on: visit?.visit_on ?? null,
            visit_time: visit?.visit_time ?? null,
            visit_sequence: request.visitSequence,
          })
          .execute()
        await queueDeskAlert(trx, { kind: 'visit-request', leadId, now })
        return stored
      }),
    visitRequest: async (id: number): Promise<VisitRequest | undefined> => {
      const row = await db.selectFrom('visit_requests').selectAll().where('id', '=', id).executeTakeFirst()
      return row && toRequest(row)
    },
    /** A lead's requests, newest first. */
    visitRequestsFor: async (leadId: number): Promise<VisitRequest[]> =>
      (await db.selectFrom('visit_requests').selectAll().where('lead_id', '=', leadId).orderBy('id', 'desc').limit(20).execute()).map(
        toRequest,
      ),
  }
}
