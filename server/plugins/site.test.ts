// The static side of the server through inject: redirects, 404s, compression and cache headers.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'

let dist: string
let app: Awaited<ReturnType<typeof buildApp>>

function put(rel: string, body: string, compressed = false) {
  const file = path.join(dist, rel)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, body)
  if (compressed) {
    writeFileSync(`${file}.br`, brotliCompressSync(body))
    writeFileSync(`${file}.gz`, gzipSync(body))
  }
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'startile-dist-'))
  put('index.html', '<h1>Home</h1>'.repeat(100), true)
  put('about/index.html', '<h1>About</h1>')
  put('404/index.html', '<h1>Oops! Page not found</h1>')
  put('about.data', '[{"_1":2}]')
  put('assets/entry.client-AbC123.js', 'console.log(1)'.repeat(100), true)
  put('blog/tile-trends-portland-2025/index.html', '<h1>Trends</h1>')
  put('sitemap.xml', '<urlset/>')
  put('csp-manifest.json', '{}', true)
  app = await buildApp({ distDir: dist })
})
afterAll(() => app.close())

describe('the site server', () => {
  it('serves a page at its slashless path and revalidates HTML', async () => {
    const res = await app.inject('/about')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toContain('About')
  })

  it('answers a trailing slash with 301 to the slashless address, keeping the query', async () => {
    const res = await app.inject('/about/?a=1')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/about?a=1')
  })

  it('answers the old trends address with 301 to the canonical one', async () => {
    const res = await app.inject('/blog/tile-trends-portland')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/blog/tile-trends-portland-2025')
  })

  it('answers an unknown path with 404 and the 404 page', async () => {
    for (const url of ['/no-such-page', '/404', '/about/index.html', '/../etc/passwd', '/missing.js']) {
      const res = await app.inject(url)
      expect(res.statusCode, url).toBe(404)
    }
    const res = await app.inject('/no-such-page')
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toContain('Oops! Page not found')
  })

  it('answers unknown API paths with JSON 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/nothing' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ ok: false, error: 'Not found' })
  })

  it('sends precompressed brotli and gzip when the client accepts them', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
  })

  it('honours q-values: a client that refuses brotli gets gzip or the plain file', async () => {
    const noBr = await app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, gzip' } })
    expect(noBr.headers['content-encoding']).toBe('gzip')
    const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('<h1>Home</h1>')
    const gzFirst = await app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0.2, gzip;q=0.9' } })
    expect(gzFirst.headers['content-encoding']).toBe('gzip')
  })

  it('serves no stored encoding and no CSP manifest under its own name', async () => {
    for (const url of ['/index.html.br', '/index.html.gz', '/assets/entry.client-AbC123.js.br', '/csp-manifest.json']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toMatch(/^text\/html/)
    }
  })

  it('answers another method on a page with the 404 page, never an echo of the URL', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await app.inject({ method, url: '/about?<script>x</script>', payload: '' })
      expect(res.statusCode, method).toBe(404)
      expect(res.headers['content-type'], method).toMatch(/^text\/html/)
      expect(res.body).toContain('Oops! Page not found')
      expect(res.body).not.toContain('<script>x')
    }
  })

  it('caches hashed assets for a year as immutable', async () => {
    const res = await app.inject('/assets/entry.client-AbC123.js')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it("serves React Router's .data files as text/x-script, revalidated", async () => {
    const res = await app.inject('/about.data')
    expect(res.headers['content-type']).toMatch(/^text\/x-script/)
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('answers /healthz', async () => {
    const res = await app.inject('/healthz')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })

  it('sends security headers', async () => {
    const res = await app.inject('/about')
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})
