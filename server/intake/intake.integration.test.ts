// The lead endpoints against the real store (SQLite in a temp dir); the last test runs the whole
// path over real sockets with a real SMTP server that is down, then back.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { logLines } from '../../tests/helpers/log-lines'
import Fastify, { type InjectOptions } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { createSmtpMailer } from '../mail/mailer'
import { statsText } from '../mail/format'
import { createOutbox } from '../outbox/outbox'
import { openLeadStore } from '../store/store'
import { startTestSmtp, waitFor } from '../../tests/helpers/smtp-server'
import { type LeadsRoutesOptions, leadsRoutes } from './leads'
import { type ServerStore, withRoomQueries } from '../stores'

const site = 'https://www.startile.example'
const contact = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(503) 555-0100',
  message: 'A backsplash.',
  company_website: '',
  elapsed_ms: 9000,
}
const quote = { ...contact, projectType: 'Flooring' }

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
})

async function build(options: Partial<LeadsRoutesOptions> & { store?: ServerStore; log?: string[] } = {}) {
  const store = options.store ?? withRoomQueries(await openLeadStore({ dataDir: mkdtempSync(join(tmpdir(), 'leads-routes-')) }))
  const nudges = { count: 0 }
  const log = options.log
  const { stream } = logLines(log)
  const app = Fastify({ logger: log ? { level: 'info', stream } : false })
  await app.register(leadsRoutes, {
    store,
    outbox: { nudge: () => void nudges.count++ },
    siteUrl: site,
    rateLimit: 0,
    minFillMs: 3000,
    ...options,
  })
  await app.ready()
  cleanups.push(
    () => app.close(),
    () => store.close(),
  )
  return { app, store, nudges }
}

type Post = Omit<InjectOptions, 'method' | 'url'>
const postJson = (app: Awaited<ReturnType<typeof build>>['app'], url: string, body: unknown, extra: Post = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    ...extra,
    headers: { 'content-type': 'application/json', ...extra.headers },
  })
const postForm = (
  app: Awaited<ReturnType<typeof build>>['app'],
  url: string,
  fields: Record<string, string>,
  extra: { headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site, 'sec-fetch-site': 'same-origin', ...extra.headers },
  })

describe('POST /api/send-contact-email and /api/quote', () => {
  it('stores a contact lead with its e-mails queued, nudges the outbox and answers 201', async () => {
    const { app, store, nudges } = await build()
    const res = await postJson(app, '/api/send-contact-email', contact, { headers: { 'user-agent': 'Test Browser' } })
    expect(res.statusCode).toBe(201)
    const { ok, id } = res.json()
    expect(ok).toBe(true)
    expect(await store.getLead(id)).toMatchObject({
      form: 'contact',
      name: 'Jane Doe',
      projectType: null,
      spam: false,
      userAgent: 'Test Browser',
    })
    expect((await store.outboxFor(id)).map((r) => r.kind)).toEqual(['business', 'acknowledgement'])
    expect(nudges.count).toBe(1)
  })

  it('stores a quote request with its project type', async () => {
    const { app, store } = await build()
    const res = await postJson(app, '/api/quote', quote)
    expect(res.statusCode).toBe(201)
    expect(await store.getLead(res.json().id)).toMatchObject({ form: 'quote', projectType: 'Flooring' })
  })

  it('keeps the year the home was built, and refuses nonsense in the site’s words without storing the request', async () => {
    const { app, store } = await build()
    const res = await postJson(app, '/api/quote', { ...quote, yearBuilt: '1962' })
    expect(res.statusCode).toBe(201)
    expect((await store.getLead(res.json().id))?.yearBuilt).toBe(1962)
    for (const yearBuilt of ['1699', String(new Date().getUTCFullYear() + 2), 'old']) {
      const refused = await postJson(app, '/api/quote', { ...quote, yearBuilt })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().errors).toEqual({
        yearBuilt: expect.stringMatching(/^Please enter the year as four digits, from 1700 to \d{4}, or leave it empty\.$/),
      })
    }
    // Without JavaScript: the form page again, the message beside the field, the typed year kept.
    const page = await postForm(app, '/api/quote', { ...quote, elapsed_ms: '9000', yearBuilt: '1699' })
    expect(page.statusCode).toBe(400)
    expect(page.body).toContain('Please enter the year as four digits')
    expect((await store.allLeads()).map((l) => l.yearBuilt)).toEqual([1962])
  })

  it('answers 400 with a message per field and stores nothing', async () => {
    const { app, store, nudges } = await build()
    const res = await postJson(app, '/api/quote', {
      name: '',
      email: 'nope',
      phone: '12',
      projectType: 'Roofing',
      message: 'x'.repeat(5001),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      ok: false,
      errors: {
        name: 'Please enter your name.',
        email: 'Please enter a valid e-mail address.',
        phone: 'Please enter a phone number of 7 to 25 digits, spaces or + ( ) - .',
        projectType: 'Please choose one of the listed project types.',
        message: 'Please keep your message under 5,000 characters.',
      },
    })
    expect(await store.allLeads()).toEqual([])
    expect(nudges.count).toBe(0)
  })

  it('answers 400 for a body that is not JSON, naming no field values', async () => {
    const { app } = await build()
    const res = await app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: '{"name": "Jane',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ ok: false, error: 'The form could not be read. Please try again.' })
  })

  it('answers 413 over a 16 KB body, JSON or form', async () => {
    const { app, store } = await build()
    const big = 'x'.repeat(17_000)
    expect((await postJson(app, '/api/send-contact-email', { ...contact, message: big })).statusCode).toBe(413)
    const form = await postForm(app, '/api/quote', { ...contact, elapsed_ms: '', message: big })
    expect(form.statusCode).toBe(413)
    expect(form.headers['content-type']).toContain('text/html')
    expect(await store.allLeads()).toEqual([])
  })

  it('answers 415 for other content types', async () => {
    const { app } = await build()
    // (multipart/form-data is the quote form's own type: server/intake/quote-details.integration.test.ts)
    for (const type of ['text/plain', 'multipart/mixed; boundary=x', 'application/xml']) {
      const res = await app.inject({ method: 'POST', url: '/api/quote', payload: 'name=Jane', headers: { 'content-type': type } })
      expect(res.statusCode, type).toBe(415)
      expect(res.json().ok).toBe(false)
    }
    const none = await app.inject({ method: 'POST', url: '/api/quote' })
    expect(none.statusCode).toBe(415)
  })

  it('answers 403 to cross-site posts, by Sec-Fetch-Site or by Origin', async () => {
    const { app, store } = await build()
    const crossSite = await postJson(app, '/api/quote', quote, { headers: { 'sec-fetch-site': 'cross-site' } })
    expect(crossSite.statusCode).toBe(403)
    const foreign = await postJson(app, '/api/quote', quote, { headers: { origin: 'https://evil.example' } })
    expect(foreign.statusCode).toBe(403)
    expect(foreign.json().error).toMatch(/only be sent from the Star Tile website/)
    const nullOrigin = await postJson(app, '/api/quote', quote, { headers: { origin: 'null' } })
    expect(nullOrigin.statusCode).toBe(403)
    // The right host under another scheme is another origin (a page on plain HTTP posting to HTTPS).
    const otherScheme = await postJson(app, '/api/quote', quote, { headers: { origin: 'https://localhost:3000', host: 'localhost:3000' } })
    expect(otherScheme.statusCode).toBe(403)
    const siteOverHttp = await postJson(app, '/api/quote', quote, { headers: { origin: 'http://www.startile.example' } })
    expect(siteOverHttp.statusCode).toBe(403)
    expect(await store.allLeads()).toEqual([])
  })

  it("accepts posts from the site's origin and from the server's own host", async () => {
    const { app } = await build()
    const fromSite = await postJson(app, '/api/quote', quote, { headers: { origin: site, 'sec-fetch-site': 'same-origin' } })
    expect(fromSite.statusCode).toBe(201)
    const local = await postJson(app, '/api/quote', quote, { headers: { origin: 'http://localhost:3000', host: 'localhost:3000' } })
    expect(local.statusCode).toBe(201)
    const otherPort = await postJson(app, '/api/quote', quote, { headers: { origin: 'http://localhost:5173', host: 'localhost:3000' } })
    expect(otherPort.statusCode).toBe(403)
    // A plain form post under a strict referrer policy: the browser vouches with Sec-Fetch-Site.
    const nullButSameOrigin = await postForm(
      app,
      '/api/send-contact-email',
      { ...contact, elapsed_ms: '9000' },
      { headers: { origin: 'null', 'sec-fetch-site': 'same-origin' } },
    )
    expect(nullButSameOrigin.statusCode).toBe(303)
  })

  it('answers 429 with Retry-After past the rate limit, counted over both endpoints', async () => {
    const { app } = await build({ rateLimit: 2 })
    expect((await postJson(app, '/api/quote', quote)).statusCode).toBe(201)
    expect((await postJson(app, '/api/send-contact-email', contact)).statusCode).toBe(201)
    const limited = await postJson(app, '/api/quote', quote)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json()).toEqual({ ok: false, error: expect.stringMatching(/Too many requests/) })
  })

  it('does not rate-limit when LEADS_RATE_LIMIT is 0', async () => {
    const { app } = await build({ rateLimit: 0 })
    for (let i = 0; i < 8; i++) expect((await postJson(app, '/api/quote', quote)).statusCode).toBe(201)
  })

  it('answers a filled honeypot like success, stores it as spam and queues no e-mail', async () => {
    const { app, store, nudges } = await build()
    const res = await postJson(app, '/api/send-contact-email', { ...contact, company_website: 'https://spam.example' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ ok: true, id: expect.any(Number) })
    expect(await store.getLead(res.json().id)).toMatchObject({ spam: true, spamReason: 'honeypot' })
    expect(await store.outboxFor(res.json().id)).toEqual([])
    expect(nudges.count).toBe(0)
  })

  it('treats a submit faster than SPAM_MIN_FILL_MS the same way', async () => {
    const { app, store, nudges } = await build({ minFillMs: 3000 })
    const res = await postJson(app, '/api/quote', { ...quote, elapsed_ms: 1200 })
    expect(res.statusCode).toBe(201)
    expect(await store.getLead(res.json().id)).toMatchObject({ spam: true, spamReason: 'too-fast' })
    expect(await store.outboxFor(res.json().id)).toEqual([])
    expect(nudges.count).toBe(0)
    const garbage = await postJson(app, '/api/quote', { ...quote, elapsed_ms: 'soon' })
    expect((await store.getLead(garbage.json().id))?.spamReason).toBe('too-fast')
  })

  it('flags a post that leaves out the trap or the time field: the spam checks cannot be skipped', async () => {
    const { app, store, nudges } = await build({ minFillMs: 3000 })
    const { elapsed_ms: _e, ...withoutTiming } = quote
    const { company_website: _c, ...withoutTrap } = quote
    const { elapsed_ms: _e2, company_website: _c2, ...withoutEither } = quote
    const reasons = []
    for (const body of [withoutTiming, withoutTrap, withoutEither]) {
      const res = await postJson(app, '/api/quote', body)
      expect(res.statusCode).toBe(201)
      reasons.push((await store.getLead(res.json().id))?.spamReason)
      expect(await store.outboxFor(res.json().id)).toEqual([])
    }
    expect(reasons).toEqual(['too-fast', 'honeypot', 'honeypot'])
    expect(nudges.count).toBe(0)
  })

  it('takes the form without JavaScript at its word that it has no clock, and skips the check when it is turned off', async () => {
    const { app, store } = await build({ minFillMs: 3000 })
    const res = await postJson(app, '/api/quote', { ...quote, elapsed_ms: 'no-script' })
    expect((await store.getLead(res.json().id))?.spam).toBe(false)
    const off = await build({ minFillMs: 0 })
    const fast = await postJson(off.app, '/api/quote', { ...quote, elapsed_ms: 10 })
    expect((await off.store.getLead(fast.json().id))?.spam).toBe(false)
  })

  it('stores a form post without JavaScript and answers 303 to /thank-you', async () => {
    const { app, store, nudges } = await build()
    const res = await postForm(app, '/api/quote', {
      name: 'Sam Lee',
      email: 'sam@example.com',
      phone: '503-555-0199',
      projectType: 'Bathroom & Shower',
      message: 'Walk-in shower, 4 x 6 ft.',
      company_website: '',
      elapsed_ms: 'no-script',
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/thank-you')
    const [lead] = await store.allLeads()
    expect(lead).toMatchObject({ form: 'quote', name: 'Sam Lee', projectType: 'Bathroom & Shower', spam: false })
    expect(lead.mail).toEqual({ business: 'pending', acknowledgement: 'pending' })
    expect(nudges.count).toBe(1)
  })

  it('answers a bad form post without JavaScript with the form page again, entries kept, errors marked', async () => {
    const { app, store } = await build()
    const res = await postForm(app, '/api/send-contact-email', { name: 'Sam <Lee>', email: 'sam@', phone: '', message: '' })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toContain('Please check the form')
    expect(res.body).toContain('Please enter a valid e-mail address.')
    expect(res.body).toContain('Please enter your phone number.')
    expect(res.body).toContain('value="Sam &lt;Lee&gt;"')
    expect(res.body).not.toContain('Sam <Lee>')
    expect(await store.allLeads()).toEqual([])
  })

  it('never logs what the visitor typed, not even in errors', async () => {
    const log: string[] = []
    const real = withRoomQueries(await openLeadStore({ dataDir: mkdtempSync(join(tmpdir(), 'leads-routes-')) }))
    const broken: ServerStore = {
      ...real,
      insertLead: async (lead) => {
        throw new Error(`SQLITE_FULL while storing ${lead.name} ${lead.email}`)
      },
    }
    const { app } = await build({ store: broken, log })
    const secret = { ...contact, name: 'Zelda Secretname', email: 'zelda.secret@example.com', message: 'hidden-project-words' }
    expect((await postJson(app, '/api/send-contact-email', secret)).statusCode).toBe(503)
    expect((await postJson(app, '/api/send-contact-email', { ...secret, email: 'bad' })).statusCode).toBe(400)
    await app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: '{"name":"Zelda Secretname',
      headers: { 'content-type': 'application/json' },
    })
    await postForm(app, '/api/quote', { ...secret, elapsed_ms: '' })
    await real.close()
    const text = log.join('')
    expect(text).toContain('lead not stored: database unavailable')
    expect(text).toContain('"statusCode":503')
    for (const value of ['Zelda', 'Secretname', 'zelda.secret', 'hidden-project-words', '555-0100']) expect(text).not.toContain(value)
  })
})

describe('where a lead came from', () => {
  const visit = 'st_visit=s=google&m=cpc&c=spring&k=gclid&r=www.google.com'

  it("records the form's page, the tool, and the visit's campaign and referrer from the session cookie", async () => {
    const { app, store } = await build()
    const estimate = 'length=12&width=10&tile=12x12&price=8.50&tiles=138&total=1173.00'
    const res = await postJson(
      app,
      '/api/quote',
      { ...quote, estimate },
      {
        headers: { cookie: `other=1; ${visit}`, referer: `${site}/quote?estimate=1`, 'sec-fetch-site': 'same-origin' },
      },
    )
    expect(res.statusCode).toBe(201)
    const lead = await store.getLead(res.json<{ id: number }>().id)
    expect(lead?.source).toEqual({
      page: '/quote',
      tool: 'calculator',
      referrerHost: 'www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      clickId: 'gclid',
      // inject() goes around the listener, where entries are counted: no landing page here (entry-counter tests).
      landingPage: null,
    })
    const to = new Date(Date.now() + 60_000)
    expect(await store.leadsBySource(new Date(to.getTime() - 86_400_000), to)).toEqual([
      { source: 'google', leads: 1, won: 0, wonCents: 0 },
    ])
  })

  it('keeps no campaign or referrer for a browser that sends Sec-GPC: 1 or DNT: 1, and never a foreign page', async () => {
    const { app, store } = await build()
    for (const signal of [{ 'sec-gpc': '1' }, { dnt: '1' }]) {
      const res = await postJson(app, '/api/send-contact-email', contact, {
        headers: { ...signal, cookie: visit, referer: `${site}/contact`, 'sec-fetch-site': 'same-origin' },
      })
      const lead = await store.getLead(res.json<{ id: number }>().id)
      expect(lead?.source).toEqual({
        page: '/contact',
        tool: null,
        referrerHost: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        clickId: null,
        landingPage: null,
      })
    }
    const forged = await postJson(app, '/api/send-contact-email', contact, {
      headers: { cookie: 'st_visit=s=%3Cimg%20src%3Dx%3E', referer: 'https://evil.example/contact' },
    })
    expect((await store.getLead(forged.json<{ id: number }>().id))?.source).toMatchObject({ page: null, utmSource: 'img src=x' })
  })
})

describe('SMTP down', () => {
  it('keeps accepting leads, retries, and delivers each e-mail exactly once when SMTP is back, across a restart', async () => {
    const smtp = await startTestSmtp()
    cleanups.push(() => smtp.stop())
    await smtp.stop()
    const dataDir = mkdtempSync(join(tmpdir(), 'leads-smtp-'))

    // One "server process": the store, the outbox and the endpoints; started twice below.
    async function startProcess() {
      const store = withRoomQueries(await openLeadStore({ dataDir }))
      const outbox = createOutbox({
        store,
        mailer: createSmtpMailer(smtp.url),
        leadsTo: 'owner@startile.example',
        from: 'Star Tile Website <hello@startile.example>',
        pollMs: 50,
        retry: { baseMs: 100, maxMs: 200 },
      })
      const app = Fastify()
      await app.register(leadsRoutes, { store, outbox, siteUrl: site, rateLimit: 0, minFillMs: 3000 })
      const address = await app.listen({ port: 0, host: '127.0.0.1' })
      outbox.start()
      const stop = async () => {
        await app.close()
        await outbox.stop()
        await store.close()
      }
      return { store, address, stop }
    }

    const first = await startProcess()
    const ids: number[] = []
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${first.address}/api/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first.address },
        body: JSON.stringify({ ...quote, email: `visitor${i}@example.com` }),
      })
      expect(res.status).toBe(201)
      ids.push((await res.json()).id)
    }
    const rows = async (store: ServerStore) => (await Promise.all(ids.map((id) => store.outboxFor(id)))).flat()
    await waitFor(async () => (await rows(first.store)).every((r) => r.attempts >= 2), 20_000, 'failed attempts')
    // Still queued (one may be mid-attempt): none sent, none given up.
    expect((await rows(first.store)).every((r) => r.status === 'pending' || r.status === 'sending')).toBe(true)
    expect((await rows(first.store))[0].lastError).toMatch(/ECONNREFUSED/)
    expect(smtp.received).toHaveLength(0)
    await first.stop()

    const second = await startProcess()
    cleanups.push(() => second.stop())
    await smtp.restart()
    await waitFor(async () => (await rows(second.store)).every((r) => r.status === 'sent'), 20_000, 'delivery')
    await new Promise((r) => setTimeout(r, 300)) // a few more polls: nothing is sent twice
    const messageIds = smtp.received.map((m) => m.mail.header('message-id')).sort()
    expect(messageIds).toEqual(
      ids.flatMap((id) => [`<lead-${id}-acknowledgement@startile.example>`, `<lead-${id}-business@startile.example>`]).sort(),
    )
  })

  it('marks a message the SMTP server refuses (5xx) failed, visible in the stats, without retrying it', async () => {
    const smtp = await startTestSmtp(0, { rejectRecipient: 'refused@example.com' })
    cleanups.push(() => smtp.stop())
    const store = withRoomQueries(await openLeadStore({ dataDir: mkdtempSync(join(tmpdir(), 'leads-smtp-')) }))
    cleanups.push(() => store.close())
    const outbox = createOutbox({ store, mailer: createSmtpMailer(smtp.url), leadsTo: 'owner@startile.example', pollMs: 50 })
    const { id } = await store.insertLead({ form: 'contact', name: 'Ann', email: 'refused@example.com', phone: '5035550100', message: '' })
    expect(await outbox.runOnce()).toBe(2)
    expect(await outbox.runOnce()).toBe(0)
    expect((await store.outboxFor(id)).map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ['business', 'sent', 1],
      ['acknowledgement', 'failed', 1],
    ])
    expect((await store.outboxFor(id))[1].lastError).toMatch(/550/)
    expect(statsText(await store.stats())).toContain('1 failed')
  })
})
