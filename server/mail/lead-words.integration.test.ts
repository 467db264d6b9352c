// One quote with every detail (three visit windows, photos, a pattern, an estimate, a campaign and a
// phone in odd formatting), posted through the real server (buildApp) on SQLite and PostgreSQL and
// delivered by the outbox over real sockets: the owner's e-mail (a real SMTP server), the webhook
// body (a real receiver), the desk's one-lead answer and its CSV all say its visit windows and its
// pattern in the same words, the ones the lead presenter (domain/lead-presenter.ts) gives.
import { describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { createSmtpMailer } from './mailer'
import { createOutbox } from '../outbox/outbox'
import { createWebhookSender } from '../outbox/webhook'
import { storeTargets, deskOf } from '../../tests/helpers/databases'
import { deskSite, register, standInDesk, withCookie } from '../../tests/helpers/desk'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { parseMail, startTestSmtp, textPart } from '../../tests/helpers/smtp-server'
import { photoWithGps } from '../../tests/helpers/test-images'
import { startTestReceiver } from '../../tests/helpers/webhook-receiver'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()

const secret = 'a-webhook-secret-of-this-test'
const addresses = { from: 'site@startile.example', leadsTo: 'owner@startile.example' }
const windows = ['monday-morning', 'wednesday-afternoon', 'saturday-morning']
// Written out here, not asked of the presenter: the test pins the words themselves.
const windowWords = [
  'Monday morning (8:00 AM – 12:00 PM)',
  'Wednesday afternoon (12:00 PM – 5:00 PM)',
  'Saturday morning (8:00 AM – 12:00 PM)',
]
const patternWords = 'Herringbone in Modern Gray, light grout'

async function quoteBody() {
  const form = new FormData()
  const fields = {
    name: 'Dana Example',
    email: 'dana@example.com',
    phone: ' +1 (503).555-0142 ',
    projectType: 'Flooring',
    message: 'Kitchen floor, about 120 sq ft.',
    zip: '97030',
    estimate: 'length=12&width=10&tile=12x12&price=8.50&tiles=138&total=1173.00',
    pattern: 'color=gray&pattern=herringbone&grout=light',
    company_website: '',
  }
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  for (const w of windows) form.append('visitWindows', w)
  for (const name of ['kitchen.jpg', 'floor.jpg']) {
    form.append('photos', new Blob([new Uint8Array(await photoWithGps(800, 600))], { type: 'image/jpeg' }), name)
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' }
}

describe.each(storeTargets(pgDb))('one lead in the same words everywhere on $name', (target) => {
  it('says the visit windows and the pattern alike in the e-mail, the webhook body, the desk and the CSV', async () => {
    const { store } = await target.open({ webhook: true })
    cleanups.push(() => store.close())
    const smtp = await startTestSmtp()
    const receiver = await startTestReceiver(secret)
    cleanups.push(
      () => smtp.stop(),
      () => receiver.stop(),
    )
    const server = await buildApp({
      distDir: standInDesk(),
      replayStatic: false,
      leads: { store, outbox: { nudge() {} }, siteUrl: deskSite, rateLimit: 0, minFillMs: 0 },
      inbox: { store, deskStore: deskOf(store), siteUrl: deskSite, outbox: { nudge() {} }, rateLimit: 0, now: () => new Date() },
    })
    cleanups.push(() => server.close())

    const { payload, type } = await quoteBody()
    const visit = 'st_visit=s=google&m=cpc&c=spring&k=gclid&r=www.google.com'
    const posted = await server.inject({
      method: 'POST',
      url: '/api/quote',
      payload,
      headers: { 'content-type': type, accept: 'application/json', origin: deskSite, cookie: visit, referer: `${deskSite}/quote` },
    })
    expect(posted.statusCode, posted.body).toBe(201)
    const id = posted.json<{ id: number }>().id

    const mailer = createSmtpMailer(smtp.url)
    const outbox = createOutbox({
      store,
      mailer,
      ...addresses,
      webhook: createWebhookSender({ url: receiver.url, secret, timeoutMs: 5000 }),
    })
    cleanups.push(() => outbox.stop())
    expect(await outbox.runOnce()).toBe(3)

    // The owner's e-mail: each window on its own line of "Preferred times", the pattern on its row.
    const owner = smtp.received.find((m) => m.envelopeTo.includes(addresses.leadsTo))
    const text = textPart(parseMail(owner?.raw ?? ''))
    for (const words of windowWords) expect(text).toMatch(new RegExp(`^(Preferred times:)? +${words.replace(/[()]/g, '\\$&')}$`, 'm'))
    expect(text).toMatch(new RegExp(`^Pattern: +${patternWords}$`, 'm'))
    expect(text).toMatch(/^Campaign: +google \/ cpc \/ spring, after a Google Ads click$/m)

    // The webhook body.
    const [delivery] = receiver.deliveries
    expect(delivery.signatureValid).toBe(true)
    const body = delivery.body as { visitWindows: { text: string }[]; pattern: { text: string } }
    expect(body.visitWindows.map((w) => w.text)).toEqual(windowWords)
    expect(body.pattern.text).toBe(patternWords)

    // The desk's one-lead answer and its CSV, signed in.
    const { cookie } = await register(server, await deskOf(store).createInvitation('owner@example.com', null))
    const desk = await server.inject({ url: `/api/inbox/leads/${id}`, headers: withCookie(cookie) })
    expect(desk.statusCode, desk.body).toBe(200)
    const answer = desk.json<{
      lead: { visitWindows: string[] }
      presented: { pattern: string; campaign: string; phone: { href: string } }
      mail: { kind: string; label: string; status: string }[]
    }>()
    expect(answer.lead.visitWindows).toEqual(windowWords)
    expect(answer.presented).toMatchObject({
      pattern: patternWords,
      campaign: 'google / cpc / spring, after a Google Ads click',
      phone: { href: 'tel:+15035550142' },
    })
    expect(answer.mail.map((m) => [m.kind, m.label, m.status])).toEqual([
      ['business', 'Notification to you', 'sent'],
      ['acknowledgement', 'Thank-you to the visitor', 'sent'],
      ['webhook', 'Webhook post', 'sent'],
    ])
    const csv = await server.inject({ url: '/api/inbox/leads.csv', headers: withCookie(cookie) })
    expect(csv.statusCode).toBe(200)
    expect(csv.body).toContain(`,${windowWords.join('; ')},`)
    // A cell with a comma is quoted (RFC 4180).
    expect(csv.body).toContain(`,"${patternWords}",`)
  })
})
