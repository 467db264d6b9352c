// The checks that need no browser, over every audited route at once: the status of each page,
// its security headers and CSP (with its inline-script hashes), HSTS when forwarded as HTTPS,
// the HTML checker, and the crawl of links, images and fragments. Also an asset and an API answer.
import { brokenReferences, internalUrl, references } from './crawl'
import { unhashedInlineScripts } from './csp'
import { headerProblems, hstsProblems } from './headers'
import { elements } from './html'
import { validateHtml } from './html-validator'
import { inPool, request, type Answer } from './http'
import { problemsOf, type Problems } from './problems'
import type { Route } from './routes'

const https = { headers: { 'x-forwarded-proto': 'https' } }

async function headersOf(url: string, init: RequestInit, opts: { api?: boolean } = {}): Promise<string[]> {
  const plain = await request(url, init)
  const secure = await request(url, { ...init, headers: { ...init.headers, ...https.headers } })
  return [...headerProblems(plain.headers, opts), ...hstsProblems(secure.headers)]
}

function firstAsset(pages: { url: string; answer: Answer }[], siteOrigin: string): string | undefined {
  for (const { url, answer } of pages) {
    for (const ref of references(elements(answer.body))) {
      const target = internalUrl(ref.raw, url, siteOrigin)
      if (target instanceof URL && target.pathname.startsWith('/assets/')) return target.href
    }
  }
}

export async function staticChecks(base: string, siteOrigin: string, routes: Route[]): Promise<Map<string, Problems>> {
  const results = new Map<string, Problems>()
  const pages = await inPool(routes, 4, async (route) => {
    const url = base + route.path
    return { route, url, answer: await request(url), headers: await headersOf(url, {}) }
  })
  for (const { route, answer, headers } of pages) {
    const problems = problemsOf(results, route.label)
    if (answer.status !== route.expectStatus) problems.broken.push(`the page answers ${answer.status}, expected ${route.expectStatus}`)
    problems.headers.push(...headers, ...unhashedInlineScripts(answer.body, answer.headers.get('content-security-policy') ?? undefined))
  }

  const html = await validateHtml(pages.map((p) => ({ route: p.route.label, html: p.answer.body })))
  for (const [label, errors] of html) problemsOf(results, label).html.push(...errors)

  const crawled = pages.map((p) => ({ route: p.route.label, url: p.url, status: p.answer.status, html: p.answer.body }))
  for (const [label, broken] of await brokenReferences(crawled, siteOrigin)) problemsOf(results, label).broken.push(...broken)

  const asset = firstAsset(pages, siteOrigin)
  if (asset) problemsOf(results, `asset ${new URL(asset).pathname}`).headers.push(...(await headersOf(asset, {})))
  else problemsOf(results, 'asset').broken.push('no page references a file under /assets/ to check')
  const api = {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
    body: '{}',
  }
  problemsOf(results, 'api POST /api/quote').headers.push(...(await headersOf(`${base}/api/quote`, api, { api: true })))
  return results
}
