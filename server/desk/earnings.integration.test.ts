// What the site earns, the whole way on SQLite and PostgreSQL (issue 44): a landing with utm_* on
// the real listener, then a request from the same browser, then an accepted quote, show in the
// desk's Earnings by landing page and by source with their dollars; another visitor's entry, a
// bot, a spam lead and a lead of another day change what they should and nothing else. Only an
// owner reads it; a range the desk does not offer is a 400 with its sentence; the CSV says the same.
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { EarningsAnswer } from '#domain/desk-contract'
import { deskEarningsWords } from '#content/pages/desk-earnings'
import { storeTargets, deskOf, tempDir } from '../../tests/helpers/databases'
import { deskApp } from '../../tests/helpers/desk-app'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { sampleDraft, sentAt } from '../../tests/helpers/quote-fixtures'
import { buildApp } from '../app'
import { testEntryCounter, testSite as site } from '../../tests/helpers/entry-counter'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'
const laptop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

function standInSite(): string {
  const dir = tempDir('earnings-site-')
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home</title>')
  for (const page of ['tile-contractor-gresham', '404']) {
    mkdirSync(join(dir, page))
    writeFileSync(join(dir, page, 'index.html'), `<!doctype html><title>${page}</title>`)
  }
  return dir
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }
function send(port: number, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: body ? 'POST' : 'GET', headers }, (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => (text += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

const contact = {
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '503 555 0100',
  message: 'A shower',
  company_website: '',
  elapsed_ms: 9000,
}

describe.each(storeTargets(pgDb))('what the site earns on $name', (target) => {
  it('joins a landing with utm_*, its request and the accepted quote into the tables with the won dollars', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const counter = testEntryCounter(store.entries)
    const app = await buildApp({
      distDir: standInSite(),
      siteUrl: site,
      entries: counter,
      leads: { store, outbox: { nudge() {} }, siteUrl: site, rateLimit: 0, minFillMs: 0, landingOf: (req) => counter.landingOf(req) },
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    cleanups.push(() => app.close())
    const port = (app.server.address() as AddressInfo).port

    // The phone lands from the newsletter (the attribution cookie keeps the campaign for its lead).
    const landing = await send(port, '/tile-contractor-gresham?utm_source=newsletter&utm_medium=email&utm_campaign=spring', {
      'user-agent': phone,
    })
    expect(landing.status).toBe(200)
    const cookie = String([landing.headers['set-cookie']].flat()[0]).split(';')[0]
    // A laptop from a search, and a bot: an entry, and nothing.
    await send(port, '/', { 'user-agent': laptop, referer: 'https://www.google.com/' })
    await send(port, '/', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })
    // The phone reads another page, then asks for a quote from it.
    await send(port, '/', { 'user-agent': phone, referer: `${site}/tile-contractor-gresham`, cookie })
    const posted = await send(
      port,
      '/api/send-contact-email',
      { 'user-agent': phone, cookie, 'content-type': 'application/json', origin: site, referer: `${site}/` },
      JSON.stringify(contact),
    )
    expect(posted.status, posted.body).toBe(201)
    const leadId = (JSON.parse(posted.body) as { id: number }).id
    await counter.flush()

    const lead = await store.getLead(leadId)
    expect(lead?.source).toMatchObject({ landingPage: '/tile-contractor-gresham', utmSource: 'newsletter', utmCampaign: 'spring' })
    // A spam lead from the same page counts nowhere.
    await store.insertLead({ ...contact, form: 'contact', spamReason: 'honeypot', source: { landingPage: '/tile-contractor-gresham' } })

    // The quote, sent and accepted: Better with the heated floor, $3,500.00.
    await store.saveQuoteDraft(leadId, sampleDraft(), 'owner@startile.example', new Date())
    const sent = await store.sendQuote(leadId, 'owner@startile.example', sentAt)
    if (!sent.ok) throw new Error(sent.reason)
    const accepted = await store.acceptQuote(
      sent.token,
      { optionIndex: 1, addOns: [0], expectedTotalCents: 350000, typedName: 'Ana Lopez' },
      { address: '203.0.113.9', userAgent: phone },
      new Date(sentAt.getTime() + 3_600_000),
    )
    expect(accepted.ok).toBe(true)

    const desk = await deskApp(store, cleanups, () => new Date())
    const owner = (await desk.register(await deskOf(store).createInvitation('owner@example.com', null, new Date()))).cookie
    const res = await desk.get('/api/inbox/earnings?days=7', owner)
    expect(res.statusCode, res.body).toBe(200)
    const tables = res.json() as EarningsAnswer
    expect(tables.days).toBe(7)
    const row = (key: string, entries: number, requests: number, quotes: number, won: number, wonCents: number) => ({
      key,
      entries,
      requests,
      visits: 0,
      quotes,
      won,
      wonCents,
      per100: entries ? Math.round((requests * 1000) / entries) / 10 : null,
    })
    expect(tables.pages).toEqual([row('/tile-contractor-gresham', 1, 1, 1, 1, 350000), row('/', 1, 0, 0, 0, 0)])
    expect(tables.sources).toEqual([row('newsletter', 1, 1, 1, 1, 350000), row('www.google.com', 1, 0, 0, 0, 0)])
    expect(tables.total).toEqual(row('', 2, 1, 1, 1, 350000))

    // The CSV: the same rows, dollars to the cent.
    const csv = await desk.get('/api/inbox/earnings.csv?days=7', owner)
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    expect(csv.body.split('\r\n')).toEqual([
      'table,key,entries,requests,visits_booked,quotes_sent,won,won_value,requests_per_100_entries',
      'landing page,/tile-contractor-gresham,1,1,0,1,1,3500.00,100',
      'landing page,/,1,0,0,0,0,0.00,0',
      'source,newsletter,1,1,0,1,1,3500.00,100',
      'source,www.google.com,1,0,0,0,0,0.00,0',
      'all,All,2,1,0,1,1,3500.00,50',
      '',
    ])
  })

  it('answers only an owner, refuses a range it does not offer with its sentence, and counts a lead on its own day', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const today = new Date('2026-11-28T20:00:00Z')
    const desk = await deskApp(store, cleanups, () => today)
    const owner = (await desk.register(await deskOf(store).createInvitation('owner@example.com', null, today))).cookie
    const helper = (await desk.register(await deskOf(store).createInvitation('helper@example.com', null, today, { role: 'helper' }))).cookie
    expect((await desk.get('/api/inbox/earnings', helper)).json()).toEqual({ ok: false, error: deskEarningsWords.refusals.ownerOnly })
    expect((await desk.get('/api/inbox/earnings.csv', helper)).statusCode).toBe(403)
    for (const bad of [
      'days=5',
      'days=x',
      'from=2026-11-10',
      'from=2026-11-10&to=2026-11-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2025-01-01&to=2026-11-28',
    ]) {
      const res = await desk.get(`/api/inbox/earnings?${bad}`, owner)
      expect([bad, res.statusCode, res.json().error]).toEqual([bad, 400, deskEarningsWords.refusals.range])
    }
    expect((await desk.get('/api/inbox/earnings?days=7&where=1', owner)).statusCode).toBe(400)

    // 11:30 PM in Portland on the 27th is the 27th's lead, though it is the 28th in UTC.
    await store.insertLead({ ...contact, form: 'contact', source: { landingPage: '/about' } }, new Date('2026-11-28T07:30:00Z'))
    await store.handle.db
      .insertInto('entry_days')
      .values([
        { day: '2026-11-27', page: '/about', source: 'direct', medium: '', campaign: '', entries: 40 },
        { day: '2026-11-28', page: '/about', source: 'direct', medium: '', campaign: '', entries: 9 },
      ])
      .execute()
    const on = async (from: string, to: string) =>
      ((await desk.get(`/api/inbox/earnings?from=${from}&to=${to}`, owner)).json() as EarningsAnswer).pages.map((r) => [
        r.key,
        r.entries,
        r.requests,
        r.per100,
      ])
    expect(await on('2026-11-27', '2026-11-27')).toEqual([['/about', 40, 1, 2.5]])
    expect(await on('2026-11-28', '2026-11-28')).toEqual([['/about', 9, 0, 0]])
    expect(await on('2026-11-01', '2026-11-26')).toEqual([])
    const week = (await desk.get('/api/inbox/earnings?days=7', owner)).json() as EarningsAnswer
    expect([week.from, week.to, week.days, week.total.entries, week.total.requests]).toEqual(['2026-11-22', '2026-11-28', 7, 49, 1])
  })
})
