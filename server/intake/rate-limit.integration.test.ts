// The rate limit and TRUST_PROXY: a forged X-Forwarded-For never escapes the limit; only the
// configured proxies are believed. The shared (Redis) form runs against the real Redis.
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { readSettings } from '#config/settings'
import { fastifyTrustProxy } from '../trust-proxy'

import { openLeadStore } from '../store/store'
import { connectTestRedis, tempDir } from '../../tests/helpers/databases'
import { leadsRoutes } from './leads'

const parseTrustProxy = (value: string | undefined) => readSettings({ TRUST_PROXY: value }).server.trustProxy

const site = 'https://www.startile.example'
const lead = { name: 'Jane Doe', email: 'jane@example.com', phone: '(503) 555-0100', message: '', company_website: '' }

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
})

async function app(trustProxy: string | undefined, rateLimitStore?: Parameters<typeof leadsRoutes>[1]['rateLimitStore']) {
  const store = await openLeadStore({ dataDir: tempDir() })
  const server = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(trustProxy)) })
  await server.register(leadsRoutes, { store, outbox: { nudge() {} }, siteUrl: site, rateLimit: 3, minFillMs: 0, rateLimitStore })
  await server.ready()
  cleanups.push(
    () => server.close(),
    () => store.close(),
  )
  const post = (from: string, forwardedFor?: string) =>
    server
      .inject({
        method: 'POST',
        url: '/api/send-contact-email',
        remoteAddress: from,
        headers: { 'content-type': 'application/json', ...(forwardedFor && { 'x-forwarded-for': forwardedFor }) },
        payload: JSON.stringify(lead),
      })
      .then((r) => r.statusCode)
  return post
}

describe('TRUST_PROXY', () => {
  it('reads unset/0 as off, a number as hops, a list as proxy addresses, and refuses the rest by name', () => {
    expect([undefined, '', '0', 'false'].map(parseTrustProxy)).toEqual([false, false, false, false])
    expect(parseTrustProxy('2')).toBe(2)
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1'])
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY must not be 'true'/)
    expect(() => parseTrustProxy('10.0.0.1, proxy.example')).toThrow(/TRUST_PROXY .*'10.0.0.1, proxy.example'/)
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/)
  })

  it('off: a forged X-Forwarded-For does not escape the limit', async () => {
    const post = await app(undefined)
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push(await post('198.51.100.9', `203.0.113.${i}`))
    expect(statuses).toEqual([201, 201, 201, 429, 429])
  })

  it('one hop: the address the proxy saw counts, whatever the client put before it', async () => {
    const post = await app('1')
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push(await post('10.0.0.1', `6.6.6.${i}, 203.0.113.7`))
    expect(statuses).toEqual([201, 201, 201, 429])
    expect(await post('10.0.0.1', '203.0.113.8')).toBe(201) // another visitor behind the same proxy
  })

  it('a list: only those proxies are believed', async () => {
    const post = await app('10.0.0.1')
    expect([await post('10.0.0.1', '203.0.113.1'), await post('10.0.0.1', '203.0.113.2')]).toEqual([201, 201])
    // Not our proxy: its X-Forwarded-For is ignored, so changing it does not help.
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push(await post('198.51.100.9', `203.0.113.${10 + i}`))
    expect(statuses).toEqual([201, 201, 201, 429])
  })
})

describe('shared rate limit (REDIS_URL)', () => {
  it('counts one client over two app instances in Redis, under the configured key prefix', async () => {
    const redis = await connectTestRedis()
    cleanups.push(() => redis.cleanup())
    const store = { redis: redis.redis, nameSpace: `${redis.prefix}rate-limit:` }
    const a = await app(undefined, store)
    const b = await app(undefined, store)
    const statuses = [await a('198.51.100.4'), await b('198.51.100.4'), await a('198.51.100.4'), await b('198.51.100.4')]
    expect(statuses).toEqual([201, 201, 201, 429])
    expect(await a('198.51.100.5')).toBe(201)
    expect((await redis.redis.keys(`${redis.prefix}*`)).length).toBeGreaterThan(0)
  })
})
