// Two real server processes behind an imaginary load balancer, sharing the PostgreSQL on
// 127.0.0.1:5432 (a database of this run) and the Redis on 127.0.0.1:6379 (a key prefix of this
// run): the rate limit holds across both, and with both outbox workers running each lead's
// e-mails arrive exactly once.
import { afterEach, describe, expect, it } from 'vitest'
import { openLeadStore } from './leads/store'
import { connectTestRedis, createPostgresDatabase } from '../tests/helpers/databases'
import { startTestSmtp, waitFor } from '../tests/helpers/smtp-server'
import { postLead, startServer } from '../tests/helpers/server-process'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
})

describe('two instances on PostgreSQL and Redis', () => {
  it('share one rate limit and send each e-mail exactly once', { timeout: 240_000 }, async () => {
    const pgDb = await createPostgresDatabase()
    cleanups.push(() => pgDb.drop())
    const redis = await connectTestRedis()
    cleanups.push(() => redis.cleanup())
    const smtp = await startTestSmtp()
    cleanups.push(() => smtp.stop())
    const env = {
      DATABASE_URL: pgDb.url,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redis.prefix,
      // The test is the proxy in front of both: each lead below comes from its own visitor address.
      TRUST_PROXY: '1',
      LEADS_RATE_LIMIT: '5',
      SMTP_URL: smtp.url,
      LEADS_TO: 'owner@startile.example',
      OUTBOX_POLL_MS: '50',
    }
    const [a, b] = await Promise.all([startServer(env), startServer(env)])
    cleanups.push(
      () => a.kill('SIGKILL'),
      () => b.kill('SIGKILL'),
    )
    const lead = (n: number) => ({ name: `Visitor ${n}`, email: `visitor-${n}@example.com`, phone: '503 555 0100', message: '' })

    // One visitor, posts alternating between the instances: limited as one client.
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const { status } = await postLead([a, b][i % 2].url, lead(1000 + i), { 'x-forwarded-for': '203.0.113.50' })
      statuses.push(status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])

    // 40 visitors, alternating instances, posting at once.
    const ids = await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const { status, id } = await postLead([a, b][n % 2].url, lead(n), { 'x-forwarded-for': `198.51.100.${n + 1}` })
        expect(status).toBe(201)
        return id
      }),
    )
    const store = await openLeadStore({ databaseUrl: pgDb.url })
    cleanups.push(() => store.close())
    await waitFor(async () => (await store.stats()).outbox.sent === 2 * 45, 120_000, 'every e-mail to be sent')
    await new Promise((r) => setTimeout(r, 500)) // a few more polls of both workers: nothing goes twice

    const messageIds = smtp.received.map((m) => m.mail.header('message-id'))
    expect(messageIds).toHaveLength(2 * 45)
    expect(new Set(messageIds).size).toBe(2 * 45)
    for (const id of ids) expect(messageIds).toContain(`<lead-${id}-business@startile.example>`)
    expect(await redis.redis.keys(`${redis.prefix}rate-limit:*`)).not.toEqual([])
  })
})
