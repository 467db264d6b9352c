// The session cookie of a landing: set only on a page request that says where the visit came
// from, never for a browser that asks not to be tracked, and never replayed to another visitor.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeSource, maxCookieValueLength } from '#domain/attribution'
import { buildApp } from '../app'
import type { StaticReplay } from './static-replay'

let app: FastifyInstance & { staticReplay?: StaticReplay }
let port: number

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'startile-attribution-'))
  for (const rel of ['index.html', 'services/index.html', '404/index.html', 'assets/app.js']) {
    mkdirSync(path.join(dist, path.dirname(rel)), { recursive: true })
    writeFileSync(path.join(dist, rel), `<h1>${rel}</h1>`)
  }
  app = await buildApp({ distDir: dist, siteUrl: 'https://www.startile.example', trustProxy: (_a: string, hop: number) => hop < 1 })
  await app.listen({ host: '127.0.0.1', port: 0 })
  port = (app.server.address() as AddressInfo).port
})
afterAll(() => app.close())

const landing = '/services?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0KCQ'
const cookieOf = (headers: Record<string, unknown>) => headers['set-cookie'] as string | undefined

describe('the landing cookie', () => {
  it('holds the campaign and the click id kind for the browser session only: HttpOnly, SameSite=Lax, no expiry', async () => {
    const res = await app.inject({ url: landing })
    expect(res.statusCode).toBe(200)
    const cookie = cookieOf(res.headers)!
    expect(cookie).toBe('st_visit=s=google&m=cpc&c=spring&k=gclid; Path=/; HttpOnly; SameSite=Lax')
    expect(cookie).not.toMatch(/Max-Age|Expires|Cj0KCQ/i)
    expect(res.headers['cache-control']).toBe('private, no-cache')
  })

  it('is Secure over HTTPS', async () => {
    const res = await app.inject({ url: landing, headers: { 'x-forwarded-proto': 'https' } })
    expect(cookieOf(res.headers)).toMatch(/; Secure(;|$)/)
  })

  it('holds the host of a Referer from another site, and is not set for the site’s own pages', async () => {
    const other = await app.inject({ url: '/', headers: { referer: 'https://www.bing.com/search?q=tile', host: 'www.startile.example' } })
    expect(cookieOf(other.headers)).toMatch(/^st_visit=r=www\.bing\.com;/)
    const own = await app.inject({ url: '/', headers: { referer: 'https://www.startile.example/services', host: 'www.startile.example' } })
    expect(cookieOf(own.headers)).toBeUndefined()
    expect(own.headers['cache-control']).toBe('no-cache')
  })

  it('is never set for files, the API or a request without a source', async () => {
    for (const url of ['/assets/app.js?utm_source=x', '/api/nothing?utm_source=x', '/services']) {
      expect(cookieOf((await app.inject({ url })).headers), url).toBeUndefined()
    }
    expect(cookieOf((await app.inject({ method: 'HEAD', url: landing })).headers)).toBeUndefined()
  })

  it('keeps campaign values plain: markup and header breaks never reach the cookie', async () => {
    const res = await app.inject({ url: '/services?utm_source=%3Cscript%3E%0D%0ASet-Cookie:%20admin=1&utm_campaign=' + 'x'.repeat(300) })
    const cookie = cookieOf(res.headers)!
    expect(cookie).not.toMatch(/[<>\r\n]/)
    expect(cookie.split('; ')[0]).toMatch(/^st_visit=s=script%20Set-Cookie%3A%20admin%3D1&c=x{80}$/)
  })

  it('is never longer than the lead endpoints read back: the longest campaign values are shortened, whole characters kept', async () => {
    const host = ['a'.repeat(63), 'b'.repeat(63), 'c'.repeat(63), 'd'.repeat(57)].join('.')
    const search = new URLSearchParams({ utm_source: '中'.repeat(300), utm_medium: 'é'.repeat(300), utm_campaign: '😀'.repeat(300) })
    const res = await app.inject({ url: `/services?${search}`, headers: { referer: `https://${host}/page` } })
    const value = cookieOf(res.headers)!.split('; ')[0].slice('st_visit='.length)
    // Written whole, the values would take 1,940 characters, and the cookie would be ignored.
    expect(value.length).toBeLessThanOrEqual(maxCookieValueLength)
    expect(value.length).toBeGreaterThan(maxCookieValueLength / 2)
    const read = decodeSource(value)
    expect(read?.referrerHost).toBe(host)
    for (const [field, char] of [
      ['utmSource', '中'],
      ['utmMedium', 'é'],
      ['utmCampaign', '😀'],
    ] as const) {
      expect(read?.[field], field).toMatch(new RegExp(`^(${char})+$`, 'u'))
    }
  })

  it('is neither set nor kept for a browser that sends Sec-GPC: 1 or DNT: 1', async () => {
    for (const signal of [{ 'sec-gpc': '1' }, { dnt: '1' }]) {
      expect(cookieOf((await app.inject({ url: landing, headers: signal })).headers)).toBeUndefined()
      const held = await app.inject({ url: '/services', headers: { ...signal, cookie: 'st_visit=s=google' } })
      expect(cookieOf(held.headers)).toBe('st_visit=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax')
    }
  })
})

/** A raw request over a socket, through the replay in front of Fastify. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the replay of static answers', () => {
  it('never answers a landing from another site from a recording, nor records its cookie', async () => {
    const fromBing = { referer: 'https://www.bing.com/' }
    const replays = () => app.staticReplay!.stats().replays
    const before = replays()
    for (let i = 0; i < 3; i++)
      expect((await get('/services', fromBing)).headers['set-cookie']).toEqual(['st_visit=r=www.bing.com; Path=/; HttpOnly; SameSite=Lax'])
    expect(replays()).toBe(before)
    // Plain requests are recorded and replayed, without anyone's cookie.
    await get('/services')
    const plain = await get('/services')
    const replayed = replays()
    expect(replayed).toBeGreaterThan(before)
    expect(plain.headers['set-cookie']).toBeUndefined()
    // A visitor moving between the site's own pages is replayed as before.
    const inside = await get('/services', { referer: `http://127.0.0.1:${port}/about` })
    expect(inside.headers['set-cookie']).toBeUndefined()
    expect(replays()).toBe(replayed + 1)
    // ... and a landing from another site after that still gets its own cookie.
    expect((await get('/services', fromBing)).headers['set-cookie']).toBeDefined()
    // An opted-out browser holding the cookie gets it cleared, not a recording.
    const cleared = await get('/services', { 'sec-gpc': '1', cookie: 'st_visit=s=google' })
    expect(cleared.headers['set-cookie']).toEqual(['st_visit=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax'])
    expect(replays()).toBe(replayed + 1)
  })
})
