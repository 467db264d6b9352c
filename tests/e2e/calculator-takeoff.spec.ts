// The calculator as a shopping list in a real browser: an L-shaped room minus a tub, its boxes,
// grout, thinset and labor range; the same result after a reload; the one-page print view; bad
// input by field and by address; counts in words and figures that fit a phone; the page's weight.
import { expect, test, type Page, type Response } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/axe'

const path = '/tile-cost-calculator'

// Each journey runs axe or several reloads on a CPU shared with other builds: give it time.
test.slow()

async function open(page: Page, url = path) {
  await page.goto(url)
  await page.locator('[data-tool="calculator"][data-hydrated]').waitFor()
}

const results = (page: Page) => page.locator('[aria-live="polite"]').filter({ hasText: /estimate|sq ft/ })
const figure = (page: Page, term: string | RegExp) =>
  results(page)
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: term }) })
    .locator('dd')

const lShapeFigures = {
  'Total area': '147.5 sq ft',
  'Tiles needed': '148',
  'Waste allowance (15%)': '23 tiles',
  'Total tiles to order': '171',
  'Boxes to buy': '12 boxes of 15 sq ft (a typical box)',
  'Sanded grout': '9.5 lb: 1 bag of 25 lb (1/8 in joints, tile 3/8 in thick)',
  'Thinset mortar': '3 bags of 50 lb (1/4 x 3/8 in square notch trowel)',
}

async function expectFigures(page: Page, f: Record<string, string>) {
  for (const [term, value] of Object.entries(f)) await expect(figure(page, term)).toHaveText(value)
}

test('an L-shaped room minus a tub: boxes, grout, thinset and labor, the same after a reload, and one printed page', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') violations.push(m.text())
  })
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes')
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.sample}`))
  })
  await open(page)
  await page.getByLabel('Room Length (feet)').fill('12')
  await page.getByLabel('Room Width (feet)').fill('10')
  await page.getByLabel('Price per Square Foot ($)').fill('8.50')
  await page.getByRole('button', { name: 'Add an area' }).click()
  await expect(page.getByLabel('Area 2 length (feet)')).toBeFocused()
  await page.keyboard.type('8')
  await page.getByLabel('Area 2 width (feet)').fill('5')
  await page.getByRole('button', { name: 'Add a cut-out' }).click()
  await page.getByLabel('Cut-out 1 length (feet)').fill('5')
  await page.getByLabel('Cut-out 1 width (feet)').fill('2.5')
  await page.getByRole('button', { name: 'Calculate Estimate' }).click()

  await expectFigures(page, lShapeFigures)
  await expect(results(page).getByText('$730 – $1,480')).toBeVisible()
  await expect(results(page).getByText('Get a free quote for a firm price.')).toBeVisible()
  await expect(page).toHaveURL(`${path}?length=12&width=10&tile=12x12&price=8.50&room=8x5&cut=5x2.5`)
  await expectNoAxeViolations(page)

  await page.reload()
  await page.locator('[data-tool="calculator"][data-hydrated]').waitFor()
  await expect(page.getByLabel('Cut-out 1 width (feet)')).toHaveValue('2.5')
  await expectFigures(page, lShapeFigures)

  await page.getByRole('button', { name: 'Print or save as PDF' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes')

  // The print view: the sheet alone, with the business, the date, the list and the link back.
  await page.emulateMedia({ media: 'print' })
  const sheet = page.getByTestId('print-sheet')
  await expect(sheet).toBeVisible()
  await expect(page.locator('#main')).toBeHidden()
  await expect(page.locator('body > header')).toBeHidden()
  await expect(page.locator('body > footer')).toBeHidden()
  await expect(sheet).toContainText('Star Tile')
  await expect(sheet).toContainText('(503) 555-0142')
  await expect(sheet).toContainText('License: Oregon CCB #123456')
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
  await expect(sheet).toContainText(`Prepared ${today}`)
  await expect(sheet).toContainText('147.5 sq ft: 12 x 10 ft + 8 x 5 ft, minus 5 x 2.5 ft')
  await expect(sheet).toContainText('12 boxes of 15 sq ft')
  await expect(sheet).toContainText('$730 – $1,480')
  await expect(sheet).toContainText(`${path}?length=12&width=10&tile=12x12&price=8.50&room=8x5&cut=5x2.5`)
  // Letter at 96 dpi, less the page margins: the sheet fits one page.
  await page.setViewportSize({ width: 816, height: 1056 })
  const shot = await page.screenshot({ fullPage: true, path: test.info().outputPath('print-letter.png') })
  expect(shot.byteLength).toBeGreaterThan(10_000)
  const height = await sheet.evaluate((el) => el.getBoundingClientRect().height)
  expect(height).toBeLessThan(1056 - 2 * 53)
  expect(violations).toEqual([])
  for (const format of ['Letter', 'A4'] as const) {
    const pdf = (await page.pdf({ format })).toString('latin1')
    const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? []
    expect(pages, `${format} pages`).toHaveLength(1)
  }
})

test('bad values get a message by their field and no result, from the form and from the address', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await open(page, `${path}?length=10000&width=-3&tile=12x12&price=abc&room=0x5&box=lots&boxprice=0`)
  await expect(results(page)).toHaveText('Enter your project details to see the estimate')
  await expect(page.getByLabel('Room Length (feet)')).toHaveAccessibleDescription(
    'Enter at most 200 ft. For a larger space, call us for a quote.',
  )
  await expect(page.getByLabel('Room Width (feet)')).toHaveAccessibleDescription('Enter a width greater than 0.')
  await expect(page.getByLabel('Price per Square Foot ($)')).toHaveAccessibleDescription(
    'Enter a price per square foot as a number, like 8.50.',
  )
  await expect(page.getByLabel('Area 2 length (feet)')).toHaveAccessibleDescription('Enter a length greater than 0.')
  await expect(page.getByLabel('Square feet per box')).toHaveAccessibleDescription('Enter the square feet per box as a number, like 12.5.')
  await expect(page.getByLabel('Price per box ($, optional)')).toHaveAccessibleDescription('Enter a price per box greater than 0.')
  await expect(page.getByLabel('Room Length (feet)')).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)

  // Fixing them by hand gives the result; a cut-out larger than the room takes it away again.
  await page.getByLabel('Room Length (feet)').fill('12')
  await page.getByLabel('Room Width (feet)').fill('10')
  await page.getByLabel('Price per Square Foot ($)').fill('8.50')
  await page.getByRole('button', { name: 'Remove area 2' }).click()
  await page.getByLabel('Square feet per box').fill('')
  await page.getByLabel('Price per box ($, optional)').fill('')
  await page.getByRole('button', { name: 'Calculate Estimate' }).click()
  await expectFigures(page, { 'Total area': '120.0 sq ft' })
  await page.getByRole('button', { name: 'Add a cut-out' }).click()
  await page.getByLabel('Cut-out 1 length (feet)').fill('14')
  await page.getByLabel('Cut-out 1 width (feet)').fill('3')
  await expect(page.getByLabel('Cut-out 1 length (feet)')).toHaveAccessibleDescription(
    'This cut-out is larger than the room it is cut from.',
  )
  await expect(results(page)).toHaveText('Enter your project details to see the estimate')
  expect(errors).toEqual([])
})

test('counts read "1 tile" and "1 box", and the largest valid figures fit their cards at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, `${path}?length=1&width=1&tile=24x24&price=1`)
  await expectFigures(page, { 'Waste allowance (10%)': '1 tile', 'Boxes to buy': '1 box of 16 sq ft (a typical box)' })
  await expect(figure(page, 'Thinset mortar')).toHaveText('1 bag of 50 lb (1/2 x 1/2 in square notch trowel)')

  const big = 'length=200&width=200&tile=4x4&price=500&layout=herringbone&room=200x200&room=200x200&room=200x200&room=200x200&room=200x200'
  await open(page, `${path}?${big}&box=1&boxprice=5000`)
  await expectFigures(page, {
    'Total area': '240,000.0 sq ft',
    'Total tiles to order': '2,618,183',
    'Total with 20% waste': '$144,000,000.00',
    'Tile cost by the box': '$1,440,005,000.00',
  })
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('.card, dd, dt')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > window.innerWidth)
      .map((el) => `${el.tagName} ${el.textContent?.slice(0, 40)}`),
  )
  expect(overflowing).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('the page loads under 100 KB of JavaScript in all, as transferred, and no router', async ({ browser }) => {
  // A fresh context, so nothing comes from the cache: bytes as transferred (brotli), headers included.
  const context = await browser.newContext()
  const page = await context.newPage()
  const pending: Promise<[string, number]>[] = []
  page.on('response', (r: Response) => {
    if (r.request().resourceType() === 'script')
      pending.push(
        r
          .request()
          .sizes()
          .then((s) => [new URL(r.url()).pathname, s.responseBodySize + s.responseHeadersSize] as [string, number]),
      )
  })
  await page.goto(`${path}?length=12&width=10&tile=12x12&price=8.50&room=8x5&cut=5x2.5`, { waitUntil: 'load' })
  await page.locator('[data-tool="calculator"][data-hydrated]').waitFor()
  await expect(figure(page, 'Total area')).toHaveText('147.5 sq ft')
  await page.waitForLoadState('networkidle')
  const sizes = [...new Map(await Promise.all(pending))]
  await context.close()
  const total = sizes.reduce((s, [, bytes]) => s + bytes, 0)
  console.log(`calculator JavaScript transferred: ${total} bytes in ${sizes.length} files`)
  // The tool is an island: React and its own code, not React Router's client runtime.
  expect(sizes.map(([name]) => name).filter((name) => /\/assets\/(router|entry\.client|root|manifest)-/.test(name))).toEqual([])
  expect(sizes.some(([name]) => /\/assets\/react-/.test(name))).toBe(true)
  expect(total).toBeLessThan(100 * 1024)
})
