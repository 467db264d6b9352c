// At a phone's 390 px no page scrolls sideways; a wide article table scrolls inside its own
// focusable, labelled region, with a visible hint that it does.
import { expect, test } from '@playwright/test'
import { indexableRoutes } from '../helpers/routes'

test.use({ viewport: { width: 390, height: 844 } })

for (const path of [...indexableRoutes, '/thank-you', '/no-such-page']) {
  test(`${path} does not scroll sideways at 390 px`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'load' })
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }))
    expect(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(clientWidth)
  })
}

test('article tables sit in focusable, labelled scroll regions with a visible hint', async ({ page }) => {
  await page.goto('/blog/best-tile-materials-portland-climate')
  const regions = page.locator('.article-body [role="region"]')
  expect(await regions.count()).toBeGreaterThan(0)
  for (const region of await regions.all()) {
    await expect(region).toHaveAttribute('tabindex', '0')
    await expect(region).toHaveAccessibleName(/^Table/)
    await expect(region).toHaveAccessibleDescription('Scroll sideways to see the whole table.')
    await expect(region.locator('table')).toHaveCount(1)
  }
  const hint = page.getByText('Scroll sideways to see the whole table.').first()
  await expect(hint).toBeVisible()
  // Its arrow icon is drawn (UnoCSS generated the icon's class).
  expect(await hint.locator('[class^="i-lucide-"]').evaluate((el) => getComputedStyle(el).maskImage)).toMatch(/^url\(/)

  // The widest one really scrolls, and the keyboard scrolls it.
  const wide = regions.first()
  const fits = await wide.evaluate((el) => el.scrollWidth <= el.clientWidth)
  expect(fits).toBe(false)
  await wide.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => wide.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
})

test('the hint shows only under a table that overflows', async ({ page }) => {
  // Two columns of short planning ranges: the budgeting table fits a phone.
  await page.goto('/blog/budgeting-tile-project-portland')
  const region = page.locator('.article-body [role="region"]').first()
  expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  await expect(page.getByText('Scroll sideways to see the whole table.')).toBeHidden()

  // The materials table overflows a phone (above) but fits a laptop: no hint there.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/blog/best-tile-materials-portland-climate')
  const wide = page.locator('.article-body [role="region"]').first()
  expect(await wide.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  await expect(page.getByText('Scroll sideways to see the whole table.')).toBeHidden()
})
