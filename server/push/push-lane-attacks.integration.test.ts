// The push lane under the attacks a helper can mount with subscriptions, on SQLite and PostgreSQL:
// three endpoints that never answer must not hold up the owner's alert of the next lead (the lane
// sends to devices side by side, each within its timeout); an endpoint whose name resolves to
// 127.0.0.1 is never connected to when an alert is sent (a local listener counts connections);
// a device whose push service fails five sends in a row over a day is dropped, a delivery resetting the count.
import { type Socket, createServer } from 'node:net'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { createSmtpMailer } from '../mail/mailer'
import { createOutbox } from '../outbox/outbox'
import type { NewLead } from '../store/store'
import type { ServerStore } from '../stores'
import { iso } from '../store/tables'
import { openDeskPush } from './desk-push'
import type { Lookup } from './push-endpoint'
import { storeTargets } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { startTestSmtp, waitFor } from '../../tests/helpers/smtp-server'
import { devicePushKeys, startTestPushService } from '../../tests/helpers/push-service'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const siteUrl = 'https://startile.example'
const contact = (n: number): NewLead => ({
  form: 'contact',
  name: `A ${n}`,
  email: `a${n}@example.com`,
  phone: '5035550100',
  message: 'Hi',
})

/** A resolver that answers 127.0.0.1 for every name, as a hostile or rebinding DNS would; it notes each name asked. */
const toLoopback =
  (asked: string[]): Lookup =>
  (hostname, _options, callback) => {
    asked.push(hostname)
    callback(null, [{ address: '127.0.0.1', family: 4 }])
  }

describe.each(storeTargets(pgDb))('push lane attacks on $name', (target) => {
  async function setUp() {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const smtp = await startTestSmtp()
    cleanups.push(() => smtp.stop())
    const mailer = createSmtpMailer(smtp.url)
    cleanups.push(() => mailer.close())
    const { id } = await store.handle.db
      .insertInto('people')
      .values({ email: 'owner@startile.example', role: 'owner', created_at: iso(new Date()) })
      .returning('id')
      .executeTakeFirstOrThrow()
    const subscribe = async (endpoint: string) => {
      const keys = devicePushKeys()
      await store.push.subscribe({ personId: Number(id), passkeyId: null, endpoint, p256dh: keys.p256dh, auth: keys.authText })
    }
    const outboxOf = (s: ServerStore, push: Awaited<ReturnType<typeof openDeskPush>>, retryBaseMs = 30_000, now = () => new Date()) => {
      const outbox = createOutbox({
        store: s,
        mailer,
        push,
        leadsTo: 'owner@startile.example',
        from: 'Star Tile <leads@startile.example>',
        pollMs: 50,
        retry: { baseMs: retryBaseMs, maxMs: retryBaseMs },
        workerId: 'w',
        now,
      })
      cleanups.push(() => outbox.stop())
      return outbox
    }
    return { store, subscribe, outboxOf }
  }

  it('three push services that never answer delay the owner’s alert of the next lead by under 5 s', async () => {
    const { store, subscribe, outboxOf } = await setUp()
    const service = await startTestPushService()
    cleanups.push(() => service.stop())
    for (const name of ['hung-1', 'hung-2', 'hung-3']) {
      service.answers.set(name, 'hang')
      await subscribe(service.endpoint(name))
    }
    await subscribe(service.endpoint('owner-phone'))
    // The production timeout (5 s), and retries due at once, so the hung devices' alerts pile up.
    const outbox = outboxOf(store, await openDeskPush(store, siteUrl, { extraOrigins: [service.origin] }), 10)
    outbox.start()
    const ownerAlerts = () => service.requests.filter((r) => r.path.endsWith('/owner-phone')).length
    for (let n = 1; n <= 3; n++) {
      await store.insertLead(contact(n))
      outbox.nudge()
    }
    await waitFor(() => ownerAlerts() === 3, 10_000, 'the owner’s first three alerts')
    expect(service.requests.filter((r) => r.answered === 'hang').length).toBeGreaterThanOrEqual(3)
    const queued = Date.now()
    await store.insertLead(contact(4))
    outbox.nudge()
    await waitFor(() => ownerAlerts() === 4, 10_000, 'the owner’s alert of the next lead')
    const delayMs = Date.now() - queued
    console.log(`[${target.name}] the owner's alert of the next lead, behind three hung push services: ${delayMs} ms`)
    expect(delayMs).toBeLessThan(5000)
  })

  it('never connects to an endpoint whose name resolves to 127.0.0.1 when an alert is sent', async () => {
    const { store, subscribe, outboxOf } = await setUp()
    const connections: Socket[] = []
    const listener = createServer((socket) => connections.push(socket.destroy()))
    listener.listen(0, '127.0.0.1')
    await once(listener, 'listening')
    cleanups.push(() => new Promise((resolve) => listener.close(resolve)))
    const address = listener.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    const { port } = address
    // A push service's name on the listener's port (the policy's port, 443 in production).
    const endpoint = `https://fcm.googleapis.com:${port}/fcm/send/helper-phone`
    await subscribe(endpoint)
    const { id } = await store.insertLead(contact(1))
    const asked: string[] = []
    await outboxOf(store, await openDeskPush(store, siteUrl, { port, lookup: toLoopback(asked) })).runOnce()
    // The name passed the list of push services; its address was refused when the socket asked for it.
    expect(asked).toContain('fcm.googleapis.com')
    expect(connections).toHaveLength(0)
    expect((await store.push.alertsFor(id)).map((a) => [a.status, a.lastError])).toEqual([
      ['failed', expect.stringMatching(/not on the public internet/)],
    ])
    // The listener counts what reaches it: the tests' own setting (an extra origin, unchecked) gets through.
    const local = `https://127.0.0.1:${port}`
    await subscribe(`${local}/fcm/send/test-phone`)
    const { id: next } = await store.insertLead(contact(2))
    await outboxOf(store, await openDeskPush(store, siteUrl, { port, lookup: toLoopback([]), extraOrigins: [local] })).runOnce()
    expect(connections).toHaveLength(1)
    expect((await store.push.alertsFor(next)).map((a) => [a.status, a.lastError])).toEqual([
      ['failed', expect.stringMatching(/not on the public internet/)],
      ['pending', expect.stringMatching(/could not connect$/)],
    ])
  })

  it('drops a device after five failed sends in a row over a day; a delivery starts the count again', async () => {
    const { store, subscribe, outboxOf } = await setUp()
    const service = await startTestPushService()
    cleanups.push(() => service.stop())
    await subscribe(service.endpoint('flaky'))
    let aheadMs = 0
    const outbox = outboxOf(
      store,
      await openDeskPush(store, siteUrl, { extraOrigins: [service.origin] }),
      30_000,
      () => new Date(Date.now() + aheadMs),
    )
    const sendOne = async (answer: number) => {
      service.answers.set('flaky', answer)
      await store.insertLead(contact(service.requests.length + 1))
      await outbox.runOnce()
    }
    for (let n = 0; n < 4; n++) await sendOne(500)
    // A day later a delivery starts the count again: four more failures keep the device.
    aheadMs = 25 * 3_600_000
    await sendOne(201)
    for (let n = 0; n < 4; n++) await sendOne(500)
    expect(await store.push.subscriptions()).toHaveLength(1)
    // Five in a row within minutes (as an outage of the server's own network fails them): kept.
    await sendOne(500)
    expect(await store.push.subscriptions()).toHaveLength(1)
    // Still failing a day on: dropped, with its alerts.
    aheadMs = 50 * 3_600_000
    await sendOne(500)
    expect(service.requests.filter((r) => r.answered === 201).length).toBeGreaterThan(0)
    expect(await store.push.subscriptions()).toEqual([])
  })
})
