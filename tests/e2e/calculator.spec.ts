// The cost calculator in a real browser: worked examples, live updates, the shared
// link, the quote link, keyboard use, accessibility and a light page (no zod in the browser).
// The shopping list (rooms of any shape, boxes, grout, thinset, labor, print) is in
// calculator-takeoff.spec.ts.
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/axe'

const path = '/tile-cost-calculator'

async function open(page: Page, url = path) {
  await page.goto(url)
  await page.locator('[data-tool="calculator"][data-hydrated]').waitFor()
}

const results = (page: Page) => page.locator('[aria-live="polite"]').filter({ hasText: /estimate|sq ft/ })

/** A result row: the value next to its term. */
const figure = (page: Page, term: string | RegExp) =>
  results(page)
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: term }) })
    .locator('dd')

async function chooseTile(page: Page, label: string) {
  await page.getByLabel('Tile Size').selectOption({ label })
}

async function expectFigures(page: Page, f: Record<string, string>) {
  for (const [term, value] of Object.entries(f)) await expect(figure(page, term)).toHaveText(value)
}

test('the worked examples appear, and after the first calculation the results follow the inputs', async ({ page }) => {
  await open(page)
  await expect(page.getByLabel('Room Length (feet)')).toHaveAttribute('placeholder', '12')
  await expect(page.getByLabel('Room Width (feet)')).toHaveAttribute('placeholder', '10')
  await expect(page.getByLabel('Price per Square Foot ($)')).toHaveAttribute('placeholder', '8.50')
  await expect(page.getByLabel('Price per Square Foot ($)')).toHaveAttribute('step', '0.01')
  await expect(results(page)).toHaveText('Enter your project details to see the estimate')

  // Refused: no result, and a message by each field that needs one.
  await page.getByRole('button', { name: 'Calculate Estimate' }).click()
  await expect(page.getByText('Enter a length.')).toBeVisible()
  await expect(page.getByLabel('Room Length (feet)')).toBeFocused()
  await page.getByLabel('Room Length (feet)').fill('12')
  await page.getByLabel('Room Width (feet)').fill('0')
  await page.getByLabel('Price per Square Foot ($)').fill('8.50')
  await page.getByRole('button', { name: 'Calculate Estimate' }).click()
  await expect(results(page)).toHaveText('Enter your project details to see the estimate')
  await expect(page.getByLabel('Room Width (feet)')).toHaveAccessibleDescription('Enter a width greater than 0.')
  expect(new URL(page.url()).search).toBe('')

  await page.getByLabel('Room Width (feet)').fill('10')
  await chooseTile(page, '12x12 inches')
  // Not before the first calculation.
  await expect(results(page)).toHaveText('Enter your project details to see the estimate')
  await page.getByRole('button', { name: 'Calculate Estimate' }).click()
  await expectFigures(page, {
    'Total area': '120.0 sq ft',
    'Tiles needed': '120',
    'Waste allowance (15%)': '18 tiles',
    'Total tiles to order': '138',
    'Material cost': '$1,020.00',
    'Total with 15% waste': '$1,173.00',
  })
  await expect(page).toHaveURL(`${path}?length=12&width=10&tile=12x12&price=8.50`)

  // Live from now on, without pressing Calculate again.
  await chooseTile(page, '12x24 inches')
  await expectFigures(page, {
    'Total area': '120.0 sq ft',
    'Tiles needed': '60',
    'Waste allowance (10%)': '6 tiles',
    'Total tiles to order': '66',
    'Material cost': '$1,020.00',
    'Total with 10% waste': '$1,122.00',
  })
  await page.getByLabel('Room Length (feet)').fill('120')
  await expectFigures(page, {
    'Total area': '1,200.0 sq ft',
    'Tiles needed': '600',
    'Material cost': '$10,200.00',
    'Total with 10% waste': '$11,220.00',
  })
  await expect(page).toHaveURL(`${path}?length=120&width=10&tile=12x24&price=8.50`)
  await page.getByLabel('Layout pattern').selectOption({ label: 'Herringbone (20% waste)' })
  await expectFigures(page, { 'Waste allowance (20%)': '120 tiles', 'Total with 20% waste': '$12,240.00' })
  await expect(page).toHaveURL(`${path}?length=120&width=10&tile=12x24&price=8.50&layout=herringbone`)
  await expect(page.getByRole('button', { name: /reset/i })).toHaveCount(0)
})

test('a shared link restores its estimate; an unknown tile size gives none', async ({ page }) => {
  await open(page, `${path}?length=12&width=10&tile=12x24&price=8.50`)
  await expect(page.getByLabel('Room Length (feet)')).toHaveValue('12')
  await expect(page.getByLabel('Room Width (feet)')).toHaveValue('10')
  await expect(page.getByLabel('Price per Square Foot ($)')).toHaveValue('8.50')
  await expect(page.getByLabel('Tile Size')).toHaveValue('12x24')
  await expectFigures(page, { 'Tiles needed': '60', 'Total tiles to order': '66', 'Total with 10% waste': '$1,122.00' })

  await open(page, `${path}?length=12&width=10&tile=12x12&price=8.50&layout=diagonal`)
  await expectFigures(page, { 'Waste allowance (15%)': '18 tiles', 'Total with 15% waste': '$1,173.00' })
  await expect(page.getByLabel('Layout pattern')).toHaveValue('diagonal')

  await open(page, `${path}?length=12&width=10&tile=10x10&price=8.50`)
  await expect(page.getByLabel('Room Length (feet)')).toHaveValue('12')
  await expect(results(page)).toHaveText('Enter your project details to see the estimate')
})

test('the quote link hands the estimate to the quote form as an attachment, not as text', async ({ page }) => {
  await open(page, `${path}?length=12&width=10&tile=12x12&price=8.50`)
  const link = page.getByRole('link', { name: 'Quote this estimate' })
  const href = new URL((await link.getAttribute('href'))!, 'http://x')
  expect(href.pathname).toBe('/quote')
  expect(Object.fromEntries(href.searchParams)).toEqual({ project: 'Flooring', length: '12', width: '10', tile: '12x12', price: '8.50' })
  await link.click()
  await expect(page).toHaveURL(/\/quote\?project=Flooring&length=12/)
  const attached = page.getByRole('region', { name: 'Estimate from the cost calculator' })
  await expect(attached).toContainText('12 x 10 ft (120.0 sq ft)')
  await expect(attached).toContainText('138 (incl. 15% waste)')
  await expect(attached).toContainText('$1,173.00 with waste')
  await expect(page.getByLabel('Project Details')).toHaveValue('')
})

test('works by keyboard alone, choosing the tile size by type-ahead in the native select', async ({ page }) => {
  await open(page)
  await page.getByLabel('Room Length (feet)').focus()
  await page.keyboard.type('12')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Room Width (feet)')).toBeFocused()
  await page.keyboard.type('10')
  await page.keyboard.press('Tab')
  const tile = page.getByLabel('Tile Size')
  await expect(tile).toBeFocused()
  await page.keyboard.type('12x2')
  await expect(tile).toHaveValue('12x24')
  await expect(tile).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Price per Square Foot ($)')).toBeFocused()
  await page.keyboard.type('8.50')
  await page.keyboard.press('Enter') // submits the form
  await expectFigures(page, { 'Tiles needed': '60', 'Total with 10% waste': '$1,122.00' })
  // Keys move through the tile sizes too.
  await tile.focus()
  await page.keyboard.press('Home')
  await expect(tile).toHaveValue('4x4')
  await expectFigures(page, { 'Tiles needed': '1,091', 'Waste allowance (15%)': '164 tiles', 'Total tiles to order': '1,255' })
})

test('the page explains itself, carries its markup, has no axe violation and ships no zod', async ({ page, request }) => {
  test.slow() // two axe runs over the whole page, on a CPU shared with other work
  const html = await (await request.get(path)).text()
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]))
  // No SoftwareApplication: its rich result needs a rating the site will not invent.
  expect(ld.map((b) => b['@type'])).not.toContain('SoftwareApplication')
  expect(ld.find((b) => b['@type'] === 'FAQPage').mainEntity).toHaveLength(4)
  expect(ld.find((b) => b['@type'] === 'BreadcrumbList')).toBeTruthy()
  expect(html).toContain('excludes substrate preparation, waterproofing, grout, adhesive, trim and removal of existing flooring')

  const scripts: string[] = []
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push(await r.text())
  })
  await open(page)
  await expectNoAxeViolations(page)
  await page.goto(`${path}?length=12&width=10&tile=12x12&price=8.50`)
  await expect(figure(page, 'Tiles needed')).toHaveText('120')
  await expectNoAxeViolations(page)
  expect(scripts.length).toBeGreaterThan(0)
  for (const js of scripts) expect(js).not.toMatch(/ZodError|\$ZodType/)
})
