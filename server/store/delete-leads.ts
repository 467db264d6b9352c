// The one way leads are deleted: with their photos, outbox rows, history, visit requests, quotes and
// job records, children first (no foreign key cascades on SQLite here). The privacy deletion
// (desk/lead-queries.ts) and the retention purge, spam included (store.ts), both call it inside
// their own transaction.
// A lead with a signed contract (an accepted quote) is not deleted before its records' periods end
// (record 039, domain/records-kept.ts): its contract (the quote versions, the acceptance, the
// events that record views and the signature, the PDFs) and its job records stay with the lead's
// name, e-mail, phone, ZIP and year built (the contract's parties and place); everything else goes
// now: photos, e-mails, notes and history, the customer's requests and message, the draft, the
// attachments and where the lead came from. The lead keeps `kept_until`, after which the purge
// deletes it whole.
import type { Kysely, Transaction } from 'kysely'
import { type RecordsKeep, defaultRecordsKeep, keptUntil } from '#domain/records-kept'
import { type Tables, iso } from './tables'

/** Ids per statement: far below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const chunk = 500

export type DeletedLeads = { leads: number; photos: number; kept: number }
export type DeleteOptions = { now?: Date; keep?: RecordsKeep }

type Trx = Transaction<Tables> | Kysely<Tables>

/** The leads of `ids` whose contract's records are still within their periods, with the instant each is kept until. */
async function contractsKept(trx: Trx, ids: readonly number[], now: Date, keep: RecordsKeep): Promise<Map<number, Date>> {
  const accepted = await trx
    .selectFrom('quote_acceptances')
    .select(['lead_id', (eb) => eb.fn.max('accepted_at').as('accepted_at')])
    .where('lead_id', 'in', ids)
    .groupBy('lead_id')
    .execute()
  const kept = new Map<number, Date>()
  if (accepted.length === 0) return kept
  const records = await trx
    .selectFrom('job_records')
    .select(['lead_id', 'kind', 'on_day'])
    .where(
      'lead_id',
      'in',
      accepted.map((a) => a.lead_id),
    )
    .execute()
  for (const a of accepted) {
    const own = records.filter((r) => Number(r.lead_id) === Number(a.lead_id)).map((r) => ({ kind: r.kind, on: r.on_day }))
    const until = keptUntil(String(a.accepted_at), own, keep)
    if (until > now) kept.set(Number(a.lead_id), until)
  }
  return kept
}

/** Every row that hangs on these leads and is not part of a contract. */
async function deleteLeadDetails(trx: Trx, part: number[]): Promise<number> {
  const photos = await trx.deleteFrom('lead_photos').where('lead_id', 'in', part).executeTakeFirst()
  await trx.deleteFrom('outbox').where('lead_id', 'in', part).execute()
  await trx.deleteFrom('lead_events').where('lead_id', 'in', part).execute()
  // The customer's requests about the visit: their notes are the customer's words.
  await trx.deleteFrom('visit_requests').where('lead_id', 'in', part).execute()
  await trx.deleteFrom('quote_drafts').where('lead_id', 'in', part).execute()
  return Number(photos.numDeletedRows)
}

/** Deletes the leads of `ids` and every row that hangs on them, but keeps a contract within its periods (see above). */
export async function deleteLeadRows(trx: Trx, ids: readonly number[], options: DeleteOptions = {}): Promise<DeletedLeads> {
  const now = options.now ?? new Date()
  const keep = options.keep ?? defaultRecordsKeep
  const deleted: DeletedLeads = { leads: 0, photos: 0, kept: 0 }
  for (let i = 0; i < ids.length; i += chunk) {
    const all = ids.slice(i, i + chunk)
    const kept = await contractsKept(trx, all, now, keep)
    deleted.photos += await deleteLeadDetails(trx, all)
    for (const [id, until] of kept) {
      await trx
        .updateTable('leads')
        .set((eb) => ({
          message: '',
          user_agent: null,
          visit_windows: null,
          estimate: null,
          pattern: null,
          photos_refused: null,
          visit_token_hash: null,
          source_page: null,
          source_tool: null,
          referrer_host: null,
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
          click_id: null,
          kept_until: iso(until),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .execute()
    }
    deleted.kept += kept.size
    const part = all.filter((id) => !kept.has(id))
    if (part.length === 0) continue
    await trx.deleteFrom('job_records').where('lead_id', 'in', part).execute()
    await trx.deleteFrom('quote_events').where('lead_id', 'in', part).execute()
    await trx.deleteFrom('quote_documents').where('lead_id', 'in', part).execute()
    await trx.deleteFrom('quote_acceptances').where('lead_id', 'in', part).execute()
    await trx.deleteFrom('quote_versions').where('lead_id', 'in', part).execute()
    const leads = await trx.deleteFrom('leads').where('id', 'in', part).executeTakeFirst()
    deleted.leads += Number(leads.numDeletedRows)
  }
  return deleted
}
