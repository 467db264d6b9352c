// The e-mails and the webhook posts are separate lanes of the outbox, on SQLite and PostgreSQL: a
// receiver that accepts the connection and never answers holds its own lane only, while every
// lead's owner e-mail and acknowledgement reach a real SMTP server on loopback; and two workers on
// one database still send each message once, lanes and all.
import { describe, expect, it } from 'vitest'
import { createSmtpMailer } from '../mail/mailer'
import { createOutbox } from './outbox'
import type { NewLead } from '../store/store'
import { createWebhookSender } from './webhook'
import { storeTargets } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { startTestSmtp, waitFor } from '../../tests/helpers/smtp-server'
import { startTestReceiver } from '../../tests/helpers/webhook-receiver'
import { type ServerStore } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const secret = 'lanes-test-secret-0123'
const addresses = { leadsTo: 'owner@startile.example', from: 'Star Tile <leads@startile.example>' }
const newLead = (n: number): NewLead => ({
  form: 'contact',
  name: `Visitor ${n}`,
  email: `visitor-${n}@example.com`,
  phone: '(503) 555-0100',
  message: 'A shower wall, about 60 sq ft.',
})

describe.each(storeTargets(pgDb))('the outbox lanes on $name', (target) => {
  async function setUp() {
    const { store, another } = await target.open({ webhook: true })
    cleanups.push(() => store.close())
    const smtp = await startTestSmtp()
    cleanups.push(() => smtp.stop())
    const receiver = await startTestReceiver(secret)
    cleanups.push(() => receiver.stop())
    receiver.answer = 'hang'
    const mailer = createSmtpMailer(smtp.url)
    cleanups.push(() => mailer.close())
    // A minute to answer: the receiver holds each attempt for the whole test.
    const webhook = createWebhookSender({ url: receiver.url, secret, timeoutMs: 60_000 })
    const outboxOf = (s: ServerStore, workerId: string) => {
      const outbox = createOutbox({ store: s, mailer, webhook, ...addresses, pollMs: 50, workerId })
      cleanups.push(() => outbox.stop())
      return outbox
    }
    const webhookRows = async (ids: number[]) =>
      (await Promise.all(ids.map((id) => store.outboxFor(id)))).flat().filter((r) => r.kind === 'webhook')
    return { store, another, smtp, receiver, outboxOf, webhookRows }
  }

  it('sends each lead’s e-mails while a receiver that never answers holds the webhook post', async () => {
    const { store, smtp, receiver, outboxOf, webhookRows } = await setUp()
    const outbox = outboxOf(store, 'w')
    outbox.start()
    const first = await store.insertLead(newLead(1))
    outbox.nudge()
    await waitFor(() => receiver.posts.length === 1, 10_000, 'the first post to reach the receiver')
    // The webhook lane is now stuck on that post; the leads that come in meanwhile still get their e-mails.
    const ids = [first.id]
    for (let n = 2; n <= 4; n++) {
      ids.push((await store.insertLead(newLead(n))).id)
      outbox.nudge()
    }
    await waitFor(() => smtp.received.length === 8, 10_000, 'every e-mail of four leads')
    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual(
      [...Array(4).fill(addresses.leadsTo), ...[1, 2, 3, 4].map((n) => `visitor-${n}@example.com`)].sort(),
    )
    // The e-mails went while the post was still unanswered: nothing of the webhook lane has moved.
    const rows = await webhookRows(ids)
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sending', 0],
      ['pending', 0],
      ['pending', 0],
      ['pending', 0],
    ])
    expect(receiver.posts.map((p) => p.leadId)).toEqual([String(first.id)])
    // The SMTP server has each message before the worker marks its row sent: wait for the marks.
    const mailStatuses = async () =>
      (await Promise.all(ids.map((id) => store.outboxFor(id))))
        .flat()
        .filter((r) => r.kind !== 'webhook')
        .map((r) => r.status)
    await waitFor(async () => (await mailStatuses()).every((s) => s === 'sent'), 10_000, 'every e-mail row marked sent')
    expect(await mailStatuses()).toEqual(Array(8).fill('sent'))
  })

  it('two workers, each with both lanes, send every e-mail and post once', async () => {
    const { store, another, smtp, receiver, outboxOf, webhookRows } = await setUp()
    receiver.answer = 200
    const other = await another()
    cleanups.push(() => other.close())
    const ids: number[] = []
    for (let n = 0; n < 8; n++) ids.push((await (n % 2 ? store : other).insertLead(newLead(n))).id)
    const a = outboxOf(store, 'a')
    const b = outboxOf(other, 'b')
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()])
    await Promise.all([a.runOnce(), b.runOnce()])
    expect(smtp.received).toHaveLength(16)
    expect(new Set(smtp.received.map((m) => m.mail.header('message-id'))).size).toBe(16)
    expect(receiver.deliveries.map((d) => Number(d.leadId)).sort((x, y) => x - y)).toEqual(ids.sort((x, y) => x - y))
    expect((await webhookRows(ids)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
  })
})
