// The visit's queries over the lead store's database: the key of the customer's links, the
// lead behind a link, the customer's requests (stored with their history entry and the owner's
// e-mail in one transaction, within the visit's limit of open requests), and what a visit e-mail
// needs at send time (its link, its request). The list's open requests are read with its page
// (server/desk/lead-list.ts).
import type { Kysely, Transaction } from 'kysely'
import { business } from '#content/business'
import { linkLive } from '#domain/visit-plan'
import type { Dialect } from '../store/dialect'
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

/** The unanswered requests a visit takes: each e-mails the owner and alerts their phones. */
export const openRequestsMax = 3

/** Thrown inside the request's transaction to roll it back: the visit already has its open requests. */
class EnoughOpen extends Error {}

/** A lead whose link no longer opens anything, whatever its visit: marked spam, or lost. */
const closedStatuses = ['Spam', 'Lost'] as const

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

export function visitQueries(db: Kysely<Tables>, dialect: Dialect) {
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
    /** The customer's link of a lead's current booking (also after a cancellation, when it no longer opens anything). */
    visitLinkFor: async (leadId: number, uid: string): Promise<string> => {
      const lead = await db.selectFrom('leads').select('visit_booking').where('id', '=', leadId).executeTakeFirst()
      return visitUrl(visitToken(await linkKey(), leadId, uid, Number(lead?.visit_booking ?? 0)))
    },
    /** The lead behind a link while its visit is booked, its day has not ended and it is neither spam nor lost; undefined for anything else. */
    leadByVisitToken: async (token: string, now = new Date()): Promise<(Lead & { visitSequence: number }) | undefined> => {
      if (!isTokenShaped(token)) return undefined
      const row = await db
        .selectFrom('leads')
        .selectAll()
        .where('visit_token_hash', '=', tokenHash(token))
        .where('status', 'not in', closedStatuses)
        .where('spam', '=', 0)
        .executeTakeFirst()
      if (!row?.visit_on || !linkLive(row.visit_on, now, business.replyPromise.timeZone)) return undefined
      return { ...toLead(row), visitSequence: Number(row.visit_sequence) }
    },
    /**
     * Stores a customer's request with its entry in the lead's history, the owner's e-mail and an
     * alert for each device with alerts on (server/push), in one transaction; resolves to undefined,
     * storing nothing, when the visit already has `openRequestsMax` requests the owner has not answered.
     * The count and the insert are one lock's work: on PostgreSQL the lead's row, locked first
     * (FOR UPDATE, until commit: the desk's change of the lead waits for it too); on SQLite the
     * database's write lock, which the insert takes before the count reads (a SQLite transaction
     * that read first could not write after another connection's write).
     */
    recordVisitRequest: async (leadId: number, request: RequestToStore, now = new Date()): Promise<VisitRequest | undefined> =>
      db
        .transaction()
        .execute(async (trx) => {
          if (dialect === 'postgres') await trx.selectFrom('leads').select('id').where('id', '=', leadId).forUpdate().execute()
          const stored = await insertRequest(trx, leadId, request, now)
          const { open } = await trx
            .selectFrom('visit_requests')
            .select((eb) => eb.fn.countAll<number>().as('open'))
            .where('lead_id', '=', leadId)
            .where('handled_at', 'is', null)
            .executeTakeFirstOrThrow()
          if (Number(open) > openRequestsMax) throw new EnoughOpen()
          await queueRequestMail(trx, leadId, stored, request, now)
          return stored
        })
        .catch((error: unknown) => {
          if (error instanceof EnoughOpen) return undefined
          throw error
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

type RequestToStore = NewVisitRequest & { visitSequence: number; historyNote: string }

/** The request's row. */
async function insertRequest(trx: Transaction<Tables>, leadId: number, request: RequestToStore, now: Date): Promise<VisitRequest> {
  const row = await trx
    .insertInto('visit_requests')
    .values({
      lead_id: leadId,
      kind: request.kind,
      choices: JSON.stringify(request.choices),
      note: request.note,
      visit_sequence: request.visitSequence,
      created_at: iso(now),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toRequest(row)
}

/** What a stored request sets going: its entry in the lead's history, the owner's e-mail, the devices' alerts. */
async function queueRequestMail(trx: Transaction<Tables>, leadId: number, stored: VisitRequest, request: RequestToStore, now: Date) {
  const at = iso(now)
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
}
