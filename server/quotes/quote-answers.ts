// The customer's answers through the link (record 038): accept once, decline, ask a question. Each
// is one transaction whose first write is a conditional UPDATE of the version (not accepted, not
// declined, not replaced, its day not ended): that UPDATE is the guard. Two posts at once queue on
// the version's row lock (PostgreSQL) or the write lock (SQLite); the second finds the condition
// false, changes nothing and is told why; the acceptance's primary key (the version) would refuse a
// second record even so. What the answer sets going is in the same transaction: the record and the
// event, the lead Won with the accepted total, the follow-ups skipped, the e-mails and the owner's
// push alert queued.
import type { Kysely, Transaction } from 'kysely'
import { quoteHistory } from '#content/quote-history'
import { formatCents } from '#domain/quote/money'
import type { QuoteSnapshot } from '#domain/quote/quote-snapshot'
import { fillSlots } from '#domain/slots'
import type { Dialect } from '../store/dialect'
import { queueDeskAlert } from '../store/outbox-queries'
import { type Tables, iso } from '../store/tables'
import { type Choice, answerLimits, checkedChoice, cleanText, clientColumns } from './quote-choice'
import { type Answer, answer, versionByToken } from './quote-guard'
import { followUpKinds, outboxKind, skipPendingQuoteMail } from './quote-outbox'
import { toAcceptance } from './quote-rows'
import type { AnswerRefusal, ClientFacts, QuoteAcceptance } from './quote-store'

const optionName = (snapshot: QuoteSnapshot, index: number) => snapshot.options[index]?.name ?? ''

async function note(trx: Transaction<Tables>, leadId: number, text: string, at: string) {
  await trx
    .insertInto('lead_events')
    .values({ lead_id: leadId, person_id: null, person_email: null, kind: 'note', note: text, at })
    .execute()
}

export async function acceptQuote(
  db: Kysely<Tables>,
  dialect: Dialect,
  token: string,
  choice: Choice,
  client: ClientFacts,
  now: Date,
): Promise<{ ok: true; acceptance: QuoteAcceptance } | { ok: false; reason: AnswerRefusal }> {
  const row = await versionByToken(db, token)
  if (!row) return { ok: false, reason: 'not-found' }
  const snapshot = JSON.parse(row.snapshot) as QuoteSnapshot
  const checked = checkedChoice(snapshot, choice)
  if (!checked) return { ok: false, reason: 'tampered' }
  const at = iso(now)
  const leadId = Number(row.lead_id)
  const result = await answer(db, dialect, row, { accepted_at: at }, now, async (trx) => {
    const stored = await trx
      .insertInto('quote_acceptances')
      .values({
        version_id: Number(row.id),
        lead_id: leadId,
        sha256: row.sha256,
        option_index: choice.optionIndex,
        add_ons: JSON.stringify(checked.addOns),
        total_cents: checked.totals.totalCents,
        deposit_cents: checked.totals.depositCents,
        typed_name: checked.typedName,
        consent_version: snapshot.consent.version,
        consent_text: snapshot.consent.text,
        accepted_at: at,
        ...clientColumns(client),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    const lead = await trx.selectFrom('leads').select(['status', 'email']).where('id', '=', leadId).executeTakeFirstOrThrow()
    await trx
      .updateTable('leads')
      .set((eb) => ({ status: 'Won', won_cents: checked.totals.totalCents, won_source: 'quote', version: eb('version', '+', 1) }))
      .where('id', '=', leadId)
      .execute()
    if (lead.status !== 'Won')
      await trx
        .insertInto('lead_events')
        .values({ lead_id: leadId, person_id: null, person_email: null, kind: 'status', from_status: lead.status, to_status: 'Won', at })
        .execute()
    const slots = { version: row.version, option: optionName(snapshot, choice.optionIndex), total: formatCents(checked.totals.totalCents) }
    await note(trx, leadId, fillSlots(quoteHistory.accepted, slots), at)
    await trx
      .insertInto('quote_events')
      .values({ version_id: Number(row.id), lead_id: leadId, kind: 'accept', at, text: null, ...clientColumns(client) })
      .execute()
    await skipPendingQuoteMail(trx, { leadId, versionId: Number(row.id) }, followUpKinds, 'The customer accepted the quote')
    // The signed copy to the customer; the owner's e-mail of the acceptance (to_addr NULL: the
    // owner's address at send time) carries the same signed PDF (server/mail/quote-mail-facts.ts).
    const queued = { lead_id: leadId, next_attempt_at: at, queued_at: at, created_at: at, quote_version_id: Number(row.id) }
    await trx
      .insertInto('outbox')
      .values([
        { ...queued, kind: outboxKind('quote-signed'), to_addr: lead.email },
        { ...queued, kind: outboxKind('quote-answer'), to_addr: null },
      ])
      .execute()
    await queueDeskAlert(trx, { kind: 'quote-accepted', leadId, now })
    return toAcceptance(stored)
  })
  return result.ok ? { ok: true, acceptance: result.value } : result
}

/** A decline (with its optional reason) or a question: the event, the owner's e-mail and alert, the reminders stopped. */
export async function declineOrAsk(
  db: Kysely<Tables>,
  dialect: Dialect,
  token: string,
  kind: 'decline' | 'question',
  words: string,
  client: ClientFacts,
  now: Date,
): Promise<{ ok: true } | { ok: false; reason: AnswerRefusal }> {
  const row = await versionByToken(db, token)
  if (!row) return { ok: false, reason: 'not-found' }
  const text = cleanText(words, kind === 'decline' ? answerLimits.reason : answerLimits.question, true)
  if (text === null || (kind === 'question' && !text)) return { ok: false, reason: 'tampered' }
  const at = iso(now)
  const leadId = Number(row.lead_id)
  const versionId = Number(row.id)
  const set: Answer = kind === 'decline' ? { declined_at: at, decline_reason: text || null } : { question_at: at }
  const result = await answer(db, dialect, row, set, now, async (trx) => {
    await trx
      .insertInto('quote_events')
      .values({ version_id: versionId, lead_id: leadId, kind, at, text: text || null, ...clientColumns(client) })
      .execute()
    await note(trx, leadId, fillSlots(kind === 'decline' ? quoteHistory.declined : quoteHistory.question, { version: row.version }), at)
    // A question stops the customer's reminders; the owner's day-before notice stays (the quote is still open).
    await skipPendingQuoteMail(
      trx,
      { leadId, versionId },
      kind === 'decline' ? followUpKinds : ['quote-followup'],
      kind === 'decline' ? 'The customer declined the quote' : 'The customer asked a question',
    )
    await trx
      .insertInto('outbox')
      .values({
        lead_id: leadId,
        kind: outboxKind('quote-answer'),
        to_addr: null,
        next_attempt_at: at,
        queued_at: at,
        created_at: at,
        quote_version_id: versionId,
      })
      .execute()
    await queueDeskAlert(trx, { kind: kind === 'decline' ? 'quote-declined' : 'quote-question', leadId, now })
  })
  return result.ok ? { ok: true } : result
}
