// The written quote from the desk, at 390 px in Chromium (issue 42): the owner opens a lead that
// came with a calculator estimate, finds the quote drafted from its takeoff (tile with waste,
// grout, thinset, labor), changes a line's price, sees the totals follow, sends after confirming
// the customer's address, and the lead and the list show the quote as sent. axe finds nothing, and
// nothing is wider than the phone.
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/axe'
import { deskServerForThisFile } from '../helpers/desk-browser'
import { closeDeskStores, deskStore, signInAs } from '../helpers/desk-session'
import { e2ePorts } from '../helpers/e2e-ports'

test.use({ viewport: { width: 390, height: 844 } })

const desk = deskServerForThisFile(e2ePorts('desk-quote'))
test.afterAll(closeDeskStores)

const noWiderThanThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

test('the owner drafts the quote from the takeoff, edits a line and sends it; the state shows Sent', async ({ page, context }) => {
  test.setTimeout(120_000)
  await signInAs(context, desk(), 'owner@example.com')
  const store = await deskStore(desk())
  const name = `Quinn ${Date.now().toString(36)}`
  const email = `quinn-${Date.now().toString(36)}@example.com`
  const { id } = await store.insertLead({
    form: 'quote',
    name,
    email,
    phone: '503-555-0142',
    message: 'Kitchen floor',
    projectType: 'Flooring',
    zip: '97030',
    estimate: {
      query: 'length=12&width=10&tile=12x12&price=8.50',
      lines: ['Estimate: 12 ft x 10 ft (120.0 sq ft), 12x12 tiles, 138 tiles incl. 15% waste, materials about $1,173.00'],
      totalTiles: 138,
      totalWithWaste: 1173,
    },
  })

  await page.goto(`${desk().site}/inbox/leads/${id}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const quote = page.getByRole('region', { name: 'Quote', exact: true })
  await expect(quote.getByText(/Pre-filled from the request/)).toBeVisible()
  const good = quote.getByRole('region', { name: 'Good' })
  const tile = good.getByRole('group', { name: 'Line 1' })
  await expect(tile.getByLabel('Description')).toHaveValue(/^Tile, 12x12 inches, straight lay: 120\.0 sq ft/)
  await expect(tile.getByLabel('Quantity')).toHaveValue('138')
  await expect(tile.getByLabel('Unit price ($)')).toHaveValue('8.50')
  await expect(good.getByRole('group', { name: 'Line 4' }).getByLabel('Description')).toHaveValue(/^Installation labor, floor/)
  const totals = quote.getByRole('region', { name: 'Totals' })
  const totalOf = async () => Number((/Good: \$([\d,.]+)/.exec((await totals.textContent()) ?? '')?.[1] ?? '').replace(/,/g, ''))
  const before = await totalOf()
  expect(before).toBeGreaterThan(138 * 8.5)
  await expectNoAxeViolations(page)
  await noWiderThanThePhone(page)

  // A new price for the tile: the line and the totals follow at once (138 × $0.75 more).
  await tile.getByLabel('Unit price ($)').fill('9.25')
  await expect(tile.getByText('Line total: $1,276.50')).toBeVisible()
  await expect.poll(totalOf).toBeCloseTo(before + 103.5, 2)
  // A price that is not one is named, and nothing can be sent until it is fixed.
  await tile.getByLabel('Unit price ($)').fill('9.2.5')
  await expect(tile.getByText('Unit price ($): Enter dollars and cents, like 1,250.50.')).toBeVisible()
  await expect(quote.getByRole('button', { name: 'Send quote' })).toBeDisabled()
  await tile.getByLabel('Unit price ($)').fill('9.25')

  await quote.getByRole('button', { name: 'Send quote' }).click()
  await expect(quote.getByText(`Send this quote to ${email}?`)).toBeVisible()
  await expectNoAxeViolations(page)
  await quote.getByRole('button', { name: `Yes, send to ${email}` }).click()
  await expect(quote.getByRole('status')).toHaveText('Quote sent as version 1.')
  await expect(quote.getByText('Quote sent', { exact: true }).first()).toBeVisible()
  await expect(quote.getByText('Version 1: Quote sent')).toBeVisible()
  await expect(quote.getByRole('link', { name: 'PDF of version 1' })).toHaveAttribute('href', `/api/inbox/leads/${id}/quote/1/quote`)
  await expect(quote.getByText(/^Reminder to the customer: queued for/).first()).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Quoted')
  await expectNoAxeViolations(page)
  await noWiderThanThePhone(page)

  // What was sent is what was on screen: the tile at $9.25, to the lead's address.
  const [version] = await store.quoteVersions(id)
  expect(version.snapshot.options[0].lines[0]).toMatchObject({ quantity: 138, unitCents: 925, totalCents: 127_650 })
  expect(version.snapshot.customer.email).toBe(email)

  await page.goto(`${desk().site}/inbox`)
  await expect(page.getByRole('link', { name: new RegExp(name) })).toContainText('Quote sent')
  await expectNoAxeViolations(page)
})
