// A session ended elsewhere (its rows deleted, as "Sign out everywhere" on another phone does)
// while a desk page is open, at 390 px: every change on People and devices and on a lead's page
// lands on the sign-in page, and the passkey (Chromium's virtual authenticator) signs the person
// in again and brings them back to the same page. No change is lost silently nor shown as an error
// sentence on a page whose data can no longer load.
import { type Page, expect, test } from '@playwright/test'
import { inboxWords } from '#content/pages/inbox'
import { ownerCalendarWords } from '#content/pages/owner-calendar'
import { fillSlots } from '#domain/slots'
import { deskServerForThisFile, withPasskeys } from '../helpers/desk-browser'
import { closeDeskStores, deskStore, signInAs } from '../helpers/desk-session'
import { deskOf } from '../helpers/databases'
import { hydrated } from '../helpers/hydration'
import { tinyPhoto } from '../helpers/desk'
import { testSettings } from '../settings'

test.describe.configure({ mode: 'default' })
test.use({ viewport: { width: 390, height: 844 } })

// Beside the other desk files' servers (E2E_PORT + 1 to + 8).
const port = testSettings().e2ePort + 9
const desk = deskServerForThisFile({ port, smtpPort: port + 1 })
test.afterAll(closeDeskStores)

const people = inboxWords.people
const calendar = ownerCalendarWords.section

/** The person's passkey made on this page's virtual authenticator, through an invitation; signed in. */
async function signUp(page: Page, email: string) {
  await withPasskeys(page)
  await page.goto(await desk().invite(email))
  await hydrated(page.getByRole('button', { name: 'Create a passkey' }))
  await page.getByLabel('Name this device').fill('Test phone')
  await page.getByRole('button', { name: 'Create a passkey' }).click()
  await expect(page).toHaveURL(`${desk().site}/inbox`)
}

/** Every session of the person ends, as if signed out everywhere from another device. */
async function endSessions(email: string) {
  const store = deskOf(await deskStore(desk()))
  const person = await store.personByEmail(email)
  expect(person).toBeTruthy()
  expect(await store.endSessionsOf(person!.id)).toBeGreaterThan(0)
}

/** The change landed on sign-in with `path` as where to go next; the passkey signs in and the page is back. */
async function signsInBackTo(page: Page, path: string) {
  await expect(page).toHaveURL(`${desk().site}/inbox/sign-in?next=${encodeURIComponent(path)}`)
  const signIn = page.getByRole('button', { name: 'Sign in with a passkey' })
  await hydrated(signIn)
  await signIn.click()
  await expect(page).toHaveURL(`${desk().site}${path}`)
}

/** Runs `change` with the session ended, then checks the round trip through sign-in. */
async function afterSessionEnds(page: Page, email: string, path: string, change: () => Promise<unknown>) {
  await expect(page).toHaveURL(`${desk().site}${path}`)
  await endSessions(email)
  await change()
  await signsInBackTo(page, path)
}

test('every change on People and devices lands on sign-in and comes back', async ({ page, browser }) => {
  test.setTimeout(180_000)
  page.on('dialog', (dialog) => void dialog.accept())
  const email = `owner-${Date.now().toString(36)}@example.com`
  await signUp(page, email)
  // Another person, with a passkey and a pending invitation of theirs, for the changes to a person.
  const other = `helper-${Date.now().toString(36)}@example.com`
  const otherContext = await browser.newContext()
  await signInAs(otherContext, desk(), other, 'helper')
  await otherContext.close()
  const invited = `invited-${Date.now().toString(36)}@example.com`
  await deskOf(await deskStore(desk())).createInvitation(invited, null, new Date(), { role: 'helper' })

  const path = '/inbox/people'
  await page.goto(`${desk().site}${path}`)
  await expect(page.getByRole('heading', { level: 1, name: people.heading })).toBeVisible()
  const button = (name: string) => page.getByRole('button', { name, exact: true })
  const changes: [string, () => Promise<unknown>][] = [
    ['make an owner', () => button(fillSlots(people.makeOwnerOf, { email: other })).click()],
    ['remove a passkey', () => page.getByRole('button', { name: fillSlots(people.removePasskey, { label: 'Test browser' }) }).click()],
    ['remove a person', () => button(fillSlots(people.removePerson, { email: other })).click()],
    ['revoke an invitation', () => button(fillSlots(people.revokeOf, { email: invited })).click()],
    [
      'invite',
      async () => {
        await page.getByLabel(people.inviteEmail).fill(`new-${Date.now().toString(36)}@example.com`)
        await button(people.inviteButton).click()
      },
    ],
    ['add a passkey', () => button(people.addPasskey).click()],
    ['make a calendar address', () => button(calendar.make).click()],
    [
      'find leads for a privacy request',
      async () => {
        await page.getByLabel(people.privacyMatch).fill('pat@example.com')
        await button(people.privacyFind).click()
      },
    ],
    ['sign out everywhere', () => button(people.signOutEverywhere).click()],
  ]
  for (const [name, change] of changes) {
    await test.step(name, async () => {
      await hydrated(page.getByRole('button', { name: people.addPasskey }))
      await afterSessionEnds(page, email, path, change)
      await expect(page.getByRole('heading', { level: 1, name: people.heading })).toBeVisible()
    })
  }
  // Nothing was changed while signed out: the other person is still there, a helper; the invitation pending.
  await expect(button(fillSlots(people.makeOwnerOf, { email: other }))).toBeVisible()
  await expect(button(fillSlots(people.revokeOf, { email: invited }))).toBeVisible()

  // The changes that need something made first: stopping the calendar address, deleting the leads found.
  await hydrated(button(calendar.make))
  await button(calendar.make).click()
  await expect(page.getByRole('status')).toHaveText(calendar.made)
  await afterSessionEnds(page, email, path, () => button(calendar.revoke).click())
  await expect(button(calendar.revoke)).toBeVisible()

  await (
    await deskStore(desk())
  ).insertLead({
    form: 'quote',
    name: 'Pat',
    email: 'pat@example.com',
    phone: '503-555-0199',
    projectType: 'Shower Walls',
    message: 'Shower.',
    photos: [],
  })
  await hydrated(button(people.privacyFind))
  await page.getByLabel(people.privacyMatch).fill('pat@example.com')
  await button(people.privacyFind).click()
  const remove = page.getByRole('button', { name: /^Delete \d+ leads$/ })
  await expect(remove).toBeVisible()
  await afterSessionEnds(page, email, path, () => remove.click())
})

test('every change on a lead’s page lands on sign-in and comes back', async ({ page }) => {
  test.setTimeout(120_000)
  const email = `lead-owner-${Date.now().toString(36)}@example.com`
  await signUp(page, email)
  const store = await deskStore(desk())
  const { id } = await store.insertLead({
    form: 'quote',
    name: `Sam ${Date.now().toString(36)}`,
    email: 'sam@example.com',
    phone: '503-555-0123',
    projectType: 'Shower Walls',
    message: 'Walk-in shower.',
    photos: [tinyPhoto],
  })
  const path = `/inbox/leads/${id}`
  await page.goto(`${desk().site}${path}`)
  const status = page.getByRole('combobox', { name: 'Status' })
  const button = (name: string) => page.getByRole('button', { name, exact: true })
  /** A status set while signed in, for the change that needs it. */
  async function setStatus(value: string) {
    await hydrated(status)
    await status.selectOption(value)
    await expect(page.getByText('Saved.')).toBeVisible()
  }
  await test.step('the status', async () => {
    await hydrated(status)
    await afterSessionEnds(page, email, path, () => status.selectOption('Quoted'))
    await expect(status).toHaveValue('New')
  })
  await test.step('a note', async () => {
    await hydrated(status)
    await afterSessionEnds(page, email, path, async () => {
      await page.getByLabel('Add a note').fill('Called back')
      await button('Save').click()
    })
    await expect(page.getByText('Called back')).toHaveCount(0)
  })
  await test.step('a visit', async () => {
    await setStatus('Visit booked')
    await afterSessionEnds(page, email, path, async () => {
      await page.getByLabel('Visit date').fill('2030-01-15')
      await button('Save the visit').click()
    })
    await expect(page.getByText(/^Booked for /)).toHaveCount(0)
  })
  await test.step('asking for a review', async () => {
    await setStatus('Won')
    await afterSessionEnds(page, email, path, () => button('Ask for a review').click())
    await expect(button('Ask for a review')).toBeVisible()
  })
  await test.step('not spam', async () => {
    await setStatus('Spam')
    await afterSessionEnds(page, email, path, () => button('Not spam').click())
    await expect(button('Not spam')).toBeVisible()
  })
})
