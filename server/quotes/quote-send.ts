// Sending a quote (record 038): the lead's draft frozen as its next version in one transaction. The
// snapshot (domain/quote/quote-snapshot.ts) with the business's facts and the terms of today is stored
// as canonical JSON with the SHA-256 of exactly that text; the link's token is made from the store's
// key and only its hash kept; every earlier version is marked replaced and its e-mails still pending
// are skipped; the lead is set to Quoted (with its history); the customer's e-mail and the follow-ups
// (followUpPlan: the customer's reminders and the owner's day-before notice) are queued in the outbox
// as rows due later, each naming the version. The first statement is the lead's UPDATE, so the
// transaction holds the write lock (SQLite) or the lead's row lock (PostgreSQL) before it reads:
// two sends at once queue one after the other, never two versions with the same number.
import { createHash } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { business } from '#content/business'
import { quoteHistory } from '#content/quote-history'
import { quoteTerms } from '#content/quote-terms'
import { fillSlots } from '#domain/slots'
import { followUpPlan } from '#domain/quote/follow-ups'
import { type QuoteDraft, quoteDraftSchema } from '#domain/quote/quote-draft'
import { canonicalJson, snapshotOf } from '#domain/quote/quote-snapshot'
import { validUntil } from '#domain/quote/quote-state'
import { businessDay } from '#domain/visit-plan'
import { type Tables, iso } from '../store/tables'
import { quoteToken, quoteTokenHash } from './quote-link'
import { outboxKind, skipPendingQuoteMail } from './quote-outbox'
import type { SendRefusal } from './quote-store'

const timeZone = business.replyPromise.timeZone

/** Thrown inside the transaction to roll it back with a reason. */
export class Refused<R extends string> extends Error {
  constructor(readonly reason: R) {
    super(reason)
  }
}

export const snapshotBusiness = () => ({
  name: business.name,
  legalName: business.legalName,
  phone: business.phone.display,
  email: business.email,
  address: `${business.address.street}, ${business.address.city}, ${business.address.region} ${business.address.postalCode}`,
  licence: `${business.licence.board} #${business.licence.number}`,
})

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

/** The lead's draft, parsed again (it was parsed on saving; a draft stored by an older schema may no longer pass). */
async function draftOf(db: Kysely<Tables>, leadId: number): Promise<QuoteDraft | 'no-draft' | 'invalid-draft'> {
  const row = await db.selectFrom('quote_drafts').select('draft').where('lead_id', '=', leadId).executeTakeFirst()
  if (!row) return 'no-draft'
  const parsed = quoteDraftSchema.safeParse(JSON.parse(row.draft))
  return parsed.success ? parsed.data : 'invalid-draft'
}

/** Freezes and queues; resolves to the new version's id and number, or throws Refused. */
export async function sendInTransaction(
  db: Kysely<Tables>,
  leadId: number,
  key: string,
  by: string | null,
  now: Date,
): Promise<{ id: number; version: number; token: string }> {
  const lead = await db.selectFrom('leads').select('id').where('id', '=', leadId).where('spam', '=', 0).executeTakeFirst()
  if (!lead) throw new Refused<SendRefusal>('no-lead')
  const draft = await draftOf(db, leadId)
  if (typeof draft === 'string') throw new Refused<SendRefusal>(draft)
  const issuedOn = businessDay(now, timeZone)
  // A quote whose last day has already ended could never be accepted.
  if (draft.validThrough < issuedOn || validUntil(draft.validThrough, timeZone) <= now) throw new Refused<SendRefusal>('invalid-draft')
  const photos = await db.selectFrom('lead_photos').select(['position', 'name']).where('lead_id', '=', leadId).orderBy('position').execute()
  return db.transaction().execute(async (trx) => {
    const at = iso(now)
    const locked = await trx
      .updateTable('leads')
      .set((eb) => ({ version: eb('version', '+', 1), first_contacted_at: eb.fn.coalesce('first_contacted_at', eb.val(at)) }))
      .where('id', '=', leadId)
      .where('spam', '=', 0)
      .returningAll()
      .executeTakeFirst()
    if (!locked) throw new Refused<SendRefusal>('no-lead')
    const versions = await trx.selectFrom('quote_versions').select(['version', 'accepted_at']).where('lead_id', '=', leadId).execute()
    if (versions.some((v) => v.accepted_at)) throw new Refused<SendRefusal>('accepted')
    const version = Math.max(0, ...versions.map((v) => Number(v.version))) + 1
    const snapshot = snapshotOf({
      draft,
      leadId,
      version,
      issuedOn,
      business: snapshotBusiness(),
      customer: { name: locked.name, email: locked.email, phone: locked.phone, zip: locked.zip },
      projectType: locked.project_type,
      photos: photos.map((p) => ({ position: Number(p.position), name: p.name })),
      terms: quoteTerms.terms,
      consent: quoteTerms.consent,
      taxBasisPoints: quoteTerms.taxBasisPoints,
    })
    const text = canonicalJson(snapshot)
    const token = quoteToken(key, leadId, version)
    const { id } = await trx
      .insertInto('quote_versions')
      .values({
        lead_id: leadId,
        version,
        snapshot: text,
        sha256: sha256Hex(text),
        token_hash: quoteTokenHash(token),
        valid_through: draft.validThrough,
        valid_until: iso(validUntil(draft.validThrough, timeZone)),
        sent_at: at,
        sent_by: by,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await replaceEarlier(trx, leadId, Number(id), at)
    await recordSent(trx, { leadId, status: locked.status, version, by, at })
    await queueSentMail(trx, { leadId, versionId: Number(id), email: locked.email, validThrough: draft.validThrough, now })
    return { id: Number(id), version, token }
  })
}

/** Every earlier version is replaced; what it still had to send is not sent. */
async function replaceEarlier(trx: Transaction<Tables>, leadId: number, versionId: number, at: string) {
  await trx
    .updateTable('quote_versions')
    .set({ replaced_at: at })
    .where('lead_id', '=', leadId)
    .where('id', '!=', versionId)
    .where('replaced_at', 'is', null)
    .execute()
  await skipPendingQuoteMail(
    trx,
    { leadId, exceptVersionId: versionId },
    ['quote-sent', 'quote-followup', 'quote-expiring'],
    'A newer version of the quote was sent',
  )
}

async function recordSent(
  trx: Transaction<Tables>,
  sent: { leadId: number; status: string; version: number; by: string | null; at: string },
) {
  const who = { lead_id: sent.leadId, person_id: null, person_email: sent.by, at: sent.at }
  if (sent.status !== 'Quoted') {
    await trx.updateTable('leads').set({ status: 'Quoted' }).where('id', '=', sent.leadId).execute()
    await trx
      .insertInto('lead_events')
      .values({ ...who, kind: 'status', from_status: sent.status, to_status: 'Quoted' })
      .execute()
  }
  const note =
    sent.version === 1
      ? fillSlots(quoteHistory.sent, { version: sent.version })
      : fillSlots(quoteHistory.replaced, { version: sent.version, previous: sent.version - 1 })
  await trx
    .insertInto('lead_events')
    .values({ ...who, kind: 'note', note })
    .execute()
}

/** The customer's e-mail now; the reminders and the owner's notice as rows due at their hour (queued_at starts their retry window then). */
async function queueSentMail(
  trx: Transaction<Tables>,
  q: { leadId: number; versionId: number; email: string; validThrough: string; now: Date },
) {
  const at = iso(q.now)
  const plan = followUpPlan(q.now, q.validThrough, {
    days: quoteTerms.followUpDays,
    hours: business.hours,
    timeZone,
    ownerAt: business.morningDigest.at,
  })
  const row = (kind: Parameters<typeof outboxKind>[0], to: string | null, due: Date) => ({
    lead_id: q.leadId,
    kind: outboxKind(kind),
    to_addr: to,
    next_attempt_at: iso(due),
    queued_at: iso(due),
    created_at: at,
    quote_version_id: q.versionId,
  })
  const rows = [
    row('quote-sent', q.email, q.now),
    ...plan.customer.map((due) => row('quote-followup', q.email, due)),
    ...(plan.ownerExpiring ? [row('quote-expiring', null, plan.ownerExpiring)] : []),
  ]
  await trx.insertInto('outbox').values(rows).execute()
}
