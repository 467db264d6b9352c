// The lead webhook with the real server processes: a URL that is not http(s) stops the server at
// start with the variable named; the start-up line and the log name the receiver by scheme, host
// and port only, never the path or query that hold its secret; each lead reaches the receiver
// exactly once, with a valid signature, across a receiver outage and a server restart (SQLite),
// and from two instances sharing one PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest'
import { openLeadStore } from '../store/store'
import { createPostgresDatabase, tempDir } from '../../tests/helpers/databases'
import { postLead, startServer } from '../../tests/helpers/server-process'
import { serverStartMs } from '../../tests/helpers/timeouts'
import { waitFor } from '../../tests/helpers/smtp-server'
import { startTestReceiver } from '../../tests/helpers/webhook-receiver'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
})

const secret = 'process-test-secret-0123'
const lead = (n: number) => ({ name: `Visitor ${n}`, email: `visitor-${n}@example.com`, phone: '503 555 0100', message: '' })

describe('the lead webhook, with the real server', () => {
  // Two server starts (each refused at start, so well within its limit).
  it('stops the server at start when LEADS_WEBHOOK_URL is not an http(s) URL, naming it', { timeout: 2 * serverStartMs }, async () => {
    await expect(
      startServer({ DATA_DIR: tempDir(), LEADS_WEBHOOK_URL: 'ftp://hooks.example.com/in', LEADS_WEBHOOK_SECRET: secret }),
    ).rejects.toThrow(/LEADS_WEBHOOK_URL must be an http:\/\/ or https:\/\/ URL/)
    await expect(startServer({ DATA_DIR: tempDir(), LEADS_WEBHOOK_URL: 'https://hooks.example.com/in' })).rejects.toThrow(
      /LEADS_WEBHOOK_SECRET must be set/,
    )
  })

  it('names the receiver by scheme, host and port only in the start-up line and the log', { timeout: serverStartMs + 45_000 }, async () => {
    const receiver = await startTestReceiver(secret, { path: '/hooks/SECRET-PATH?token=SECRET-QUERY' })
    cleanups.push(() => receiver.stop())
    receiver.answer = 500
    const server = await startServer({
      DATA_DIR: tempDir(),
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: secret,
      LOG_LEVEL: 'info',
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '100',
      OUTBOX_RETRY_MAX_MS: '200',
    })
    cleanups.push(() => server.kill('SIGKILL'))
    expect((await postLead(server.url, lead(1))).status).toBe(201)
    await waitFor(() => receiver.posts.length >= 2, 20_000, 'two posts answered 500')
    receiver.answer = 302 // a redirect to the URL itself: refused for good
    await waitFor(() => /lead webhook failed/.test(server.output()), 20_000, 'the post to fail for good')
    server.kill('SIGTERM')
    await server.exited
    const output = server.output()
    expect(output).toContain(`webhook: http://127.0.0.1:${receiver.port};`)
    expect(output).toMatch(/lead webhook not sent yet; will retry/)
    for (const part of ['SECRET-PATH', 'SECRET-QUERY', '/hooks', secret]) expect(output, part).not.toContain(part)
  })

  it('delivers each lead once across a receiver outage and a server restart', { timeout: 2 * serverStartMs + 60_000 }, async () => {
    const receiver = await startTestReceiver(secret)
    cleanups.push(() => receiver.stop())
    await receiver.stop()
    const dataDir = tempDir()
    const env = {
      DATA_DIR: dataDir,
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: secret,
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '100',
      OUTBOX_RETRY_MAX_MS: '300',
    }
    const first = await startServer(env)
    cleanups.push(() => first.kill('SIGKILL'))
    const ids: number[] = []
    for (let n = 0; n < 4; n++) {
      const { status, id } = await postLead(first.url, lead(n))
      expect(status).toBe(201)
      ids.push(id!)
    }
    // The receiver is down: attempts are made and recorded, nothing is lost.
    const store = await openLeadStore({ dataDir })
    cleanups.push(() => store.close())
    await waitFor(
      async () => (await store.outboxFor(ids[3])).some((o) => o.kind === 'webhook' && o.attempts >= 1),
      20_000,
      'a failed attempt',
    )
    first.kill('SIGTERM')
    await first.exited
    await receiver.start()
    const second = await startServer(env)
    cleanups.push(() => second.kill('SIGKILL'))
    await waitFor(() => receiver.deliveries.length >= ids.length, 30_000, 'every lead at the receiver')
    await new Promise((r) => setTimeout(r, 500)) // more polls: nothing goes twice
    expect(receiver.deliveries.map((d) => Number(d.leadId)).sort((a, b) => a - b)).toEqual(ids)
    expect(receiver.deliveries.every((d) => d.signatureValid)).toBe(true)
    expect(receiver.deliveries.map((d) => d.body.id)).toEqual(receiver.deliveries.map((d) => Number(d.leadId)))
  })

  it('two instances on one PostgreSQL post each lead once', { timeout: serverStartMs + 90_000 }, async () => {
    const pgDb = await createPostgresDatabase()
    cleanups.push(() => pgDb.drop())
    const receiver = await startTestReceiver(secret)
    cleanups.push(() => receiver.stop())
    const env = { DATABASE_URL: pgDb.url, LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: secret, OUTBOX_POLL_MS: '50' }
    const [a, b] = await Promise.all([startServer(env), startServer(env)])
    cleanups.push(
      () => a.kill('SIGKILL'),
      () => b.kill('SIGKILL'),
    )
    const ids = await Promise.all(
      Array.from({ length: 30 }, async (_, n) => {
        const { status, id } = await postLead([a, b][n % 2].url, lead(n))
        expect(status).toBe(201)
        return id!
      }),
    )
    await waitFor(() => receiver.deliveries.length >= ids.length, 60_000, 'every lead at the receiver')
    await new Promise((r) => setTimeout(r, 500))
    expect(receiver.deliveries.map((d) => Number(d.leadId)).sort((x, y) => x - y)).toEqual(ids.sort((x, y) => x - y))
    expect(receiver.deliveries.every((d) => d.signatureValid)).toBe(true)
  })
})
