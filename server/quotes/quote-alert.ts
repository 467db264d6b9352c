// What the owner's phone shows of a customer's answer to a quote (record 038): the option and the
// total, read from the frozen snapshot and the acceptance when the alert goes. Never the customer's
// name, and never the customer's words (the question, the reason): a lock screen is read by anyone
// near the phone. An acceptance names the option chosen and its total; a decline or a question names
// the one option and its total, or how many options and their lowest and highest totals.
import type { Kysely } from 'kysely'
import { deskAlertWords } from '#content/pages/desk-alerts'
import { formatCents } from '#domain/quote/money'
import type { QuoteSnapshot } from '#domain/quote/quote-snapshot'
import { fillSlots } from '#domain/slots'
import type { PushAlertKind, Tables } from '../store/tables'

export const quoteAlertKinds: readonly PushAlertKind[] = ['quote-accepted', 'quote-declined', 'quote-question']

/** The option's name as one short line (the owner typed it; the draft's schema already refused control characters). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 40)

export function quoteSummary(snapshot: QuoteSnapshot, accepted: { optionIndex: number; totalCents: number } | null): string {
  if (accepted) return `${oneLine(snapshot.options[accepted.optionIndex]?.name ?? '')}, ${formatCents(accepted.totalCents)}`
  const totals = snapshot.options.map((o) => o.totals.totalCents)
  if (snapshot.options.length === 1) return `${oneLine(snapshot.options[0].name)}, ${formatCents(totals[0])}`
  return fillSlots(deskAlertWords.quoteOptions, {
    count: snapshot.options.length,
    from: formatCents(Math.min(...totals)),
    to: formatCents(Math.max(...totals)),
  })
}

/** The lock screen's line for a quote alert about `leadId`: its latest version (the one answered: an answer closes or keeps the latest open). */
export async function quoteAlertSummary(db: Kysely<Tables>, kind: PushAlertKind, leadId: number): Promise<string | null> {
  if (!quoteAlertKinds.includes(kind)) return null
  const version = await db
    .selectFrom('quote_versions')
    .select(['id', 'snapshot'])
    .where('lead_id', '=', leadId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!version) return null
  const acceptance =
    kind === 'quote-accepted'
      ? await db
          .selectFrom('quote_acceptances')
          .select(['option_index', 'total_cents'])
          .where('version_id', '=', Number(version.id))
          .executeTakeFirst()
      : undefined
  return quoteSummary(
    JSON.parse(version.snapshot) as QuoteSnapshot,
    acceptance ? { optionIndex: Number(acceptance.option_index), totalCents: Number(acceptance.total_cents) } : null,
  ).slice(0, 120)
}
