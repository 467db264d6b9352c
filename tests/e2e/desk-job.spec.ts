// The job after a signed quote in the desk at 390 px (issue 43, record 039): the owner, signed in by
// the session fixture, records the lien notice's delivery on paper and sets a start date from the
// earliest day the cancellation window allows; the customer's e-mail of it leaves through SMTP; axe
// finds nothing on the page before and after.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/axe'
import { deskServerForThisFile } from '../helpers/desk-browser'
import { closeDeskStores, deskStore, signInAs } from '../helpers/desk-session'
import { e2ePorts } from '../helpers/e2e-ports'
import { waitFor } from '../helpers/smtp-server'
import { insertQuote } from '../fixtures/accepted-quote'

test.describe.configure({ mode: 'default' })
test.use({ viewport: { width: 390, height: 844 } })

const desk = deskServerForThisFile(e2ePorts('desk-job'))
test.afterAll(closeDeskStores)

test('the owner records the lien notice’s delivery and sets a start date', async ({ page, context }) => {
  await signInAs(context, desk(), 'owner@example.com')
  const store = await deskStore(desk())
  const name = `Rosa ${Date.now().toString(36)}`
  const { id } = await store.insertLead({
    form: 'quote',
    name,
    email: 'rosa@example.com',
    phone: '503-555-0177',
    message: 'Kitchen floor',
    zip: '97201',
    yearBuilt: 2012,
  })
  const now = new Date()
  await insertQuote(store, id, new Date(now.getTime() - 2 * 86_400_000), new Date(now.getTime() - 3_600_000))

  await page.goto(`${desk().site}/inbox/leads/${id}`)
  const job = page.getByRole('region', { name: 'Job' })
  await expect(job.getByText('Record the lien notice’s delivery on paper before setting a start date.')).toBeVisible()
  await expect(job.getByText(/must be obtained from the Oregon Construction Contractors Board/)).toBeVisible()
  await expectNoAxeViolations(page)

  const lien = job.getByRole('group', { name: 'Lien notice on paper' })
  await lien.getByLabel('How').selectOption('certified-mail')
  await lien.getByRole('button', { name: 'Record' }).click()
  await expect(lien.getByText(/: certified mail\.$/)).toBeVisible()

  const start = job.getByRole('group', { name: 'Start date' })
  const earliest = await start.getByLabel('Start on').getAttribute('min')
  expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  await expect(start.getByLabel('Start on')).toHaveValue(earliest ?? '')
  await start.getByRole('button', { name: 'Set start date' }).click()
  await expect(start.getByText(/^The job starts on /)).toBeVisible()
  await expectNoAxeViolations(page)
  await waitFor(
    () => desk().smtp.received.some((m) => m.envelopeTo.includes('rosa@example.com') && /job starts/.test(m.mail.header('subject') ?? '')),
    15_000,
    'the start e-mail',
  )
})
