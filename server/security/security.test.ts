// The locked-down server through inject: crafted URLs get 4xx (never 500, never an off-site
// redirect), every kind of answer carries the security headers, and a page gets its own CSP.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { contentSecurityPolicy, cspManifestFile } from './csp'

let dist: string
let app: Awaited<ReturnType<typeof buildApp>>
let proxied: Awaited<ReturnType<typeof buildApp>>
const aboutPolicy = contentSecurityPolicy({ scripts: ['window.x = 1'], styleAttributes: ['color:red'] })

function put(rel: string, body: string) {
  const file = path.join(dist, rel)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, body)
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'startile-sec-'))
  put('index.html', '<h1>Home</h1>')
  put('about/index.html', '<h1>About</h1><script>window.x = 1</script>')
  put('404/index.html', '<h1>Oops! Page not found</h1>')
  put('assets/app-AbC.js', 'console.log(1)')
  put(cspManifestFile, JSON.stringify({ '/about': aboutPolicy, '/404': contentSecurityPolicy() }))
  // A file just outside the build, which no URL may reach.
  writeFileSync(path.join(path.dirname(dist), 'secret.txt'), 'secret')
  app = await buildApp({ distDir: dist })
  proxied = await buildApp({ distDir: dist, trustProxy: true })
})
afterAll(async () => {
  await app.close()
  await proxied.close()
})

const hostile = [
  '//evil.example/',
  '/%2F%2Fevil.example/',
  '/\\evil.example/',
  '/%5Cevil.example/',
  '/%09/evil.example/',
  '/%0d%0aSet-Cookie:%20x=y/',
  '/%0d%0aLocation:%20https://evil.example/',
]

describe('crafted URLs', () => {
  for (const url of hostile) {
    for (const query of ['', '?a=1']) {
      it(`${url}${query}: a 3xx to this site or a 4xx, never 500 or an off-site Location`, async () => {
        const res = await app.inject(url + query)
        expect(res.statusCode).toBeLessThan(500)
        expect(res.body).not.toMatch(/ERR_|Error:|at .*\.ts/)
        expect(res.headers['set-cookie']).toBeUndefined()
        const location = res.headers.location
        if (location !== undefined) {
          expect(String(location)).toMatch(/^\/(?![\\/])/)
          expect(new URL(String(location), 'https://www.startile.example').host).toBe('www.startile.example')
        }
      })
    }
  }

  it('answers path traversal with the 404 page, never a file outside the build', async () => {
    for (const url of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/%c0%ae%c0%ae/secret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/a%00.js',
    ]) {
      const res = await app.inject(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).not.toContain('secret')
    }
  })

  it('answers a URL the router cannot decode with the 404 page and the security headers', async () => {
    const res = await app.inject('/%E0%A4%A')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('Oops! Page not found')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toContain("object-src 'none'")
  })

  it('answers HEAD like GET, without a body', async () => {
    const get = await app.inject('/about')
    const head = await app.inject({ method: 'HEAD', url: '/about' })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-type']).toBe(get.headers['content-type'])
    expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy'])
    expect(head.body).toBe('')
    expect((await app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404)
  })

  it('answers other methods with 404 or 405, never 500', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'TRACE'] as const) {
      const res = await app.inject({ method, url: '/about' })
      expect([404, 405], method).toContain(res.statusCode)
    }
  })
})

describe('security headers', () => {
  const paths = ['/about', '/assets/app-AbC.js', '/no-such-page', '/api/nothing', '/healthz']
  for (const url of paths) {
    it(`${url} carries the locked-down headers`, async () => {
      const res = await app.inject(url)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\).*usb=\(\)/)
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'self'")
      expect(csp).toContain("form-action 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain('unsafe-inline')
      expect(csp).not.toContain('unsafe-eval')
      expect(res.headers['strict-transport-security']).toBeUndefined()
    })
  }

  it('sends API answers with no-store', async () => {
    expect((await app.inject('/api/nothing')).headers['cache-control']).toBe('no-store')
  })

  it("sends a page the policy of the build's manifest, with its script hash", async () => {
    const res = await app.inject('/about')
    expect(res.headers['content-security-policy']).toBe(aboutPolicy)
    expect(aboutPolicy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/)
  })

  it('sends HSTS and upgrade-insecure-requests only over HTTPS, and believes a proxy only with TRUST_PROXY', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' }
    const trusted = await proxied.inject({ url: '/about', headers: forwarded })
    expect(trusted.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(trusted.headers['content-security-policy']).toMatch(/upgrade-insecure-requests$/)
    const untrusted = await app.inject({ url: '/about', headers: forwarded })
    expect(untrusted.headers['strict-transport-security']).toBeUndefined()
    expect(untrusted.headers['content-security-policy']).not.toContain('upgrade-insecure-requests')
    expect((await proxied.inject('/about')).headers['strict-transport-security']).toBeUndefined()
  })
})
