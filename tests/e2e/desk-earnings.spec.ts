// What the site earns in the desk at 390 px (issue 44, record 040): the owner opens Earnings from
// the desk's navigation, reads a landing page's row with its won dollars and the source's, scrolls
// the table from the keyboard, switches to 90 days and to chosen days, sees a refused range's
// sentence; axe finds nothing.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/axe'
import { deskServerForThisFile } from '../helpers/desk-browser'
import { closeDeskStores, deskStore, signInAs } from '../helpers/desk-session'
import { e2ePorts } from '../helpers/e2e-ports'
import { businessDay } from '#domain/visit-plan'
import { addDays } from '#domain/morning-digest'

test.describe.configure({ mode: 'default' })
test.use({ viewport: { width: 390, height: 844 } })

const desk = deskServerForThisFile(e2ePorts('desk-earnings'))
test.afterAll(closeDeskStores)

test('the owner reads what each landing page and source earned, over the days chosen', async ({ page, context }) => {
  await signInAs(context, desk(), 'owner@example.com')
  const store = await deskStore(desk())
  const today = businessDay(new Date(), 'America/Los_Angeles')
  const page1 = `/tile-contractor-gresham-${Date.now().toString(36)}`
  await store.handle.db
    .insertInto('entry_days')
    .values([
      { day: today, page: page1, source: 'newsletter', medium: 'email', campaign: 'spring', entries: 40 },
      { day: addDays(today, -40), page: page1, source: 'newsletter', medium: 'email', campaign: 'spring', entries: 60 },
    ])
    .execute()
  const { id } = await store.insertLead({
    form: 'contact',
    name: 'Rosa Diaz',
    email: 'rosa@example.com',
    phone: '503-555-0177',
    message: 'Kitchen floor',
    source: { landingPage: page1, utmSource: 'newsletter' },
  })
  await store.handle.db
    .updateTable('leads')
    .set({ status: 'Won', won_cents: 1_250_050, won_source: 'typed' })
    .where('id', '=', id)
    .execute()

  await page.goto(`${desk().site}/inbox`)
  await page.getByRole('navigation', { name: 'Lead desk' }).getByRole('link', { name: 'Earnings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible()
  const byPage = page.getByRole('table', { name: 'By landing page' })
  const row = byPage.getByRole('row', { name: new RegExp(page1) })
  // Won dollars first, then won, requests, entries, per 100, visits booked and quotes sent.
  await expect(row.getByRole('cell')).toHaveText(['$12,500.50', '1', '1', '40', '2.5', '0', '0'])
  const bySource = page.getByRole('table', { name: 'By source' })
  await expect(
    bySource
      .getByRole('row', { name: /newsletter/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('$12,500.50')
  await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page')
  await expectNoAxeViolations(page)

  // The table scrolls sideways from the keyboard.
  const region = page.getByRole('region', { name: 'By landing page' })
  await region.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)

  await page.getByRole('link', { name: 'Last 90 days' }).click()
  await expect(row.getByRole('cell').nth(3)).toHaveText('100')

  const chosen = page.getByRole('form', { name: 'Chosen days' })
  await chosen.getByLabel('From').fill(today)
  await chosen.getByLabel('To').fill(addDays(today, -1))
  await chosen.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByRole('alert')).toHaveText('Choose 7, 30 or 90 days, or two dates (from before to) no more than 366 days apart.')
  await expectNoAxeViolations(page)
})
