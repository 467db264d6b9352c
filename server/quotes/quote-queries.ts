// The quotes' queries over the lead store's database (record 038): the QuoteStore (quote-store.ts)
// that the desk, the customer's page and the outbox's quote e-mails use, assembled beside the lead
// store by withRoomQueries (server/stores.ts), as the visits' are. Sending is in quote-send.ts, the
// customer's answers in quote-answers.ts; reading a version never writes (a view is an event only).
import type { Kysely } from 'kysely'
import { business } from '#content/business'
import { quoteHistory } from '#content/quote-history'
import { quoteDraftSchema } from '#domain/quote/quote-draft'
import { quoteState } from '#domain/quote/quote-state'
import { fillSlots } from '#domain/slots'
import type { Dialect } from '../store/dialect'
import { type Tables, iso } from '../store/tables'
import { acceptQuote, declineOrAsk } from './quote-answers'
import { versionByToken } from './quote-guard'
import { clientColumns } from './quote-choice'
import { quoteToken } from './quote-link'
import { followUpKinds, outboxKind, skipPendingQuoteMail } from './quote-outbox'
import { type ViewFacts, noViews, toAcceptance, toEvent, toVersion } from './quote-rows'
import { Refused, sendInTransaction, sha256Hex } from './quote-send'
import type { QuoteFollowUp, QuoteStore, QuoteVersion, SendRefusal } from './quote-store'

const timeZone = business.replyPromise.timeZone

export function quoteQueries(db: Kysely<Tables>, dialect: Dialect): QuoteStore {
  let key: Promise<string> | undefined
  const linkKey = () => {
    key ??= db
      .selectFrom('store_keys')
      .select('secret')
      .where('name', '=', 'quote-link')
      .executeTakeFirstOrThrow()
      .then((r) => r.secret)
    key.catch(() => (key = undefined))
    return key
  }
  /** The first view and the count per version, from the events. */
  const viewsOf = async (versionIds: number[]): Promise<Map<number, ViewFacts>> => {
    if (versionIds.length === 0) return new Map()
    const rows = await db
      .selectFrom('quote_events')
      .select((eb) => ['version_id', eb.fn.min('at').as('first'), eb.fn.countAll().as('n')])
      .where('version_id', 'in', versionIds)
      .where('kind', '=', 'view')
      .groupBy('version_id')
      .execute()
    return new Map(rows.map((r) => [Number(r.version_id), { firstViewedAt: String(r.first), views: Number(r.n) }]))
  }
  const versionsOf = async (leadId: number): Promise<QuoteVersion[]> => {
    const rows = await db.selectFrom('quote_versions').selectAll().where('lead_id', '=', leadId).orderBy('version').execute()
    const views = await viewsOf(rows.map((r) => Number(r.id)))
    return rows.map((r) => toVersion(r, views.get(Number(r.id)) ?? noViews))
  }
  const latestOf = async (leadId: number) =>
    db.selectFrom('quote_versions').selectAll().where('lead_id', '=', leadId).orderBy('version', 'desc').limit(1).executeTakeFirst()
  const acceptanceOf = async (versionId: number) => {
    const row = await db.selectFrom('quote_acceptances').selectAll().where('version_id', '=', versionId).executeTakeFirst()
    return row ? toAcceptance(row) : null
  }

  return {
    quoteDraft: async (leadId) => {
      const row = await db.selectFrom('quote_drafts').selectAll().where('lead_id', '=', leadId).executeTakeFirst()
      if (!row) return null
      const parsed = quoteDraftSchema.safeParse(JSON.parse(row.draft))
      return parsed.success ? { draft: parsed.data, updatedAt: row.updated_at, updatedBy: row.updated_by } : null
    },
    saveQuoteDraft: async (leadId, draft, by, now) => {
      // Throws (a ZodError naming the field) before anything is stored.
      const parsed = quoteDraftSchema.parse(draft)
      const values = { draft: JSON.stringify(parsed), updated_at: iso(now), updated_by: by }
      await db
        .insertInto('quote_drafts')
        .values({ lead_id: leadId, ...values })
        .onConflict((oc) => oc.column('lead_id').doUpdateSet(values))
        .execute()
    },
    sendQuote: async (leadId, by, now) => {
      try {
        const sent = await sendInTransaction(db, leadId, await linkKey(), by, now)
        const version = (await versionsOf(leadId)).find((v) => v.id === sent.id)
        if (!version) throw new Error(`quote version ${sent.id} not found after sending`)
        return { ok: true, version, token: sent.token }
      } catch (error) {
        if (error instanceof Refused) return { ok: false, reason: error.reason as SendRefusal }
        // Two sends at once on PostgreSQL both past the lock cannot happen; a unique (lead, version) clash is a stale send.
        if (isUniqueViolation(error)) return { ok: false, reason: 'stale' }
        throw error
      }
    },
    quoteVersions: versionsOf,
    quoteFollowUps: async (leadId) => {
      const latest = await latestOf(leadId)
      if (!latest) return []
      const rows = await db
        .selectFrom('outbox')
        .select(['kind', 'next_attempt_at', 'status'])
        .where('quote_version_id', '=', Number(latest.id))
        .where('kind', 'in', followUpKinds.map(outboxKind))
        .orderBy('next_attempt_at')
        .execute()
      return rows.map((r) => ({ kind: r.kind as unknown as QuoteFollowUp['kind'], dueAt: r.next_attempt_at, status: r.status }))
    },
    stopQuoteFollowUps: async (leadId, by, now) => {
      const latest = await latestOf(leadId)
      if (!latest) return false
      const at = iso(now)
      return db.transaction().execute(async (trx) => {
        const skipped = await skipPendingQuoteMail(
          trx,
          { leadId, versionId: Number(latest.id) },
          followUpKinds,
          'The owner stopped the follow-ups',
        )
        if (skipped === 0) return false
        await trx.updateTable('quote_versions').set({ followups_stopped_at: at }).where('id', '=', Number(latest.id)).execute()
        await trx
          .insertInto('lead_events')
          .values({
            lead_id: leadId,
            person_id: null,
            person_email: by,
            kind: 'note',
            note: fillSlots(quoteHistory.followUpsStopped, { version: latest.version }),
            at,
          })
          .execute()
        return true
      })
    },
    quoteEvents: async (versionId) =>
      (await db.selectFrom('quote_events').selectAll().where('version_id', '=', versionId).orderBy('at').orderBy('id').execute()).map(
        toEvent,
      ),
    acceptanceOf,
    quoteToken: async (leadId, version) => quoteToken(await linkKey(), leadId, version),
    quoteByToken: async (token, now) => {
      const row = await versionByToken(db, token)
      if (!row) return null
      const version = toVersion(row, (await viewsOf([Number(row.id)])).get(Number(row.id)) ?? noViews)
      const latest = row.replaced_at ? await latestOf(version.leadId) : undefined
      return {
        version,
        state: quoteState(version, now, timeZone),
        newerToken: latest && Number(latest.id) !== version.id ? quoteToken(await linkKey(), version.leadId, Number(latest.version)) : null,
        acceptance: version.acceptedAt ? await acceptanceOf(version.id) : null,
      }
    },
    recordQuoteView: async (versionId, client, now) => {
      const row = await db.selectFrom('quote_versions').select('lead_id').where('id', '=', versionId).executeTakeFirst()
      if (!row) return
      await db
        .insertInto('quote_events')
        .values({ version_id: versionId, lead_id: Number(row.lead_id), kind: 'view', at: iso(now), text: null, ...clientColumns(client) })
        .execute()
    },
    acceptQuote: (token, choice, client, now) => acceptQuote(db, dialect, token, choice, client, now),
    declineQuote: (token, reason, client, now) => declineOrAsk(db, dialect, token, 'decline', reason, client, now),
    askQuoteQuestion: (token, question, client, now) => declineOrAsk(db, dialect, token, 'question', question, client, now),
    quoteDocument: async (versionId, kind) => {
      const row = await db
        .selectFrom('quote_documents')
        .select('data')
        .where('version_id', '=', versionId)
        .where('kind', '=', kind)
        .executeTakeFirst()
      return row ? Buffer.from(row.data) : null
    },
    saveQuoteDocument: async (versionId, kind, data, now) => {
      const row = await db.selectFrom('quote_versions').select('lead_id').where('id', '=', versionId).executeTakeFirst()
      if (!row) return
      // Made once and kept: a second save (two instances sending at once) keeps the first.
      await db
        .insertInto('quote_documents')
        .values({ version_id: versionId, kind, lead_id: Number(row.lead_id), data, sha256: sha256Hex(data), created_at: iso(now) })
        .onConflict((oc) => oc.columns(['version_id', 'kind']).doNothing())
        .execute()
    },
  }
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  ((error as { code?: string }).code === '23505' || (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE')
