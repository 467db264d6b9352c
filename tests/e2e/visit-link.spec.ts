// The customer's private visit link, end to end: the owner books a visit in the desk (its store),
// the confirmation reaches the SMTP server with the link; the customer opens it in a browser with
// JavaScript off, at 390 px: the page shows the visit, passes axe, and opening it changes nothing;
// the button records the request, which the desk shows at 390 px in the list (a badge) and on the
// lead.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/axe'
import { deskServerForThisFile } from '../helpers/desk-browser'
import { closeDeskStores, deskStore, signInAs } from '../helpers/desk-session'
import { deskOf } from '../helpers/databases'
import { textPart, waitFor } from '../helpers/smtp-server'
import { e2ePorts } from '../helpers/e2e-ports'
import { addDays } from '#domain/morning-digest'
import { businessDay } from '#domain/visit-plan'

test.describe.configure({ mode: 'default' })
test.use({ viewport: { width: 390, height: 844 } })

const desk = deskServerForThisFile(e2ePorts('visit-link'))
test.afterAll(closeDeskStores)

test('the customer’s link shows the visit without JavaScript, a GET changes nothing, and the request reaches the desk', async ({
  browser,
  page,
  context,
}) => {
  const { personId } = await signInAs(context, desk(), 'owner@example.com')
  const store = await deskStore(desk())
  const name = `Robin ${Date.now().toString(36)}`
  const email = `robin-${Date.now().toString(36)}@example.com`
  const { id } = await store.insertLead({ form: 'quote', name, email, phone: '503-555-0142', message: 'Bathroom floor', zip: '97030' })
  const day = addDays(businessDay(new Date(), 'America/Los_Angeles'), 5)
  const lead = await store.getLead(id)
  const changed = await deskOf(store).changeLead(id, {
    version: lead?.version ?? 1,
    status: 'Visit booked',
    visit: { on: day, time: '10:00' },
    person: { id: personId, email: 'owner@example.com' },
  })
  expect(changed.ok).toBe(true)
  const confirmation = () =>
    desk().smtp.received.find((m) => m.envelopeTo[0] === email && /free in-home visit/.test(m.mail.header('subject') ?? ''))
  await waitFor(() => confirmation() !== undefined, 15_000, 'the confirmation e-mail')
  const link = /https?:\/\/\S+\/visit\/[\w-]{43}/.exec(textPart(confirmation()!.mail))?.[0]
  expect(link).toBeDefined()

  // The customer, with JavaScript off.
  const customer = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const visit = await customer.newPage()
  const answer = await visit.goto(link!)
  expect(answer?.status()).toBe(200)
  expect(answer?.headers()['cache-control']).toBe('no-store')
  await expect(visit.getByRole('heading', { level: 1, name: 'Your free in-home visit' })).toBeVisible()
  await expect(visit.getByText('10 AM – 11 AM')).toBeVisible()
  // axe runs as a script: on the same address in the scripted context (the page has no script of its own).
  await page.goto(link!)
  await expectNoAxeViolations(page)
  // Opening the link (and again) records nothing.
  await visit.reload()
  expect(await store.visitRequestsFor(id)).toEqual([])
  expect((await store.getLead(id))?.version).toBe(changed.ok ? changed.version : 0)

  await visit.getByRole('checkbox').first().check()
  await visit.getByLabel('Or write a note').fill('Mornings are best')
  await visit.getByRole('button', { name: 'Ask for another time' }).click()
  await expect(visit.getByRole('status')).toHaveText(/We have your request for another time/)
  await expect(visit.getByText(/You sent us a request on/)).toHaveCount(0)
  await customer.close()
  const [request] = await store.visitRequestsFor(id)
  expect(request).toMatchObject({ kind: 'move', note: 'Mornings are best', handledAt: null })

  // The owner, in the desk at 390 px.
  await page.goto(`${desk().site}/inbox`)
  const row = page.getByRole('link', { name: new RegExp(name) })
  await expect(row.getByText('Customer asks to change the visit')).toBeVisible()
  await row.click()
  await expect(page.getByRole('heading', { level: 2, name: 'The customer’s requests' })).toBeVisible()
  await expect(page.getByText('Asks for another time')).toBeVisible()
  await expect(page.getByText('Mornings are best', { exact: false }).first()).toBeVisible()
  await expect(page.getByText('The customer wrote')).toBeVisible()
  await expectNoAxeViolations(page)
  // The owner's e-mail of the request went out too.
  await waitFor(
    () => desk().smtp.received.some((m) => (m.mail.header('subject') ?? '').includes('asks to move the visit')),
    15_000,
    'the owner’s e-mail of the request',
  )
})
