// The replayed answers of a listening server: byte for byte what Fastify answered the first time,
// and only for the requests that may be replayed.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { createStaticReplay, type StaticReplay } from './static-replay'

let dist: string
// Not Awaited<ReturnType<typeof buildApp>>: a Fastify instance is thenable, so Awaited unwraps it
// to the bare instance and drops staticReplay.
let app: FastifyInstance & { staticReplay?: StaticReplay }
let port: number

function put(rel: string, body: string, compressed = false) {
  const file = path.join(dist, rel)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, body)
  if (compressed) {
    writeFileSync(`${file}.br`, brotliCompressSync(body))
    writeFileSync(`${file}.gz`, gzipSync(body))
  }
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** A raw request (fetch would decompress the body and add headers of its own). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** Headers that differ between any two answers (the clock, the connection). */
function comparable(headers: IncomingHttpHeaders) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers
  return rest
}

const replays = () => app.staticReplay?.stats().replays ?? 0

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'startile-replay-'))
  put('index.html', '<h1>Home</h1>'.repeat(100), true)
  put('about/index.html', '<h1>About</h1>')
  put('inbox/sign-in/index.html', '<h1>Sign in</h1>')
  put('404/index.html', '<h1>Oops! Page not found</h1>')
  put('assets/entry-AbC123.js', 'console.log(1)'.repeat(100), true)
  put('images/only-gzip.svg', '<svg/>'.repeat(50))
  writeFileSync(path.join(dist, 'images/only-gzip.svg.gz'), gzipSync('<svg/>'.repeat(50)))
  writeFileSync(path.join(dist, 'csp-manifest.json'), JSON.stringify({ '/': "default-src 'self'; script-src 'self' 'sha256-home'" }))
  app = await buildApp({ distDir: dist, trustProxy: (_address: string, hop: number) => hop < 1 })
  await app.listen({ host: '127.0.0.1', port: 0 })
  port = (app.server.address() as AddressInfo).port
})
afterAll(() => app.close())

describe('replayed static answers', () => {
  const cases: [string, Record<string, string>][] = [
    ['/', { 'accept-encoding': 'gzip, deflate, br' }],
    ['/', { 'accept-encoding': 'gzip' }],
    ['/', {}],
    ['/about', { 'accept-encoding': 'br' }],
    ['/assets/entry-AbC123.js', { 'accept-encoding': 'br, gzip' }],
    ['/images/only-gzip.svg', { 'accept-encoding': 'br, gzip' }],
    ['/images/only-gzip.svg', { 'accept-encoding': 'br' }],
  ]

  it.each(cases)('%s with %j: the replay is the first answer, byte for byte', async (url, headers) => {
    const first = await get(url, headers)
    expect(first.status).toBe(200)
    const before = replays()
    const second = await get(url, headers)
    expect(replays()).toBe(before + 1)
    expect(second.status).toBe(200)
    expect(comparable(second.headers)).toEqual(comparable(first.headers))
    expect(second.body.equals(first.body)).toBe(true)
    // The locked-down headers are part of what is replayed.
    expect(second.headers['content-security-policy']).toMatch(/^default-src 'self'/)
    expect(second.headers['x-frame-options']).toBe('DENY')
    expect(Number(second.headers['content-length'])).toBe(second.body.length)
  })

  it('keeps one recording per accepted encoding: a brotli client never gets gzip, nor the reverse', async () => {
    await get('/', { 'accept-encoding': 'br' })
    await get('/', { 'accept-encoding': 'gzip' })
    const br = await get('/', { 'accept-encoding': 'br' })
    const gz = await get('/', { 'accept-encoding': 'gzip' })
    const none = await get('/', {})
    expect(br.headers['content-encoding']).toBe('br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(none.body.toString()).toContain('<h1>Home</h1>')
    // q-values: a client that refuses brotli is never replayed the brotli recording.
    await get('/', { 'accept-encoding': 'br;q=0, gzip' })
    const refused = await get('/', { 'accept-encoding': 'br;q=0, gzip' })
    expect(refused.headers['content-encoding']).toBe('gzip')
    // A client that takes brotli only, for a file stored with gzip alone: the plain file.
    await get('/images/only-gzip.svg', { 'accept-encoding': 'br' })
    const plain = await get('/images/only-gzip.svg', { 'accept-encoding': 'br' })
    expect(plain.headers['content-encoding']).toBeUndefined()
  })

  it('sends conditional requests, queries, HEAD and proxied HTTPS requests to Fastify', async () => {
    const first = await get('/about')
    await get('/about')
    const before = replays()
    const conditional = await get('/about', { 'if-none-match': String(first.headers.etag) })
    expect(conditional.status).toBe(304)
    const query = await get('/about?utm_source=x')
    expect(query.status).toBe(200)
    const entries = app.staticReplay!.stats().entries
    for (let i = 0; i < 2; i++) expect((await get('/%61bout')).status).toBe(200)
    expect(app.staticReplay!.stats().entries).toBe(entries)
    const head = await get('/about', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    // A GET with a body goes to Fastify (and its connection closes once answered).
    const withBody = await get('/about', { 'content-length': '5' }, 'GET', 'hello')
    expect(withBody.status).toBe(200)
    // Behind the trusted proxy, HTTPS brings HSTS and upgrade-insecure-requests, which the plain
    // HTTP recording does not have.
    const https = await get('/about', { 'x-forwarded-proto': 'https' })
    expect(https.headers['strict-transport-security']).toMatch(/max-age=/)
    expect(https.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/)
    expect(replays()).toBe(before)
  })

  it('never records a redirect, a 404 or an API answer', async () => {
    const { entries } = app.staticReplay!.stats()
    for (const url of ['/about/', '/nowhere', '/assets/missing.js', '/api/nothing', '/%c0%ae%c0%ae/etc/passwd']) {
      const first = await get(url)
      const second = await get(url)
      expect(first.status).toBeGreaterThanOrEqual(300)
      expect(second.status).toBe(first.status)
    }
    expect(app.staticReplay!.stats().entries).toBe(entries)
  })

  it('never records or replays a desk page: its answer depends on who asks', async () => {
    const { entries, replays } = app.staticReplay!.stats()
    for (let i = 0; i < 3; i++) expect((await get('/inbox/sign-in')).status).toBe(200)
    expect(app.staticReplay!.stats()).toEqual({ entries, replays })
    const request = { method: 'GET', url: '/inbox/sign-in', headers: {} } as never
    expect(createStaticReplay().answer(request, {} as never)).toBe(false)
  })
})

describe('the recording limit', () => {
  it('stops recording at maxEntries and answers the rest through Fastify', () => {
    const replay = createStaticReplay({ maxEntries: 1 })
    const raw = (url: string) => ({ method: 'GET', url, headers: {} }) as never
    const reply = { statusCode: 200, getHeaders: () => ({ 'content-type': 'text/plain' }) } as never
    for (const url of ['/a', '/b']) {
      const request = { raw: raw(url) } as never
      replay.offer(request, Buffer.from(url))
      replay.record(request, reply)
    }
    expect(replay.stats().entries).toBe(1)
  })
})
