// The customer's answers through the link (issue 42, record 038) on SQLite and PostgreSQL: accepted
// once from two racing posts on two connections (one record, the lead Won with the total), a
// tampered total, option or add-on refused with nothing stored, a decline, a question, and expiry at
// the end of the valid-through day in Portland.
import { describe, expect, it } from 'vitest'
import { type StoreTarget, storeTargets } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { leadWithDraft, sampleDraft, sentAt } from '../../tests/helpers/quote-fixtures'
import type { ServerStore } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const client = { address: '203.0.113.9', userAgent: 'Mozilla/5.0 (iPhone)' }
const later = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000)
// Better (255,000) with the heated floor (95,000): $3,500.00, deposit 25 %.
const better = { optionIndex: 1, addOns: [0], expectedTotalCents: 350000, typedName: 'Pat Q. Doe' }

async function sentQuote(target: StoreTarget, draft = sampleDraft()) {
  const opened = await target.open()
  cleanups.push(() => opened.store.close())
  const leadId = await leadWithDraft(opened.store, draft)
  const sent = await opened.store.sendQuote(leadId, 'owner@startile.example', sentAt)
  if (!sent.ok) throw new Error(sent.reason)
  return { ...opened, leadId, sent }
}

const outboxOf = (store: ServerStore, leadId: number) =>
  store.handle.db
    .selectFrom('outbox')
    .select(['kind', 'to_addr', 'status'])
    .where('lead_id', '=', leadId)
    .where('quote_version_id', 'is not', null)
    .orderBy('id')
    .execute()

describe.each(storeTargets(pgDb))('the customer’s answers on $name', (target) => {
  it('accepts once from two posts at once: one record, the lead Won with the total, the signed copies queued, follow-ups skipped', async () => {
    const { store, another, leadId, sent } = await sentQuote(target)
    // PostgreSQL: two instances (two pools). SQLite: one server's store, as production runs it (two
    // SQLite connections in one process would wait on each other's lock synchronously, blocking the
    // event loop that would release it); its transactions then queue on the one connection.
    const second = target.name === 'SQLite' ? store : await another()
    if (second !== store) cleanups.push(() => second.close())
    const at = later(sentAt, 30)
    const results = await Promise.all([
      store.acceptQuote(sent.token, better, client, at),
      second.acceptQuote(sent.token, { ...better, typedName: 'Someone Else' }, client, at),
    ])
    const won = results.filter((r) => r.ok)
    expect(won).toHaveLength(1)
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: 'accepted' }])

    const rows = await store.handle.db.selectFrom('quote_acceptances').selectAll().execute()
    expect(rows).toHaveLength(1)
    const acceptance = await store.acceptanceOf(sent.version.id)
    expect(acceptance).toMatchObject({
      sha256: sent.version.sha256,
      optionIndex: 1,
      addOns: [0],
      totalCents: 350000,
      depositCents: 87500,
      consentVersion: sent.version.snapshot.consent.version,
      consentText: sent.version.snapshot.consent.text,
      acceptedAt: at.toISOString(),
      clientAddress: client.address,
      userAgent: client.userAgent,
    })
    const lead = await store.handle.db
      .selectFrom('leads')
      .select(['status', 'won_cents', 'won_source'])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow()
    expect([lead.status, Number(lead.won_cents), lead.won_source]).toEqual(['Won', 350000, 'quote'])
    expect((await outboxOf(store, leadId)).map((r) => `${r.kind}:${r.to_addr ?? 'owner'}:${r.status}`)).toEqual([
      'quote-sent:pat@example.com:pending',
      'quote-followup:pat@example.com:skipped',
      'quote-followup:pat@example.com:skipped',
      'quote-expiring:owner:skipped',
      'quote-signed:pat@example.com:pending',
      'quote-answer:owner:pending',
    ])
    const shown = await store.quoteByToken(sent.token, later(at, 1))
    expect([shown?.state, shown?.acceptance?.typedName]).toEqual(['accepted', acceptance?.typedName])
    expect((await store.quoteEvents(sent.version.id)).map((e) => e.kind)).toEqual(['accept'])
    // Accepted: a new version cannot be sent over it, and a decline comes too late.
    expect(await store.sendQuote(leadId, null, later(at, 2))).toEqual({ ok: false, reason: 'accepted' })
    expect(await store.declineQuote(sent.token, '', client, later(at, 2))).toEqual({ ok: false, reason: 'accepted' })
  })

  it('settles an acceptance and a new version sent at the same moment: one of them, never both, never an error', async () => {
    const { store, another, leadId, sent } = await sentQuote(target)
    const desk = target.name === 'SQLite' ? store : await another()
    if (desk !== store) cleanups.push(() => desk.close())
    await store.saveQuoteDraft(leadId, sampleDraft({ note: 'Changed.' }), null, later(sentAt, 29))
    const at = later(sentAt, 30)
    const [accepted, resent] = await Promise.all([store.acceptQuote(sent.token, better, client, at), desk.sendQuote(leadId, null, at)])
    expect([accepted.ok, resent.ok].filter(Boolean)).toHaveLength(1)
    if (accepted.ok) expect(resent).toEqual({ ok: false, reason: 'accepted' })
    else expect(accepted).toEqual({ ok: false, reason: 'replaced' })
    const lead = await store.getLead(leadId)
    expect(lead?.status).toBe(accepted.ok ? 'Won' : 'Quoted')
  })

  it('refuses a tampered total, option, add-on or name, storing nothing', async () => {
    const { store, dump, sent } = await sentQuote(target)
    const before = await dump()
    const at = later(sentAt, 30)
    for (const tampered of [
      { ...better, expectedTotalCents: 100 },
      { ...better, expectedTotalCents: 255000 },
      { ...better, optionIndex: 3 },
      { ...better, optionIndex: -1 },
      { ...better, optionIndex: 0.5 },
      { ...better, addOns: [2] },
      { ...better, addOns: [0, 0], expectedTotalCents: 445000 },
      { ...better, typedName: '   ' },
      { ...better, typedName: 'Pat\u202eDoe' },
      { ...better, typedName: 'P'.repeat(121) },
    ]) {
      expect(await store.acceptQuote(sent.token, tampered, client, at)).toEqual({ ok: false, reason: 'tampered' })
    }
    expect(await store.acceptQuote('A'.repeat(43), better, client, at)).toEqual({ ok: false, reason: 'not-found' })
    expect(await dump()).toEqual(before)
  })

  it('records a decline with its reason, skips the follow-ups, tells the owner, and cannot then be accepted', async () => {
    const { store, leadId, sent } = await sentQuote(target)
    const at = later(sentAt, 30)
    expect(await store.declineQuote(sent.token, 'We went with a friend.', client, at)).toEqual({ ok: true })
    const shown = await store.quoteByToken(sent.token, later(at, 1))
    expect([shown?.state, shown?.version.declineReason]).toEqual(['declined', 'We went with a friend.'])
    expect((await store.quoteEvents(sent.version.id)).map((e) => [e.kind, e.text])).toEqual([['decline', 'We went with a friend.']])
    expect((await outboxOf(store, leadId)).map((r) => `${r.kind}:${r.status}`).slice(1)).toEqual([
      'quote-followup:skipped',
      'quote-followup:skipped',
      'quote-expiring:skipped',
      'quote-answer:pending',
    ])
    expect(await store.acceptQuote(sent.token, better, client, later(at, 1))).toEqual({ ok: false, reason: 'declined' })
    expect((await store.getLead(leadId))?.status).toBe('Quoted')
  })

  it('records a question, stops the customer’s reminders but keeps the owner’s notice, and still lets the customer accept', async () => {
    const { store, leadId, sent } = await sentQuote(target)
    const at = later(sentAt, 30)
    expect(await store.askQuoteQuestion(sent.token, '', client, at)).toEqual({ ok: false, reason: 'tampered' })
    expect(await store.askQuoteQuestion(sent.token, 'Can you start in January?\nThanks', client, at)).toEqual({ ok: true })
    expect((await store.quoteByToken(sent.token, later(at, 1)))?.state).toBe('question')
    expect((await outboxOf(store, leadId)).map((r) => `${r.kind}:${r.status}`).slice(1)).toEqual([
      'quote-followup:skipped',
      'quote-followup:skipped',
      'quote-expiring:pending',
      'quote-answer:pending',
    ])
    expect((await store.acceptQuote(sent.token, better, client, later(at, 2))).ok).toBe(true)
  })

  it('can be accepted at 23:59:59 Pacific on the valid-through day and not at midnight', async () => {
    const first = await sentQuote(target)
    // December 15 ends at 08:00 UTC on the 16th (PST, UTC-8).
    const lastSecond = new Date('2026-12-16T07:59:59Z')
    const midnight = new Date('2026-12-16T08:00:00Z')
    expect((await first.store.quoteByToken(first.sent.token, lastSecond))?.state).toBe('sent')
    expect((await first.store.acceptQuote(first.sent.token, better, client, lastSecond)).ok).toBe(true)
    const leadId = await leadWithDraft(first.store)
    const sent = await first.store.sendQuote(leadId, null, sentAt)
    if (!sent.ok) throw new Error(sent.reason)
    expect((await first.store.quoteByToken(sent.token, midnight))?.state).toBe('expired')
    expect(await first.store.acceptQuote(sent.token, better, client, midnight)).toEqual({ ok: false, reason: 'expired' })
    expect(await first.store.askQuoteQuestion(sent.token, 'Still valid?', client, midnight)).toEqual({ ok: false, reason: 'expired' })
    expect((await first.store.getLead(leadId))?.status).toBe('Quoted')
  })
})
