// The lead desk's door, on SQLite and PostgreSQL, through the real server (buildApp) with a
// software passkey authenticator: without a session every desk page redirects to sign in and every
// desk API and photo URL answers 401; used and expired invitations, replayed WebAuthn responses,
// the cookie of a removed person, cross-site posts and guessed lead ids all fail; two instances
// share one session.
import { describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { storeTargets, deskOf } from '../../tests/helpers/databases'
import { deskJson, deskSite, register, signIn, standInDesk, withCookie, tinyPhoto } from '../../tests/helpers/desk'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { softAuthenticator } from '../../tests/helpers/soft-authenticator'
import { startTestSmtp } from '../../tests/helpers/smtp-server'
import { business } from '#content/business'
import { createSmtpMailer } from '../mail/mailer'
import { createOutbox } from '../outbox/outbox'
import { siteRefusedKey } from '../store/photo-queries'
import { type ServerStore } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()

const site = deskSite
const json = deskJson

const photo = tinyPhoto
describe.each(storeTargets(pgDb))('lead desk on $name', (target) => {
  const clock = new Date('2026-11-25T12:00:00Z')
  const dist = standInDesk()

  async function open(options: { webhook?: boolean } = {}) {
    const opened = await target.open(options)
    cleanups.push(() => opened.store.close())
    return opened
  }

  async function app(store: ServerStore, options: { rateLimit?: number; siteUrl?: string } = {}) {
    const server = await buildApp({
      distDir: dist,
      replayStatic: false,
      inbox: {
        store,
        deskStore: deskOf(store),
        siteUrl: options.siteUrl ?? site,
        outbox: { nudge() {} },
        rateLimit: options.rateLimit ?? 0,
        now: () => clock,
      },
    })
    cleanups.push(() => server.close())
    return server
  }

  it('sends every desk page to sign in and answers every desk API and photo URL 401, uncached and unindexed', async () => {
    const { store } = await open()
    const server = await app(store)
    // The sign-in page brings the person back to the page they asked for (the list needs no `next`).
    const back = (next: string) => `/inbox/sign-in?${new URLSearchParams({ next })}`
    for (const [url, signInAt] of [
      ['/inbox', '/inbox/sign-in'],
      ['/inbox/', '/inbox/sign-in?next=%2Finbox%2F'],
      ['/inbox/lead?id=1', back('/inbox/lead?id=1')],
      ['/inbox/leads/1', back('/inbox/leads/1')],
      ['/inbox/people', back('/inbox/people')],
      ['/inbox/people?next=https://evil.example', back('/inbox/people?next=https://evil.example')],
      ['//inbox', '/inbox/sign-in'],
      ['/inbox/../inbox', '/inbox/sign-in'],
    ]) {
      const res = await server.inject(url)
      const location = res.statusCode === 301 ? String(res.headers.location) : undefined
      const final = location ? await server.inject(location) : res
      expect(final.statusCode, url).toBe(303)
      expect(final.headers.location, url).toBe(signInAt)
      expect(final.headers['cache-control']).toBe('no-store')
    }
    const signInPage = await server.inject('/inbox/sign-in')
    expect(signInPage.statusCode).toBe(200)
    expect(signInPage.headers['cache-control']).toBe('no-store')
    expect(signInPage.headers['x-robots-tag']).toMatch(/noindex/)
    for (const url of ['/api/inbox/leads', '/api/inbox/leads/1', '/api/inbox/photos/1', '/api/inbox/people', '/api/inbox/leads.csv']) {
      const res = await server.inject(url)
      expect(res.statusCode, url).toBe(401)
      expect(res.json()).toEqual({ ok: false, error: 'Sign in first.' })
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['x-robots-tag']).toMatch(/noindex/)
    }
    const forged = await server.inject({ url: '/api/inbox/leads', headers: withCookie('A'.repeat(43)) })
    expect(forged.statusCode).toBe(401)
    const state = await server.inject('/api/inbox/state')
    expect(state.json()).toEqual({ enabled: true, reason: null, signedIn: false })
  })

  it('registers with an invitation once; a used or expired invitation fails; the passkey signs in', async () => {
    const { store } = await open()
    const server = await app(store)
    const token = await deskOf(store).createInvitation('owner@example.com', null, clock)
    const first = await register(server, token)
    expect(first.verify.statusCode, first.verify.body).toBe(200)
    expect(String(first.verify.headers['set-cookie'])).toMatch(
      /^__Host-desk=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    )
    expect((await server.inject({ url: '/inbox', headers: withCookie(first.cookie) })).statusCode).toBe(200)
    // Every desk page is the one desk document; an old lead link moves to the lead's new address.
    const page = (url: string) => server.inject({ url, headers: withCookie(first.cookie) })
    for (const url of ['/inbox/people', '/inbox/leads/7']) {
      const res = await page(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain('<title>inbox</title>')
    }
    for (const [url, location] of [
      ['/inbox/lead?id=7', '/inbox/leads/7'],
      ['/inbox/lead?id=7&x=1', '/inbox/leads/7'],
      ['/inbox/lead?id=abc', '/inbox'],
      ['/inbox/lead?id=-3', '/inbox'],
      ['/inbox/lead', '/inbox'],
    ]) {
      const res = await page(url)
      expect(res.statusCode, url).toBe(301)
      expect(res.headers.location, url).toBe(location)
    }
    for (const url of ['/inbox/leads/abc', '/inbox/leads/0', '/inbox/nothing-here']) expect((await page(url)).statusCode, url).toBe(404)

    const again = await server.inject({ method: 'POST', url: '/api/inbox/register/options', headers: json, payload: { token } })
    expect(again.statusCode).toBe(410)
    const expired = await deskOf(store).createInvitation('late@example.com', null, new Date(clock.getTime() - 25 * 3_600_000))
    expect(
      (await server.inject({ method: 'POST', url: '/api/inbox/register/options', headers: json, payload: { token: expired } })).statusCode,
    ).toBe(410)

    const signedIn = await signIn(server, first.authenticator)
    expect(signedIn.verify.statusCode, signedIn.verify.body).toBe(200)
    expect(signedIn.cookie).not.toBe(first.cookie)
    expect((await server.inject({ url: '/api/inbox/leads', headers: withCookie(signedIn.cookie) })).statusCode).toBe(200)
    const kinds = (await deskOf(store).deskEvents()).map((e) => e.kind)
    expect(kinds).toEqual(['sign-in', 'registration'])
  })

  it('refuses a replayed registration and a replayed sign-in, and records the failures', async () => {
    const { store } = await open()
    const server = await app(store)
    const token = await deskOf(store).createInvitation('owner@example.com', null, clock)
    const first = await register(server, token)
    const replayRegistration = await server.inject({
      method: 'POST',
      url: '/api/inbox/register/verify',
      headers: json,
      payload: { token, response: first.response },
    })
    expect(replayRegistration.statusCode).toBe(400)
    const signedIn = await signIn(server, first.authenticator)
    expect(signedIn.verify.statusCode).toBe(200)
    const replay = await server.inject({
      method: 'POST',
      url: '/api/inbox/sign-in/verify',
      headers: json,
      payload: { response: signedIn.response },
    })
    expect(replay.statusCode).toBe(401)
    expect(replay.headers['set-cookie']).toBeUndefined()
    const stranger = softAuthenticator(site)
    stranger.create({ challenge: 'x', user: { id: 'eA' } })
    const unknown = await signIn(server, stranger)
    expect(unknown.verify.statusCode).toBe(401)
    expect(unknown.verify.json()).toEqual(replay.json())
    // A response made for another site does not sign in here.
    const elsewhere = softAuthenticator('https://evil.example')
    const options = await server.inject({ method: 'POST', url: '/api/inbox/sign-in/options', headers: json, payload: {} })
    elsewhere.credentials.push(first.authenticator.credentials[0])
    const phished = await server.inject({
      method: 'POST',
      url: '/api/inbox/sign-in/verify',
      headers: json,
      payload: { response: elsewhere.get(options.json()) },
    })
    expect(phished.statusCode).toBe(401)
    expect((await deskOf(store).deskEvents()).filter((e) => e.kind === 'failure')).toHaveLength(4)
  })

  it('ends the sessions of a removed person and of a removed passkey', async () => {
    const { store } = await open()
    const server = await app(store)
    const owner = await register(server, await deskOf(store).createInvitation('owner@example.com', null, clock))
    const helper = await register(server, await deskOf(store).createInvitation('helper@example.com', null, clock))
    const people = (await server.inject({ url: '/api/inbox/people', headers: withCookie(owner.cookie) })).json()
    const helperId = people.people.find((p: { email: string }) => p.email === 'helper@example.com').id
    expect((await server.inject({ url: '/api/inbox/leads', headers: withCookie(helper.cookie) })).statusCode).toBe(200)
    const removed = await server.inject({
      method: 'POST',
      url: `/api/inbox/people/${helperId}/remove`,
      headers: withCookie(owner.cookie, json),
      payload: {},
    })
    expect(removed.statusCode).toBe(200)
    expect((await server.inject({ url: '/api/inbox/leads', headers: withCookie(helper.cookie) })).statusCode).toBe(401)
    expect((await server.inject({ url: '/inbox', headers: withCookie(helper.cookie) })).statusCode).toBe(303)
    expect((await signIn(server, helper.authenticator)).verify.statusCode).toBe(401)

    // Another owner, so that this one may remove their last passkey (the desk keeps an owner who can sign in).
    await register(server, await deskOf(store).createInvitation('second-owner@example.com', null, clock))
    const ownerKey = owner.authenticator.credentials[0].id.toString('base64url')
    await server.inject({
      method: 'POST',
      url: `/api/inbox/passkeys/${ownerKey}/remove`,
      headers: withCookie(owner.cookie, json),
      payload: {},
    })
    expect((await server.inject({ url: '/api/inbox/leads', headers: withCookie(owner.cookie) })).statusCode).toBe(401)
  })

  it('refuses a desk post from another origin or none, even with a valid cookie', async () => {
    const { store } = await open()
    const server = await app(store)
    const { cookie } = await register(server, await deskOf(store).createInvitation('owner@example.com', null, clock))
    const { id } = await store.insertLead({ form: 'contact', name: 'A', email: 'a@example.com', phone: '5035550100', message: 'x' }, clock)
    for (const origin of ['https://evil.example', 'http://localhost:8124', 'null', undefined]) {
      const headers = withCookie(cookie, { 'content-type': 'application/json', ...(origin && { origin }) })
      const res = await server.inject({ method: 'POST', url: `/api/inbox/leads/${id}`, headers, payload: { version: 1, status: 'Won' } })
      expect(res.statusCode, origin).toBe(403)
      const signOut = await server.inject({ method: 'POST', url: '/api/inbox/sign-out-everywhere', headers, payload: {} })
      expect(signOut.statusCode, origin).toBe(403)
    }
    expect((await store.getLead(id))?.status).toBe('New')
    expect((await server.inject({ url: '/api/inbox/leads', headers: withCookie(cookie) })).statusCode).toBe(200)
  })

  it('answers a guessed, malformed or deleted lead id and photo id with the same 404; a stale version with 409', async () => {
    const { store } = await open()
    const server = await app(store)
    const { cookie } = await register(server, await deskOf(store).createInvitation('owner@example.com', null, clock))
    const { id } = await store.insertLead(
      { form: 'quote', name: 'B', email: 'b@example.com', phone: '5035550101', message: 'y', photos: [photo] },
      clock,
    )
    const found = await server.inject({ url: `/api/inbox/leads/${id}`, headers: withCookie(cookie) })
    expect(found.statusCode).toBe(200)
    const photoUrl: string = found.json().photos[0].url
    const image = await server.inject({ url: photoUrl, headers: withCookie(cookie) })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/jpeg')
    expect((await server.inject(photoUrl)).statusCode).toBe(401)
    const answers = []
    for (const url of [
      `/api/inbox/leads/${id + 1}`,
      '/api/inbox/leads/0',
      '/api/inbox/leads/1e3',
      '/api/inbox/leads/-1',
      `/api/inbox/photos/${id + 99}`,
      '/api/inbox/photos/x',
    ]) {
      const res = await server.inject({ url, headers: withCookie(cookie) })
      answers.push([res.statusCode, res.body])
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify([404, '{"ok":false,"error":"Not found"}'])]))
    const post = (payload: object) =>
      server.inject({ method: 'POST', url: `/api/inbox/leads/${id}`, headers: withCookie(cookie, json), payload })
    expect((await post({ version: 1, status: 'Contacted', note: '<b>Called</b>' })).json()).toEqual({ ok: true, version: 2 })
    const stale = await post({ version: 1, status: 'Lost' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error).toMatch(/changed by someone else/)
    const missing = await server.inject({
      method: 'POST',
      url: `/api/inbox/leads/${id + 1}`,
      headers: withCookie(cookie, json),
      payload: { version: 1, status: 'Won' },
    })
    expect(missing.statusCode).toBe(404)
    const detail = (await server.inject({ url: `/api/inbox/leads/${id}`, headers: withCookie(cookie) })).json()
    expect(detail.lead).toMatchObject({ status: 'Contacted', version: 2 })
    expect(detail.events.map((e: { note: string | null }) => e.note)).toEqual([null, '<b>Called</b>'])
  })

  it("lists with counts and the e-mail health, exports the filter as CSV, un-spams, and deletes a person's leads after confirming the count", async () => {
    const { store } = await open()
    const server = await app(store)
    const { cookie } = await register(server, await deskOf(store).createInvitation('owner@example.com', null, clock))
    const lead = (name: string, email: string) => ({ form: 'contact' as const, name, email, phone: '503 555 0100', message: 'x' })
    await store.insertLead(lead('Ann', 'ann@example.com'), clock)
    const spam = await store.insertLead({ ...lead('Bot', 'bot@example.com'), spamReason: 'honeypot' }, clock)
    const job = await store.claimNext('w', 60_000, clock)
    await store.markAttemptFailed(job!.id, 'w', '535 5.7.8 Authentication failed', null, clock)
    // Three photos refused today for the site's daily budget: the banner's count.
    await store.addDaily([{ key: siteRefusedKey, cap: 0 }], 3, clock)
    const listing = (await server.inject({ url: '/api/inbox/leads?status=Spam', headers: withCookie(cookie) })).json()
    expect(listing.leads.map((l: { name: string }) => l.name)).toEqual(['Bot'])
    expect(listing.counts).toMatchObject({ New: 1, Spam: 1 })
    expect(listing.health).toMatchObject({ failing: 1, lastError: '535 5.7.8 Authentication failed', photosRefused: 3 })
    const csv = await server.inject({ url: '/api/inbox/leads.csv?q=ann', headers: withCookie(cookie) })
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.body.split('\r\n')[0]).toMatch(
      /^id,created_at,form,name,.*,status,webhook,source_page,.*,click_id,first_contacted_at,visit_on,visit_time,won_value,won_source,landing_page$/,
    )
    expect(csv.body).toContain(',Ann,ann@example.com,')
    expect(csv.body).not.toContain('Bot')
    const unspam = await server.inject({
      method: 'POST',
      url: `/api/inbox/leads/${spam.id}/not-spam`,
      headers: withCookie(cookie, json),
      payload: { version: 1 },
    })
    expect(unspam.json()).toEqual({ ok: true, version: 2 })
    expect((await store.outboxFor(spam.id)).map((r) => r.kind)).toEqual(['business', 'acknowledgement'])
    const find = await server.inject({
      method: 'POST',
      url: '/api/inbox/privacy/find',
      headers: withCookie(cookie, json),
      payload: { match: '(503) 555-0100' },
    })
    expect(find.json()).toEqual({ count: 2 })
    const wrongCount = await server.inject({
      method: 'POST',
      url: '/api/inbox/privacy/delete',
      headers: withCookie(cookie, json),
      payload: { match: 'ann@example.com', count: 2 },
    })
    expect(wrongCount.statusCode).toBe(409)
    const deleted = await server.inject({
      method: 'POST',
      url: '/api/inbox/privacy/delete',
      headers: withCookie(cookie, json),
      payload: { match: 'ann@example.com', count: 1 },
    })
    expect(deleted.json()).toEqual({ ok: true, deleted: 1, kept: 0, keptWhy: null })
    expect((await deskOf(store).deskLeads()).leads.map((l) => l.name)).toEqual(['Bot'])
  })

  it('gives the median time to first contact over 30 days and leads and jobs won by source over 30 and 90 days', async () => {
    const { store } = await open()
    const server = await app(store)
    const { cookie } = await register(server, await deskOf(store).createInvitation('owner@example.com', null, clock))
    expect((await server.inject({ url: '/api/inbox/insights' })).statusCode).toBe(401)
    const ago = (minutes: number) => new Date(clock.getTime() - minutes * 60_000)
    const lead = (name: string, source: { utmSource?: string; referrerHost?: string }) => ({
      form: 'contact' as const,
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '503 555 0100',
      message: 'x',
      source,
    })
    const called = await store.insertLead(lead('Ann', { utmSource: 'google' }), ago(180))
    const won = await store.insertLead(lead('Bea', { utmSource: 'google' }), ago(120))
    await store.insertLead(lead('Cy', { referrerHost: 'www.bing.com' }), ago(40 * 1440))
    const old = await store.insertLead(lead('Di', {}), ago(100 * 1440))
    const change = (id: number, status: string) =>
      server.inject({ method: 'POST', url: `/api/inbox/leads/${id}`, headers: withCookie(cookie, json), payload: { version: 1, status } })
    expect((await change(called.id, 'Contacted')).statusCode).toBe(200)
    expect((await change(won.id, 'Won')).statusCode).toBe(200)
    // The won job's value (an accepted quote's total, as the quotes' store sets it).
    await store.handle.db.updateTable('leads').set({ won_cents: 1_250_050, won_source: 'quote' }).where('id', '=', won.id).execute()
    // Contacted now, but received more than 30 days ago: not in the median.
    expect((await change(old.id, 'Contacted')).statusCode).toBe(200)
    const insights = (await server.inject({ url: '/api/inbox/insights', headers: withCookie(cookie) })).json()
    expect(insights).toEqual({
      firstContact: { medianMinutes: 150, count: 2 },
      sources: [
        { source: 'google', leads30: 2, won30: 1, wonCents30: 1_250_050, leads90: 2, won90: 1, wonCents90: 1_250_050 },
        { source: 'www.bing.com', leads30: 0, won30: 0, wonCents30: 0, leads90: 1, won90: 0, wonCents90: 0 },
      ],
    })
    const detail = (await server.inject({ url: `/api/inbox/leads/${called.id}`, headers: withCookie(cookie) })).json()
    expect(detail.lead.firstContactedAt).toBe(clock.toISOString())
    expect(detail.lead.source).toMatchObject({ utmSource: 'google' })
  })

  it('asks a Won customer for a review once, by e-mail with the review link, and no one else', async () => {
    const { store } = await open()
    const server = await app(store)
    const { cookie } = await register(server, await deskOf(store).createInvitation('owner@example.com', null, clock))
    const lead = (name: string) => ({
      form: 'contact' as const,
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '503 555 0100',
      message: 'x',
    })
    const won = await store.insertLead(lead('Winnie'), clock)
    const open_ = await store.insertLead(lead('Ollie'), clock)
    const ask = (id: number | string, headers: Record<string, string> = withCookie(cookie, json)) =>
      server.inject({ method: 'POST', url: `/api/inbox/leads/${id}/review`, headers, payload: {} })
    expect((await ask(won.id, json)).statusCode).toBe(401)
    expect((await ask(won.id)).statusCode).toBe(409)
    const change = await server.inject({
      method: 'POST',
      url: `/api/inbox/leads/${won.id}`,
      headers: withCookie(cookie, json),
      payload: { version: 1, status: 'Won' },
    })
    expect(change.statusCode).toBe(200)
    expect((await ask(open_.id)).json()).toMatchObject({ ok: false, error: 'Only a Won lead can be asked for a review.' })
    expect((await ask(99999)).statusCode).toBe(404)
    expect((await ask(won.id)).json()).toEqual({ ok: true })
    // A second tap, or a second person, asks nothing more.
    expect((await ask(won.id)).json()).toMatchObject({ ok: false, error: 'This customer has already been asked for a review.' })
    expect((await store.getLead(won.id))?.reviewRequestedAt).toBe(clock.toISOString())
    const smtp = await startTestSmtp()
    cleanups.push(() => smtp.stop())
    const outbox = createOutbox({
      store,
      mailer: createSmtpMailer(smtp.url),
      leadsTo: 'owner@startile.example',
      from: 'hello@startile.example',
    })
    await outbox.runOnce()
    const reviews = smtp.received.filter((m) => m.raw.includes('Thank you for choosing Star Tile'))
    expect(reviews).toHaveLength(1)
    expect(reviews[0].envelopeTo).toEqual(['winnie@example.com'])
    expect(reviews[0].raw.replace(/=\r\n/g, '')).toContain(business.reviewUrl)
    await outbox.runOnce()
    expect(smtp.received.filter((m) => m.raw.includes('Thank you for choosing Star Tile'))).toHaveLength(1)
    expect((await store.outboxFor(won.id)).find((r) => r.kind === 'review')?.status).toBe('sent')
  })

  it('books a visit with a date and an optional time, writes it in the history, refuses a date that is not one, and clears it', async () => {
    const { store } = await open()
    const server = await app(store)
    const { cookie } = await register(server, await deskOf(store).createInvitation('owner@example.com', null, clock))
    const { id } = await store.insertLead(
      { form: 'contact', name: 'Vi', email: 'vi@example.com', phone: '5035550101', message: 'x' },
      clock,
    )
    const post = (payload: object) =>
      server.inject({ method: 'POST', url: `/api/inbox/leads/${id}`, headers: withCookie(cookie, json), payload })
    expect((await post({ version: 1, status: 'Visit booked', visit: { on: '2026-11-27', time: '09:30' } })).json()).toEqual({
      ok: true,
      version: 2,
    })
    for (const visit of [
      { on: '2026-02-30', time: null },
      { on: '2026-11-27', time: '9:30' },
      { on: '<b>', time: null },
      { on: '2026-11-27' },
    ]) {
      const refused = await post({ version: 2, visit })
      expect(refused.statusCode, JSON.stringify(visit)).toBe(400)
      expect(refused.json()).toEqual({ ok: false, error: 'The change could not be read.' })
    }
    const detail = (await server.inject({ url: `/api/inbox/leads/${id}`, headers: withCookie(cookie) })).json()
    expect(detail.lead).toMatchObject({ status: 'Visit booked', visit: { on: '2026-11-27', time: '09:30' }, version: 2 })
    expect(detail.events.map((e: { note: string | null }) => e.note)).toEqual([null, 'Visit booked for Fri, Nov 27, 9:30 AM'])
    const listed = (await server.inject({ url: '/api/inbox/leads', headers: withCookie(cookie) })).json()
    expect(listed.leads[0].visit).toEqual({ on: '2026-11-27', time: '09:30' })
    expect((await post({ version: 2, visit: null })).json()).toEqual({ ok: true, version: 3 })
    expect((await store.getLead(id))?.visit).toBeNull()
  })

  it('keeps a NUL, ESC or bidi override out of a note, the search and the privacy search (never a 500 on PostgreSQL)', async () => {
    const { store } = await open()
    const server = await app(store)
    const { cookie } = await register(server, await deskOf(store).createInvitation('owner@example.com', null, clock))
    const { id } = await store.insertLead(
      { form: 'contact', name: 'Nul', email: 'nul@example.com', phone: '5035550102', message: 'x' },
      clock,
    )
    const note = await server.inject({
      method: 'POST',
      url: `/api/inbox/leads/${id}`,
      headers: withCookie(cookie, json),
      payload: { version: 1, note: 'Called\u0000 \u001b[2Jback\u202e later' },
    })
    expect(note.json()).toEqual({ ok: true, version: 2 })
    const events = await deskOf(store).leadEvents(id)
    expect(events.at(-1)?.note).toBe('Called [2Jback later')
    const search = await server.inject({ url: `/api/inbox/leads?q=${encodeURIComponent('nul\u0000')}`, headers: withCookie(cookie) })
    expect(search.statusCode).toBe(200)
    for (const match of ['nul@example.com\u0000', '\u0000\u0000\u0000\u0000']) {
      const found = await server.inject({
        method: 'POST',
        url: '/api/inbox/privacy/find',
        headers: withCookie(cookie, json),
        payload: { match },
      })
      expect(found.statusCode, JSON.stringify(match)).toBeLessThan(500)
    }
  })

  it('posts a lead moved out of Spam to the webhook too, when one is set', async () => {
    const { store } = await open({ webhook: true })
    const server = await app(store)
    const { cookie } = await register(server, await deskOf(store).createInvitation('owner@example.com', null, clock))
    const spam = await store.insertLead(
      { form: 'contact', name: 'Real Person', email: 'real@example.com', phone: '503 555 0100', message: 'x', spamReason: 'too-fast' },
      clock,
    )
    expect(await store.outboxFor(spam.id)).toEqual([])
    const unspam = await server.inject({
      method: 'POST',
      url: `/api/inbox/leads/${spam.id}/not-spam`,
      headers: withCookie(cookie, json),
      payload: { version: 1 },
    })
    expect(unspam.statusCode).toBe(200)
    expect((await store.outboxFor(spam.id)).map((r) => r.kind).sort()).toEqual(['acknowledgement', 'business', 'webhook'])
  })

  it('shares a session between two server instances on one database', async () => {
    const { store, another } = await open()
    const other = await another()
    cleanups.push(() => other.close())
    const first = await app(store)
    const second = await app(other)
    const { cookie } = await register(first, await deskOf(store).createInvitation('owner@example.com', null, clock))
    expect((await second.inject({ url: '/api/inbox/leads', headers: withCookie(cookie) })).statusCode).toBe(200)
    expect((await second.inject({ url: '/inbox', headers: withCookie(cookie) })).statusCode).toBe(200)
    const signOut = await second.inject({ method: 'POST', url: '/api/inbox/sign-out', headers: withCookie(cookie, json), payload: {} })
    expect(signOut.headers['set-cookie']).toBe('__Host-desk=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict')
    expect((await first.inject({ url: '/api/inbox/leads', headers: withCookie(cookie) })).statusCode).toBe(401)
  })

  it('signs a person out everywhere, and a signed-in person adds a passkey on another device', async () => {
    const { store } = await open()
    const server = await app(store)
    const first = await register(server, await deskOf(store).createInvitation('owner@example.com', null, clock))
    const second = await signIn(server, first.authenticator)
    const phone = softAuthenticator(site)
    const options = await server.inject({
      method: 'POST',
      url: '/api/inbox/register/options',
      headers: withCookie(second.cookie, json),
      payload: {},
    })
    expect(options.json().excludeCredentials).toHaveLength(1)
    const added = await server.inject({
      method: 'POST',
      url: '/api/inbox/register/verify',
      headers: withCookie(second.cookie, json),
      payload: { response: phone.create(options.json()), label: 'Phone' },
    })
    expect(added.statusCode).toBe(200)
    expect((await signIn(server, phone)).verify.statusCode).toBe(200)
    expect((await deskOf(store).people()).map((p) => p.passkeys.map((k) => k.deviceLabel))).toEqual([['Test phone', 'Phone']])
    const out = await server.inject({
      method: 'POST',
      url: '/api/inbox/sign-out-everywhere',
      headers: withCookie(first.cookie, json),
      payload: {},
    })
    expect(out.json()).toEqual({ ok: true, ended: 3 })
    for (const cookie of [first.cookie, second.cookie]) {
      expect((await server.inject({ url: '/api/inbox/leads', headers: withCookie(cookie) })).statusCode).toBe(401)
    }
  })

  it('limits sign-in attempts per client', async () => {
    const { store } = await open()
    const server = await app(store, { rateLimit: 3 })
    const codes = []
    for (let i = 0; i < 4; i++)
      codes.push((await server.inject({ method: 'POST', url: '/api/inbox/sign-in/options', headers: json, payload: {} })).statusCode)
    expect(codes).toEqual([200, 200, 200, 429])
    const refused = await server.inject({ method: 'POST', url: '/api/inbox/sign-in/options', headers: json, payload: {} })
    expect(refused.json()).toEqual({ ok: false, error: 'Too many attempts. Wait a minute and try again.' })
  })

  it('turns the desk off, saying why, when SITE_URL is an IP address: no desk API is registered at all', async () => {
    const { store } = await open()
    const server = await app(store, { siteUrl: 'http://127.0.0.1:8123' })
    const state = (await server.inject('/api/inbox/state')).json()
    expect(state).toMatchObject({ enabled: false, signedIn: false })
    expect(state.reason).toMatch(/IP address.*SITE_URL/)
    const apiRoutes = server.routeTable.filter((r) => r.config?.desk && r.url.startsWith('/api/'))
    expect(apiRoutes.map((r) => `${String(r.method)} ${r.url}`)).toEqual(['GET /api/inbox/state', 'HEAD /api/inbox/state'])
    const options = await server.inject({
      method: 'POST',
      url: '/api/inbox/sign-in/options',
      headers: { ...json, origin: 'http://127.0.0.1:8123' },
      payload: {},
    })
    expect(options.statusCode).toBe(404)
    expect((await server.inject('/api/inbox/leads')).statusCode).toBe(404)
    expect((await server.inject('/inbox')).headers.location).toBe('/inbox/sign-in')
  })
})
