// The pattern tool on a phone (390 px): the preview sits under the choices, so a tapped choice
// brings the changed picture into view (at once under reduced motion); arrow keys do not scroll.
import { expect, test, type Page } from '@playwright/test'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

const preview = (page: Page) => page.getByRole('region', { name: 'Pattern Preview' }).getByRole('img').first()
const choice = (page: Page, name: string) => page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) })

async function open(page: Page) {
  await page.goto('/tile-pattern-comparison')
  await page.locator('[data-tool="pattern"][data-hydrated]').waitFor()
}

test('tapping a color or a pattern shows the changed preview', async ({ page }) => {
  await open(page)
  await choice(page, 'Matte Black').tap()
  await expect(preview(page)).toHaveAccessibleName(/in Matte Black/)
  await expect(preview(page)).toBeInViewport({ ratio: 0.9 })

  await choice(page, 'Herringbone').tap()
  await expect(preview(page)).toHaveAccessibleName(/^Herringbone pattern in Matte Black/)
  await expect(preview(page)).toBeInViewport({ ratio: 0.9 })
})

test('under reduced motion the preview is shown at once, and arrow keys keep the focused choice in view', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await open(page)
  await choice(page, 'Matte Black').scrollIntoViewIfNeeded()
  // Let the scroll events of that scroll fire before recording.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  await page.evaluate(() => {
    const w = window as unknown as { scrolls: number[] }
    w.scrolls = []
    window.addEventListener('scroll', () => w.scrolls.push(Math.round(window.scrollY)), { passive: true })
  })
  await choice(page, 'Matte Black').tap()
  await expect(preview(page)).toBeInViewport({ ratio: 0.9 })
  const scrolls = await page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls)
  expect(new Set(scrolls).size).toBe(1)

  const radio = page.getByRole('radio', { name: 'Bright White' })
  await radio.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'Modern Gray' })).toBeFocused()
  await expect(page.getByRole('radio', { name: 'Modern Gray' })).toBeChecked()
  await expect(choice(page, 'Modern Gray')).toBeInViewport()
})
