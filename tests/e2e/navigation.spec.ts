// The header marks the current section on every page (Blog on each article), a new page starts
// at its top without a scroll animation, and only in-page links scroll smoothly (never under
// prefers-reduced-motion: reduce).
import { expect, test, type Page } from '@playwright/test'
import { articleRoutes, indexableRoutes } from '../helpers/routes'

/** The section each page belongs to ('Get Free Quote' is the header's quote button). */
function sectionOf(path: string): string | null {
  if (path === '/') return 'Home'
  if (path.startsWith('/blog')) return 'Blog'
  if (path === '/tile-installation-portland' || path.startsWith('/tile-contractor-')) return 'Services'
  if (path === '/quote') return 'Get Free Quote'
  const own: Record<string, string> = {
    '/about': 'About',
    '/services': 'Services',
    '/portfolio': 'Portfolio',
    '/tile-cost-calculator': 'Calculator',
    '/contact': 'Contact',
  }
  return own[path] ?? null
}

test('every page marks its section, and only it, as the current page in the prerendered header', async ({ request }) => {
  for (const path of indexableRoutes) {
    const html = await (await request.get(path)).text()
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
    const current = [...header.matchAll(/<a\b[^>]*aria-current="page"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1])
    const section = sectionOf(path)
    expect(current, path).toEqual(section ? [section] : [])
  }
})

test('the current section is styled, on an article as on its section page', async ({ page }) => {
  await page.goto(articleRoutes[0])
  const nav = page.getByRole('navigation', { name: 'Main' })
  const color = (name: string) => nav.getByRole('link', { name, exact: true }).evaluate((el) => getComputedStyle(el).color)
  await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('aria-current', 'page')
  expect(await color('Blog')).toBe('rgb(154, 67, 34)')
  expect(await color('About')).toBe('rgb(28, 36, 48)')
})

test('following a menu link from a page with an island moves the mark', async ({ page }) => {
  await page.goto('/contact')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const portfolio = nav.getByRole('link', { name: 'Portfolio', exact: true })
  await portfolio.click()
  await expect(page).toHaveURL(/\/portfolio$/)
  await expect(portfolio).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Contact', exact: true })).not.toHaveAttribute('aria-current')
})

/** Two frames: the scroll events of a scroll already done have fired. */
const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))

/** Every scroll position the window passes through from now on. */
async function recordScroll(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { scrolls: number[] }
    w.scrolls = []
    window.addEventListener('scroll', () => w.scrolls.push(Math.round(window.scrollY)), { passive: true })
  })
  return () => page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls)
}

test('a new page starts at its top, whatever the scroll of the page before', async ({ page }) => {
  // Every page is its own document (no client router), so the next one opens at its top.
  await page.goto('/quote')
  const navLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio', exact: true })
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await navLink.click()
  await expect(page).toHaveURL(/\/portfolio$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

const article = articleRoutes.find((p) => p.includes('choosing-tile-contractor')) ?? articleRoutes[0]

test('under reduced motion, in-page links and the scroll-to-top button jump', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(article)
  const link = page.getByRole('navigation', { name: 'In this article' }).getByRole('link').last()
  // Playwright brings the link into view before clicking: that scroll is not under test.
  await link.scrollIntoViewIfNeeded()
  await settle(page)
  let scrolls = await recordScroll(page)
  await link.click()
  await expect.poll(async () => (await scrolls()).length).toBeGreaterThan(0)
  const landed = await page.evaluate(() => Math.round(window.scrollY))
  expect(new Set(await scrolls())).toEqual(new Set([landed]))

  await page.goto('/about')
  const toTop = page.getByRole('link', { name: 'Scroll to top' })
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(toTop).toBeVisible()
  scrolls = await recordScroll(page)
  await toTop.click()
  // scrollY changes at once; the scroll event follows at the next frame, so wait for it.
  await expect.poll(async () => (await scrolls()).length).toBeGreaterThan(0)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  expect(new Set(await scrolls())).toEqual(new Set([0]))
})
