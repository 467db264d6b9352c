// The shell every page stands on, checked as a visitor and a crawler meet it on the built site.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/axe'
import { hydrated } from '../helpers/hydration'
import { indexableRoutes } from '../helpers/routes'

const origin = 'https://www.startile.example'

test('every route answers 200 with its own title, description, canonical and JSON-LD, without JavaScript', async ({ request }) => {
  const titles = new Set<string>()
  for (const route of indexableRoutes) {
    const res = await request.get(route)
    expect(res.status(), route).toBe(200)
    const html = await res.text()
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]
    expect(title, route).toBeTruthy()
    titles.add(title!)
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(description.length, `${route} description`).toBeGreaterThanOrEqual(50)
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
    expect(canonical, route).toBe(route === '/' ? origin : origin + route)
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    if (route !== '/') expect(blocks.length, `${route} JSON-LD`).toBeGreaterThan(0)
    for (const b of blocks) expect(() => JSON.parse(b[1]), route).not.toThrow()
    expect(html).not.toMatch(/aggregateRating|"Review"/)
    expect(html, route).toMatch(/<h1[\s>]/)
  }
  expect(titles.size).toBe(indexableRoutes.length)
})

test('an unknown path answers 404 with the noindex 404 page (the server logs the path)', async ({ page }) => {
  const res = await page.goto('/no-such-page')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('no page runs a client router: a link loads the next document from the server', async ({ page }) => {
  // A page with an island: React hydrates the form, and the links around it stay plain links.
  await page.goto('/contact')
  await hydrated(page.getByRole('button', { name: 'Send Message' }))
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy-policy$/)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
  expect(await page.evaluate(() => 'reactRouterManifest' in window || '__reactRouterContext' in window)).toBe(false)
})

test('redirects: a trailing slash and the old trends address answer 301', async ({ request }) => {
  const slash = await request.get('/about/', { maxRedirects: 0 })
  expect(slash.status()).toBe(301)
  expect(slash.headers().location).toBe('/about')
  const old = await request.get('/blog/tile-trends-portland', { maxRedirects: 0 })
  expect(old.status()).toBe(301)
  expect(old.headers().location).toBe('/blog/tile-trends-portland-2025')
})

test('sitemap.xml lists exactly the indexable routes and robots.txt points to it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort()
  expect(locs).toEqual(indexableRoutes.map((r) => (r === '/' ? origin : origin + r)).sort())
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`)
})

test('the skip link is the first thing Tab reaches and moves to the main content', async ({ page }) => {
  await page.goto('/blog')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
  await page.keyboard.press('Tab')
  const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null)
  expect(inMain).toBe(true)
})

test('focus is visible on links and buttons', async ({ page }) => {
  await page.goto('/')
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement!)
      return `${s.outlineStyle} ${s.outlineWidth}`
    })
    expect(outline).toMatch(/solid 3px/)
  }
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu button opens the list and choosing an item closes it (a page with an island)', async ({ page }) => {
    await page.goto('/')
    // The gallery island hydrates; the header around it stays native HTML (a popover).
    await hydrated(page.locator('[data-island="home-projects"] button').first())
    const menu = page.getByRole('button', { name: 'Menu' })
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden()
    await menu.click()
    await expect(nav.getByRole('link', { name: 'About' })).toBeVisible()
    await nav.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden()
  })

  test('the menu works from the keyboard and Escape closes it (a page without JavaScript)', async ({ page }) => {
    await page.goto('/privacy-policy')
    const menu = page.getByRole('button', { name: 'Menu' })
    const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })
    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(home).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(home).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(home).toBeHidden()
    await expect(menu).toBeFocused()
  })
})

test('the current page is marked in the navigation', async ({ page }) => {
  await page.goto('/blog')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')
})

test('the footer carries the business facts and the social profiles open in a new tab', async ({ page }) => {
  await page.goto('/privacy-policy')
  const footer = page.locator('footer')
  await expect(footer.getByRole('link', { name: '(503) 555-0142' })).toHaveAttribute('href', 'tel:+15035550142')
  await expect(footer.getByRole('link', { name: 'hello@startile.example' })).toHaveAttribute('href', 'mailto:hello@startile.example')
  await expect(footer).toContainText('CCB #123456')
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Star Tile`)
  for (const city of ['beaverton', 'gresham', 'lake-oswego', 'tigard']) {
    await expect(footer.locator(`a[href="/tile-contractor-${city}"]`)).toHaveCount(1)
  }
  const social = footer.getByRole('link', { name: /opens in a new tab/ })
  await expect(social).toHaveCount(2)
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
})

test('the privacy policy shows its fixed last-updated date and what the forms store', async ({ page }) => {
  await page.goto('/privacy-policy')
  await expect(page.getByText(/Last updated: November 28, 2026/)).toBeVisible()
  await expect(page.getByRole('heading', { name: "Children's Privacy" })).toBeVisible()
  await expect(page.locator('main')).toContainText('children under 13')
  await expect(page.locator('main')).toContainText('3 years after it arrives')
})

for (const path of ['/', '/privacy-policy', '/no-such-page']) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expectNoAxeViolations(page)
  })
}
