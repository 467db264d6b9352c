// The quote's rows in the outbox (record 038): each names its version (quote_version_id). A row
// still pending when its version stops needing it (replaced, answered, stopped by the owner) is
// marked skipped in the same transaction, as a changed visit's reminder is; the sender (server/mail)
// checks the version's state again when a row comes due, so a row that slipped through is skipped
// there, never sent.
import type { Transaction } from 'kysely'
import type { OutboxKind, QuoteMailKind, Tables } from '../store/tables'

/** A quote kind as the outbox's kind (OutboxKind holds them since the quote e-mails were built). */
export const outboxKind = (kind: QuoteMailKind): OutboxKind => kind

/** The customer's reminders and the owner's day-before notice: what an answer or the owner's stop retires. */
export const followUpKinds: QuoteMailKind[] = ['quote-followup', 'quote-expiring']

type Which = { leadId: number; versionId?: number; exceptVersionId?: number }

/** Marks the pending rows of `kinds` (of one version, or of every version but one) skipped; resolves to how many. */
export async function skipPendingQuoteMail(trx: Transaction<Tables>, which: Which, kinds: QuoteMailKind[], why: string): Promise<number> {
  const result = await trx
    .updateTable('outbox')
    .set({ status: 'skipped', last_error: why })
    .where('lead_id', '=', which.leadId)
    .where('kind', 'in', kinds.map(outboxKind))
    .where('status', '=', 'pending')
    .$if(which.versionId !== undefined, (q) => q.where('quote_version_id', '=', which.versionId ?? 0))
    .$if(which.exceptVersionId !== undefined, (q) => q.where('quote_version_id', '!=', which.exceptVersionId ?? 0))
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
