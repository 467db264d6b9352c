// The lead webhook through the outbox, on SQLite and PostgreSQL, against a real HTTP receiver on
// loopback: each lead arrives once with a valid signature, also from two workers at once and
// after the receiver was down; a 5xx or a timeout is retried, a 4xx fails at once and shows; each
// attempt signs the same body with its own time; an endless answer is cut off after a few KB; and
// stopping the outbox cuts a hung post short and gives its lease back.
import { describe, expect, it } from 'vitest'
import { createOutbox } from './outbox'
import type { NewLead } from '../store/store'
import { createWebhookSender } from './webhook'
import { storeTargets } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { waitFor } from '../../tests/helpers/smtp-server'
import { startTestReceiver } from '../../tests/helpers/webhook-receiver'
import { type ServerStore } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const secret = 'test-secret-of-this-suite'
const mailer = { send: async () => {} }
const newLead = (patch: Partial<NewLead> = {}): NewLead => ({
  form: 'quote',
  name: 'Jane Doe',
  email: 'jane.visitor@example.com',
  phone: '(503) 555-0100',
  projectType: 'Kitchen Backsplash',
  message: 'About 30 sq ft of subway tile behind the range.',
  ...patch,
})

async function receiver() {
  const r = await startTestReceiver(secret)
  cleanups.push(() => r.stop())
  return r
}

describe.each(storeTargets(pgDb))('the lead webhook on $name', (target) => {
  async function open() {
    const opened = await target.open({ webhook: true })
    cleanups.push(() => opened.store.close())
    return opened
  }
  // A receiver on this machine answers in milliseconds, but a loaded CI machine has taken over
  // 300 ms for a first post: the timeout is generous except where a test waits for it on purpose.
  const outboxFor = (store: ServerStore, url: string, extra: Partial<Parameters<typeof createOutbox>[0]> = {}, timeoutMs = 5000) =>
    createOutbox({ store, mailer, webhook: createWebhookSender({ url, secret, timeoutMs }), random: () => 0, ...extra })
  const webhookRow = async (store: ServerStore, id: number) => (await store.outboxFor(id)).find((o) => o.kind === 'webhook')!

  it('posts each lead once, signed, with its id, as JSON of what the server stored', async () => {
    const r = await receiver()
    const { store } = await open()
    const { id } = await store.insertLead(
      newLead({ zip: '97301', inArea: false, visitWindows: ['monday-morning'] }),
      new Date('2026-06-07T02:30:00Z'),
    )
    const spam = await store.insertLead(newLead({ spamReason: 'honeypot' }))
    expect((await store.outboxFor(id)).map((row) => row.kind)).toEqual(['business', 'acknowledgement', 'webhook'])
    expect(await store.outboxFor(spam.id)).toEqual([])
    const outbox = outboxFor(store, r.url)
    expect(await outbox.runOnce()).toBe(3)
    expect(await outbox.runOnce()).toBe(0)
    expect(r.deliveries).toHaveLength(1)
    const [d] = r.deliveries
    expect(d.signatureValid).toBe(true)
    expect(d.leadId).toBe(String(id))
    expect(d.body).toMatchObject({
      event: 'lead.created',
      id,
      reference: `ST-${1000 + id}`,
      form: 'quote',
      receivedAt: '2026-06-07T02:30:00.000Z',
      name: 'Jane Doe',
      email: 'jane.visitor@example.com',
      projectType: 'Kitchen Backsplash',
      zip: '97301',
      place: 'Salem, OR',
      inServiceArea: false,
      visitWindows: [{ id: 'monday-morning', label: 'Monday morning', text: 'Monday morning (8:00 AM – 12:00 PM)' }],
      photos: 0,
    })
    const row = (await store.outboxFor(id)).find((o) => o.kind === 'webhook')!
    // Its address as stored (and shown): scheme, host and port, never the path.
    expect(row).toMatchObject({ status: 'sent', attempts: 1, toAddr: `http://127.0.0.1:${r.port}` })
  })

  it('signs the same body with the time of each attempt; the documented check refuses a post signed over 5 minutes ago', async () => {
    const r = await receiver()
    const { store } = await open()
    const { id } = await store.insertLead(newLead())
    // The first attempt is signed as a post held (or replayed) for over 5 minutes would be.
    let signedAt = Date.now() - 400_000
    let clock = new Date(Date.now() + 1000)
    const webhook = createWebhookSender({ url: r.url, secret, timeoutMs: 5000, now: () => signedAt })
    const outbox = createOutbox({ store, mailer, webhook, random: () => 0, now: () => clock })
    r.answer = 503
    await outbox.runOnce()
    signedAt = Date.now() - 200_000
    clock = new Date(clock.getTime() + 3_600_000)
    await outbox.runOnce()
    signedAt = Date.now()
    r.answer = 200
    clock = new Date(clock.getTime() + 3_600_000)
    await outbox.runOnce()
    const posts = r.posts.filter((p) => p.leadId === String(id))
    expect(posts.map((p) => [p.answered, p.signatureValid])).toEqual([
      [503, false],
      [503, true],
      [200, true],
    ])
    expect(new Set(posts.map((p) => p.raw)).size).toBe(1)
    const seconds = posts.map((p) => Number(p.timestamp))
    expect(seconds[1] - seconds[0]).toBeGreaterThanOrEqual(199)
    expect(seconds[2] - seconds[1]).toBeGreaterThanOrEqual(199)
    expect(await webhookRow(store, id)).toMatchObject({ status: 'sent', attempts: 3 })
  })

  it('reads a few KB of an endless answer, then drops the connection: the post is delivered, nothing waits', async () => {
    const r = await receiver()
    const { store } = await open()
    const { id } = await store.insertLead(newLead())
    r.answer = 'endless'
    // With a minute to answer, only cutting the answer short lets runOnce end within the test.
    const outbox = createOutbox({ store, mailer, webhook: createWebhookSender({ url: r.url, secret, timeoutMs: 60_000 }) })
    expect(await outbox.runOnce()).toBe(3)
    expect(await webhookRow(store, id)).toMatchObject({ status: 'sent', attempts: 1 })
    await waitFor(() => r.endless.dropped === 1, 5000, 'the sender to drop the endless answer')
  })

  it('stop() cuts a post the receiver never answers short and gives its lease back untouched', async () => {
    const r = await receiver()
    const { store } = await open()
    const { id } = await store.insertLead(newLead())
    r.answer = 'hang'
    const webhook = createWebhookSender({ url: r.url, secret, timeoutMs: 60_000 })
    const outbox = createOutbox({ store, mailer, webhook, pollMs: 50 })
    outbox.start()
    await waitFor(() => r.posts.length === 1, 10_000, 'the post at the receiver')
    expect(await webhookRow(store, id)).toMatchObject({ status: 'sending', attempts: 0 })
    await outbox.stop()
    expect(await webhookRow(store, id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null, leaseOwner: null })
  })

  it('keeps a lead through a receiver outage and delivers it once when the receiver is back', async () => {
    const r = await receiver()
    const { store } = await open()
    await r.stop()
    const { id } = await store.insertLead(newLead())
    let clock = new Date(Date.now() + 1000)
    const outbox = outboxFor(store, r.url, { now: () => clock })
    await outbox.runOnce()
    const failed = (await store.outboxFor(id)).find((o) => o.kind === 'webhook')!
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 })
    expect(failed.lastError).toMatch(/could not connect/)
    // Not due yet: nothing is tried before the backoff ends.
    expect(await outbox.runOnce()).toBe(0)
    await r.start()
    clock = new Date(clock.getTime() + 60_000)
    expect(await outbox.runOnce()).toBe(1)
    expect(await outbox.runOnce()).toBe(0)
    expect(r.deliveries.map((d) => [d.leadId, d.signatureValid])).toEqual([[String(id), true]])
  })

  it('retries a 5xx and a receiver that does not answer in time; fails a 4xx at once, shown in the stats', async () => {
    const r = await receiver()
    const { store } = await open()
    let clock = new Date(Date.now() + 1000)
    const outbox = outboxFor(store, r.url, { now: () => clock }, 1500)
    const later = () => (clock = new Date(clock.getTime() + 3_600_000))

    const { id } = await store.insertLead(newLead())
    r.answer = 503
    await outbox.runOnce()
    expect(await webhookRow(store, id)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/answered 503/) })
    r.answer = 'hang'
    later()
    await outbox.runOnce()
    expect(await webhookRow(store, id)).toMatchObject({
      status: 'pending',
      attempts: 2,
      lastError: expect.stringMatching(/no answer within 1500 ms/),
    })
    r.answer = 200
    later()
    await outbox.runOnce()
    expect(await webhookRow(store, id)).toMatchObject({ status: 'sent', attempts: 3 })

    const refused = await store.insertLead(newLead(), clock)
    r.answer = 410
    await outbox.runOnce()
    expect(await webhookRow(store, refused.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringMatching(/answered 410/),
    })
    const stats = await store.stats()
    expect(stats.byKind.webhook).toEqual({ pending: 0, sending: 0, sent: 1, failed: 1, skipped: 0 })
    expect(stats.outbox.failed).toBe(1)
    // `npm run leads -- retry` requeues it; the receiver takes it this time.
    r.answer = 200
    expect(await store.retryFailed()).toBe(1)
    await outbox.runOnce()
    expect(await webhookRow(store, refused.id)).toMatchObject({ status: 'sent' })
    expect(r.deliveries.map((d) => d.leadId)).toEqual([String(id), String(refused.id)])
  })

  it('fails a queued webhook with the setting named when the server has no webhook URL', async () => {
    const { store } = await open()
    const { id } = await store.insertLead(newLead())
    await createOutbox({ store, mailer }).runOnce()
    expect((await store.outboxFor(id)).find((o) => o.kind === 'webhook')).toMatchObject({
      status: 'failed',
      lastError: expect.stringMatching(/LEADS_WEBHOOK_URL is not set/),
    })
  })

  it('two workers on one database post each lead once', async () => {
    const r = await receiver()
    const { store, another } = await open()
    const other = await another()
    cleanups.push(() => other.close())
    const ids: number[] = []
    for (let i = 0; i < 12; i++) ids.push((await (i % 2 ? store : other).insertLead(newLead({ email: `v${i}@example.com` }))).id)
    const a = outboxFor(store, r.url, { workerId: 'a' })
    const b = outboxFor(other, r.url, { workerId: 'b' })
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()])
    await Promise.all([a.runOnce(), b.runOnce()])
    expect(r.deliveries.map((d) => Number(d.leadId)).sort((x, y) => x - y)).toEqual(ids.sort((x, y) => x - y))
    expect(r.deliveries.every((d) => d.signatureValid)).toBe(true)
  })
})
