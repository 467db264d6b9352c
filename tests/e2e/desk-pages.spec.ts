// The desk's pages at 390 px, each test signed in by the session fixture (desk-session.ts) instead
// of a passkey: a lead at /inbox/leads/:id with its photo, status and note; the old address of a
// lead; a page asked for without a session goes to sign-in and comes back; a session that ends
// while the desk is open sends the next page to sign-in; People and devices. axe on each page.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/axe'
import { deskServerForThisFile } from '../helpers/desk-browser'
import { closeDeskStores, deskStore, signInAs } from '../helpers/desk-session'
import { tinyPhoto } from '../helpers/desk'
import { e2ePorts } from '../helpers/e2e-ports'
import { deskOf } from '../helpers/databases'

// One worker for the file (its server and port are the file's); a failed test does not skip the rest.
test.describe.configure({ mode: 'default' })
test.use({ viewport: { width: 390, height: 844 } })

const desk = deskServerForThisFile(e2ePorts('desk-pages'))
test.afterAll(closeDeskStores)

async function aLead(name: string) {
  const store = await deskStore(desk())
  return store.insertLead({
    form: 'quote',
    name,
    email: 'pat@example.com',
    phone: '503-555-0199',
    projectType: 'Shower Walls',
    message: 'Walk-in shower, subway tile.',
    photos: [tinyPhoto],
  })
}

test('a lead at its own address: photo, status and note, and its old address lands there', async ({ page, context }) => {
  await signInAs(context, desk(), 'owner@example.com')
  const name = `Pat ${Date.now().toString(36)}`
  const { id } = await aLead(name)
  await page.goto(`${desk().site}/inbox`)
  await page.getByRole('link', { name: new RegExp(name) }).click()
  await expect(page).toHaveURL(`${desk().site}/inbox/leads/${id}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  // The new page takes the focus, as a new document would.
  await expect(page.locator('#main')).toBeFocused()
  // The page's own title (the desk layout's meta), not the document's stand-in.
  await expect(page).toHaveTitle('Lead · Lead desk')
  await expect(page.getByRole('img', { name: 'Photo 1 sent with the request' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('combobox', { name: 'Status' }).selectOption('Quoted')
  await expect(page.getByText('Saved.')).toBeVisible()
  await page.getByLabel('Add a note').fill('Sent the quote by e-mail')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Sent the quote by e-mail')).toBeVisible()
  await expect(page.getByLabel('Add a note')).toHaveValue('')
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Quoted')

  await page.goto(`${desk().site}/inbox/lead?id=${id}`)
  await expect(page).toHaveURL(`${desk().site}/inbox/leads/${id}`)
  await page.goto(`${desk().site}/inbox/lead?id=nope`)
  await expect(page).toHaveURL(`${desk().site}/inbox`)
  await page.goto(`${desk().site}/inbox/leads/999999`)
  await expect(page.getByRole('heading', { level: 1, name: 'This lead does not exist or was deleted.' })).toBeVisible()
})

test('without a session a lead goes to sign-in, which brings the person back to it', async ({ page, context }) => {
  const name = `Lee ${Date.now().toString(36)}`
  const { id } = await aLead(name)
  await page.goto(`${desk().site}/inbox/leads/${id}`)
  await expect(page).toHaveURL(`${desk().site}/inbox/sign-in?next=${encodeURIComponent(`/inbox/leads/${id}`)}`)
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible()
  await expectNoAxeViolations(page)
  // Signed in (elsewhere, as the passkey would), the sign-in page goes on to `next`.
  await signInAs(context, desk(), 'owner@example.com')
  await page.reload()
  await expect(page).toHaveURL(`${desk().site}/inbox/leads/${id}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  // A `next` to another site is never followed.
  await page.goto(`${desk().site}/inbox/sign-in?next=${encodeURIComponent('https://evil.example/inbox')}`)
  await expect(page).toHaveURL(`${desk().site}/inbox`)
})

test('a session that ends while the desk is open sends the next page to sign-in', async ({ page, context }) => {
  const { token } = await signInAs(context, desk(), 'helper@example.com', 'helper')
  const name = `Kim ${Date.now().toString(36)}`
  const { id } = await aLead(name)
  await page.goto(`${desk().site}/inbox`)
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
  await expectNoAxeViolations(page)
  await deskOf(await deskStore(desk())).endSession(token)
  await page.getByRole('link', { name: new RegExp(name) }).click()
  await expect(page).toHaveURL(`${desk().site}/inbox/sign-in?next=${encodeURIComponent(`/inbox/leads/${id}`)}`)
})

test('People and devices lists the signed-in person', async ({ page, context }) => {
  await signInAs(context, desk(), 'people@example.com')
  await page.goto(`${desk().site}/inbox/people`)
  await expect(page.getByRole('heading', { level: 1, name: 'People and devices' })).toBeVisible()
  await expect(page.getByText('people@example.com').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'People and devices' })).toHaveAttribute('aria-current', 'page')
  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('the owner makes a calendar address on People and devices, and a calendar app reads the booked visit from it', async ({
  page,
  context,
  request,
}) => {
  await signInAs(context, desk(), 'calendar@example.com')
  const name = `Cal ${Date.now().toString(36)}`
  const lead = await aLead(name)
  await page.goto(`${desk().site}/inbox/leads/${lead.id}`)
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Visit booked')
  await expect(page.getByText('Saved.')).toBeVisible()
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' })
  await page.getByLabel('Visit date').fill(tomorrow)
  await page.getByLabel('Time (optional)').fill('10:30')
  await page.getByRole('button', { name: 'Save the visit' }).click()
  await expect(page.getByText(/Booked for/)).toBeVisible()

  await page.goto(`${desk().site}/inbox/people`)
  await expect(page.getByText('You have no calendar address.')).toBeVisible()
  await page.getByRole('button', { name: 'Make my calendar address' }).click()
  const field = page.getByLabel('Your calendar address')
  await expect(field).toHaveValue(/\/api\/inbox\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
  await expect(page.getByRole('button', { name: 'Make a new address' })).toBeVisible()
  const subscribe = await page.getByRole('link', { name: 'Subscribe on this device' }).getAttribute('href')
  expect(subscribe).toBe((await field.inputValue()).replace(/^http:/, 'webcal:'))
  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // A calendar app has no cookie: the address alone opens it.
  const address = new URL(await field.inputValue())
  expect(address.origin).toBe(desk().site)
  const feed = await request.get(address.href)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(await feed.text()).toContain(`SUMMARY:Visit: ${name}`)

  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Stop my calendar address' }).click()
  await expect(page.getByText('Your calendar address no longer works.')).toBeVisible()
  await expect(page.getByText('You have no calendar address.')).toBeVisible()
})
