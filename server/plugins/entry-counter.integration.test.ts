// The entry counter through the real listener (buildApp, listening, the static replay on) over
// SQLite and PostgreSQL: a landing with utm_* counts one entry under its page and campaign, and a
// second page of the same visit or the same landing again counts none; a bot, a prefetch, a HEAD,
// a 404, the desk, a file and a page reached from the site count nothing; an opted-out browser is
// counted without source or key; two instances count each entry once; many visitors make one row
// a page and source; the day's salt deleted takes the day's keys with it; a request's landing page.
import { request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { storeTargets, tempDir } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { testEntryCounter, testSite as site } from '../../tests/helpers/entry-counter'
import type { ServerStore } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'
const now = new Date('2026-12-02T18:00:00Z')
const today = '2026-12-02'

function standInSite(): string {
  const dir = tempDir('entry-site-')
  const page = (rel: string, title: string) => {
    mkdirSync(join(dir, rel), { recursive: true })
    writeFileSync(join(dir, rel, 'index.html'), `<!doctype html><title>${title}</title>`)
  }
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home</title>')
  page('about', 'about')
  page('tile-contractor-gresham', 'gresham')
  page('404', 'not found')
  // Served as a page when no desk is registered: the counter must still leave it alone.
  page('inbox', 'desk')
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log(1)')
  return dir
}

type Get = { path: string; method?: string; headers?: Record<string, string> }

function send(port: number, { path, method = 'GET', headers = {} }: Get): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { 'user-agent': browser, ...headers } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

async function instance(store: ServerStore, dir: string, opts: { trustProxy?: boolean; maxSources?: number } = {}) {
  const counter = testEntryCounter(store.entries, {
    // Behind the test's "proxy", each visitor is the X-Forwarded-For it sends.
    ...(opts.trustProxy && { clientAddress: (req) => String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress) }),
    now: () => now,
    maxSources: opts.maxSources,
  })
  const app = await buildApp({ distDir: dir, entries: counter, replayStatic: true })
  await app.listen({ host: '127.0.0.1', port: 0 })
  cleanups.push(() => app.close())
  return { counter, port: (app.server.address() as AddressInfo).port }
}

async function dayRows(store: ServerStore) {
  const rows = await store.handle.db.selectFrom('entry_days').selectAll().orderBy('page').orderBy('source').execute()
  return rows.map((r) => ({ ...r, entries: Number(r.entries) }))
}

describe.each(storeTargets(pgDb))('entries counted by the server on $name', (target) => {
  it('counts a landing once under its page and campaign; a later page or the same landing again adds nothing', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const { counter, port } = await instance(store, standInSite())
    expect(await send(port, { path: '/tile-contractor-gresham?utm_source=newsletter&utm_medium=email&utm_campaign=spring' })).toBe(200)
    // The next page of the visit (same-site Referer), and the landing again (replayed): no new entry.
    expect(await send(port, { path: '/about', headers: { referer: `${site}/tile-contractor-gresham` } })).toBe(200)
    expect(await send(port, { path: '/tile-contractor-gresham' })).toBe(200)
    expect(await send(port, { path: '/tile-contractor-gresham' })).toBe(200)
    await counter.flush()
    expect(await dayRows(store)).toEqual([
      { day: today, page: '/tile-contractor-gresham', source: 'newsletter', medium: 'email', campaign: 'spring', entries: 1 },
    ])
    // Another browser from elsewhere, referred by a search engine.
    await send(port, { path: '/', headers: { 'user-agent': `${browser} other`, referer: 'https://www.google.com/' } })
    await counter.flush()
    expect((await dayRows(store)).map((r) => [r.page, r.source, r.entries])).toEqual([
      ['/', 'www.google.com', 1],
      ['/tile-contractor-gresham', 'newsletter', 1],
    ])
    // The keys are hashes of the day, never an address or a browser.
    const keys = await store.handle.db.selectFrom('entry_keys').selectAll().execute()
    expect(keys).toHaveLength(2)
    for (const k of keys) {
      expect(k.key).toMatch(/^[A-Za-z0-9_-]{27}$/)
      expect(JSON.stringify(k)).not.toMatch(/127\.0\.0\.1|Mozilla/)
    }
  })

  it('counts nothing for a bot, a prefetch, a prerender, a HEAD, a 404, the desk, a file, a page reached from the site or a request without a browser', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const { counter, port } = await instance(store, standInSite())
    const none: Get[] = [
      { path: '/', headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } },
      { path: '/', headers: { 'sec-purpose': 'prefetch' } },
      { path: '/about', headers: { 'sec-purpose': 'prefetch;prerender' } },
      { path: '/about', headers: { purpose: 'prefetch' } },
      { path: '/', method: 'HEAD' },
      { path: '/no-such-page' },
      { path: '/inbox' },
      { path: '/assets/app-1234.js' },
      { path: '/about', headers: { referer: `${site}/` } },
      { path: '/', headers: { 'user-agent': '' } },
    ]
    const statuses = []
    for (const r of none) statuses.push(await send(port, r))
    // The desk's stand-in page and the pages answered, so it is the counter that left them out.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 404, 200, 200, 200, 200])
    await counter.flush()
    expect(await dayRows(store)).toEqual([])
    expect(await store.handle.db.selectFrom('entry_keys').selectAll().execute()).toEqual([])
  })

  it('counts an opted-out browser (Sec-GPC or DNT) as an entry of its page, without its source or any key', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const { counter, port } = await instance(store, standInSite())
    await send(port, { path: '/?utm_source=newsletter', headers: { 'sec-gpc': '1', referer: 'https://www.google.com/' } })
    await send(port, { path: '/', headers: { dnt: '1' } })
    await counter.flush()
    expect(await dayRows(store)).toEqual([{ day: today, page: '/', source: 'private', medium: '', campaign: '', entries: 2 }])
    expect(await store.handle.db.selectFrom('entry_keys').selectAll().execute()).toEqual([])
  })

  it('two instances over one database count a visit they both saw once, and many visitors make one row per page and source', async () => {
    const { store, another } = await target.open()
    const second = await another()
    cleanups.push(
      () => store.close(),
      () => second.close(),
    )
    const dir = standInSite()
    const a = await instance(store, dir, { trustProxy: true })
    const b = await instance(second, dir, { trustProxy: true })
    // The same visitor reaches both instances; 40 more visitors spread over them.
    await send(a.port, { path: '/about', headers: { 'x-forwarded-for': '203.0.113.7' } })
    await send(b.port, { path: '/about', headers: { 'x-forwarded-for': '203.0.113.7' } })
    for (let i = 0; i < 40; i++) await send(i % 2 ? a.port : b.port, { path: '/about', headers: { 'x-forwarded-for': `198.51.100.${i}` } })
    if (target.name === 'PostgreSQL') await Promise.all([a.counter.flush(), b.counter.flush()])
    else {
      // One process can't race two SQLite connections (the driver is synchronous): one after the other.
      await a.counter.flush()
      await b.counter.flush()
    }
    expect(await dayRows(store)).toEqual([{ day: today, page: '/about', source: 'direct', medium: '', campaign: '', entries: 41 }])
    expect(await store.handle.db.selectFrom('entry_keys').selectAll().execute()).toHaveLength(41)
  })

  it('names the landing page of a request’s visit, and once the day’s salt and keys are deleted no key of that day can be made again', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const { counter, port } = await instance(store, standInSite())
    await send(port, { path: '/tile-contractor-gresham?utm_source=newsletter' })
    const client = { headers: { 'user-agent': browser }, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage
    // Before the flush (this instance's memory) and after it (the database).
    expect(await counter.landingOf(client)).toBe('/tile-contractor-gresham')
    await counter.flush()
    expect(await counter.landingOf(client)).toBe('/tile-contractor-gresham')
    const other = { ...client, headers: { 'user-agent': `${browser} other` } } as unknown as IncomingMessage
    expect(await counter.landingOf(other)).toBeUndefined()
    // Opted out: never looked up.
    expect(
      await counter.landingOf({ ...client, headers: { ...client.headers, 'sec-gpc': '1' } } as unknown as IncomingMessage),
    ).toBeUndefined()

    const salt = await store.entries.entrySalt(today)
    const kept = await store.handle.db.selectFrom('entry_keys').select('key').execute()
    expect(kept).toHaveLength(1)
    // Two days later the purge deletes the day's keys and salt; the totals stay.
    expect(await store.entries.purgeEntryKeys('2026-12-03')).toEqual({ keys: 1 })
    expect(await store.handle.db.selectFrom('entry_keys').selectAll().execute()).toEqual([])
    expect(await store.handle.db.selectFrom('daily_salts').select('day').where('day', '=', today).execute()).toEqual([])
    expect((await dayRows(store)).map((r) => r.entries)).toEqual([1])
    // Asked again, the day has a new salt: the old key cannot be made from the address and browser.
    expect(await store.entries.entrySalt(today)).not.toBe(salt)
    const fresh = testEntryCounter(store.entries, { now: () => now })
    expect(await fresh.landingOf(client)).toBeUndefined()
  })

  it('counts a made-up campaign past the day’s cap of sources as other, so the day’s rows stay bounded', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const { counter, port } = await instance(store, standInSite(), { trustProxy: true, maxSources: 2 })
    for (let i = 0; i < 6; i++) await send(port, { path: `/?utm_source=made-up-${i}`, headers: { 'x-forwarded-for': `192.0.2.${i}` } })
    // A source already counted today still counts as itself.
    await send(port, { path: '/?utm_source=made-up-0', headers: { 'x-forwarded-for': '192.0.2.99' } })
    await counter.flush()
    expect((await dayRows(store)).map((r) => [r.source, r.entries])).toEqual([
      ['made-up-0', 2],
      ['made-up-1', 1],
      ['other', 4],
    ])
  })

  it('keeps the entries of a failed write for the next one, and says so', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    let failures = 1
    const warnings: string[] = []
    // The real store, whose first write fails as a lost connection would.
    const flaky = {
      ...store.entries,
      addEntries: (...args: Parameters<typeof store.entries.addEntries>) =>
        failures-- > 0 ? Promise.reject(new Error('connection lost')) : store.entries.addEntries(...args),
    }
    const counter = testEntryCounter(flaky, {
      clientAddress: (req) => String(req.headers['x-forwarded-for']),
      now: () => now,
      warn: (m) => warnings.push(m),
    })
    const app = await buildApp({ distDir: standInSite(), entries: counter, replayStatic: true })
    await app.listen({ host: '127.0.0.1', port: 0 })
    cleanups.push(() => app.close())
    const port = (app.server.address() as AddressInfo).port
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
      await send(port, { path: '/about', headers: { 'x-forwarded-for': address } })
    await send(port, { path: '/', headers: { dnt: '1' } })
    await counter.flush()
    expect(await dayRows(store)).toEqual([])
    expect(warnings).toEqual(['entries: could not write 4 count(s); will try again'])
    expect(counter.waiting()).toBe(4)
    await counter.flush()
    expect((await dayRows(store)).map((r) => [r.page, r.source, r.entries])).toEqual([
      ['/', 'private', 1],
      ['/about', 'direct', 3],
    ])
    expect(counter.waiting()).toBe(0)
  })
})
