// The webhook URL's path and query (often the receiver's own secret) never leave the settings, on
// SQLite and PostgreSQL: a real receiver on loopback fails in every way it can (no connection, TLS
// to a plain HTTP port, a 500 and a 404 whose pages repeat the URL, no answer, a redirect to the
// URL), and neither the stored rows, the desk's view of them (a lead's mail list, the health
// banner), the outbox log nor the leads CLI holds any of it: only scheme, host and port.
import { describe, expect, it } from 'vitest'
import { main } from '../cli/cli'
import { createOutbox } from './outbox'
import { type NewLead, openLeadStore } from '../store/store'
import { createWebhookSender } from './webhook'
import { tempDir, deskOf } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { freePort } from '../../tests/helpers/server-process'
import { type TestReceiver, startTestReceiver } from '../../tests/helpers/webhook-receiver'
import { withRoomQueries } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const secret = 'signing-key-SECRET-KEY-0123'
const secretPath = '/hooks/SECRET-PATH?token=SECRET-QUERY'
const mustNotAppear = ['SECRET-PATH', 'SECRET-QUERY', '/hooks', 'token=', secret]
const newLead = (n: number): NewLead => ({
  form: 'contact',
  name: `Visitor ${n}`,
  email: `visitor-${n}@example.com`,
  phone: '(503) 555-0100',
  message: '',
})

const databases = [
  { name: 'SQLite', database: async () => ({ dataDir: tempDir() }) },
  { name: 'PostgreSQL', database: async () => ({ dataDir: tempDir(), databaseUrl: await pgDb().schemaUrl() }) },
]

/** The whole error kept: the receiver by scheme, host and port, then what happened. */
const kept = (what: string) => new RegExp(`^The webhook receiver at https?://127\\.0\\.0\\.1:\\d+${what}$`)

/** Each way a receiver fails: the URL posted to, what the receiver does, and the error kept. */
const failures = (r: TestReceiver, closedPort: number) => [
  { url: `http://127.0.0.1:${closedPort}${secretPath}`, answer: 200, error: kept(': could not connect \\(ECONNREFUSED\\)') },
  { url: `https://127.0.0.1:${r.port}${secretPath}`, answer: 200, error: kept(': could not connect \\(ERR_SSL_[A-Z_]+\\)') },
  { url: r.url, answer: 500, error: kept(' answered 500') },
  { url: r.url, answer: 404, error: kept(' answered 404') },
  { url: r.url, answer: 302, error: kept(' answered 302') },
  { url: r.url, answer: 'hang' as const, error: kept(': no answer within 1500 ms') },
]

describe.each(databases)('the webhook URL on $name', ({ database }) => {
  it('never reaches a stored row, the desk, the log or the CLI: scheme, host and port only', async () => {
    const db = await database()
    const store = withRoomQueries(await openLeadStore({ ...db, webhook: true }))
    cleanups.push(() => store.close())
    const r = await startTestReceiver(secret, { path: secretPath })
    cleanups.push(() => r.stop())
    expect(r.url).toContain('SECRET-PATH')
    const logged: string[] = []
    const record = (obj: object, msg: string) => void logged.push(`${JSON.stringify(obj)} ${msg}`)
    const log = { info: record, warn: record, error: record }
    // A fixed clock: each pass tries only the lead just stored, whose row then keeps its own error.
    // Each lead is stored a second before it, whatever the real time has reached (on a loaded
    // machine the passes before took longer than that second).
    const clock = new Date(Date.now() + 1000)
    const storedAt = new Date(clock.getTime() - 1000)
    const ids: number[] = []
    for (const [n, failure] of failures(r, await freePort()).entries()) {
      const { id } = await store.insertLead(newLead(n), storedAt)
      ids.push(id)
      r.answer = failure.answer
      const webhook = createWebhookSender({ url: failure.url, secret, timeoutMs: 1500 })
      expect(webhook.description).toMatch(/^https?:\/\/127\.0\.0\.1:\d+$/)
      const outbox = createOutbox({ store, mailer: { send: async () => {} }, webhook, log, random: () => 0, now: () => clock })
      expect(await outbox.runOnce()).toBe(3)
      const row = (await store.outboxFor(id)).find((o) => o.kind === 'webhook')!
      expect(row.lastError, failure.url).toMatch(failure.error)
    }
    // Each failure reached the receiver or was refused on the way, and was logged by its codes.
    expect(r.posts.map((p) => p.answered)).toEqual([500, 404, 302, 'hang'])
    expect(logged.filter((line) => /lead webhook/.test(line))).toHaveLength(6)

    const rows = (await Promise.all(ids.map((id) => store.outboxFor(id)))).flat()
    // What the desk shows of a lead's mail, and its health banner.
    const desk = rows.map((m) => ({ kind: m.kind, status: m.status, attempts: m.attempts, lastError: m.lastError, sentAt: m.sentAt }))
    const health = await deskOf(store).outboxHealth(new Date(clock.getTime() + 86_400_000))
    expect(health.lastError).toMatch(/^The webhook receiver at http:\/\/127\.0\.0\.1:\d+/)
    const cli: string[] = []
    const io = { database: db, out: (t: string) => void cli.push(t), err: (t: string) => void cli.push(t) }
    for (const args of [['list'], ['stats'], ['export', '--format', 'json'], ['export', '--format', 'csv']]) {
      expect(await main(args, io)).toBe(0)
    }
    expect(cli.join('\n')).toMatch(/Webhook: 0 sent, 4 pending, 0 sending, 2 failed/)

    const everything = { rows, desk, health, logged, cli }
    const text = JSON.stringify(everything)
    for (const secretPart of mustNotAppear) expect(text, secretPart).not.toContain(secretPart)
  })
})
