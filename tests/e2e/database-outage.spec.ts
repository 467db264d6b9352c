// A database outage in the real browser: the lead database goes down while a visitor fills in the contact
// form. This file runs its own server on PostgreSQL, reached through a TCP hop the test cuts and
// restores, so the outage is real: no mocked answer. The visitor is told what happened with the
// phone number, keeps every value, and sends the same form once the database is back, without a
// restart of anything.
import { siteSettings } from '#config/site'
import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'
import { business } from '#content/business'
import { type CuttableProxy, cuttableProxy, throughProxy } from '../helpers/cuttable-proxy'
import { createPostgresDatabase, type PostgresTestDatabase, tempDir } from '../helpers/databases'
import { hydrated } from '../helpers/hydration'
import { type RunningServer, startServer } from '../helpers/server-process'

test.describe.configure({ mode: 'serial' })

let database: PostgresTestDatabase
let proxy: CuttableProxy
let server: RunningServer

test.beforeAll(async () => {
  database = await createPostgresDatabase()
  const url = new URL(database.url)
  proxy = await cuttableProxy({ host: url.hostname, port: Number(url.port || 5432) })
  server = await startServer({
    DIST_DIR: siteSettings().distDir,
    DATA_DIR: tempDir('outage-e2e-'),
    DATABASE_URL: throughProxy(database.url, proxy),
  })
})

test.afterAll(async () => {
  server?.kill('SIGTERM')
  await server?.exited
  await proxy?.cut()
  await database?.drop()
})

// The server's own sentence when it cannot store a lead (server/intake/leads.ts).
const outageMessage = `We cannot save requests right now, so yours was not sent. Please try again in a few minutes, or call us at ${business.phone.display}.`

const typed = {
  Name: 'Outage Visitor',
  Email: 'outage.visitor@example.com',
  Phone: '(503) 555-0177',
  'Project Details': 'Shower walls, about 80 sq ft of porcelain, this winter.',
}

async function fillContact(page: Page) {
  const form = page.locator('form[action="/api/send-contact-email"]')
  for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).fill(value)
  return form
}

async function storedLeads(name: string): Promise<number> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM leads WHERE name = $1', [name])
    return Number(rows[0]?.n)
  } finally {
    await client.end()
  }
}

const healthz = async () => (await fetch(`${server.url}/healthz`)).status

test('with the database down, the form says so with the phone number and keeps every value; once it is back, the same form sends', async ({
  page,
}) => {
  await page.goto(`${server.url}/contact`, { waitUntil: 'networkidle' })
  const form = await fillContact(page)
  const send = form.getByRole('button', { name: 'Send Message' })
  await hydrated(send)

  await proxy.cut()
  expect(await healthz()).toBe(503)
  await send.click()
  await expect(page.getByText(outageMessage)).toBeVisible()
  for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label)).toHaveValue(value)
  await expect(send).toBeEnabled()
  expect(await storedLeads(typed.Name)).toBe(0)

  await proxy.restore()
  await expect.poll(healthz, { timeout: 10_000 }).toBe(200)
  await send.click()
  await expect(page.getByText(`Thank you! We'll get back to you within ${business.replyHours} hours.`)).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveValue('')
  expect(await storedLeads(typed.Name)).toBe(1)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the posted form comes back with the outage sentence and every value', async ({ page }) => {
    await page.goto(`${server.url}/contact`)
    await fillContact(page)
    await proxy.cut()
    try {
      await page.locator('form[action="/api/send-contact-email"]').getByRole('button', { name: 'Send Message' }).click()
      await expect(page.getByText(outageMessage)).toBeVisible()
      const form = page.locator('form[action="/api/send-contact-email"]')
      for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label)).toHaveValue(value)
    } finally {
      await proxy.restore()
    }
  })
})
