// Sending a written quote (issue 42, record 038) on SQLite and PostgreSQL: the frozen version with
// the SHA-256 of its stored text, the link's token (only its hash stored), status Quoted with its
// history, the outbox rows queued in the same transaction (a failing insert stores nothing), version
// 2 replacing version 1, a GET that changes nothing, the owner stopping the follow-ups, and the
// privacy deletion and retention purge taking the quote's rows with the lead.
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { type StoreTarget, storeTargets } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { leadWithDraft, sampleDraft, sentAt } from '../../tests/helpers/quote-fixtures'
import type { ServerStore } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const later = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000)

const quoteRows = async (store: ServerStore, leadId: number) => {
  const db = store.handle.db
  return {
    versions: await db.selectFrom('quote_versions').selectAll().where('lead_id', '=', leadId).orderBy('version').execute(),
    outbox: await db
      .selectFrom('outbox')
      .select(['kind', 'to_addr', 'status', 'next_attempt_at', 'quote_version_id'])
      .where('lead_id', '=', leadId)
      .where('quote_version_id', 'is not', null)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .execute(),
    events: await db.selectFrom('lead_events').selectAll().where('lead_id', '=', leadId).orderBy('id').execute(),
  }
}

async function open(target: StoreTarget) {
  const opened = await target.open()
  cleanups.push(() => opened.store.close())
  return opened
}

describe.each(storeTargets(pgDb))('sending a quote on $name', (target) => {
  it('freezes version 1 with its hash, sets Quoted, keeps only the token’s hash and queues the e-mail and follow-ups', async () => {
    const { store, dump } = await open(target)
    const leadId = await leadWithDraft(store)
    const sent = await store.sendQuote(leadId, 'owner@startile.example', sentAt)
    if (!sent.ok) throw new Error(sent.reason)
    expect(sent.version.version).toBe(1)
    expect(sent.version.snapshot.options.map((o) => o.totals.totalCents)).toEqual([174000, 255000, 348000])
    expect(sent.version.validUntil).toBe('2026-12-16T08:00:00.000Z')
    expect((await store.getLead(leadId))?.status).toBe('Quoted')

    const { versions, outbox, events } = await quoteRows(store, leadId)
    expect(versions).toHaveLength(1)
    expect(versions[0].sha256).toBe(sha256(versions[0].snapshot))
    expect(sent.version.sha256).toBe(versions[0].sha256)
    expect(versions[0].token_hash).toBe(sha256(sent.token))
    expect(sent.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(JSON.stringify(await dump())).not.toContain(sent.token)
    expect(await store.quoteToken(leadId, 1)).toBe(sent.token)

    // The customer's e-mail now; reminders on Thursday and (Sunday is closed) Monday at 10 AM; the owner's notice the day before.
    expect(outbox).toEqual([
      {
        kind: 'quote-sent',
        to_addr: 'pat@example.com',
        status: 'pending',
        next_attempt_at: sentAt.toISOString(),
        quote_version_id: sent.version.id,
      },
      {
        kind: 'quote-followup',
        to_addr: 'pat@example.com',
        status: 'pending',
        next_attempt_at: '2026-12-03T18:00:00.000Z',
        quote_version_id: sent.version.id,
      },
      {
        kind: 'quote-followup',
        to_addr: 'pat@example.com',
        status: 'pending',
        next_attempt_at: '2026-12-07T18:00:00.000Z',
        quote_version_id: sent.version.id,
      },
      {
        kind: 'quote-expiring',
        to_addr: null,
        status: 'pending',
        next_attempt_at: '2026-12-14T15:00:00.000Z',
        quote_version_id: sent.version.id,
      },
    ])
    expect(events.filter((e) => e.kind === 'status').map((e) => [e.from_status, e.to_status, e.person_email])).toEqual([
      ['New', 'Quoted', 'owner@startile.example'],
    ])
    expect(events.some((e) => e.kind === 'note' && e.note === 'Quote version 1 sent.')).toBe(true)
    expect(await store.quoteFollowUps(leadId)).toHaveLength(3)

    const shown = await store.quoteByToken(sent.token, later(sentAt, 1))
    expect(shown?.version.id).toBe(sent.version.id)
    expect(shown?.state).toBe('sent')
    expect(shown?.newerToken).toBeNull()
  })

  it('stores nothing when a row of the send cannot be written (one transaction)', async () => {
    const { store, exec, dump } = await open(target)
    const leadId = await leadWithDraft(store)
    await exec(
      target.name === 'SQLite'
        ? `CREATE TRIGGER no_followups BEFORE INSERT ON outbox WHEN NEW.kind = 'quote-expiring' BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`
        : `CREATE FUNCTION no_followups() RETURNS trigger AS $$ BEGIN IF NEW.kind = 'quote-expiring' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql;
           CREATE TRIGGER no_followups BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION no_followups();`,
    )
    const before = await dump()
    await expect(store.sendQuote(leadId, 'owner@startile.example', sentAt)).rejects.toThrow(/refused by the test/)
    expect(await dump()).toEqual(before)
    expect((await store.getLead(leadId))?.status).toBe('New')
  })

  it('replaces version 1 with version 2: the old link says so and names the new one, and its pending follow-ups are skipped', async () => {
    const { store } = await open(target)
    const leadId = await leadWithDraft(store)
    const first = await store.sendQuote(leadId, 'owner@startile.example', sentAt)
    if (!first.ok) throw new Error(first.reason)
    await store.saveQuoteDraft(leadId, sampleDraft({ note: 'Now with the hallway.' }), 'owner@startile.example', later(sentAt, 20))
    const second = await store.sendQuote(leadId, 'owner@startile.example', later(sentAt, 24))
    if (!second.ok) throw new Error(second.reason)
    expect(second.version.version).toBe(2)
    expect(second.token).not.toBe(first.token)
    expect(second.version.sha256).not.toBe(first.version.sha256)

    const old = await store.quoteByToken(first.token, later(sentAt, 25))
    expect(old?.version.replacedAt).toBe(later(sentAt, 24).toISOString())
    expect(old?.newerToken).toBe(second.token)
    const accepted = await store.acceptQuote(
      first.token,
      { optionIndex: 0, addOns: [], expectedTotalCents: 174000, typedName: 'Pat Doe' },
      { address: '203.0.113.9', userAgent: 'Test' },
      later(sentAt, 25),
    )
    expect(accepted).toEqual({ ok: false, reason: 'replaced' })

    const { outbox, events } = await quoteRows(store, leadId)
    const of = (id: number) => outbox.filter((r) => r.quote_version_id === id).map((r) => `${r.kind}:${r.status}`)
    // Version 1's e-mail had not gone yet either: the customer gets version 2's only.
    expect(of(first.version.id)).toEqual([
      'quote-sent:skipped',
      'quote-followup:skipped',
      'quote-followup:skipped',
      'quote-expiring:skipped',
    ])
    expect(of(second.version.id)).toEqual([
      'quote-sent:pending',
      'quote-followup:pending',
      'quote-followup:pending',
      'quote-expiring:pending',
    ])
    expect(events.filter((e) => e.kind === 'status')).toHaveLength(1)
    expect(events.some((e) => e.note === 'Quote version 2 sent; it replaces version 1.')).toBe(true)
  })

  it('refuses to send without a lead, without a draft, or with a valid-through day already over', async () => {
    const { store, dump } = await open(target)
    expect(await store.sendQuote(9999, null, sentAt)).toEqual({ ok: false, reason: 'no-lead' })
    const { id } = await store.insertLead({ form: 'contact', name: 'Sam', email: 'sam@example.com', phone: '', message: 'Hi' }, sentAt)
    expect(await store.sendQuote(id, null, sentAt)).toEqual({ ok: false, reason: 'no-draft' })
    const leadId = await leadWithDraft(store, sampleDraft({ validThrough: '2026-11-30' }))
    const before = await dump()
    expect(await store.sendQuote(leadId, null, sentAt)).toEqual({ ok: false, reason: 'invalid-draft' })
    expect(await dump()).toEqual(before)
    await expect(store.saveQuoteDraft(leadId, sampleDraft({ options: [] }), null, sentAt)).rejects.toThrow(/at least one option/)
    expect(await dump()).toEqual(before)
  })

  it('reads a quote by its link without changing any row, and records a view only as an event', async () => {
    const { store, dump } = await open(target)
    const leadId = await leadWithDraft(store)
    const sent = await store.sendQuote(leadId, null, sentAt)
    if (!sent.ok) throw new Error(sent.reason)
    const before = await dump()
    expect((await store.quoteByToken(sent.token, later(sentAt, 2)))?.state).toBe('sent')
    expect(
      await store.quoteByToken(
        sent.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        later(sentAt, 2),
      ),
    ).toBeNull()
    expect(await store.quoteByToken('../../etc/passwd', later(sentAt, 2))).toBeNull()
    expect(await dump()).toEqual(before)
    await store.recordQuoteView(sent.version.id, { address: '203.0.113.9', userAgent: 'Phone' }, later(sentAt, 3))
    const after = await dump()
    expect(after.quote_versions).toEqual(before.quote_versions)
    expect(after.quote_events).toHaveLength(1)
    const shown = await store.quoteByToken(sent.token, later(sentAt, 4))
    expect([shown?.state, shown?.version.views, shown?.version.firstViewedAt]).toEqual(['viewed', 1, later(sentAt, 3).toISOString()])
  })

  it('stops the follow-ups at the owner’s word, once', async () => {
    const { store } = await open(target)
    const leadId = await leadWithDraft(store)
    await store.sendQuote(leadId, null, sentAt)
    expect(await store.stopQuoteFollowUps(leadId, 'owner@startile.example', later(sentAt, 1))).toBe(true)
    expect((await store.quoteFollowUps(leadId)).map((f) => f.status)).toEqual(['skipped', 'skipped', 'skipped'])
    expect((await store.quoteVersions(leadId))[0].followupsStoppedAt).toBe(later(sentAt, 1).toISOString())
    expect(await store.stopQuoteFollowUps(leadId, 'owner@startile.example', later(sentAt, 2))).toBe(false)
    expect((await quoteRows(store, leadId)).outbox.find((r) => String(r.kind) === 'quote-sent')?.status).toBe('pending')
  })
})
