// The customer's private link, on SQLite and PostgreSQL, through the real server (buildApp): a GET
// or HEAD shows the visit and changes nothing; a post from another site, an empty move, a guessed,
// revoked or expired token are refused in the site's words (never a 500); a request is stored with
// its history entry, reaches the owner over real SMTP, shows as the list's badge, and is marked
// handled when the owner books the new time.
import { describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { openRequestsMax } from './visit-queries'
import type { StaticReplay } from '../plugins/static-replay'
import { createSmtpMailer } from '../mail/mailer'
import { createOutbox } from '../outbox/outbox'
import { windowChoices } from '#domain/visit-plan'
import { visitWindows } from '#domain/visit-windows'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deskOf, storeTargets, tempDir } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { htmlPart, startTestSmtp, textPart, waitFor } from '../../tests/helpers/smtp-server'
import { type ServerStore } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const site = 'https://www.startile.example'
const person = { id: 1, email: 'owner@startile.example' }
const form = 'application/x-www-form-urlencoded'

/** A built site of two pages: the 404 page, the shell of the visit's page, with what a built page carries in its head. */
function standInSite(): string {
  const dir = tempDir('visit-site-')
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home</title>')
  mkdirSync(join(dir, '404'))
  writeFileSync(
    join(dir, '404', 'index.html'),
    `<!doctype html><html lang="en-US"><head><meta charSet="utf-8"/><title>Oops | Star Tile</title><meta name="description" content="x"/><meta name="robots" content="noindex"/><link rel="canonical" href="${site}/404"/><meta property="og:title" content="Oops"/><link rel="stylesheet" href="/assets/site.css"/><script type="module">import("/assets/x.js")</script></head><body><header>Star Tile</header><main id="main" tabindex="-1" class="outline-none"><h1>Oops! Page not found</h1></main><footer>Footer</footer></body></html>`,
  )
  return dir
}

/** Sends what the outbox holds to a real SMTP server on loopback, at `now`; resolves to that server. */
async function sendOutbox(store: ServerStore, now: Date) {
  const smtp = await startTestSmtp()
  cleanups.push(() => smtp.stop())
  const mailer = createSmtpMailer(smtp.url)
  cleanups.push(() => mailer.close())
  await createOutbox({ store, mailer, leadsTo: 'owner@startile.example', from: 'site@startile.example', now: () => now }).runOnce()
  return smtp
}

describe.each(storeTargets(pgDb))('the customer’s visit link on $name', (target) => {
  async function setUp() {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const clock = { now: new Date('2026-11-20T18:00:00Z') }
    const server = await buildApp({
      distDir: standInSite(),
      replayStatic: false,
      visits: { store, outbox: { nudge() {} }, siteUrl: site, rateLimit: 0, now: () => clock.now },
    })
    cleanups.push(() => server.close())
    const desk = deskOf(store)
    const { id } = await store.insertLead(
      { form: 'quote', name: 'Pat <b>Doe</b>', email: 'pat@example.com', phone: '(503) 555-0100', message: '', zip: '97030' },
      clock.now,
    )
    const book = async (visit: { on: string; time: string | null } | null) => {
      const lead = await store.getLead(id)
      expect((await desk.changeLead(id, { version: lead?.version ?? 0, visit, person }, clock.now)).ok).toBe(true)
    }
    await book({ on: '2026-11-26', time: '09:30' })
    const lead = await store.getLead(id)
    const { visit_uid: uid } = await store.handle.db.selectFrom('leads').select('visit_uid').where('id', '=', id).executeTakeFirstOrThrow()
    const path = new URL(await store.visitLinkFor(id, uid ?? '')).pathname
    const counts = async () => ({
      requests: (await store.visitRequestsFor(id)).length,
      outbox: (await store.outboxFor(id)).length,
      events: (await desk.leadEvents(id)).length,
      version: (await store.getLead(id))?.version,
    })
    const post = (body: string, headers: Record<string, string> = {}) =>
      server.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': form, 'sec-fetch-site': 'same-origin', ...headers },
        payload: body,
      })
    return { store, server, desk, clock, id, lead, path, book, counts, post }
  }

  it('shows the visit on a GET or HEAD and changes nothing; private headers; a guessed or malformed token is the 404 page', async () => {
    const { server, path, counts } = await setUp()
    const before = await counts()
    const page = await server.inject({ url: path })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Thursday, November 26, 2026')
    expect(page.body).toContain('9:30 AM – 10:30 AM')
    // In the site's shell, without the 404 page's own words, scripts, canonical link or social tags.
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(page.body).toContain('<title>Your visit | Star Tile</title>')
    expect(page.body).toMatch(/<header>Star Tile<\/header>[\s\S]*<footer>Footer<\/footer>/)
    expect(page.body).toContain('/assets/site.css')
    for (const gone of ['Oops', '<script', 'canonical', 'og:title', 'content="noindex"']) expect(page.body).not.toContain(gone)
    expect(page.headers).toMatchObject({
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
    })
    expect((await server.inject({ method: 'HEAD', url: path })).statusCode).toBe(200)
    expect(await counts()).toEqual(before)
    for (const url of [`/visit/${'A'.repeat(43)}`, '/visit/abc', `${path}x`, '/visit/%00', `/visit/${'é'.repeat(40)}`]) {
      const answer = await server.inject({ url })
      expect(answer.statusCode, url).toBe(404)
    }
    const guessed = await server.inject({ url: `/visit/${'A'.repeat(43)}` })
    expect(guessed.body).toContain('This link no longer works')
    expect(guessed.headers['cache-control']).toBe('no-store')
  })

  it('refuses a post from another site, an unreadable one and an empty move, recording nothing', async () => {
    const { path, counts, post, server } = await setUp()
    const before = await counts()
    expect((await post('action=cancel', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403)
    expect((await post('action=cancel', { 'sec-fetch-site': '', origin: 'https://evil.example' })).statusCode).toBe(403)
    expect(
      (await server.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: '{}' })).statusCode,
    ).toBe(403)
    expect((await post('action=launch')).statusCode).toBe(400)
    const large = await post(`action=move&note=${'x'.repeat(9000)}`)
    expect([large.statusCode, large.headers['content-type']]).toEqual([413, 'text/html; charset=utf-8'])
    const text = await server.inject({ method: 'POST', url: path, headers: { 'content-type': 'text/plain' }, payload: 'hi' })
    expect(text.statusCode).toBe(403)
    const empty = await post('action=move&note=%20%20')
    expect(empty.statusCode).toBe(400)
    expect(empty.body).toContain('Choose at least one time, or write a note.')
    expect(await counts()).toEqual(before)
  })

  it('records a move with its history and the owner’s e-mail; the list shows it until the owner books the new time', async () => {
    const { store, desk, clock, id, post, book, path, server } = await setUp()
    const offered = windowChoices(clock.now, 'America/Los_Angeles', visitWindows)
    const first = offered[0]
    expect(first).toBeDefined()
    const answer = await post(
      `action=move&choices=${encodeURIComponent(first.value)}&choices=2030-01-01:sunday-night&note=${encodeURIComponent('After 3 <b>PM</b>')}`,
    )
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe(`${path}?sent=move`)
    const shown = await server.inject({ url: `${path}?sent=move` })
    expect(shown.body).toContain('We have your request for another time')
    const [request] = await store.visitRequestsFor(id)
    expect(request).toMatchObject({ kind: 'move', choices: [first.value], note: 'After 3 <b>PM</b>', handledAt: null })
    const history = (await desk.leadEvents(id)).at(-1)
    expect(history?.note).toContain('The customer asked for another time')
    expect(history?.personEmail).toBeNull()
    expect((await desk.deskLeads()).leads.find((l) => l.id === id)?.visitRequest).toBe(true)

    const smtp = await sendOutbox(store, clock.now)
    const isRequest = (m: (typeof smtp.received)[number]) =>
      m.envelopeTo[0] === 'owner@startile.example' && (m.mail.header('subject') ?? '').includes('asks to')
    await waitFor(() => smtp.received.some(isRequest), 10_000, 'the owner’s e-mail of the request')
    const owner = smtp.received.find(isRequest)
    // A name that reads as markup never reaches a header: the lead's number stands in.
    expect(owner?.mail.header('subject')).toBe(`Lead ${id} asks to move the visit of Thursday, November 26, 2026`)
    expect(textPart(owner!.mail)).toContain('After 3 <b>PM</b>')
    expect(htmlPart(owner!.mail)).toContain('After 3 &lt;b&gt;PM&lt;/b&gt;')
    expect(textPart(owner!.mail)).toContain(`/inbox/leads/${id}`)

    await book({ on: '2026-11-27', time: '13:00' })
    expect((await store.visitRequestsFor(id))[0].handledAt).not.toBeNull()
    expect((await desk.deskLeads()).leads.find((l) => l.id === id)?.visitRequest).toBe(false)
    // Deleting the lead (a privacy request) takes its requests, the customer's words, with it.
    expect(await desk.deleteLeads([id])).toEqual({ deleted: 1, kept: 0 })
    expect(await store.visitRequestsFor(id)).toEqual([])
  })

  it('still e-mails the owner a cancel request, naming the day the customer meant, when the desk clears the visit before it goes', async () => {
    const { store, clock, id, post, book } = await setUp()
    expect((await post('action=cancel')).statusCode).toBe(303)
    await book(null)
    const smtp = await sendOutbox(store, clock.now)
    const row = (await store.outboxFor(id)).find((r) => r.kind === 'visit-request')
    expect(row?.status).toBe('sent')
    const owner = smtp.received.find((m) => (m.mail.header('subject') ?? '').includes('asks to cancel'))
    expect(owner?.mail.header('subject')).toBe(`Lead ${id} asks to cancel the visit of Thursday, November 26, 2026`)
  })

  it(`takes ${openRequestsMax} unanswered requests for a visit, then refuses more until the owner answers`, async () => {
    const { post, counts, book } = await setUp()
    for (let n = 1; n <= openRequestsMax; n++) expect((await post(`action=move&note=${n}`)).statusCode).toBe(303)
    const before = await counts()
    expect(before.requests).toBe(openRequestsMax)
    const refused = await post('action=cancel')
    expect(refused.statusCode).toBe(429)
    expect(refused.body).toContain('We already have your requests')
    expect(await counts()).toEqual(before)
    // The owner answers (books a new time): the customer may ask again.
    await book({ on: '2026-11-27', time: '13:00' })
    expect((await post('action=cancel')).statusCode).toBe(303)
  })

  it('is never kept by the static replay: three GETs of a listening server, then the cleared visit is a 404 at once', async () => {
    const { store, path, book, clock } = await setUp()
    const server: FastifyInstance & { staticReplay?: StaticReplay } = await buildApp({
      distDir: standInSite(),
      visits: { store, outbox: { nudge() {} }, siteUrl: site, rateLimit: 0, now: () => clock.now },
    })
    cleanups.push(() => server.close())
    await server.listen({ host: '127.0.0.1', port: 0 })
    const address = server.server.address()
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    const before = server.staticReplay?.stats()
    for (let i = 0; i < 3; i++) expect((await fetch(`${origin}${path}`)).status).toBe(200)
    expect(server.staticReplay?.stats()).toEqual(before)
    await book(null)
    expect((await fetch(`${origin}${path}`)).status).toBe(404)
  })

  it('limits the requests of one client per minute, as the lead forms are', async () => {
    const { store, path, clock } = await setUp()
    const server = await buildApp({
      distDir: standInSite(),
      replayStatic: false,
      visits: { store, outbox: { nudge() {} }, siteUrl: site, rateLimit: 2, now: () => clock.now },
    })
    cleanups.push(() => server.close())
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await server.inject({ url: path, remoteAddress: '203.0.113.9' })).statusCode)
    expect(statuses).toEqual([200, 200, 429])
    const refused = await server.inject({ url: path, remoteAddress: '203.0.113.9' })
    expect(refused.headers['content-type']).toMatch(/^text\/html/)
    expect(refused.body).toContain('Too many requests from this connection.')
    expect((await server.inject({ url: path, remoteAddress: '203.0.113.10' })).statusCode).toBe(200)
  })

  it('revokes the link when the visit is cleared, and ends it after the visit’s day', async () => {
    const { server, path, book, clock, post } = await setUp()
    expect((await post('action=cancel')).statusCode).toBe(303)
    clock.now = new Date('2026-11-27T07:59:00Z') // 11:59 PM on the visit's day in Portland
    expect((await server.inject({ url: path })).statusCode).toBe(200)
    clock.now = new Date('2026-11-27T08:00:00Z')
    expect((await server.inject({ url: path })).statusCode).toBe(404)
    expect((await post('action=cancel')).statusCode).toBe(404)
    clock.now = new Date('2026-11-21T18:00:00Z')
    await book(null)
    expect((await server.inject({ url: path })).statusCode).toBe(404)
  })

  it(`holds ${openRequestsMax} unanswered requests when 30 posts come at once: ${openRequestsMax} stored, ${openRequestsMax} owner e-mails`, async () => {
    const { post, store, id } = await setUp()
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => post(`action=move&note=at+once+${n}`)))
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.filter((s) => s === 303)).toHaveLength(openRequestsMax)
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - openRequestsMax)
    expect((await store.visitRequestsFor(id)).filter((r) => !r.handledAt)).toHaveLength(openRequestsMax)
    expect((await store.outboxFor(id)).filter((r) => r.kind === 'visit-request')).toHaveLength(openRequestsMax)
  })

  it('keeps the note as the quote form keeps text: no NUL, ESC, other control or bidi override reaches the owner', async () => {
    const { post, store, id, clock } = await setUp()
    const note = encodeURIComponent('Mornings\u0000 \u001b[31mplease\u202e evil\u200b\u0007 only')
    expect((await post(`action=move&note=${note}`)).statusCode).toBe(303)
    const [stored] = await store.visitRequestsFor(id)
    expect(stored.note).toBe('Mornings [31mplease evil only')
    const smtp = await sendOutbox(store, clock.now)
    const owner = smtp.received.find((m) => (m.mail.header('subject') ?? '').includes('asks to move'))
    expect(owner).toBeDefined()
    for (const part of [textPart(owner!.mail), htmlPart(owner!.mail)]) {
      expect(part).toContain('[31mplease evil only')
      expect(part).not.toMatch(/[\u0000-\u0008\u000b\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069\u200b]/)
    }
  })

  it('gives a re-booked visit a new link: the link its clearing revoked never opens again', async () => {
    const { server, path, book, store, id } = await setUp()
    await book(null)
    await book({ on: '2026-11-27', time: '13:00' })
    expect((await server.inject({ url: path })).statusCode).toBe(404)
    const { visit_uid: uid } = await store.handle.db.selectFrom('leads').select('visit_uid').where('id', '=', id).executeTakeFirstOrThrow()
    const fresh = new URL(await store.visitLinkFor(id, uid ?? '')).pathname
    expect(fresh).not.toBe(path)
    expect((await server.inject({ url: fresh })).statusCode).toBe(200)
    // A move keeps the booking, and its link.
    await book({ on: '2026-11-28', time: '09:30' })
    expect((await server.inject({ url: fresh })).statusCode).toBe(200)
  })

  it('answers nothing for a lead marked spam, or set to Lost, also when Lost and a visit come in one change', async () => {
    const { server, path, desk, store, id, clock } = await setUp()
    const version = async () => (await store.getLead(id))?.version ?? 0
    expect((await desk.changeLead(id, { version: await version(), status: 'Spam', person }, clock.now)).ok).toBe(true)
    expect((await server.inject({ url: path })).statusCode).toBe(404)
    expect((await desk.changeLead(id, { version: await version(), status: 'New', person }, clock.now)).ok).toBe(true)
    const visit = { on: '2026-11-27', time: '13:00' }
    expect((await desk.changeLead(id, { version: await version(), status: 'Lost', visit, person }, clock.now)).ok).toBe(true)
    const lead = await store.handle.db
      .selectFrom('leads')
      .select(['visit_on', 'visit_token_hash'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(lead).toEqual({ visit_on: null, visit_token_hash: null })
    expect((await server.inject({ url: path })).statusCode).toBe(404)
  })
})
