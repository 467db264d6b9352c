// The customer's written quote, end to end: the owner's quote is sent (its store); the customer opens
// its private link in a browser with JavaScript off, at
// 390 px: the options stack, "Update total" (a GET) recomputes the total and changes nothing but the
// views, axe finds nothing, and "Accept and sign" records the acceptance, which the desk shows at
// 390 px: the lead Won with the job's value.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/axe'
import { deskServerForThisFile } from '../helpers/desk-browser'
import { closeDeskStores, deskStore, signInAs } from '../helpers/desk-session'
import { e2ePorts } from '../helpers/e2e-ports'
import { addDays } from '#domain/morning-digest'
import { businessDay } from '#domain/visit-plan'
import { sampleDraft } from '../helpers/quote-fixtures'

test.describe.configure({ mode: 'default' })
test.use({ viewport: { width: 390, height: 844 } })

const desk = deskServerForThisFile(e2ePorts('quote-link'))
test.afterAll(closeDeskStores)

test('the customer’s quote works without JavaScript at 390 px, a GET changes nothing, and accepting makes the lead Won', async ({
  browser,
  page,
  context,
}) => {
  await signInAs(context, desk(), 'owner@example.com')
  const store = await deskStore(desk())
  const name = `Robin ${Date.now().toString(36)}`
  const email = `robin-${Date.now().toString(36)}@example.com`
  const { id } = await store.insertLead({ form: 'quote', name, email, phone: '503-555-0142', message: 'Kitchen floor', zip: '97030' })
  const validThrough = addDays(businessDay(new Date(), 'America/Los_Angeles'), 20)
  await store.saveQuoteDraft(id, sampleDraft({ validThrough }), 'owner@example.com', new Date())
  const sent = await store.sendQuote(id, 'owner@example.com', new Date())
  expect(sent.ok).toBe(true)
  // The link as the e-mail carries it (the e-mail itself is the quote e-mails' own test's).
  const link = `${desk().site}/quote/${sent.ok ? sent.token : ''}`
  const versionId = sent.ok ? sent.version.id : 0
  const answers = async () => ({
    lead: (await store.getLead(id))?.status,
    acceptance: await store.acceptanceOf(versionId),
    answers: (await store.quoteEvents(versionId)).filter((e) => e.kind !== 'view').length,
  })
  const before = await answers()

  // The customer, with JavaScript off.
  const customer = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const quote = await customer.newPage()
  const answer = await quote.goto(link)
  expect(answer?.status()).toBe(200)
  expect(answer?.headers()['cache-control']).toBe('no-store')
  await expect(quote.getByRole('heading', { level: 1, name: /Your written quote ST-/ })).toBeVisible()
  // Stacked on a phone: the second option's card is below the first, not beside it; nothing scrolls sideways.
  const cards = quote.locator('main li.card')
  await expect(cards).toHaveCount(3)
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1)
  expect(await quote.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expect(quote.getByText('+$810.00')).toBeVisible()

  await quote.getByRole('radio', { name: 'Choose Better' }).check()
  await quote.getByRole('checkbox', { name: /Heated floor mat/ }).check()
  await quote.getByRole('button', { name: 'Update total' }).click()
  await expect(quote.getByText('You are accepting Better for a total of $3,500.00.', { exact: false })).toBeVisible()
  await quote.reload()
  expect(await answers()).toEqual(before)
  expect((await store.quoteEvents(versionId)).filter((e) => e.kind === 'view').length).toBeGreaterThanOrEqual(3)

  // axe runs as a script: on the same address in the scripted context (the page has no script of its own).
  await page.goto(quote.url())
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  const [wideFirst, wideSecond] = [
    await page.locator('main li.card').nth(0).boundingBox(),
    await page.locator('main li.card').nth(1).boundingBox(),
  ]
  expect(Math.abs(wideSecond!.y - wideFirst!.y)).toBeLessThan(2)
  await expectNoAxeViolations(page)

  await quote.getByLabel('Your full name').fill(name)
  await quote.getByRole('button', { name: 'Accept and sign' }).click()
  await expect(quote.getByRole('status')).toHaveText(/Your quote is accepted and signed/)
  await expect(quote.getByText(`Signed as ${name}`, { exact: false })).toBeVisible()
  const signedUrl = quote.url()
  await customer.close()
  await page.goto(signedUrl)
  await expectNoAxeViolations(page)
  expect(await store.acceptanceOf(versionId)).toMatchObject({ optionIndex: 1, addOns: [0], totalCents: 350000, typedName: name })
  const { won_cents: wonCents } = await store.handle.db
    .selectFrom('leads')
    .select('won_cents')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  expect(Number(wonCents)).toBe(350000)

  // The owner, in the desk at 390 px: the lead is Won, with the job's value.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${desk().site}/inbox/leads/${id}`)
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Won')
  await expect(page.getByText('Won value: $3,500.00')).toBeVisible()
  await expectNoAxeViolations(page)
})
