// The desk's push alerts against a push service on loopback (tests/helpers/push-service.ts, let
// through by the PUSH_EXTRA_ORIGINS option, as only tests do), on SQLite and PostgreSQL: a new lead
// reaches every subscribed device once, encrypted for that device (decrypted here with the keys the
// device made, RFC 8291) and signed with VAPID for the service's origin (RFC 8292); spam alerts no
// one; a device the service no longer knows (410) is removed; a device that never answers fails
// only its own alert; two instances send each alert once; a push service that hangs or is down
// delays no e-mail, which reaches a real SMTP server on loopback; the owner's e-mail failing alerts
// once; old alerts are purged.
import { describe, expect, it } from 'vitest'
import { createSmtpMailer } from '../mail/mailer'
import { createOutbox } from '../outbox/outbox'
import type { NewLead } from '../store/store'
import { iso } from '../store/tables'
import { openDeskPush } from './desk-push'
import { deskOf, storeTargets } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { startTestSmtp, waitFor } from '../../tests/helpers/smtp-server'
import { type DevicePushKeys, type PushRequest, decryptPush, devicePushKeys, startTestPushService } from '../../tests/helpers/push-service'
import { business } from '#content/business'
import { type ServerStore } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const siteUrl = 'https://startile.example'
const addresses = { leadsTo: 'owner@startile.example', from: 'Star Tile <leads@startile.example>' }

const quote = (n: number, extra: Partial<NewLead> = {}): NewLead => ({
  form: 'quote',
  name: `Dana Visitor ${n}`,
  email: `dana-${n}@example.com`,
  phone: '(503) 555-0199',
  projectType: 'Flooring',
  message: 'Secret message text: the hall floor, 120 sq ft.',
  zip: '97030',
  inArea: true,
  photos: [1, 2].map((i) => ({
    name: `floor-${i}.jpg`,
    contentType: 'image/jpeg' as const,
    data: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
    width: 10,
    height: 10,
    originalBytes: 4,
  })),
  ...extra,
})

describe.each(storeTargets(pgDb))('desk push alerts on $name', (target) => {
  async function setUp() {
    const { store, another } = await target.open()
    cleanups.push(() => store.close())
    const service = await startTestPushService()
    cleanups.push(() => service.stop())
    const smtp = await startTestSmtp()
    cleanups.push(() => smtp.stop())
    const mailer = createSmtpMailer(smtp.url)
    cleanups.push(() => mailer.close())
    const { id: personId } = await store.handle.db
      .insertInto('people')
      .values({ email: 'owner@startile.example', role: 'owner', created_at: iso(new Date()) })
      .returning('id')
      .executeTakeFirstOrThrow()
    const devices = new Map<string, DevicePushKeys>()
    /** A phone turning alerts on: keys made as a browser makes them, its subscription stored. */
    const subscribe = async (name: string) => {
      const keys = devicePushKeys()
      devices.set(name, keys)
      await store.push.subscribe({
        personId: Number(personId),
        passkeyId: null,
        endpoint: service.endpoint(name),
        p256dh: keys.p256dh,
        auth: keys.authText,
      })
    }
    const outboxOf = async (s: ServerStore, workerId: string, timeoutMs = 10_000) => {
      const outbox = createOutbox({
        store: s,
        mailer,
        push: await openDeskPush(s, siteUrl, { timeoutMs, extraOrigins: [service.origin] }),
        ...addresses,
        pollMs: 50,
        workerId,
      })
      cleanups.push(() => outbox.stop())
      return outbox
    }
    /** What a device shows: the request's body opened with that device's keys. */
    const opened = (which: string | PushRequest) => {
      const request = typeof which === 'string' ? service.requests.find((r) => r.path === which) : which
      if (!request) throw new Error(`no request to ${String(which)}`)
      const keys = devices.get(request.path.split('/').pop() ?? '')
      if (!keys) throw new Error(`no device for ${request.path}`)
      return JSON.parse(decryptPush(request.body, keys)) as { title: string; body: string; url: string; tag: string }
    }
    return { store, another, service, smtp, subscribe, outboxOf, opened }
  }

  it('sends a new lead to every subscribed device, encrypted for it and signed for the push service', async () => {
    const { store, service, subscribe, outboxOf, opened } = await setUp()
    await subscribe('phone-a')
    await subscribe('phone-b')
    const { id } = await store.insertLead(quote(1))
    const outbox = await outboxOf(store, 'w')
    await outbox.runOnce()
    expect(service.requests.map((r) => r.path).sort()).toEqual(['/push/v1/phone-a', '/push/v1/phone-b'])
    const { publicKey } = await store.push.vapidKeys(() => {
      throw new Error('the keys were made on start')
    })
    for (const request of service.requests) {
      expect(request.vapid).toMatchObject({ valid: true, aud: service.origin, sub: `mailto:${business.email}`, publicKey })
      expect(request.headers['content-encoding']).toBe('aes128gcm')
      expect(Number(request.headers.ttl)).toBeGreaterThan(0)
      const shown = opened(request.path)
      expect(shown).toEqual({
        title: 'New quote request',
        body: 'Flooring, Gresham 97030, 2 photos',
        url: `${siteUrl}/inbox/leads/${id}`,
        tag: `lead-${id}`,
      })
      // The lock screen never shows the customer's message, name, e-mail or phone.
      const text = JSON.stringify(shown)
      for (const secret of ['Secret message', 'Dana', 'dana-1@example.com', '555-0199']) expect(text).not.toContain(secret)
    }
    expect((await store.push.alertsFor(id)).map((a) => [a.kind, a.status, a.attempts])).toEqual([
      ['new-lead', 'sent', 1],
      ['new-lead', 'sent', 1],
    ])
  })

  it('alerts every device once when a customer asks to move their visit, without the customer’s note', async () => {
    const { store, service, subscribe, outboxOf, opened } = await setUp()
    const { id } = await store.insertLead(quote(3))
    const booked = await deskOf(store).changeLead(id, {
      version: 1,
      status: 'Visit booked',
      visit: { on: '2099-01-05', time: '09:30' },
      person: { id: 1, email: 'owner@startile.example' },
    })
    expect(booked).toMatchObject({ ok: true })
    await (await outboxOf(store, 'w')).runOnce()
    await subscribe('phone-a')
    await subscribe('phone-b')
    // As the customer's page stores it (server/visits/visit-routes.ts): one transaction with the alerts.
    await store.recordVisitRequest(id, {
      kind: 'move',
      choices: [],
      note: 'Gate code 4411',
      visitSequence: 1,
      historyNote: 'Asked to move',
    })
    await (await outboxOf(store, 'w2')).runOnce()
    expect(service.requests.map((r) => r.path).sort()).toEqual(['/push/v1/phone-a', '/push/v1/phone-b'])
    for (const request of service.requests) {
      const shown = opened(request.path)
      expect(shown).toMatchObject({ title: 'Visit change requested', url: `${siteUrl}/inbox/leads/${id}` })
      expect(JSON.stringify(shown)).not.toContain('4411')
    }
    expect((await store.push.alertsFor(id)).map((a) => [a.kind, a.status])).toEqual([
      ['visit-request', 'sent'],
      ['visit-request', 'sent'],
    ])
  })

  it('alerts no one of spam', async () => {
    const { store, service, subscribe, outboxOf } = await setUp()
    await subscribe('phone-a')
    const { id } = await store.insertLead(quote(2, { spamReason: 'honeypot' }))
    await (await outboxOf(store, 'w')).runOnce()
    expect(await store.push.alertsFor(id)).toEqual([])
    expect(service.requests).toEqual([])
  })

  it('removes a device the push service answers 410 for, and still alerts the others', async () => {
    const { store, service, subscribe, outboxOf, opened } = await setUp()
    await subscribe('phone-gone')
    await subscribe('phone-kept')
    service.answers.set('phone-gone', 410)
    const outbox = await outboxOf(store, 'w')
    const first = await store.insertLead(quote(3))
    await outbox.runOnce()
    expect(service.requests.map((r) => r.answered).sort()).toEqual([201, 410])
    expect((await store.push.subscriptions()).map((s) => s.endpoint)).toEqual([service.endpoint('phone-kept')])
    expect(opened('/push/v1/phone-kept').url).toBe(`${siteUrl}/inbox/leads/${first.id}`)
    // The next lead goes to the device that is left only.
    const second = await store.insertLead(quote(4))
    await outbox.runOnce()
    expect(service.requests.slice(2).map((r) => r.path)).toEqual(['/push/v1/phone-kept'])
    expect((await store.push.alertsFor(second.id)).map((a) => a.status)).toEqual(['sent'])
  })

  it('two instances on one database send each alert once', async () => {
    const { store, another, service, subscribe, outboxOf } = await setUp()
    const other = await another()
    cleanups.push(() => other.close())
    for (const name of ['phone-a', 'phone-b', 'phone-c']) await subscribe(name)
    const ids: number[] = []
    for (let n = 0; n < 6; n++) ids.push((await (n % 2 ? store : other).insertLead(quote(10 + n))).id)
    const a = await outboxOf(store, 'a')
    const b = await outboxOf(other, 'b')
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()])
    await Promise.all([a.runOnce(), b.runOnce()])
    expect(service.requests).toHaveLength(18)
    const alerts = (await Promise.all(ids.map((id) => store.push.alertsFor(id)))).flat()
    expect(alerts).toHaveLength(18)
    expect(alerts.every((x) => x.status === 'sent' && x.attempts === 1)).toBe(true)
  })

  it('sends every e-mail while the push service hangs, and retries the alerts of a push service that is down', async () => {
    const { store, service, smtp, subscribe, outboxOf } = await setUp()
    await subscribe('phone-hangs')
    service.answers.set('phone-hangs', 'hang')
    // A minute to answer: the push service holds the alert for the whole test.
    const outbox = await outboxOf(store, 'w', 60_000)
    outbox.start()
    const ids = [(await store.insertLead(quote(20))).id]
    outbox.nudge()
    await waitFor(() => service.requests.length === 1, 10_000, 'the first alert to reach the push service')
    for (let n = 21; n <= 23; n++) {
      ids.push((await store.insertLead(quote(n))).id)
      outbox.nudge()
    }
    await waitFor(() => smtp.received.length === 8, 10_000, 'every e-mail of four leads')
    expect(service.requests).toHaveLength(1)
    await outbox.stop()
    // Stopped mid-send, the alert's lease was given back untouched.
    expect((await store.push.alertsFor(ids[0])).map((a) => [a.status, a.attempts])).toEqual([['pending', 0]])

    await service.stop()
    const down = await outboxOf(store, 'down')
    await down.runOnce()
    const alerts = (await Promise.all(ids.map((id) => store.push.alertsFor(id)))).flat()
    expect(alerts.map((a) => [a.status, a.attempts])).toEqual(Array(4).fill(['pending', 1]))
    expect(alerts[0].lastError).toMatch(/^The push service at http:\/\/127\.0\.0\.1:\d+: could not connect$/)
  })

  it('alerts every device once when the owner’s e-mail starts failing', async () => {
    const { store, service, smtp, subscribe, opened } = await setUp()
    await subscribe('phone-a')
    await smtp.stop()
    const push = await openDeskPush(store, siteUrl, { extraOrigins: [service.origin] })
    const deadMailer = createSmtpMailer(smtp.url)
    cleanups.push(() => deadMailer.close())
    const outbox = createOutbox({ store, mailer: deadMailer, push, ...addresses, workerId: 'w' })
    cleanups.push(() => outbox.stop())
    for (let n = 30; n < 33; n++) await store.insertLead(quote(n))
    await outbox.runOnce()
    await outbox.runOnce()
    // Three leads: three owner e-mails failed, one alert about it (and one per lead).
    const failing = service.requests.filter((r) => opened(r).tag === 'mail-failing')
    expect(failing).toHaveLength(1)
    expect(opened(failing[0])).toMatchObject({ title: 'Lead e-mails are not going out', url: `${siteUrl}/inbox` })
    expect(service.requests).toHaveLength(4)
  })

  it('keeps an alert’s record 30 days after it was sent, and one still due until it is', async () => {
    const { store, subscribe, outboxOf } = await setUp()
    await subscribe('phone-a')
    const sent = await store.insertLead(quote(40))
    await (await outboxOf(store, 'w')).runOnce()
    // Queued as old, never sent (no worker runs again).
    const due = await store.insertLead(quote(41))
    await store.purgeExpired(new Date(Date.now() + 29 * 86_400_000))
    expect((await store.push.alertsFor(sent.id)).map((a) => a.status)).toEqual(['sent'])
    await store.purgeExpired(new Date(Date.now() + 31 * 86_400_000))
    expect(await store.push.alertsFor(sent.id)).toEqual([])
    expect((await store.push.alertsFor(due.id)).map((a) => a.status)).toEqual(['pending'])
    expect(await store.getLead(sent.id)).toBeDefined()
  })

  it('a device whose push service never answers fails only its own alert, and is retried later', async () => {
    const { store, service, subscribe, outboxOf } = await setUp()
    await subscribe('phone-silent')
    await subscribe('phone-ok')
    service.answers.set('phone-silent', 'hang')
    const { id } = await store.insertLead(quote(50))
    await (await outboxOf(store, 'w', 300)).runOnce()
    const alerts = await store.push.alertsFor(id)
    const subscriptions = await store.push.subscriptions()
    const statusOf = (name: string) => {
      const subscription = subscriptions.find((s) => s.endpoint === service.endpoint(name))
      return alerts.filter((a) => a.subscriptionId === subscription?.id).map((a) => [a.status, a.attempts, a.lastError])
    }
    expect(statusOf('phone-ok')).toEqual([['sent', 1, null]])
    expect(statusOf('phone-silent')).toEqual([['pending', 1, expect.stringMatching(/: no answer within 300 ms$/)]])
  })
})
