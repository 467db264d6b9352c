// Instant navigation without a client router: the speculation rules of every page let Chromium
// prerender a same-site page while its link is hovered. Which links Chromium takes as candidates
// is read from its DevTools protocol (the Preload domain), so the rules are checked as the browser
// parses them, under the page's CSP. The prerender itself cannot be watched here: Chromium refuses
// it while automation is attached ("PrerenderingDisabledByDevTools").
import { expect, test, type CDPSession, type Page } from '@playwright/test'

type Sources = { preloadingAttemptSources: { key: { url: string; action: string } }[] }

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search

type RuleSet = { ruleSet: { sourceText: string; errorType?: string } }

/** Watches the preloading of a page: its rule sets and the candidate URLs of their prerender rules. */
async function watchPreloading(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  const ruleSets: RuleSet['ruleSet'][] = []
  let candidates: string[] = []
  cdp.on('Preload.ruleSetUpdated', (e: RuleSet) => ruleSets.push(e.ruleSet))
  cdp.on('Preload.preloadingAttemptSourcesUpdated', (e: Sources) => {
    candidates = e.preloadingAttemptSources.filter((s) => s.key.action === 'Prerender').map((s) => pathOf(s.key.url))
  })
  await cdp.send('Preload.enable')
  return { ruleSets, candidates: () => candidates }
}

test('the rules take same-site links and leave out the API, the thank-you page, other sites, new tabs, downloads and nofollow', async ({
  page,
}) => {
  const preloading = await watchPreloading(page)
  await page.goto('/services')
  // Links of every kind the rules must tell apart, added to a real page.
  await page.evaluate(() => {
    const links: [string, Record<string, string>][] = [
      ['/about?from=added', {}],
      ['/api/send-contact-email', {}],
      ['/api/quote', {}],
      ['/thank-you', {}],
      ['/portfolio?from=new-tab', { target: '_blank' }],
      ['/quote?from=download', { download: '' }],
      ['/blog?from=nofollow', { rel: 'nofollow' }],
      ['https://example.com/elsewhere', {}],
    ]
    for (const [href, attributes] of links) {
      const a = Object.assign(document.createElement('a'), { href, textContent: href })
      for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value)
      document.body.append(a)
    }
  })
  // The plain added link becomes a candidate: by then Chromium has weighed every added link.
  await expect.poll(() => preloading.candidates()).toContain('/about?from=added')
  // One rule set, the page's own, accepted as valid.
  expect(preloading.ruleSets.map((r) => r.errorType ?? 'valid')).toEqual(['valid'])
  expect(JSON.parse(preloading.ruleSets[0].sourceText)).toMatchObject({ prerender: [{ eagerness: 'moderate' }] })
  const candidates = preloading.candidates()
  for (const path of ['/', '/about', '/blog', '/contact', '/tile-cost-calculator']) expect(candidates).toContain(path)
  expect(candidates.filter((p) => p.startsWith('/api/'))).toEqual([])
  expect(candidates).not.toContain('/thank-you')
  for (const path of ['/elsewhere', '/portfolio?from=new-tab', '/quote?from=download', '/blog?from=nofollow'])
    expect(candidates).not.toContain(path)
})
