// `npm run bench:desk`: the desk at 1,000, 10,000 and 100,000 leads (BENCH_DESK_SIZES, e.g.
// "1000,10000"), on SQLite and on PostgreSQL (a throwaway database it creates and drops). The store
// is seeded straight into the database (bench-desk-seed.ts), the real server (buildApp, listening
// on BENCH_DESK_PORT, 4610) is signed in as an owner through a session row, and each endpoint is
// called 30 times after 3 warm-ups: median and 95th percentile, and the answer's size. Then the CSV
// of every lead (time, bytes, this process's RSS growth) while quote posts land, and at the
// largest size the purge of the expired spam while posts land (the worst wait of a post). Budgets
// (docs/performance.md): p95 <= 50 ms, list answers <= 50 KB, export <= 20 s and < 100 MB, posts <= 1 s.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../server/app'
import { encodeCursor } from '../server/desk/lead-list'
import { type LeadStore, openLeadStore } from '../server/store/store'
import { withRoomQueries } from '../server/stores'
import { createPostgresDatabase, deskOf } from '../tests/helpers/databases'
import { standInDesk } from '../tests/helpers/desk'
import { type SeedTarget, needle, seedLeads } from './bench-desk-seed'

const sizes = (process.env.BENCH_DESK_SIZES ?? '1000,10000,100000').split(',').map(Number)
const port = Number(process.env.BENCH_DESK_PORT ?? 4610)
const site = `http://localhost:${port}`
const calls = 30

const ms = (t: number) => Math.round(t * 10) / 10
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

type Figure = { db: string; n: number; what: string; median: number; p95: number; bytes: number }
const figures: Figure[] = []
const notes: string[] = []

async function signedIn(store: LeadStore, now: Date): Promise<string> {
  const token = await deskOf(store).createInvitation('owner@example.com', null, now)
  const person = await deskOf(store).redeemInvitation(
    token,
    { id: 'bench', publicKey: 'pk', counter: 0, transports: [], deviceLabel: 'Bench' },
    now,
  )
  if (!person) throw new Error('could not sign the benchmark in')
  return deskOf(store).createSession(person.id, 'bench', now)
}

async function timed(url: string, init: RequestInit): Promise<{ t: number; bytes: number; status: number; text?: string }> {
  const start = performance.now()
  const res = await fetch(url, init)
  const body = await res.arrayBuffer()
  return {
    t: performance.now() - start,
    bytes: body.byteLength,
    status: res.status,
    text: res.ok ? undefined : Buffer.from(body).toString(),
  }
}

/** Quote posts every 100 ms until stop(); resolves to the worst wait and how many were stored. */
function posting() {
  let stop = false
  let worst = 0
  let ok = 0
  const done = (async () => {
    for (let i = 0; !stop; i++) {
      const body = {
        name: `Post ${i}`,
        email: `post${i}@example.com`,
        phone: '503-555-0199',
        message: 'Floor',
        projectType: 'Flooring',
        company_website: '',
        elapsed_ms: 9000,
      }
      const r = await timed(`${site}/api/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site },
        body: JSON.stringify(body),
      })
      worst = Math.max(worst, r.t)
      if (r.status < 300) ok++
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  return async () => ((stop = true), await done, { worst, ok })
}

async function run(db: string, target: SeedTarget, open: () => Promise<LeadStore>) {
  const now = new Date()
  const store = withRoomQueries(await open())
  const token = await signedIn(store, now)
  const app = await buildApp({
    distDir: standInDesk(),
    replayStatic: false,
    leads: { store, outbox: { nudge() {} }, siteUrl: site, rateLimit: 0, minFillMs: 0 },
    inbox: { store, deskStore: deskOf(store), siteUrl: site, outbox: { nudge() {} }, rateLimit: 0, now: () => now },
  })
  await app.listen({ port, host: '127.0.0.1' })
  const headers = { cookie: `__Host-desk=${token}` }
  let seeded = 0
  try {
    for (const n of sizes) {
      const start = performance.now()
      await seedLeads(target, seeded, n, now.getTime())
      seeded = n
      notes.push(`${db} ${n}: seeded in ${ms((performance.now() - start) / 1000)} s`)
      const page = (await (await fetch(`${site}/api/inbox/leads`, { headers })).json()) as { leads: { id: number; createdAt: string }[] }
      const oldest = (await deskOf(store).deskLeads({ q: needle.name.toLowerCase() })).leads[0]
      const later = encodeCursor({ createdAt: new Date(now.getTime() - 500 * 86_400_000).toISOString(), id: 2_147_483_647 })
      const q = (text: string) => encodeURIComponent(text)
      const endpoints: [string, string, RequestInit?][] = [
        ['list, first page', '/api/inbox/leads'],
        ['list, status Won', '/api/inbox/leads?status=Won'],
        ['list, status Spam', '/api/inbox/leads?status=Spam'],
        ['list, a later page (500 days back)', `/api/inbox/leads?before=${later}`],
        ['one lead', `/api/inbox/leads/${page.leads[0].id}`],
        ['one lead, the oldest', `/api/inbox/leads/${oldest.id}`],
        ['insights (30 and 90 days)', '/api/inbox/insights'],
        ['search, name', `/api/inbox/leads?q=${q('quixote')}`],
        ['search, phone (503) 555-0123', `/api/inbox/leads?q=${q(needle.phone)}`],
        ['search, phone 5035550123', `/api/inbox/leads?q=5035550123`],
        ['search, ZIP', `/api/inbox/leads?q=${needle.zip}`],
        ['search, common ZIP 97201', '/api/inbox/leads?q=97201'],
        [
          'privacy find',
          '/api/inbox/privacy/find',
          { method: 'POST', headers: { 'content-type': 'application/json', origin: site }, body: JSON.stringify({ match: needle.phone }) },
        ],
      ]
      for (const [what, path, init] of endpoints) {
        const request = { ...init, headers: { ...headers, ...init?.headers } }
        const times: number[] = []
        let bytes = 0
        for (let i = 0; i < calls + 3; i++) {
          const r = await timed(`${site}${path}`, request)
          if (r.status !== 200) throw new Error(`${what}: ${r.status} ${r.text}`)
          if (i >= 3) times.push(r.t)
          bytes = r.bytes
        }
        times.sort((a, b) => a - b)
        figures.push({ db, n, what, median: ms(pct(times, 50)), p95: ms(pct(times, 95)), bytes })
      }
      // The CSV of every lead, read as it comes, while posts land; RSS sampled every 20 ms.
      global.gc?.()
      const rssBefore = process.memoryUsage().rss
      let rssPeak = rssBefore
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20)
      const stopPosts = posting()
      const start2 = performance.now()
      const res = await fetch(`${site}/api/inbox/leads.csv`, { headers })
      let csvBytes = 0
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) csvBytes += chunk.byteLength
      const exportSeconds = (performance.now() - start2) / 1000
      clearInterval(sampler)
      const posts = await stopPosts()
      notes.push(
        `${db} ${n}: CSV of all leads ${ms(exportSeconds)} s, ${ms(csvBytes / 1e6)} MB, RSS growth ${ms((rssPeak - rssBefore) / 1e6)} MB; ${posts.ok} posts meanwhile, worst wait ${ms(posts.worst)} ms`,
      )
    }
    // The purge of the expired spam (older than 90 days), while posts land.
    const stopPosts = posting()
    const start = performance.now()
    const purged = await store.purgeExpired(now)
    const seconds = (performance.now() - start) / 1000
    const posts = await stopPosts()
    notes.push(
      `${db} ${seeded}: purge of ${purged.leads} expired leads (${purged.photos} photos) ${ms(seconds)} s; ${posts.ok} posts meanwhile, worst wait ${ms(posts.worst)} ms`,
    )
  } finally {
    await app.close()
    await store.close()
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-desk-'))
if (!process.env.BENCH_DESK_ONLY || process.env.BENCH_DESK_ONLY === 'sqlite')
  await run('SQLite', { kind: 'sqlite', file: join(dataDir, 'leads.sqlite') }, () => openLeadStore({ dataDir }))
if (!process.env.BENCH_DESK_ONLY || process.env.BENCH_DESK_ONLY === 'postgres') {
  const pgDb = await createPostgresDatabase()
  try {
    await run('PostgreSQL', { kind: 'postgres', url: pgDb.url }, () => openLeadStore({ databaseUrl: pgDb.url }))
  } finally {
    await pgDb.drop()
  }
}

console.log(`\nDesk benchmark, ${new Date().toISOString().slice(0, 10)}, ${calls} calls each after 3 warm-ups\n`)
console.log('| database | leads | endpoint | median ms | p95 ms | bytes |')
console.log('| --- | ---: | --- | ---: | ---: | ---: |')
for (const f of figures)
  console.log(`| ${f.db} | ${f.n.toLocaleString('en-US')} | ${f.what} | ${f.median} | ${f.p95} | ${f.bytes.toLocaleString('en-US')} |`)
console.log('')
for (const note of notes) console.log(`- ${note}`)
