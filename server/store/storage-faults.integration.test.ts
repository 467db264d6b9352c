// A database that cannot take a lead: SQLite locked, read-only or full, PostgreSQL unreachable.
// The endpoints answer 503 with a clear message and the phone number, /healthz reports not ready,
// nothing is half-stored, and once the database is back posting works without a restart.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { business } from '#content/business'
import { buildApp } from '../app'
import { openSqlite } from './database'
import { type LeadStore, openLeadStore } from './store'
import { cuttableProxy, throughProxy } from '../../tests/helpers/cuttable-proxy'
import { createPostgresDatabase, tempDir } from '../../tests/helpers/databases'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
})
const lead = { name: 'Jane Doe', email: 'jane@example.com', phone: '(503) 555-0100', message: 'x'.repeat(5000), company_website: '' }

async function serve(store: LeadStore) {
  const distDir = tempDir('site-')
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Home</title>')
  const app = await buildApp({
    distDir,
    healthCheck: () => store.probeWrite(),
    leads: { store, outbox: { nudge() {} }, siteUrl: 'https://www.startile.example', rateLimit: 0, minFillMs: 0 },
  })
  cleanups.push(
    () => app.close(),
    () => store.close(),
  )
  const post = (type: 'json' | 'form' = 'json') =>
    app.inject({
      method: 'POST',
      url: '/api/send-contact-email',
      headers: { 'content-type': type === 'json' ? 'application/json' : 'application/x-www-form-urlencoded' },
      payload: type === 'json' ? JSON.stringify(lead) : new URLSearchParams(lead).toString(),
    })
  const ready = async () => (await app.inject('/healthz')).statusCode
  return { post, ready }
}

async function expectUnavailable({ post, ready }: Awaited<ReturnType<typeof serve>>, store: LeadStore) {
  const json = await post('json')
  expect(json.statusCode).toBe(503)
  expect(json.json().error).toBe(
    `We cannot save requests right now, so yours was not sent. Please try again in a few minutes, or call us at ${business.phone.display}.`,
  )
  const form = await post('form')
  expect(form.statusCode).toBe(503)
  expect(form.body).toContain(business.phone.display)
  expect(form.body).toMatch(/<input[^>]*value="Jane Doe"/) // what was typed comes back
  expect(form.body).not.toMatch(/at .*\.ts:\d+/) // no stack trace
  expect(await ready()).toBe(503)
  return store
}

async function expectRecovered({ post, ready }: Awaited<ReturnType<typeof serve>>, store: LeadStore) {
  expect(await ready()).toBe(200)
  expect((await post()).statusCode).toBe(201)
  const stats = await store.stats()
  expect(stats.leads.total).toBe(1) // the refused posts left nothing behind
  expect(stats.outbox.pending).toBe(2)
}

describe('SQLite that cannot be written', () => {
  async function sqlite() {
    const dataDir = tempDir()
    const raw = openSqlite(join(dataDir, 'leads.sqlite'), 100)
    const store = await openLeadStore({ sqlite: raw })
    return { raw, store, file: join(dataDir, 'leads.sqlite'), app: await serve(store) }
  }

  it('locked by another writer', async () => {
    const { store, file, app } = await sqlite()
    const other = openSqlite(file)
    other.exec('BEGIN EXCLUSIVE')
    await expectUnavailable(app, store)
    other.exec('ROLLBACK')
    other.close()
    await expectRecovered(app, store)
  })

  it('read-only', async () => {
    const { raw, store, app } = await sqlite()
    raw.pragma('query_only = ON')
    await expectUnavailable(app, store)
    raw.pragma('query_only = OFF')
    await expectRecovered(app, store)
  })

  it('full (no page may be added)', async () => {
    const { raw, store, app } = await sqlite()
    // No free page either: a new store has some, left by a table a migration rebuilt.
    raw.exec('VACUUM')
    expect(raw.pragma('freelist_count', { simple: true })).toBe(0)
    raw.pragma(`max_page_count = ${Number(raw.pragma('page_count', { simple: true }))}`)
    await expectUnavailable(app, store)
    raw.pragma('max_page_count = 1073741823')
    await expectRecovered(app, store)
  })
})

describe('PostgreSQL down', () => {
  it('answers 503 while it is unreachable and recovers when it is back', async () => {
    const pgDb = await createPostgresDatabase()
    cleanups.push(() => pgDb.drop())
    const url = new URL(pgDb.url)
    const proxy = await cuttableProxy({ host: url.hostname, port: Number(url.port || 5432) })
    cleanups.push(() => proxy.cut())
    const store = await openLeadStore({ databaseUrl: throughProxy(pgDb.url, proxy) })
    const app = await serve(store)
    expect(await app.ready()).toBe(200)
    await proxy.cut()
    await expectUnavailable(app, store)
    await proxy.restore()
    await expectRecovered(app, store)
  })
})
