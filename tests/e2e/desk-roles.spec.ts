// Owners and helpers in the real browser at 390 px, two people in two browser contexts, each with
// Chromium's virtual authenticator (user verification on) as their phone's passkey: the owner
// (invited from the CLI) invites a helper and sends a second link; the helper signs in and sees no
// owner-only button, and the API refuses them (403) making themselves an owner or removing the
// owner; the owner sees how the helper's passkey came and removes the helper; the helper's session
// is over and the second link, made before the removal, no longer works. This file runs its own
// server: passkeys need SITE_URL to be a host name (localhost), not the IP address of the others.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/axe'
import { hydrated } from '../helpers/hydration'
import { deskServerForThisFile, withPasskeys } from '../helpers/desk-browser'

test.describe.configure({ mode: 'serial' })

const desk = deskServerForThisFile()
const cliInvite = (email: string) => desk().invite(email)

/** A phone: its own browser context at 390 px with a platform authenticator that verifies its user. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await withPasskeys(page)
  page.on('dialog', (dialog) => void dialog.accept())
  return page
}

async function welcome(page: Page, link: string, device: string) {
  await page.goto(link)
  await hydrated(page.getByRole('button', { name: 'Create a passkey' }))
  await page.getByLabel('Name this device').fill(device)
  await page.getByRole('button', { name: 'Create a passkey' }).click()
}

async function peoplePage(page: Page) {
  await page.goto(`${desk().site}/inbox/people`)
  await hydrated(page.getByRole('button', { name: 'Send invitation' }))
}

/** A desk API post from the page itself (same origin, its session cookie): the answer's status. */
const postFrom = (page: Page, url: string, body: object) =>
  page.evaluate(
    async ([u, b]) => (await fetch(u, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).status,
    [url, body] as const,
  )

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth))
}

test('an owner invites a helper, who cannot become an owner or remove the owner, and is removed for good', async ({ browser }) => {
  test.setTimeout(120_000)
  const owner = await phone(browser)
  await welcome(owner, await cliInvite('owner@example.com'), 'Owner phone')
  await expect(owner).toHaveURL(`${desk().site}/inbox`)

  await peoplePage(owner)
  const ownerCard = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: 'owner@example.com (you)' }) })
  await expect(ownerCard.getByText('Owner', { exact: true })).toBeVisible()
  await expect(ownerCard.getByText(/^Made .* with an invitation from the command line \(.*\)\.$/)).toBeVisible()
  const invite = async (email: string) => {
    await owner.getByLabel('E-mail address').fill(email)
    await owner.getByRole('button', { name: 'Send invitation' }).click()
    const status = owner.getByRole('status')
    await expect(status).toContainText(`Invitation sent to ${email}.`)
    return /https?:\/\/\S+token=[\w-]+/.exec((await status.textContent()) ?? '')?.[0] ?? ''
  }
  const link = await invite('helper@example.com')
  const reminder = await invite('helper@example.com') // a second link, before the first is used
  await expect(owner.getByText(/^helper@example\.com as a helper, invited by owner@example\.com; expires /)).toHaveCount(2)
  await expectNoAxeViolations(owner)

  const helper = await phone(browser)
  await welcome(helper, link, 'Helper phone')
  await expect(helper).toHaveURL(`${desk().site}/inbox`)
  await peoplePage(helper)
  await expect(helper.getByRole('heading', { name: 'helper@example.com (you)' })).toBeVisible()
  // No owner-only button for a helper: no role changes, no removing the owner or their passkey, no owner invitations.
  await expect(helper.getByRole('button', { name: /^Make .*(owner|helper)$/ })).toHaveCount(0)
  await expect(helper.getByRole('button', { name: 'Remove owner@example.com' })).toHaveCount(0)
  await expect(helper.getByRole('button', { name: 'Remove passkey Owner phone' })).toHaveCount(0)
  await expect(helper.getByLabel('Role')).toHaveCount(0)
  await expect(helper.getByRole('button', { name: 'Leave the desk' })).toBeVisible()
  await expectNoAxeViolations(helper)
  await fitsThePhone(helper)
  // The server refuses it all the same.
  const ids = await helper.evaluate(async () => {
    const answer: { people: { id: number; email: string }[] } = await (await fetch('/api/inbox/people')).json()
    return Object.fromEntries(answer.people.map((p) => [p.email, p.id]))
  })
  expect(await postFrom(helper, `/api/inbox/people/${ids['helper@example.com']}/role`, { role: 'owner' })).toBe(403)
  expect(await postFrom(helper, `/api/inbox/people/${ids['owner@example.com']}/remove`, {})).toBe(403)
  expect(await postFrom(helper, '/api/inbox/invitations', { email: 'boss@example.com', role: 'owner' })).toBe(403)

  await owner.reload()
  await hydrated(owner.getByRole('button', { name: 'Remove helper@example.com' }))
  const helperCard = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: 'helper@example.com' }) })
  await expect(helperCard.getByText('Helper', { exact: true })).toBeVisible()
  await expect(helperCard.getByText(/^Made .* with an invitation from owner@example\.com \(.*\)\.$/)).toBeVisible()
  await expectNoAxeViolations(owner)
  await fitsThePhone(owner)
  await owner.getByRole('button', { name: 'Remove helper@example.com' }).click()
  await expect(owner.getByRole('status')).toHaveText('Removed.')
  await expect(owner.getByRole('heading', { name: 'helper@example.com' })).toHaveCount(0)
  await expect(owner.getByText('No pending invitations.')).toBeVisible()

  // The helper's session is over, and the link made before the removal no longer works.
  await helper.goto(`${desk().site}/inbox`)
  await expect(helper).toHaveURL(`${desk().site}/inbox/sign-in`)
  expect((await helper.request.get(`${desk().site}/api/inbox/leads`)).status()).toBe(401)
  await welcome(helper, reminder, 'Helper phone')
  await expect(helper.getByRole('status')).toHaveText('This invitation has been used, revoked or has expired. Ask for a new one.')
  await expect(helper).toHaveURL(reminder)
})
