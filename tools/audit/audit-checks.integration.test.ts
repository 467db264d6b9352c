// The audit's own checks, proven able to fail: a fixture build with one broken budget per page,
// served by the real server code, goes through the static checks and a real browser visit (not
// Lighthouse, which is slow). Each broken page must be named with its failure; clean pages pass.
import { readAuditSettings } from './settings'
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchPlaywright } from './browser'
import { recordVisit, visitPage } from './browser-visit'
import { problemFailures } from './evaluate'
import { inPool } from './http'
import { fixtureOrigin, writeFixtureSite } from './fixture-site'
import { serveFixture } from './fixture-server'
import { problemsOf, type Problems } from './problems'
import { auditRoutes, siteOrigin } from './routes'
import { staticChecks } from './static-checks'

const dist = writeFixtureSite()
const routes = auditRoutes(dist, [])
let results: Map<string, Problems>
let close = async () => {}

beforeAll(async () => {
  const server = await serveFixture(dist, readAuditSettings().testPort)
  const browser = await launchPlaywright()
  close = async () => {
    await browser.close()
    await server.close()
  }
  results = await staticChecks(server.base, siteOrigin(dist), routes)
  // Visits in parallel here; the audit itself goes one page at a time for Lighthouse's sake.
  const visits = await inPool(routes, 3, (route) => visitPage(browser, server.base + route.path, { expectStatus: route.expectStatus }))
  routes.forEach((route, i) => recordVisit(problemsOf(results, route.label), visits[i]))
}, 300_000)
afterAll(async () => {
  await close()
  rmSync(dist, { recursive: true, force: true })
})

const failuresOf = (label: string) => problemFailures(label, problemsOf(results, label))
const figures = (label: string) => failuresOf(label).map((f) => f.figure)

describe('the audit checks', () => {
  it('audits every sitemap route and the 404 page at an unknown path', () => {
    expect(siteOrigin(dist)).toBe(fixtureOrigin)
    expect(routes.map((r) => r.label)).toEqual([
      '/',
      '/about',
      '/no-alt',
      '/inline-script',
      '/broken-link',
      '/weak-headers',
      '/console-error',
      '404',
    ])
  })

  it('passes the clean pages, the 404 page, the asset and the API answer', () => {
    for (const label of ['/', '/about', '404', 'asset /assets/app.js', 'api POST /api/quote']) {
      expect({ label, failures: failuresOf(label) }).toEqual({ label, failures: [] })
    }
  })

  it('names the page with an image without alt: HTML checker and axe', () => {
    const p = problemsOf(results, '/no-alt')
    expect(p.html.join('\n')).toMatch(/img.*must have an .alt. attribute/)
    expect(p.html).toContain('<div> has both hidden and aria-hidden')
    expect(p.axe.join('\n')).toMatch(/^image-alt:/m)
    expect(figures('/no-alt')).toEqual(['2 HTML errors (budget 0)', '1 axe violations (budget 0)'])
  })

  it('names the page with an inline script missing from its CSP, without and with a browser', () => {
    const p = problemsOf(results, '/inline-script')
    expect(p.headers).toEqual([expect.stringMatching(/^inline script 'sha256-.*\("document.title = "changed"…"\) is not allowed/)])
    expect(p.csp).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)])
    expect(figures('/inline-script')).toContain('1 CSP violations in the browser (budget 0)')
  })

  it('names the page with a link to a missing page, a missing #fragment and a missing srcset image', () => {
    expect(problemsOf(results, '/broken-link').broken).toEqual([
      'link "/missing-page" answers 404',
      'link "/about#no-such-id": no element with id "no-such-id" on /about',
      'img srcset "/images/tile-3x.png" answers 404',
    ])
    expect(figures('/broken-link')).toContain('3 broken links, images or fragments (budget 0)')
  })

  it('names the page whose policy allows inline scripts and lacks the lock-down directives', () => {
    const headers = problemsOf(results, '/weak-headers').headers
    expect(headers).toContain("CSP script-src allows 'unsafe-inline'")
    expect(headers).toContain("CSP object-src is missing, expected 'none'")
    expect(headers).toContain("CSP frame-ancestors is missing, expected 'none'")
  })

  it('names the page that logs a console error', () => {
    expect(problemsOf(results, '/console-error').console).toEqual(['fixture: something failed'])
    expect(figures('/console-error')).toEqual(['1 console errors (budget 0)'])
  })
})
