// A second author's reading of the issue against the store (written apart from it, as a cross-check).
// The written quote's store (record 038) on SQLite and PostgreSQL: sending freezes a version whose
// hash is the SHA-256 of its stored text, with only the link's hash kept and its e-mails queued in
// the same transaction; version 2 replaces version 1; two racing acceptances store one record; a
// tampered choice stores nothing; decline, question and the end of the valid-through day in
// Portland; a GET's view changes no row of the quote; the privacy deletion takes every quote row.
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { choiceTotals } from '#domain/quote/quote-totals'
import { storeTargets } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { sampleDraft } from '../../tests/fixtures/sample-quote'
import { deleteLeadRows } from '../store/delete-leads'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const sentAt = new Date('2026-12-01T18:00:00Z') // Tuesday 10 AM in Portland
const client = { address: '203.0.113.9', userAgent: 'Mozilla/5.0 (iPhone)' }
const better = choiceTotals(sampleDraft, 1, [0], 0).totalCents

describe.each(storeTargets(pgDb))('the written quote’s store on $name', (target) => {
  async function setUp() {
    const opened = await target.open()
    const { store } = opened
    cleanups.push(() => store.close())
    const { id } = await store.insertLead(
      { form: 'quote', name: 'Ann Lee', email: 'ann@example.com', phone: '(503) 555-0101', message: 'Bathroom floor', zip: '97030' },
      new Date('2026-11-30T18:00:00Z'),
    )
    await store.saveQuoteDraft(id, sampleDraft, 'owner@startile.example', sentAt)
    return { store, id, db: store.handle.db, opened }
  }

  it('freezes a version: its hash is the SHA-256 of the stored text, only the link’s hash is kept, the lead is Quoted and its e-mails queued', async () => {
    const { store, id, db } = await setUp()
    const sent = await store.sendQuote(id, 'owner@startile.example', sentAt)
    if (!sent.ok) throw new Error(sent.reason)
    const row = await db.selectFrom('quote_versions').selectAll().where('id', '=', sent.version.id).executeTakeFirstOrThrow()
    expect(createHash('sha256').update(row.snapshot).digest('hex')).toBe(row.sha256)
    expect(row.token_hash).toBe(createHash('sha256').update(sent.token).digest('hex'))
    expect(row.snapshot).not.toContain(sent.token)
    expect(row.valid_until).toBe('2026-12-16T08:00:00.000Z')
    expect(sent.version.snapshot.options.map((o) => o.totals.totalCents)).toEqual([150000, 258000, 321000])
    const lead = await db.selectFrom('leads').select('status').where('id', '=', id).executeTakeFirstOrThrow()
    expect(lead.status).toBe('Quoted')
    const mail = await db
      .selectFrom('outbox')
      .select(['kind', 'next_attempt_at', 'quote_version_id', 'to_addr'])
      .where('lead_id', '=', id)
      .where('kind', 'in', ['quote-sent', 'quote-followup', 'quote-expiring'])
      .orderBy('next_attempt_at')
      .execute()
    expect(mail.map((m) => [m.kind, m.next_attempt_at, m.to_addr])).toEqual([
      ['quote-sent', '2026-12-01T18:00:00.000Z', 'ann@example.com'],
      ['quote-followup', '2026-12-03T18:00:00.000Z', 'ann@example.com'],
      ['quote-followup', '2026-12-07T18:00:00.000Z', 'ann@example.com'],
      ['quote-expiring', '2026-12-14T15:00:00.000Z', null],
    ])
    expect(new Set(mail.map((m) => Number(m.quote_version_id)))).toEqual(new Set([sent.version.id]))
    expect((await store.quoteByToken(sent.token, sentAt))?.state).toBe('sent')
  })

  it('makes a change after sending version 2: version 1’s link says replaced and leads to version 2, its reminders skipped', async () => {
    const { store, id, db } = await setUp()
    const v1 = await store.sendQuote(id, null, sentAt)
    await store.saveQuoteDraft(id, { ...sampleDraft, note: 'Now with a niche.' }, null, new Date(sentAt.getTime() + 60_000))
    const v2 = await store.sendQuote(id, null, new Date(sentAt.getTime() + 120_000))
    if (!v1.ok || !v2.ok) throw new Error('not sent')
    expect(v2.version.version).toBe(2)
    expect(v2.version.sha256).not.toBe(v1.version.sha256)
    const old = await store.quoteByToken(v1.token, sentAt)
    expect(old?.version.replacedAt).not.toBeNull()
    expect(old?.newerToken).toBe(v2.token)
    const refused = await store.acceptQuote(
      v1.token,
      { optionIndex: 1, addOns: [0], expectedTotalCents: better, typedName: 'Ann Lee' },
      client,
      sentAt,
    )
    expect(refused).toEqual({ ok: false, reason: 'replaced' })
    const pending = await db
      .selectFrom('outbox')
      .select(['quote_version_id', 'status'])
      .where('lead_id', '=', id)
      .where('kind', 'in', ['quote-sent', 'quote-followup', 'quote-expiring'])
      .execute()
    for (const row of pending.filter((r) => Number(r.quote_version_id) === v1.version.id)) expect(row.status).toBe('skipped')
    expect(pending.filter((r) => Number(r.quote_version_id) === v2.version.id).every((r) => r.status === 'pending')).toBe(true)
  })

  it('takes one acceptance of two racing posts, sets the lead Won with the job’s value, and stops the reminders', async () => {
    const { store, id, db, opened } = await setUp()
    const sent = await store.sendQuote(id, null, sentAt)
    if (!sent.ok) throw new Error(sent.reason)
    const choice = { optionIndex: 1, addOns: [0], expectedTotalCents: better, typedName: 'Ann Lee' }
    // PostgreSQL: a second connection, as a second instance. SQLite: the one connection, whose
    // driver is synchronous (a second one in this process would wait on the first's lock forever).
    const other = target.name === 'PostgreSQL' ? await opened.another() : store
    if (other !== store) cleanups.push(() => other.close())
    const results = await Promise.all([
      store.acceptQuote(sent.token, choice, client, sentAt),
      other.acceptQuote(sent.token, { ...choice, typedName: 'Someone Else' }, client, sentAt),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: 'accepted' })
    const records = await db.selectFrom('quote_acceptances').selectAll().where('lead_id', '=', id).execute()
    expect(records).toHaveLength(1)
    expect(Number(records[0].total_cents)).toBe(better)
    expect(records[0].sha256).toBe(sent.version.sha256)
    const lead = await db.selectFrom('leads').select(['status', 'won_cents', 'won_source']).where('id', '=', id).executeTakeFirstOrThrow()
    expect([lead.status, Number(lead.won_cents), lead.won_source]).toEqual(['Won', better, 'quote'])
    const reminders = await db
      .selectFrom('outbox')
      .select('status')
      .where('lead_id', '=', id)
      .where('kind', 'in', ['quote-followup', 'quote-expiring'])
      .execute()
    expect(reminders.every((r) => r.status === 'skipped')).toBe(true)
    const queued = await db
      .selectFrom('outbox')
      .select('kind')
      .where('lead_id', '=', id)
      .where('kind', 'in', ['quote-signed', 'quote-answer'])
      .execute()
    expect(queued.map((r) => r.kind).sort()).toEqual(['quote-answer', 'quote-signed'])
    const alerts = await db.selectFrom('push_alerts').select('kind').where('lead_id', '=', id).execute()
    expect(alerts).toEqual([]) // no device has alerts on here; the alert rows go one per device
  })

  it('refuses a tampered total, option or add-on, storing nothing', async () => {
    const { store, id, db } = await setUp()
    const sent = await store.sendQuote(id, null, sentAt)
    if (!sent.ok) throw new Error(sent.reason)
    for (const choice of [
      { optionIndex: 1, addOns: [0], expectedTotalCents: better - 1, typedName: 'Ann Lee' },
      { optionIndex: 3, addOns: [], expectedTotalCents: better, typedName: 'Ann Lee' },
      { optionIndex: -1, addOns: [], expectedTotalCents: better, typedName: 'Ann Lee' },
      { optionIndex: 1, addOns: [7], expectedTotalCents: better, typedName: 'Ann Lee' },
      { optionIndex: 1.5, addOns: [0], expectedTotalCents: better, typedName: 'Ann Lee' },
      { optionIndex: 1, addOns: [0], expectedTotalCents: better, typedName: '\u0000' },
    ]) {
      expect(await store.acceptQuote(sent.token, choice, client, sentAt)).toEqual({ ok: false, reason: 'tampered' })
    }
    expect(await db.selectFrom('quote_acceptances').selectAll().execute()).toEqual([])
    expect((await db.selectFrom('leads').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('Quoted')
  })

  it('can be accepted at 11:59:59 PM of the valid-through day in Portland and not at midnight', async () => {
    const { store, id } = await setUp()
    const sent = await store.sendQuote(id, null, sentAt)
    if (!sent.ok) throw new Error(sent.reason)
    const choice = { optionIndex: 0, addOns: [], expectedTotalCents: 150000, typedName: 'Ann Lee' }
    expect(await store.acceptQuote(sent.token, choice, client, new Date('2026-12-16T08:00:00Z'))).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect((await store.quoteByToken(sent.token, new Date('2026-12-16T08:00:00Z')))?.state).toBe('expired')
    expect((await store.acceptQuote(sent.token, choice, client, new Date('2026-12-16T07:59:59Z'))).ok).toBe(true)
  })

  it('records a decline with its reason and a question, each once the owner is told, and then refuses to accept a declined quote', async () => {
    const { store, id, db } = await setUp()
    const sent = await store.sendQuote(id, null, sentAt)
    if (!sent.ok) throw new Error(sent.reason)
    expect(await store.askQuoteQuestion(sent.token, 'Can you start in January?', client, sentAt)).toEqual({ ok: true })
    expect((await store.quoteByToken(sent.token, sentAt))?.state).toBe('question')
    expect(await store.declineQuote(sent.token, 'Went with a cheaper bid.\u202E', client, sentAt)).toEqual({ ok: true })
    const version = (await store.quoteVersions(id))[0]
    expect(version.declineReason).toBe('Went with a cheaper bid.')
    expect(
      await store.acceptQuote(sent.token, { optionIndex: 0, addOns: [], expectedTotalCents: 150000, typedName: 'Ann Lee' }, client, sentAt),
    ).toEqual({
      ok: false,
      reason: 'declined',
    })
    const answers = await db.selectFrom('outbox').select('kind').where('lead_id', '=', id).where('kind', '=', 'quote-answer').execute()
    expect(answers).toHaveLength(2)
  })

  it('keeps a view as an event only: reading the link changes nothing, and a view adds one event row and nothing else', async () => {
    const { store, id, opened } = await setUp()
    const sent = await store.sendQuote(id, null, sentAt)
    if (!sent.ok) throw new Error(sent.reason)
    const before = await opened.dump()
    await store.quoteByToken(sent.token, sentAt)
    expect(await opened.dump()).toEqual(before)
    await store.recordQuoteView(sent.version.id, client, new Date(sentAt.getTime() + 1000))
    const after = await opened.dump()
    for (const table of Object.keys(before))
      if (table !== 'quote_events' && table !== 'sqlite_sequence') expect(after[table], table).toEqual(before[table])
    expect(after.quote_events).toHaveLength((before.quote_events ?? []).length + 1)
    const seen = await store.quoteByToken(sent.token, sentAt)
    expect([seen?.state, seen?.version.views]).toEqual(['viewed', 1])
  })

  it('stops the reminders when the owner asks, and deletes every quote row with the lead', async () => {
    const { store, id, db } = await setUp()
    const sent = await store.sendQuote(id, null, sentAt)
    if (!sent.ok) throw new Error(sent.reason)
    expect(await store.stopQuoteFollowUps(id, 'owner@startile.example', sentAt)).toBe(true)
    expect((await store.quoteFollowUps(id)).map((f) => f.status)).toEqual(['skipped', 'skipped', 'skipped'])
    expect(await store.stopQuoteFollowUps(id, null, sentAt)).toBe(false)
    await store.recordQuoteView(sent.version.id, client, sentAt)
    await store.saveQuoteDocument(sent.version.id, 'quote', Buffer.from('%PDF-1.7'), sentAt)
    await db.transaction().execute((trx) => deleteLeadRows(trx, [id]))
    for (const table of ['quote_drafts', 'quote_versions', 'quote_events', 'quote_documents', 'quote_acceptances'] as const) {
      expect(await db.selectFrom(table).selectAll().execute(), table).toEqual([])
    }
    expect(await store.quoteByToken(sent.token, sentAt)).toBeNull()
  })

  it('refuses to send without a draft, and a link that is not a token finds nothing', async () => {
    const { store } = await setUp()
    const { id: bare } = await store.insertLead(
      { form: 'contact', name: 'Bo', email: 'bo@example.com', phone: '(503) 555-0102', message: 'Hi', zip: null },
      sentAt,
    )
    expect(await store.sendQuote(bare, null, sentAt)).toEqual({ ok: false, reason: 'no-draft' })
    expect(await store.sendQuote(999_999, null, sentAt)).toEqual({ ok: false, reason: 'no-lead' })
    expect(await store.quoteByToken('../../etc/passwd', sentAt)).toBeNull()
    expect(await store.quoteByToken('A'.repeat(43), sentAt)).toBeNull()
  })
})
