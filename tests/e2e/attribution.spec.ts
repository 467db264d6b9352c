// Where a lead came from, in the real browser: a visitor lands on a content page from a campaign
// link, moves on to the quote form and sends a request; the owner's e-mail and the export name the
// campaign and the form's page. The same visit from a browser that sends Sec-GPC: 1 keeps no
// campaign. This file runs its own server (the real build) with a real SMTP server on loopback.
import { childEnv } from '#config/env'
import { siteSettings } from '#config/site'
import { execFileSync } from 'node:child_process'
import { expect, test, type Page } from '@playwright/test'
import { tempDir } from '../helpers/databases'
import { hydrated } from '../helpers/hydration'
import { type RunningServer, startServer } from '../helpers/server-process'
import { type TestSmtp, decodeWords, startTestSmtp, textPart, waitFor } from '../helpers/smtp-server'

test.describe.configure({ mode: 'default' })

let smtp: TestSmtp
let server: RunningServer
let dataDir: string

test.beforeAll(async () => {
  smtp = await startTestSmtp()
  dataDir = tempDir('attribution-e2e-')
  server = await startServer({ DIST_DIR: siteSettings().distDir, DATA_DIR: dataDir, SMTP_URL: smtp.url, OUTBOX_POLL_MS: '200' })
})

test.afterAll(async () => {
  server?.kill('SIGTERM')
  await server?.exited
  await smtp?.stop()
})

const exportCsv = () =>
  execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/cli.ts', 'export', '--format', 'csv'], {
    env: childEnv({ DATA_DIR: dataDir, DATABASE_URL: undefined }),
    encoding: 'utf8',
  })

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** Lands on /services from the campaign link, follows the site's links to /quote and sends a request. */
async function campaignVisitSendsQuote(page: Page, name: string) {
  await page.goto(`${server.url}/services?utm_source=google&utm_medium=cpc&utm_campaign=spring`)
  await page.getByRole('link', { name: 'Get Free Quote' }).first().click()
  await expect(page).toHaveURL(/\/quote$/)
  const form = page.locator('form[action="/api/quote"]')
  const send = form.getByRole('button', { name: 'Get My Free Quote' })
  await hydrated(send)
  await form.getByLabel('Full Name').fill(name)
  await form.getByLabel('Phone Number').fill('503-555-0101')
  await form.getByLabel('Email Address').fill('homeowner@example.com')
  await form.getByLabel('Project Type').selectOption('Flooring')
  await send.click()
  await expect(page.getByText('Request Submitted!')).toBeVisible({ timeout: 20_000 })
  await waitFor(() => smtp.received.some((m) => decodeWords(m.mail.header('subject') ?? '').includes(name)), 20_000, "the owner's e-mail")
  return smtp.received.find((m) => decodeWords(m.mail.header('subject') ?? '').includes(name))!
}

/** The export's row of the lead sent by `name`, by column. */
function exportedRow(name: string): Record<string, string> {
  const [header, ...rows] = exportCsv().trim().split('\r\n')
  const row = rows.find((r) => r.includes(name))
  expect(row, `the export has ${name}`).toBeDefined()
  // The cells asserted on hold no commas or quotes; the free text before them has none either.
  const columns = header.split(',')
  const cells = row!.split(',')
  return Object.fromEntries(columns.map((c, i) => [c, cells[cells.length - columns.length + i]]))
}

test('a campaign visit that moves on to the quote form is credited to the campaign, with the form page', async ({ page }) => {
  const name = unique('Campaign Visitor')
  const owner = await campaignVisitSendsQuote(page, name)
  const text = textPart(owner.mail)
  expect(text).toMatch(/Campaign: +google \/ cpc \/ spring/)
  expect(text).toMatch(/Sent from: +\/quote/)
  const row = exportedRow(name)
  expect([row.source_page, row.utm_source, row.utm_medium, row.utm_campaign]).toEqual(['/quote', 'google', 'cpc', 'spring'])
  // The cookie is the browser session's: HttpOnly, no expiry.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'st_visit')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', expires: -1 })
})

test('the same visit from a browser that sends Sec-GPC: 1 records no campaign', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } })
  const page = await context.newPage()
  const name = unique('Private Visitor')
  const owner = await campaignVisitSendsQuote(page, name)
  const text = textPart(owner.mail)
  expect(text).not.toContain('google')
  expect(text).toMatch(/Came from: +No campaign or referring site/)
  const row = exportedRow(name)
  expect([row.source_page, row.utm_source, row.utm_medium, row.utm_campaign, row.click_id]).toEqual(['/quote', '', '', '', ''])
  expect((await context.cookies()).find((c) => c.name === 'st_visit')).toBeUndefined()
  await context.close()
})
