// A lead's quote goes with the lead (issue 42, record 038) on SQLite and PostgreSQL: the privacy
// deletion and the retention purge leave no draft, version, acceptance, event, PDF or quote e-mail of
// it, and the other lead's quote stays whole. The PDFs are kept once: a second save keeps the first.
import { describe, expect, it } from 'vitest'
import { deskOf, storeTargets } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { leadWithDraft, sentAt } from '../../tests/helpers/quote-fixtures'
import type { ServerStore } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const client = { address: '203.0.113.9', userAgent: 'Phone' }
const quoteTables = ['quote_drafts', 'quote_versions', 'quote_acceptances', 'quote_events', 'quote_documents'] as const

/** A lead with everything a quote leaves: a draft, a version with its PDF, a view, an acceptance, e-mails. */
async function acceptedQuote(store: ServerStore) {
  const leadId = await leadWithDraft(store)
  const sent = await store.sendQuote(leadId, null, sentAt)
  if (!sent.ok) throw new Error(sent.reason)
  await store.saveQuoteDocument(sent.version.id, 'quote', Buffer.from('%PDF-1.7 first'), sentAt)
  await store.recordQuoteView(sent.version.id, client, sentAt)
  const at = new Date(sentAt.getTime() + 3_600_000)
  const accepted = await store.acceptQuote(
    sent.token,
    { optionIndex: 0, addOns: [], expectedTotalCents: 174000, typedName: 'Pat Doe' },
    client,
    at,
  )
  if (!accepted.ok) throw new Error(accepted.reason)
  return { leadId, versionId: sent.version.id, token: sent.token }
}

async function rowsOf(store: ServerStore, leadId: number) {
  const counts: Record<string, number> = {}
  for (const table of quoteTables) {
    counts[table] = (await store.handle.db.selectFrom(table).select('lead_id').where('lead_id', '=', leadId).execute()).length
  }
  counts.outbox = (await store.handle.db.selectFrom('outbox').select('id').where('lead_id', '=', leadId).execute()).length
  return counts
}

describe.each(storeTargets(pgDb))('a quote deleted with its lead on $name', (target) => {
  it('keeps a PDF once, and the privacy deletion removes every quote row of the lead and no other', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const gone = await acceptedQuote(store)
    const kept = await acceptedQuote(store)
    await store.saveQuoteDocument(gone.versionId, 'quote', Buffer.from('%PDF-1.7 second'), sentAt)
    expect((await store.quoteDocument(gone.versionId, 'quote'))?.toString()).toBe('%PDF-1.7 first')
    expect(await store.quoteDocument(gone.versionId, 'signed')).toBeNull()
    expect(await rowsOf(store, gone.leadId)).toEqual({
      quote_drafts: 1,
      quote_versions: 1,
      quote_acceptances: 1,
      quote_events: 2,
      quote_documents: 1,
      outbox: 8,
    })
    const keptBefore = await rowsOf(store, kept.leadId)

    expect(await deskOf(store).deleteLeads([gone.leadId])).toBe(1)
    expect(Object.values(await rowsOf(store, gone.leadId))).toEqual([0, 0, 0, 0, 0, 0])
    expect(await store.quoteByToken(gone.token, sentAt)).toBeNull()
    expect(await rowsOf(store, kept.leadId)).toEqual(keptBefore)
    expect((await store.quoteByToken(kept.token, sentAt))?.acceptance?.totalCents).toBe(174000)
  })

  it('lets the retention purge take a lead with its quote', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const old = await acceptedQuote(store)
    const deleted = await store.purgeExpired(new Date('2030-01-01T00:00:00Z'))
    expect(deleted.leads).toBe(1)
    expect(Object.values(await rowsOf(store, old.leadId))).toEqual([0, 0, 0, 0, 0, 0])
  })
})
