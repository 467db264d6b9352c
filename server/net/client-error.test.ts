// Requests Node's HTTP parser refuses before any route sees them, over raw sockets: a malformed
// request line, a header with a character HTTP forbids, headers too large, headers too slow. Each
// is answered with its status and the site's fixed security headers, never Fastify's bare JSON.
import { mkdirSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { rawAnswerHeaders } from '../plugins/security-headers'
import { tempDir } from '../../tests/helpers/databases'
import { rawClient, statusOf } from '../../tests/helpers/raw-client'

let app: Awaited<ReturnType<typeof buildApp>>
let port: number

beforeAll(async () => {
  const dist = tempDir('client-error-site-')
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Star Tile</title><h1>Home</h1>')
  mkdirSync(join(dist, '404'))
  writeFileSync(join(dist, '404', 'index.html'), '<!doctype html><h1>Page not found</h1>')
  app = await buildApp({ distDir: dist, limits: { headersTimeoutMs: 1000 } })
  await app.listen({ host: '127.0.0.1', port: 0 })
  port = (app.server.address() as AddressInfo).port
})
afterAll(() => app.close())

/** Sends `raw` on a new connection and returns what came back once the server closed it. */
async function exchange(raw: string): Promise<{ status?: number; headers: Record<string, string>; body: string }> {
  const client = await rawClient(port)
  await client.write(Buffer.from(raw, 'latin1'))
  await client.closed
  const [head, body = ''] = client.received().split('\r\n\r\n')
  const headers = Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  )
  return { status: statusOf(client.received()), headers, body }
}

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
    'content-type': 'text/plain; charset=utf-8',
    connection: 'close',
  })
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['permissions-policy']).toContain('camera=()')
  // And every other fixed header the site's answers carry.
  expect(headers).toMatchObject(rawAnswerHeaders)
}

describe("Node's own refusals", () => {
  it('answers a malformed request line with 400 and the security headers', async () => {
    for (const line of ['BOGUS\r\n\r\n', 'GET /a b c HTTP/1.1\r\nHost: localhost\r\n\r\n', 'GET / HTTP/9.9\r\nHost: localhost\r\n\r\n']) {
      const answer = await exchange(line)
      expect(answer.status, JSON.stringify(line)).toBe(400)
      expectSecurityHeaders(answer.headers)
      expect(answer.body).toBe('Bad Request\n')
      expect(answer.body).not.toContain('statusCode')
    }
  })

  it('answers a header with a forbidden character with 400 and the security headers', async () => {
    for (const header of ['X-Bad: a\x01b', 'X Bad: space in the name', 'X-Bad\x7f: c']) {
      const answer = await exchange(`GET / HTTP/1.1\r\nHost: localhost\r\n${header}\r\n\r\n`)
      expect(answer.status, JSON.stringify(header)).toBe(400)
      expectSecurityHeaders(answer.headers)
    }
  })

  it('answers headers too large with 431, and headers too slow with 408, with the security headers', async () => {
    const large = await exchange(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(large.status).toBe(431)
    expectSecurityHeaders(large.headers)
    const slow = await exchange('GET / HTTP/1.1\r\nHost: local')
    expect(slow.status).toBe(408)
    expectSecurityHeaders(slow.headers)
  })

  it('still serves a well-formed request on the same server', async () => {
    const answer = await exchange('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')
    expect(answer.status).toBe(200)
  })
})
