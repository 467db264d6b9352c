// Connection caps per network and shedding near the total, over real sockets against the listening
// server: a network (an IPv4 /24 here) holds at most its share whatever its addresses, and near
// MAX_CONNECTIONS the oldest connections still sending headers, then a body, are closed, while a
// connection being answered, an idle kept-alive one and one that just opened are left alone.
import { once } from 'node:events'
import { mkdirSync, writeFileSync } from 'node:fs'
import { type AddressInfo, type Socket, connect } from 'node:net'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import type { ConnectionLimits } from './connection-limits'
import { openLeadStore } from '../store/store'
import { tempDir } from '../../tests/helpers/databases'
import { type RawClient, rawClient, statusOf } from '../../tests/helpers/raw-client'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
})

const bigFileBytes = 48 * 1024 * 1024

async function listening(limits: Partial<ConnectionLimits>) {
  const dist = tempDir('shed-site-')
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Star Tile</title><h1>Home</h1>')
  mkdirSync(join(dist, '404'))
  writeFileSync(join(dist, '404', 'index.html'), '<!doctype html><h1>Page not found</h1>')
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets', 'big.bin'), Buffer.alloc(bigFileBytes, 7))
  const store = await openLeadStore({ dataDir: tempDir() })
  const app = await buildApp({
    distDir: dist,
    limits: { headersTimeoutMs: 20_000, keepAliveTimeoutMs: 20_000, idleTimeoutMs: 30_000, requestTimeoutMs: 30_000, ...limits },
    leads: { store, outbox: { nudge() {} }, siteUrl: 'http://localhost', rateLimit: 0, minFillMs: 0 },
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  cleanups.push(
    () => app.close(),
    () => store.close(),
  )
  const port = (app.server.address() as AddressInfo).port
  const open: RawClient[] = []
  cleanups.push(() => open.forEach((c) => c.socket.destroy()))
  const client = async (from: string) => {
    const c = await rawClient(port, from)
    open.push(c)
    return c
  }
  return { port, client, open }
}

/** Waits until `c` is closed, or `ms` passed; true when closed. */
const closesWithin = async (c: RawClient, ms = 2_000) =>
  (await Promise.race([c.closed.then(() => true), sleep(ms).then(() => false)])) || c.isClosed()

describe('connections per network', () => {
  it('lets one /24 hold only its share over all its addresses, while another network is served', async () => {
    const { client } = await listening({ maxConnectionsPerAddress: 2, maxConnectionsPerNetwork: 4 })
    const a = await Promise.all([1, 2, 3].map(() => client('127.0.5.1')))
    const b = await Promise.all([1, 2].map(() => client('127.0.5.2')))
    const c = await client('127.0.5.3')
    const other = await client('127.0.6.1')
    await sleep(300)
    // Two from the first address (its cap), two from the second: the network's four; the fifth address gets none.
    expect(a.filter((x) => !x.isClosed()).length).toBe(2)
    expect(b.filter((x) => !x.isClosed()).length).toBe(2)
    expect(c.isClosed()).toBe(true)
    expect(other.isClosed()).toBe(false)
    await other.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')
    await other.closed
    expect(statusOf(other.received())).toBe(200)
    // One of the network's connections ends: another address of it gets the place.
    b[0].socket.destroy()
    await sleep(200)
    const later = await client('127.0.5.3')
    await sleep(300)
    expect(later.isClosed()).toBe(false)
  })
})

/** A connection that asks for a 48 MB file and reads nothing: its answer stays under way. */
async function stalledDownload(port: number, from: string): Promise<{ socket: Socket; closed: () => boolean }> {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from })
  let closed = false
  socket.on('close', () => (closed = true))
  socket.on('error', () => {})
  await once(socket, 'connect')
  socket.pause()
  socket.write('GET /assets/big.bin HTTP/1.1\r\nHost: localhost\r\n\r\n')
  cleanups.push(() => socket.destroy())
  return { socket, closed: () => closed }
}

describe('near MAX_CONNECTIONS', () => {
  it(
    'sheds the oldest connections still sending headers, then bodies; never one being answered, idle or just opened',
    { timeout: 60_000 },
    async () => {
      // 20 in all: shedding starts at 18 open and goes down to 17.
      const { port, client } = await listening({ maxConnections: 20, maxConnectionsPerAddress: 0, maxConnectionsPerNetwork: 0 })
      const contactHead = (length: number) =>
        `POST /api/send-contact-email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nSec-Fetch-Site: same-origin\r\nContent-Length: ${length}\r\n\r\n{"name":`
      const kept = async (from: string) => {
        const c = await client(from)
        await c.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n')
        while (statusOf(c.received()) === undefined && !c.isClosed()) await sleep(20)
        return c
      }
      const body1 = await client('127.0.7.1')
      await body1.write(contactHead(1000))
      const headers1 = await client('127.0.7.2')
      await headers1.write('GET / HTTP/1.1\r\nHost: localh')
      const download = await stalledDownload(port, '127.0.7.3')
      const idle = await kept('127.0.7.4')
      const headers2 = await client('127.0.7.5')
      const body2 = await client('127.0.7.6')
      await body2.write(contactHead(1000))
      // Eleven more idle kept-alive connections: 17 open, none of them shed.
      const idles = [idle]
      for (let i = 0; i < 11; i++) idles.push(await kept(`127.0.8.${i + 1}`))
      await sleep(1_200)
      const sendingOldestFirst = [headers1, headers2, body1, body2]
      // Each new connection brings the count to 18: the oldest sender goes, headers before bodies.
      const young: RawClient[] = []
      for (let i = 0; i < sendingOldestFirst.length; i++) {
        young.push(await client(`127.0.9.${i + 1}`))
        expect(await closesWithin(sendingOldestFirst[i]), `sender ${i + 1}`).toBe(true)
        await sleep(100)
        expect(sendingOldestFirst.slice(i + 1).map((c) => c.isClosed())).toEqual(sendingOldestFirst.slice(i + 1).map(() => false))
      }
      // No sender left: the next connection finds none to shed, and nothing else is closed.
      young.push(await client('127.0.9.9'))
      await sleep(300)
      expect(young.map((c) => c.isClosed())).toEqual(young.map(() => false))
      expect(idles.map((c) => c.isClosed())).toEqual(idles.map(() => false))
      expect(download.closed()).toBe(false)

      // The answer under way arrives whole, and an idle connection is served again.
      let received = 0
      download.socket.on('data', (chunk: Buffer) => (received += chunk.length))
      download.socket.resume()
      while (received < bigFileBytes && !download.closed()) await sleep(50)
      expect(received).toBeGreaterThan(bigFileBytes)
      const before = idle.received().length
      await idle.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n')
      while (idle.received().length === before && !idle.isClosed()) await sleep(20)
      expect(statusOf(idle.received().slice(before))).toBe(200)
    },
  )
})
