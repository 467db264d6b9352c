// The one way leads are deleted: with their photos, outbox rows, history, visit requests and quotes, children first (no
// foreign key cascades on SQLite here). The privacy deletion (desk/lead-queries.ts) and the
// retention purge, spam included (store.ts), both call it inside their own transaction.
import type { Kysely, Transaction } from 'kysely'
import type { Tables } from './tables'

/** Ids per statement: far below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const chunk = 500

export type DeletedLeads = { leads: number; photos: number }

/** Deletes the leads of `ids` and every row that hangs on them; resolves to how many leads and photos went. */
export async function deleteLeadRows(trx: Transaction<Tables> | Kysely<Tables>, ids: readonly number[]): Promise<DeletedLeads> {
  const deleted: DeletedLeads = { leads: 0, photos: 0 }
  for (let i = 0; i < ids.length; i += chunk) {
    const part = ids.slice(i, i + chunk)
    const photos = await trx.deleteFrom('lead_photos').where('lead_id', 'in', part).executeTakeFirst()
    await trx.deleteFrom('outbox').where('lead_id', 'in', part).execute()
    await trx.deleteFrom('lead_events').where('lead_id', 'in', part).execute()
    // The customer's requests about the visit: their notes are the customer's words.
    await trx.deleteFrom('visit_requests').where('lead_id', 'in', part).execute()
    // The written quote: its PDFs, acceptance records, views and answers, versions and draft (issue 43
    // will keep a signed contract past the lead's deletion; until then it goes with the lead).
    for (const table of ['quote_documents', 'quote_acceptances', 'quote_events', 'quote_versions', 'quote_drafts'] as const) {
      await trx.deleteFrom(table).where('lead_id', 'in', part).execute()
    }
    const leads = await trx.deleteFrom('leads').where('id', 'in', part).executeTakeFirst()
    deleted.photos += Number(photos.numDeletedRows)
    deleted.leads += Number(leads.numDeletedRows)
  }
  return deleted
}
