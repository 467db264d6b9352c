// No lost keystrokes: on a slow phone (6x CPU slowdown) a visitor types before the page has
// hydrated; after hydration every character is still there. The page's scripts are held back
// until the typing is done, so the typing really happens before hydration. The pages are opened
// without waiting for DOMContentLoaded: it waits for the held-back module scripts.
import { expect, test, type Page } from '@playwright/test'
import { hydrated } from '../helpers/hydration'

// Typing under a 6x CPU slowdown is slow by design: these tests get more time than the default.
test.describe.configure({ timeout: 120_000 })

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await gate
    await route.continue()
  })
  return release
}

test('the calculator keeps what was typed before hydration', async ({ page }) => {
  const release = await slowPhone(page)
  await page.goto('/tile-cost-calculator', { waitUntil: 'commit' })
  const length = page.getByLabel('Room Length (feet)')
  const price = page.getByLabel('Price per Square Foot ($)')
  const tile = page.getByLabel('Tile Size')
  await length.pressSequentially('12')
  await tile.selectOption('12x24')
  await price.pressSequentially('8.5')
  release()
  await hydrated(length, 60_000)
  await expect(length).toHaveValue('12')
  await expect(price).toHaveValue('8.5')
  await expect(tile).toHaveValue('12x24')
  // The choice reached the tool's state, not only the DOM: the estimate uses it.
  await page.getByLabel('Room Width (feet)').fill('10')
  await page.getByRole('button', { name: 'Calculate Estimate' }).click()
  await expect(page).toHaveURL(/tile=12x24/)
})

test('the quote form keeps what was typed before hydration', async ({ page }) => {
  const release = await slowPhone(page)
  await page.goto('/quote', { waitUntil: 'commit' })
  const form = page.locator('form[action="/api/quote"]')
  await form.getByLabel('Full Name').pressSequentially('Early Typist')
  await form.getByLabel('Phone Number').pressSequentially('5035550123')
  await form.getByLabel('Project Details').pressSequentially('Typed early.')
  release()
  await hydrated(form.getByLabel('Full Name'), 60_000)
  await expect(form.getByLabel('Full Name')).toHaveValue('Early Typist')
  await expect(form.getByLabel('Phone Number')).toHaveValue('5035550123')
  await expect(form.getByLabel('Project Details')).toHaveValue('Typed early.')
})

test('the contact form keeps what was typed before hydration', async ({ page }) => {
  const release = await slowPhone(page)
  await page.goto('/contact', { waitUntil: 'commit' })
  const form = page.locator('form[action="/api/send-contact-email"]')
  await form.getByLabel('Name').pressSequentially('Early Typist')
  await form.getByLabel('Project Details').pressSequentially('Typed early.')
  release()
  await hydrated(form.getByLabel('Name'), 60_000)
  await expect(form.getByLabel('Name')).toHaveValue('Early Typist')
  await expect(form.getByLabel('Project Details')).toHaveValue('Typed early.')
})

test('the pattern tool keeps a pattern chosen before hydration', async ({ page }) => {
  const release = await slowPhone(page)
  await page.goto('/tile-pattern-comparison', { waitUntil: 'commit' })
  const herringbone = page.getByRole('radio', { name: 'Herringbone' })
  await herringbone.check({ force: true })
  release()
  await hydrated(page.getByRole('button', { name: 'Save Selection' }), 60_000)
  await expect(herringbone).toBeChecked()
  await expect(
    page.getByRole('region', { name: /^Pattern (Preview|Comparison)$/ }).getByRole('heading', { name: 'Herringbone' }),
  ).toBeVisible()
})
