// Two real server processes behind an imaginary load balancer, sharing the PostgreSQL on
// 127.0.0.1:5432 (a database of this run) and the Redis on 127.0.0.1:6379 (a key prefix of this
// run): the rate limit holds across both, and with both outbox workers running each lead's
// e-mails arrive exactly once; a desk session made on one instance works on the other and ends on both.
import { afterEach, describe, expect, it } from 'vitest'
import { openLeadStore } from '../store/store'
import { connectTestRedis, createPostgresDatabase, deskOf } from '../../tests/helpers/databases'
import { startTestSmtp, waitFor } from '../../tests/helpers/smtp-server'
import { postLead, startServer } from '../../tests/helpers/server-process'
import { softAuthenticator } from '../../tests/helpers/soft-authenticator'

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

  it(
    'share desk sessions: a passkey registered on one signs in on the other, and signing out ends it on both',
    { timeout: 120_000 },
    async () => {
      const pgDb = await createPostgresDatabase()
      cleanups.push(() => pgDb.drop())
      const site = 'http://localhost:8480'
      const env = { DATABASE_URL: pgDb.url, SITE_URL: site, DESK_RATE_LIMIT: '0' }
      const [a, b] = await Promise.all([startServer(env, 8481), startServer(env, 8482)])
      cleanups.push(
        () => a.kill('SIGKILL'),
        () => b.kill('SIGKILL'),
      )
      const store = await openLeadStore({ databaseUrl: pgDb.url })
      cleanups.push(() => store.close())
      const post = (url: string, path: string, body: object, cookie = '') =>
        fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: site, cookie },
          body: JSON.stringify(body),
        })
      const cookieOf = (res: Response) => /^(__Host-desk=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? ''

      const authenticator = softAuthenticator(site)
      const token = await deskOf(store).createInvitation('owner@example.com', null)
      const creation = await (await post(a.url, '/api/inbox/register/options', { token })).json()
      const registered = await post(b.url, '/api/inbox/register/verify', { token, response: authenticator.create(creation) })
      expect(registered.status).toBe(200)
      const request = await (await post(b.url, '/api/inbox/sign-in/options', {})).json()
      const signedIn = await post(a.url, '/api/inbox/sign-in/verify', { response: authenticator.get(request) })
      expect(signedIn.status).toBe(200)
      const cookie = cookieOf(signedIn)
      for (const server of [a, b]) expect((await fetch(`${server.url}/api/inbox/leads`, { headers: { cookie } })).status).toBe(200)
      expect((await post(b.url, '/api/inbox/sign-out', {}, cookie)).status).toBe(200)
      for (const server of [a, b]) expect((await fetch(`${server.url}/api/inbox/leads`, { headers: { cookie } })).status).toBe(401)
    },
  )
})
