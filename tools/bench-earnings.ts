// `npm run bench:earnings` (issue 44): a simulated month of 1,000,000 page views, counted as the
// entry counter counts them (a landing per visit, later pages of the visit not counted; each day's
// visits written through the store's addEntries in batches, yesterday's keys purged as the counter
// does), with 3,000 leads over the month (a few won, with their dollars); then the desk's Earnings
// query for the month, 200 times: p50, p95 and the worst, against the 50 ms budget, and how many
// rows the store holds. On SQLite and on PostgreSQL (a database of its own, dropped after).
// Not part of `npm test`.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openLeadStore, type LeadStore } from '../server/store/store'
import type { KeyedEntry } from '../server/store/entry-counts'
import { createPostgresDatabase } from '../tests/helpers/databases'
import { addDays } from '#domain/morning-digest'
import { instantAt } from '#domain/business-clock'

const views = Number(process.env.BENCH_EARNINGS_VIEWS ?? 1_000_000)
const runs = 200
const budgetMs = 50
const tz = 'America/Los_Angeles'
const first = '2026-10-01'
const days = 30
const pages = ['/', '/about', '/services', '/portfolio', '/quote', '/contact', '/tile-cost-calculator', '/tile-pattern-comparison', '/blog']
  .concat(Array.from({ length: 10 }, (_, i) => `/blog/article-${i + 1}`))
  .concat([
    '/tile-installation-portland',
    '/tile-contractor-gresham',
    '/tile-contractor-beaverton',
    '/tile-contractor-tigard',
    '/tile-contractor-lake-oswego',
    '/privacy-policy',
  ])
const sources = [
  'direct',
  'www.google.com',
  'www.bing.com',
  'duckduckgo.com',
  'www.facebook.com',
  'newsletter',
  'nextdoor',
  'www.yelp.com',
  'houzz',
]
const campaigns = ['', 'spring', 'fall-kitchens']

// A deterministic generator, so both databases get the same month.
let seed = 42
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
const pick = <T>(list: readonly T[]) => list[Math.floor(random() ** 2 * list.length)]

async function bench(name: string, store: LeadStore) {
  seed = 42
  // About 1.6 pages a visit: the landings are what the counter writes.
  const landings = Math.round(views / 1.6)
  const perDay = Math.ceil(landings / days)
  const fillStarted = performance.now()
  let written = 0
  for (let d = 0; d < days; d++) {
    const day = addDays(first, d)
    const batch: KeyedEntry[] = []
    for (let i = 0; i < perDay && written < landings; i++, written++) {
      const source = pick(sources)
      batch.push({
        day,
        key: `${d}-${i}-${Math.floor(random() * 1e9).toString(36)}`,
        page: pick(pages),
        source,
        medium: source === 'newsletter' ? 'email' : '',
        campaign: pick(campaigns),
      })
    }
    for (let i = 0; i < batch.length; i += 1000) await store.entries.addEntries(batch.slice(i, i + 1000), [])
    await store.entries.purgeEntryKeys(addDays(day, -1))
  }
  const fillSeconds = (performance.now() - fillStarted) / 1000
  // 3,000 leads over the month, 1 in 20 won.
  for (let i = 0; i < 3000; i++) {
    const day = addDays(first, Math.floor(random() * days))
    const [y, m, dd] = day.split('-').map(Number)
    const at = new Date(instantAt(y, m, dd, 9 * 60, tz).getTime() + Math.floor(random() * 10 * 3_600_000))
    const source = pick(sources)
    const { id } = await store.insertLead(
      {
        form: 'contact',
        name: `Visitor ${i}`,
        email: `visitor${i}@example.com`,
        phone: '503 555 0100',
        message: 'A floor',
        source: {
          landingPage: pick(pages),
          ...(source.includes('.') ? { referrerHost: source } : source === 'direct' ? {} : { utmSource: source }),
        },
      },
      at,
    )
    if (i % 20 === 0)
      await store.handle.db
        .updateTable('leads')
        .set({ status: 'Won', won_cents: 250_000 + i * 100, won_source: 'typed' })
        .where('id', '=', id)
        .execute()
  }
  const range = { from: first, to: addDays(first, days - 1) }
  const times: number[] = []
  let answer = await store.earnings(range, tz)
  for (let i = 0; i < runs; i++) {
    const at = performance.now()
    answer = await store.earnings(range, tz)
    times.push(performance.now() - at)
  }
  times.sort((a, b) => a - b)
  const q = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)].toFixed(1)
  const count = async (table: 'entry_days' | 'entry_keys' | 'daily_salts') =>
    Number(
      (
        await store.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  console.log(
    `${name}: ${views.toLocaleString('en-US')} page views (${landings.toLocaleString('en-US')} entries) over ${days} days, written in ${fillSeconds.toFixed(1)} s`,
  )
  console.log(
    `  the month's Earnings: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, worst ${times.at(-1)?.toFixed(1)} ms (budget ${budgetMs} ms at p95) over ${runs} runs`,
  )
  console.log(
    `  ${answer.pages.length} page rows, ${answer.sources.length} source rows; entries ${answer.total.entries.toLocaleString('en-US')}, requests ${answer.total.requests}, won ${answer.total.won}`,
  )
  console.log(
    `  rows kept: entry_days ${await count('entry_days')} (at most pages × sources × campaigns a day), entry_keys ${await count('entry_keys')} (the last two days' visits), daily_salts ${await count('daily_salts')}`,
  )
}

const sqlite = await openLeadStore({ dataDir: mkdtempSync(join(tmpdir(), 'bench-earnings-')) })
await bench('SQLite', sqlite)
await sqlite.close()
const pg = await createPostgresDatabase()
try {
  const store = await openLeadStore({ databaseUrl: pg.url })
  await bench('PostgreSQL', store)
  await store.close()
} finally {
  await pg.drop()
}
