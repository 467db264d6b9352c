// JavaScript only where a page has something to run: content pages download none, their menu and
// FAQ work natively, and the site is whole with JavaScript turned off.
import { expect, test, type Page } from '@playwright/test'
import { articleRoutes } from '../helpers/routes'

const contentPages = [
  '/about',
  '/services',
  '/blog',
  ...articleRoutes,
  '/privacy-policy',
  '/thank-you',
  '/tile-installation-portland',
  '/tile-contractor-beaverton',
  '/tile-contractor-tigard',
  '/tile-contractor-gresham',
  '/tile-contractor-lake-oswego',
  '/no-such-page',
]
const interactivePages = ['/', '/portfolio', '/contact', '/quote', '/tile-cost-calculator', '/tile-pattern-comparison']

/** The JavaScript a first visit downloads: how many files and their bytes as transferred. */
async function javaScriptOf(page: Page, path: string) {
  const sizes: Promise<number>[] = []
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return
    sizes.push(
      res
        .request()
        .sizes()
        .then((s) => s.responseBodySize + s.responseHeadersSize),
    )
  })
  // Module scripts run before the load event; then wait for any late request (a lazy chunk).
  await page.goto(path, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0)
  return { files: sizes.length, kb: Math.round(bytes / 102.4) / 10 }
}

for (const path of contentPages) {
  test(`${path} downloads no JavaScript`, async ({ page }) => {
    const js = await javaScriptOf(page, path)
    expect(js.files).toBe(0)
    // Structured data is data, not code: it stays.
    if (path !== '/no-such-page' && path !== '/thank-you')
      await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached()
  })
}

test('pages with forms, tools or dialogs load their own code; the figures are reported', async ({ browser }, info) => {
  test.setTimeout(120_000) // six first visits, one after another
  for (const path of interactivePages) {
    // A first visit each: a fresh context, so nothing comes from the cache.
    const context = await browser.newContext()
    const js = await javaScriptOf(await context.newPage(), path)
    await context.close()
    info.annotations.push({ type: 'javascript', description: `${path}: ${js.files} files, ${js.kb} KB transferred` })
    console.log(`JavaScript ${path.padEnd(26)} ${String(js.files).padStart(2)} files ${js.kb.toFixed(1).padStart(6)} KB`)
    expect(js.files, path).toBeGreaterThan(0)
  }
})

test.describe('with JavaScript off, at phone width', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  for (const [start, item, heading] of [
    ['/about', 'Blog', /Tile Tips, Guides/],
    ['/', 'Services', /Services/],
  ] as const) {
    test(`the menu opens on ${start} and its "${item}" item goes there`, async ({ page }) => {
      await page.goto(start)
      const nav = page.getByRole('navigation', { name: 'Main' })
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeHidden()
      await page.getByRole('button', { name: 'Menu' }).click()
      await nav.getByRole('link', { name: item, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${item.toLowerCase()}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeHidden()
    })
  }

  test('an FAQ answer opens and reads', async ({ page }) => {
    await page.goto('/')
    const answer = page.getByText(/We are based in Gresham and work throughout the Portland metro area/)
    await expect(answer).toBeHidden()
    await page.locator('summary', { hasText: 'What areas do you serve?' }).click()
    await expect(answer).toBeVisible()
  })

  test('the contact form posts and lands on the thank-you page', async ({ page }) => {
    await page.goto('/contact')
    const form = page.locator('form[action="/api/send-contact-email"]')
    await form.getByLabel('Name').fill('No Script Visitor')
    await form.getByLabel('Email').fill('noscript@example.com')
    await form.getByLabel('Phone').fill('(503) 555-0111')
    await form.getByLabel('Project Details').fill('A shower wall, posted without JavaScript.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(/\/thank-you$/)
  })

  test('the calculator says it needs JavaScript and offers the phone and the quote form', async ({ page }) => {
    await page.goto('/tile-cost-calculator')
    const note = page.getByText(/The calculator needs JavaScript/)
    await expect(note).toBeVisible()
    await expect(note.getByRole('link', { name: /\(503\)/ })).toHaveAttribute('href', /^tel:/)
    await expect(note.getByRole('link', { name: 'request a free quote' })).toHaveAttribute('href', '/quote')
  })
})
