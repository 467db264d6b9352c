// axe (WCAG 2.2 AA rule set) over every marketing page, and over their dialogs and open FAQ.
import { expect, test } from '@playwright/test'
import { cityPages } from '#content/areas'
import { expectNoAxeViolations } from '../helpers/axe'
import { hydrated } from '../helpers/hydration'

const paths = [
  '/',
  '/about',
  '/services',
  '/portfolio',
  '/contact',
  '/quote',
  '/tile-installation-portland',
  ...cityPages.map((c) => c.path),
]

for (const path of paths) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path)
    await expectNoAxeViolations(page)
  })
}

test('phone width: the home page has no violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expectNoAxeViolations(page)
})

test('the home gallery dialog and the open FAQ have no violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await page.locator('summary', { hasText: 'How long does a tile installation take?' }).click()
  await expect(page.getByText('a bathroom remodel takes 5-7 days')).toBeVisible()
  await expectNoAxeViolations(page)
  const tile = page
    .locator('section', { has: page.getByRole('heading', { name: 'Recent Projects' }) })
    .getByRole('button')
    .first()
  await hydrated(tile)
  await tile.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the portfolio detail dialog and an empty filter have no violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/portfolio?category=patios')
  await expect(page.getByText('No projects found for the selected category.')).toBeVisible()
  await expectNoAxeViolations(page)
  await hydrated(page.getByRole('button', { name: 'Kitchens', exact: true }))
  await page.getByRole('button', { name: 'Kitchens', exact: true }).click()
  await page.locator('article h3 button').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoAxeViolations(page)
})
