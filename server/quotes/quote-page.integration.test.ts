// The customer's quote link on SQLite and PostgreSQL, through the real server (buildApp) and the
// real QuoteStore: a GET, a HEAD, a bot and the "Update total" GET change nothing but the views a
// customer's GETs append; accepting posts once (the lead Won with the total), a second post and a
// tampered total are refused with nothing stored; a decline and a question are stored; version 1's
// link sends the customer to version 2; the static replay never keeps the page; no log line holds
// the token, whatever the refusal.
import type { AddressInfo } from 'node:net'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import type { StaticReplay } from '../plugins/static-replay'
import type { ServerStore } from '../stores'
import { storeTargets, tempDir } from '../../tests/helpers/databases'
import { logLines } from '../../tests/helpers/log-lines'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { leadWithDraft, sampleDraft, sentAt } from '../../tests/helpers/quote-fixtures'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const site = 'https://www.startile.example'
const form = 'application/x-www-form-urlencoded'
const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'
// Better ($2,550.00) with the heated floor ($950.00): $3,500.00, a 25 % deposit of $875.00.
const better = `option=1&addOns=0&total=350000&name=${encodeURIComponent('Pat Q. Doe')}`

function standInSite(): string {
  const dir = tempDir('quote-site-')
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home</title>')
  mkdirSync(join(dir, '404'))
  writeFileSync(
    join(dir, '404', 'index.html'),
    '<!doctype html><html lang="en-US"><head><meta charSet="utf-8"/><title>Oops | Star Tile</title><link rel="stylesheet" href="/assets/site.css"/></head><body><header>Star Tile</header><main id="main"><h1>Oops</h1></main><footer>Footer</footer></body></html>',
  )
  return dir
}

describe.each(storeTargets(pgDb))('the customer’s quote page on $name', (target) => {
  async function setUp(options: { replay?: boolean; logger?: ReturnType<typeof logLines> } = {}) {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const leadId = await leadWithDraft(store, sampleDraft(), 'Pat <b>Doe</b>')
    const sent = await store.sendQuote(leadId, 'owner@startile.example', sentAt)
    if (!sent.ok) throw new Error(sent.reason)
    const clock = { now: new Date('2026-12-02T18:00:00Z') }
    const server: FastifyInstance & { staticReplay?: StaticReplay } = await buildApp({
      distDir: standInSite(),
      replayStatic: options.replay ?? false,
      ...(options.logger && { logger: { level: 'info', stream: options.logger.stream } }),
      quotes: { store, outbox: { nudge() {} }, siteUrl: site, rateLimit: 0, now: () => clock.now },
    })
    cleanups.push(() => server.close())
    const path = `/quote/${sent.token}`
    const post = (kind: string, body: string) =>
      server.inject({
        method: 'POST',
        url: `${path}/${kind}`,
        headers: { 'content-type': form, 'sec-fetch-site': 'same-origin', 'user-agent': browser },
        payload: body,
      })
    return { store, server, leadId, sent, path, post, clock }
  }

  /** Everything a GET must not change: the lead, its outbox, the version and its answers. */
  async function facts(store: ServerStore, leadId: number, versionId: number) {
    const lead = await store.getLead(leadId)
    const { won_cents: wonCents } = await store.handle.db
      .selectFrom('leads')
      .select('won_cents')
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow()
    const [version] = await store.quoteVersions(leadId)
    const events = await store.quoteEvents(versionId)
    return {
      lead: { status: lead?.status, version: lead?.version, wonCents: wonCents === null ? null : Number(wonCents) },
      outbox: (await store.outboxFor(leadId)).length,
      version: { ...version, views: 0, firstViewedAt: null },
      answers: events.filter((e) => e.kind !== 'view'),
      acceptance: await store.acceptanceOf(versionId),
      views: events.filter((e) => e.kind === 'view').length,
    }
  }

  it('shows the quote; a HEAD, a bot and a prefetch record nothing; a customer’s GET (also "Update total") appends a view only', async () => {
    const { server, store, leadId, sent, path } = await setUp()
    const before = await facts(store, leadId, sent.version.id)
    expect((await server.inject({ method: 'HEAD', url: path, headers: { 'user-agent': browser } })).statusCode).toBe(200)
    expect(
      (await server.inject({ url: path, headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } })).statusCode,
    ).toBe(200)
    expect((await server.inject({ url: path, headers: { 'user-agent': browser, 'sec-purpose': 'prefetch' } })).statusCode).toBe(200)
    expect(await facts(store, leadId, sent.version.id)).toEqual(before)
    const page = await server.inject({ url: path, headers: { 'user-agent': browser } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Pat &lt;b&gt;Doe&lt;/b&gt;')
    expect(page.body).toContain('+$810.00')
    const update = await server.inject({ url: `${path}?option=1&addOns=0`, headers: { 'user-agent': browser } })
    expect(update.body).toContain('$3,500.00')
    expect(update.body).toContain('name="total" value="350000"')
    expect(await facts(store, leadId, sent.version.id)).toEqual({ ...before, views: 2 })
    expect((await store.quoteEvents(sent.version.id)).at(-1)).toMatchObject({ kind: 'view', userAgent: browser })
  })

  it('accepts once: the record, the lead Won with the total; a second post and a tampered total store nothing', async () => {
    const { store, leadId, sent, post, path, server } = await setUp()
    const before = await facts(store, leadId, sent.version.id)
    for (const body of [better.replace('350000', '349999'), better.replace('option=1', 'option=7'), `${better}&addOns=9`]) {
      const refused = await post('accept', body)
      expect(refused.statusCode, body).toBe(400)
      expect(refused.body).toContain('nothing was accepted')
    }
    expect(await facts(store, leadId, sent.version.id)).toEqual(before)
    const answer = await post('accept', better)
    expect([answer.statusCode, answer.headers.location]).toEqual([303, `${path}?sent=accept`])
    expect(await store.acceptanceOf(sent.version.id)).toMatchObject({
      optionIndex: 1,
      addOns: [0],
      totalCents: 350000,
      depositCents: 87500,
      typedName: 'Pat Q. Doe',
      userAgent: browser,
    })
    const won = await facts(store, leadId, sent.version.id)
    expect(won.lead).toMatchObject({ status: 'Won', wonCents: 350000 })
    const again = await post('accept', better.replace('Pat%20Q.%20Doe', 'Someone'))
    expect(again.statusCode).toBe(409)
    expect(await facts(store, leadId, sent.version.id)).toEqual(won)
    const page = await server.inject({ url: `${path}?sent=accept` })
    expect(page.body).toContain('Your quote is accepted and signed.')
    expect(page.body).toContain('Signed as Pat Q. Doe')
    expect(page.body).not.toContain('<form')
  })

  it('stores a question, then a decline, each 303 back with its thank-you; the declined quote refuses an accept', async () => {
    const { store, sent, post, path, server } = await setUp()
    expect((await post('question', 'question=Can+you+start+in+January%3F')).statusCode).toBe(303)
    expect((await server.inject({ url: `${path}?sent=question` })).body).toContain('We have your question')
    expect((await post('decline', 'reason=We+chose+another+tiler')).statusCode).toBe(303)
    const answers = (await store.quoteEvents(sent.version.id)).filter((e) => e.kind !== 'view')
    expect(answers).toMatchObject([
      { kind: 'question', text: 'Can you start in January?' },
      { kind: 'decline', text: 'We chose another tiler' },
    ])
    expect((await post('accept', better)).statusCode).toBe(409)
    expect(await store.acceptanceOf(sent.version.id)).toBeNull()
  })

  it('sends version 1’s link to version 2, and refuses an answer to version 1', async () => {
    const { store, leadId, sent, post, path, server } = await setUp()
    await store.saveQuoteDraft(
      leadId,
      sampleDraft({ note: 'Now with the hallway.' }),
      'owner@startile.example',
      new Date('2026-12-02T17:00:00Z'),
    )
    const second = await store.sendQuote(leadId, 'owner@startile.example', new Date('2026-12-02T17:30:00Z'))
    expect(second.ok).toBe(true)
    const page = await server.inject({ url: path })
    expect(page.body).toContain('We have sent you a newer version of this quote')
    expect(page.body).toContain(`href="/quote/${second.ok ? second.token : ''}"`)
    expect((await post('accept', better)).statusCode).toBe(409)
    expect(await store.acceptanceOf(sent.version.id)).toBeNull()
  })

  it('is never kept by the static replay: each of three GETs of a listening server is answered, and counted, anew', async () => {
    const { server, store, sent, path } = await setUp({ replay: true })
    await server.listen({ host: '127.0.0.1', port: 0 })
    const origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`
    const before = server.staticReplay?.stats()
    for (let i = 0; i < 3; i++) expect((await fetch(`${origin}${path}`, { headers: { 'user-agent': browser } })).status).toBe(200)
    expect(server.staticReplay?.stats()).toEqual(before)
    expect((await store.quoteEvents(sent.version.id)).filter((e) => e.kind === 'view')).toHaveLength(3)
  })

  it('logs no token, for a page, a refusal or a post', async () => {
    const logger = logLines()
    const { sent, server, path, post } = await setUp({ logger })
    await server.inject({ url: `${path}?option=9` })
    await post('accept', 'option=0&total=1&name=x')
    await post('question', `question=${'x'.repeat(40_000)}`)
    await server.inject({ method: 'POST', url: `${path}/accept`, headers: { 'content-type': 'text/plain' }, payload: 'x' })
    await server.inject({ method: 'PUT', url: path })
    await post('accept', better)
    const { lines } = logger
    expect(lines.length).toBeGreaterThan(3)
    expect(lines.join('\n')).not.toContain(sent.token)
    expect(lines.join('\n')).toContain('/quote/:token')
  })
})
