// Clients that hold the server instead of using it, over real sockets against the listening
// server: slow headers, trickled bodies, trickled uploads, idle and kept-alive connections, many
// connections from one address, and clients that hang up mid-request. Each attack must fail, and
// ordinary visitors (a phone uploading at 1 Mbit/s, 50 clients posting at once) must be served.
import { mkdirSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { logLines } from '../../tests/helpers/log-lines'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import type { ConnectionLimits } from './connection-limits'
import { type LeadStore, openLeadStore } from '../store/store'
import { tempDir } from '../../tests/helpers/databases'
import { multipartBody, quoteFields, uploadHead } from '../../tests/helpers/multipart'
import { answerOf, rawClient, statusOf, trickle } from '../../tests/helpers/raw-client'
import { photoWithGps } from '../../tests/helpers/test-images'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
})

const testLimits: Partial<ConnectionLimits> = {
  headersTimeoutMs: 1500,
  requestTimeoutMs: 3000,
  keepAliveTimeoutMs: 1000,
  idleTimeoutMs: 5000,
  uploadMinBytesPerSecond: 4096,
  uploadGraceMs: 1000,
  maxConnectionsPerAddress: 8,
}

function dist(): string {
  const dir = tempDir('slow-site-')
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Star Tile</title><h1>Home</h1>')
  mkdirSync(join(dir, '404'))
  writeFileSync(join(dir, '404', 'index.html'), '<!doctype html><h1>Page not found</h1>')
  return dir
}

async function listening(options: { rateLimit?: number; limits?: Partial<ConnectionLimits> } = {}) {
  const store: LeadStore = await openLeadStore({ dataDir: tempDir() })
  const { lines: log, stream } = logLines()
  const app = await buildApp({
    distDir: dist(),
    logger: { level: 'info', stream },
    limits: { ...testLimits, ...options.limits },
    leads: { store, outbox: { nudge() {} }, siteUrl: 'http://localhost', rateLimit: options.rateLimit ?? 0, minFillMs: 0 },
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  cleanups.push(
    () => app.close(),
    () => store.close(),
  )
  const port = (app.server.address() as AddressInfo).port
  const get = async (path: string, from = '127.0.0.1') => {
    const client = await rawClient(port, from)
    await client.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
    await client.closed
    return statusOf(client.received())
  }
  return { app, store, port, log, get }
}

const contactJson = (name: string) =>
  JSON.stringify({ name, email: 'jo@example.com', phone: '503 555 0100', message: '', company_website: '', elapsed_ms: 9000 })
const postHead = (length: number | 'chunked', path = '/api/send-contact-email') =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAccept: application/json\r\nSec-Fetch-Site: same-origin\r\n${
    length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`
  }\r\n\r\n`

describe('slow and idle clients', () => {
  it('cuts off headers sent a byte at a time at the headers timeout; another visitor is served meanwhile', async () => {
    const { port, get } = await listening()
    const slow = await rawClient(port, '127.0.0.2')
    const trickling = trickle(slow, Buffer.from('GET / HTTP/1.1\r\nHost: localhost\r\nX-Padding: aaaaaaaaaaaaaaaaaaaaaaaaa\r\n'), 1, 200)
    expect(await get('/', '127.0.0.3')).toBe(200)
    const closedAfter = await slow.closed
    await trickling
    expect(closedAfter).toBeGreaterThanOrEqual(1500)
    expect(closedAfter).toBeLessThan(5000)
    expect(statusOf(slow.received()) ?? 408).toBe(408)
  })

  it('answers a body trickled to an ordinary endpoint with 408 at the request timeout, and closes', async () => {
    const { port, store } = await listening()
    const slow = await rawClient(port, '127.0.0.2')
    const body = Buffer.from(contactJson('Slow Sam'))
    await slow.write(postHead(body.length))
    void trickle(slow, body, 1, 500)
    const closedAfter = await slow.closed
    expect(closedAfter).toBeGreaterThanOrEqual(3000)
    expect(closedAfter).toBeLessThan(8000)
    expect(statusOf(slow.received())).toBe(408)
    expect(slow.received()).toContain('too slow')
    expect(await store.allLeads()).toEqual([])
  })

  it('refuses a body declared at 1 GB at once and closes the connection with the answer', async () => {
    const { port } = await listening()
    const clients = await Promise.all(Array.from({ length: 20 }, () => rawClient(port, '127.0.0.2')))
    await Promise.all(clients.slice(0, 8).map((c) => c.write(postHead(1_000_000_000))))
    for (const c of clients.slice(0, 8)) void trickle(c, Buffer.alloc(1000, 'x'), 1, 500)
    const closed = await Promise.all(clients.slice(0, 8).map((c) => c.closed))
    for (const c of clients.slice(0, 8)) expect(statusOf(c.received())).toBe(413)
    // Closed a second after the answer, long before the request timeout (3 s here, 60 s by default).
    expect(Math.max(...closed)).toBeLessThan(2800)
    // Past the eight the address may hold, connections are closed at once.
    const refused = await Promise.all(clients.slice(8).map((c) => Promise.race([c.closed, sleep(1000).then(() => -1)])))
    expect(refused.filter((ms) => ms >= 0).length).toBeGreaterThan(0)
  })

  it('cuts off a photo upload that trickles below the minimum rate, and stores nothing', async () => {
    const { port, store } = await listening()
    const body = multipartBody([
      ...quoteFields(),
      { name: 'photos', filename: 'a.jpg', type: 'image/jpeg', data: Buffer.alloc(200_000, 1) },
    ])
    const slow = await rawClient(port, '127.0.0.2')
    await slow.write(uploadHead(body.length))
    void trickle(slow, body, 100, 200)
    const closedAfter = await slow.closed
    // 500 bytes/s is under 4 KB/s: cut soon after the one-second grace.
    expect(closedAfter).toBeLessThan(6000)
    expect(statusOf(slow.received())).toBe(408)
    expect(await store.allLeads()).toEqual([])
  })

  it('stores a quote whose five photos a phone uploads at 1 Mbit/s, longer than the request timeout', { timeout: 90_000 }, async () => {
    const { port, store } = await listening()
    const photos = await Promise.all([0, 1, 2, 3, 4].map(() => photoWithGps(800, 600)))
    const body = multipartBody([
      ...quoteFields('Phone Pat'),
      ...photos.map((data, i) => ({ name: 'photos', filename: `p${i}.jpg`, type: 'image/jpeg', data })),
    ])
    const phone = await rawClient(port, '127.0.0.4')
    const started = Date.now()
    await phone.write(uploadHead(body.length))
    // 1 Mbit/s: 12.5 KB every 100 ms.
    await trickle(phone, body, 12_500, 100)
    expect(await answerOf(phone)).toBe(201)
    expect(Date.now() - started).toBeGreaterThan(3000)
    const [lead] = await store.allLeads()
    expect(lead.name).toBe('Phone Pat')
    expect(await store.photoInfo([lead.id])).toHaveLength(5)
    phone.socket.destroy()
  })

  it('closes an idle connection and a kept-alive one that asks for nothing more', async () => {
    const { port } = await listening()
    const idle = await rawClient(port, '127.0.0.2')
    const idleClosed = await idle.closed
    expect(idleClosed).toBeLessThan(6000)
    const kept = await rawClient(port, '127.0.0.2')
    await kept.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n')
    const keptClosed = await kept.closed
    expect(statusOf(kept.received())).toBe(200)
    expect(keptClosed).toBeGreaterThanOrEqual(1000)
    expect(keptClosed).toBeLessThan(4000)
  })

  it('lets one address hold only its share of connections while another address is served', async () => {
    const { port, get } = await listening()
    const held = await Promise.all(Array.from({ length: 40 }, () => rawClient(port, '127.0.0.2')))
    await sleep(300)
    const open = held.filter((c) => !c.isClosed())
    expect(open.length).toBe(8)
    expect(await get('/', '127.0.0.3')).toBe(200)
    expect(await get('/healthz', '127.0.0.3')).toBe(200)
    for (const c of held) c.socket.destroy()
  })
})

describe('clients that hang up mid-request', () => {
  it('counts each against the rate limit and logs no stack trace: a malformed chunk, an upload cut off', async () => {
    const { port, log } = await listening({ rateLimit: 3 })
    for (let i = 0; i < 2; i++) {
      const client = await rawClient(port, '127.0.0.5')
      await client.write(`${postHead('chunked')}zz\r\nhello\r\n`)
      await client.closed
    }
    const photo = await photoWithGps(800, 600)
    const upload = multipartBody([...quoteFields(), { name: 'photos', filename: 'tunnel.jpg', type: 'image/jpeg', data: photo }])
    const cut = await rawClient(port, '127.0.0.5')
    await cut.write(uploadHead(upload.length))
    await cut.write(upload.subarray(0, upload.length / 2))
    await sleep(200)
    cut.socket.destroy()
    await sleep(300)

    const client = await rawClient(port, '127.0.0.5')
    const body = contactJson('After Three')
    await client.write(postHead(Buffer.byteLength(body)) + body)
    expect(await answerOf(client)).toBe(429)
    client.socket.destroy()
    const text = log.join('')
    expect(text).not.toContain('lead request failed')
    expect(text).not.toMatch(/\bat .*node_modules/)
  })
})

describe('honest visitors', () => {
  it('serves 50 clients posting at once, each from its own address', { timeout: 60_000 }, async () => {
    const { port, store } = await listening({ rateLimit: 5 })
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const client = await rawClient(port, `127.0.1.${i + 1}`)
        const body = contactJson(`Visitor ${i}`)
        await client.write(postHead(Buffer.byteLength(body)) + body)
        const status = await answerOf(client)
        client.socket.destroy()
        return status
      }),
    )
    expect(statuses).toEqual(Array(50).fill(201))
    expect((await store.allLeads()).length).toBe(50)
  })
})
