// `npm run bench:desk-browser`: the owner's journey in Chromium at 390 px on a store seeded to
// 100,000 leads (BENCH_DESK_BROWSER_SIZE; the seed of `npm run bench:desk`, SQLite), against the
// built site served by the real server process. It prints, over RUNS cold visits (default 5, each a
// new browser context), the time from opening /inbox until the first lead of the list is shown, and
// from pressing Search for the oldest lead's name until it is shown; then it walks the rest of the
// journey once (the lead, a status and a note saved, its history, the People page) and fails if a
// step does not show what it should. Budgets: list within 1.5 s, oldest found within 3 s.
// Build first (`npm run build`); the figures are dated in docs/performance.md.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { siteSettings } from '#config/site'
import { openLeadStore } from '../server/store/store'
import { deskOf } from '../tests/helpers/databases'
import { freePort, startServer } from '../tests/helpers/server-process'
import { readTestSettings } from '../tests/settings'
import { needle, seedLeads } from './bench-desk-seed'

const size = Number(process.env.BENCH_DESK_BROWSER_SIZE ?? 100_000)
const runs = Number(process.env.RUNS ?? 5)
const ms = (t: number) => Math.round(t)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

const dataDir = mkdtempSync(join(tmpdir(), 'desk-browser-'))
const migrated = await openLeadStore({ dataDir })
await migrated.close()
let start = performance.now()
await seedLeads({ kind: 'sqlite', file: join(dataDir, 'leads.sqlite') }, 0, size)
console.log(`Seeded ${size.toLocaleString('en-US')} leads in ${(performance.now() - start) / 1000} s`)

const store = await openLeadStore({ dataDir })
const desk = deskOf(store)
const invitation = await desk.createInvitation('owner@example.com', null, new Date(), { role: 'owner' })
const person = await desk.redeemInvitation(invitation, {
  id: 'bench',
  publicKey: 'stand-in',
  counter: 0,
  transports: [],
  deviceLabel: 'Bench',
})
if (!person) throw new Error('could not make the benchmark owner')
const token = await desk.createSession(person.id, 'bench')
await store.close()

const port = await freePort()
const site = `http://localhost:${port}`
const server = await startServer({ DIST_DIR: siteSettings().distDir, DATA_DIR: dataDir, SITE_URL: site, DESK_RATE_LIMIT: '0' }, port)
const browser = await chromium.launch({ executablePath: readTestSettings().chromiumPath })
const listTimes: number[] = []
const searchTimes: number[] = []
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    })
    await context.addCookies([
      { name: '__Host-desk', value: token, domain: 'localhost', path: '/', secure: true, httpOnly: true, sameSite: 'Strict' },
    ])
    const page = await context.newPage()
    const rows = page.locator('a[href^="/inbox/leads/"]')
    start = performance.now()
    await page.goto(`${site}/inbox`)
    await rows.first().waitFor()
    listTimes.push(performance.now() - start)
    await page.getByRole('searchbox').fill(needle.name)
    start = performance.now()
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByRole('link', { name: new RegExp(needle.name) }).waitFor()
    searchTimes.push(performance.now() - start)
    if (run === runs - 1) {
      // The rest of the journey, once: the oldest lead, a status and a note, its history, People.
      await page.getByRole('link', { name: new RegExp(needle.name) }).click()
      await page.getByRole('heading', { level: 1, name: needle.name }).waitFor()
      await page.getByRole('combobox', { name: 'Status' }).selectOption('Contacted')
      await page.getByText('Saved.').waitFor()
      await page.getByLabel('Add a note').fill('Called from the benchmark')
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await page.getByText('Called from the benchmark').first().waitFor()
      await page.goto(`${site}/inbox/people`)
      await page.getByRole('heading', { level: 1 }).waitFor()
      console.log(`Journey on ${size.toLocaleString('en-US')} leads: the oldest lead opened, Contacted with a note saved, People shown`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  server.kill('SIGTERM')
  await server.exited
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(`Chromium at 390 px, ${size.toLocaleString('en-US')} leads, ${runs} cold visits (median, worst):`)
console.log(`  /inbox opened -> first lead shown: ${ms(median(listTimes))} ms, ${ms(Math.max(...listTimes))} ms (budget 1,500 ms)`)
console.log(`  Search for the oldest lead -> shown: ${ms(median(searchTimes))} ms, ${ms(Math.max(...searchTimes))} ms (budget 3,000 ms)`)
if (Math.max(...listTimes) > 1500 || Math.max(...searchTimes) > 3000) process.exitCode = 1
