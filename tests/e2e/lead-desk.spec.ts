// The owner's lead desk in the real browser, with Chromium's virtual authenticator (the DevTools
// protocol) as the phone's passkey: an invitation from the CLI (e-mailed through a real SMTP
// server), a passkey registered, a visitor's quote with a photo arriving as New, opened, its photo
// shown, made Contacted with a note that a reload keeps, a visit booked that the morning digest
// lists, Won with a review asked, then signed out: the desk redirects and
// the photo URL answers 401. This file runs its own server: passkeys need SITE_URL to be a host
// name (localhost), not the IP address the other browser tests use.
import { business } from '#content/business'
import { digestSchedule, visitLabel } from '#domain/morning-digest'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/axe'
import { hydrated } from '../helpers/hydration'
import { deskServerForThisFile, withPasskeys } from '../helpers/desk-browser'
import { textPart } from '../helpers/smtp-server'
import { photoWithGps } from '../helpers/test-images'
import { e2ePorts } from '../helpers/e2e-ports'

test.describe.configure({ mode: 'serial' })
// The owner works from a phone.
test.use({ viewport: { width: 390, height: 844 } })

const { port, smtpPort } = e2ePorts('lead-desk')
const site = `http://localhost:${port}`
const deskServer = deskServerForThisFile({ port, smtpPort })
const leadsCli = (...args: string[]) => deskServer().cli(...args)
const invite = (email: string) => deskServer().invite(email)

async function sendQuoteWithPhoto(page: Page, name: string) {
  await page.goto(`${site}/quote`)
  const form = page.locator('form[action="/api/quote"]')
  await hydrated(form.getByLabel('Full Name'))
  await form.getByLabel('Full Name').fill(name)
  await form.getByLabel('Phone Number').fill('503-555-0101')
  await form.getByLabel('Email Address').fill('homeowner@example.com')
  await form.getByLabel('Project Type').selectOption({ label: 'Kitchen Backsplash' })
  await form.getByLabel('ZIP Code (optional)').fill('97030')
  await form
    .getByLabel('Photos of the space (optional)')
    .setInputFiles([{ name: 'wall.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps(1200, 900) }])
  await form.getByLabel('Project Details').fill('Backsplash behind the range, about 30 sq ft.')
  await form.getByRole('button', { name: 'Get My Free Quote' }).click()
  await expect(page.getByText('Request Submitted!')).toBeVisible({ timeout: 20_000 })
}

test('invitation, passkey, a quote with a photo, opened, Contacted with a note, sign out', async ({ page: owner, browser }) => {
  // A whole working day of the desk in one journey, with a photo upload and four axe runs.
  test.setTimeout(180_000)
  const link = await invite('owner@example.com')
  expect(deskServer().smtp.received.at(-1)?.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=')).toContain(link)

  await withPasskeys(owner)
  await owner.goto(link)
  await expect(owner.getByRole('heading', { level: 1, name: 'Set up your passkey' })).toBeVisible()
  await expectNoAxeViolations(owner)
  await hydrated(owner.getByRole('button', { name: 'Create a passkey' }))
  await owner.getByLabel('Name this device').fill('Test phone')
  await owner.getByRole('button', { name: 'Create a passkey' }).click()
  await expect(owner).toHaveURL(`${site}/inbox`)
  await expect(owner.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()

  const visitorContext = await browser.newContext()
  const name = `Desk Visitor ${Date.now().toString(36)}`
  await sendQuoteWithPhoto(await visitorContext.newPage(), name)
  await visitorContext.close()

  await owner.reload()
  const row = owner.getByRole('link', { name: new RegExp(name) })
  await expect(row).toContainText('New')
  await expect(row).toContainText('1 photo')
  await expect(row).toContainText('Not opened yet')
  await expect(row).toContainText('97030 in area')
  await expectNoAxeViolations(owner)
  await row.click()

  await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible()
  const photo = owner.getByRole('img', { name: 'Photo 1 sent with the request' })
  await expect(photo).toBeVisible()
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200)
  const photoUrl = await photo.getAttribute('src')
  await expect(owner.getByRole('link', { name: 'Call 503-555-0101' })).toHaveAttribute('href', 'tel:5035550101')
  // The page the form was on, from the visitor's own same-origin post; and the page the visit
  // landed on, counted by the server as its entry (the visitor opened /quote first).
  await expect(owner.locator('dt:text-is("Sent from") + dd')).toHaveText(/^\/quote/)
  await expect(owner.locator('dt:text-is("Landed on") + dd')).toHaveText('/quote')
  await expectNoAxeViolations(owner)
  const width = await owner.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(await owner.evaluate(() => window.innerWidth))

  await hydrated(owner.getByRole('combobox', { name: 'Status' }))
  await owner.getByRole('combobox', { name: 'Status' }).selectOption('Contacted')
  await expect(owner.getByText('Saved.')).toBeVisible()
  await owner.getByLabel('Add a note').fill('Called, visit Tuesday <b>9am</b>')
  await owner.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(owner.getByText('Called, visit Tuesday <b>9am</b>')).toBeVisible()

  await owner.reload()
  await expect(owner.getByRole('combobox', { name: 'Status' })).toHaveValue('Contacted')
  await expect(owner.getByText('Called, visit Tuesday <b>9am</b>')).toBeVisible()
  await expect(owner.getByText('owner@example.com changed the status from New to Contacted')).toBeVisible()
  await expect(owner.getByText(/^First contacted$/)).toBeVisible()

  // A visit is booked for tomorrow at 9:30; the morning digest (run as cron would) lists it.
  const { tomorrow } = digestSchedule(new Date(), business)
  await owner.getByRole('combobox', { name: 'Status' }).selectOption('Visit booked')
  await owner.getByLabel('Visit date').fill(tomorrow)
  await owner.getByLabel('Time (optional)').fill('09:30')
  await owner.getByRole('button', { name: 'Save the visit' }).click()
  const booked = visitLabel({ on: tomorrow, time: '09:30' })
  await expect(owner.getByText(`Booked for ${booked}.`)).toBeVisible()
  await expect(owner.getByText(`Visit booked for ${booked}`)).toBeVisible()
  await expectNoAxeViolations(owner)
  const digest = await leadsCli('digest')
  expect(digest).toMatch(/^Sent the digest for .*: 1 visit\.$/m)
  const digestMail = deskServer().smtp.received.at(-1)!
  expect(digestMail.mail.header('subject')).toMatch(/^Leads for .*: 1 visit$/)
  expect(textPart(digestMail.mail)).toContain(`- Tomorrow, 9:30 AM – 10:30 AM: ${name}: Kitchen Backsplash, Gresham 97030`)
  const deskLink = /https?:\/\/\S+\/inbox\/leads\/\d+/.exec(textPart(digestMail.mail))?.[0]
  expect(deskLink).toBe(owner.url())
  // A link from an older e-mail (/inbox/lead?id=N) lands on the lead's page.
  const leadUrl = owner.url()
  await owner.goto(`${site}/inbox/lead?id=${leadUrl.split('/').at(-1)}`)
  await expect(owner).toHaveURL(leadUrl)
  await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible()

  // The job is won: the owner asks for a review, once.
  await hydrated(owner.getByRole('combobox', { name: 'Status' }))
  await owner.getByRole('combobox', { name: 'Status' }).selectOption('Won')
  await owner.getByRole('button', { name: 'Ask for a review' }).click()
  await expect(owner.getByText('Review request sent.')).toBeVisible()
  await expect(owner.getByText(/^Asked for a review on /)).toBeVisible()
  await expect(owner.getByRole('button', { name: 'Ask for a review' })).toHaveCount(0)
  await expectNoAxeViolations(owner)
  await owner.getByRole('combobox', { name: 'Status' }).selectOption('Contacted')
  await expect(owner.getByText('Saved.')).toBeVisible()

  await owner.goto(`${site}/inbox`)
  await expect(owner.getByRole('link', { name: new RegExp(name) })).not.toContainText('Not opened yet')

  await hydrated(owner.getByRole('button', { name: 'Sign out' }))
  await owner.getByRole('button', { name: 'Sign out' }).click()
  await expect(owner).toHaveURL(`${site}/inbox/sign-in`)
  await expect(owner.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible()
  await expectNoAxeViolations(owner)
  const desk = await owner.request.get(`${site}/inbox`, { maxRedirects: 0 })
  expect(desk.status()).toBe(303)
  expect(desk.headers().location).toBe('/inbox/sign-in')
  const image = await owner.request.get(`${site}${photoUrl}`)
  expect(image.status()).toBe(401)
  expect((await owner.request.get(`${site}/api/inbox/leads`)).status()).toBe(401)

  // The same passkey signs in again, and the desk works from the keyboard.
  await hydrated(owner.getByRole('button', { name: 'Sign in with a passkey' }))
  await owner.keyboard.press('Tab')
  await owner.keyboard.press('Tab')
  await expect(owner.getByRole('button', { name: 'Sign in with a passkey' })).toBeFocused()
  await owner.keyboard.press('Enter')
  await expect(owner).toHaveURL(`${site}/inbox`)
  await expect(owner.getByRole('link', { name: new RegExp(name) })).toContainText('Contacted')
  // Speed to lead and sources: the lead was contacted within minutes, and came in directly.
  await expect(owner.getByRole('heading', { level: 2, name: 'Last 30 days' })).toBeVisible()
  await expect(owner.getByText(/^\d+ min \(1 contacted\)$/)).toBeVisible()
  await expect(owner.getByRole('row', { name: /^direct/ })).toHaveText(/direct\s*1\s*0\s*1\s*0/)
  await expectNoAxeViolations(owner)
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await owner.evaluate(() => window.innerWidth),
  )
})
