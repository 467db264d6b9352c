// The audit's pure parts: srcset parsing, the policy and header rules, the command line.
import { describe, expect, it } from 'vitest'
import { parseArgs } from './args'
import { policyProblems, unhashedInlineScripts } from './csp'
import { headerProblems, hstsProblems } from './headers'
import { srcsetUrls } from './html'
import { lighthouseFailures } from './evaluate'
import type { LighthouseFigures } from './lighthouse'

const sound = "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
const goodHeaders = () =>
  new Headers({
    'content-security-policy': sound,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=()',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  })

describe('srcsetUrls', () => {
  it('takes every candidate URL without its descriptor, commas in URLs included', () => {
    expect(srcsetUrls('/a-400.avif 400w, /a-800.avif 800w')).toEqual(['/a-400.avif', '/a-800.avif'])
    expect(srcsetUrls('/x.png 1x,/y.png 2x')).toEqual(['/x.png', '/y.png'])
    expect(srcsetUrls('/img?w=1,2 1x, /b.png')).toEqual(['/img?w=1,2', '/b.png'])
  })
})

describe('policyProblems', () => {
  it('passes a locked-down policy and names what a weak one lacks', () => {
    expect(policyProblems(sound)).toEqual([])
    expect(policyProblems(undefined)).toEqual(['no Content-Security-Policy header'])
    expect(
      policyProblems("script-src 'self' 'unsafe-eval'; object-src 'none'; base-uri 'self'; form-action *; frame-ancestors 'none'"),
    ).toEqual(["CSP script-src allows 'unsafe-eval'", `CSP form-action is "*", expected 'self'`])
  })

  it('accepts an inline script by its sha256, sha384 or sha512 hash and ignores JSON-LD', () => {
    const html = '<script>go()</script><script type="application/ld+json">{}</script>'
    expect(unhashedInlineScripts(html, "script-src 'sha256-RBNvo1WzZ4oRRq0W9+hknpT7T8If536DEMBg9hyq/4o='")).toHaveLength(1)
    expect(unhashedInlineScripts(html, "script-src 'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='")).toEqual([])
  })
})

describe('headerProblems and hstsProblems', () => {
  it('passes sound headers, and names each missing or wrong one', () => {
    expect(headerProblems(goodHeaders())).toEqual([])
    const weak = goodHeaders()
    weak.delete('permissions-policy')
    weak.set('cross-origin-opener-policy', 'unsafe-none')
    weak.set('strict-transport-security', 'max-age=63072000')
    expect(headerProblems(weak)).toEqual([
      'cross-origin-opener-policy is "unsafe-none", expected same-origin',
      'permissions-policy is missing',
      'strict-transport-security sent over plain HTTP',
    ])
  })

  it('wants no-store on API answers', () => {
    expect(headerProblems(goodHeaders(), { api: true })).toEqual(['cache-control is "" on an API answer, expected no-store'])
  })

  it('wants HSTS of at least a year on HTTPS', () => {
    expect(hstsProblems(new Headers({ 'strict-transport-security': 'max-age=63072000; includeSubDomains' }))).toEqual([])
    expect(hstsProblems(new Headers())).toEqual(['strict-transport-security missing on a request forwarded as HTTPS'])
    expect(hstsProblems(new Headers({ 'strict-transport-security': 'max-age=300' }))).toHaveLength(1)
  })
})

describe('parseArgs', () => {
  it('reads paths and --skip-lighthouse, and refuses what it does not know', () => {
    expect(parseArgs(['/about', '--skip-lighthouse'])).toEqual({ paths: ['/about'], skipLighthouse: true })
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown option --fast/)
    expect(() => parseArgs(['about'])).toThrow(/start with a slash/)
  })
})

describe('the performance budget', () => {
  const figures = (performance: number): LighthouseFigures => ({
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1600,
    tbtMs: 0,
    cls: 0,
    totalKb: 80,
    jsKb: 0,
    failing: [],
    runs: 3,
  })

  it('fails a content page at 99 and names its best run, and passes it at 100', () => {
    expect(lighthouseFailures('/about', '/about', figures(99)).map((f) => f.figure)).toEqual([
      'Lighthouse performance 99 (budget 100, best of 3 runs)',
    ])
    expect(lighthouseFailures('/about', '/about', figures(100))).toEqual([])
  })

  it('holds a page with islands to 100 as well (record 041)', () => {
    expect(lighthouseFailures('/quote', '/quote', { ...figures(99), jsKb: 94 }).map((f) => f.figure)).toEqual([
      'Lighthouse performance 99 (budget 100, best of 3 runs)',
    ])
    expect(lighthouseFailures('/quote', '/quote', { ...figures(100), jsKb: 94 })).toEqual([])
  })
})
