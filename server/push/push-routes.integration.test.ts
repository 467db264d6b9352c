// The desk's alert endpoints through the real server, on SQLite and PostgreSQL, signed in with
// software passkeys: a device's subscription is stored for the signed-in person and the passkey
// the session signed in with, listed as that device's, and queued an alert with each new lead;
// only an https endpoint on a domain name is taken, nothing without a session or from another
// origin; turning off removes only the person's own device; removing a passkey removes its alerts.
import { once } from 'node:events'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { AlertsAnswer } from '#domain/desk-contract'
import { deskOf, storeTargets } from '../../tests/helpers/databases'
import { deskApp, tokenOf } from '../../tests/helpers/desk-app'
import { devicePushKeys } from '../../tests/helpers/push-service'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const start = new Date('2026-11-27T12:00:00Z')

const subscription = (endpoint: string) => {
  const keys = devicePushKeys()
  return { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.authText } }
}

describe.each(storeTargets(pgDb))('alert endpoints on $name', (target) => {
  async function deskWithOwner() {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const desk = await deskApp(store, cleanups, () => start)
    const owner = await desk.register(await deskOf(store).createInvitation('owner@example.com', null, start))
    const alerts = async (cookie: string): Promise<AlertsAnswer> => (await desk.get('/api/inbox/alerts', cookie)).json()
    return { store, desk, owner, alerts }
  }

  it('stores this device’s subscription for the person and passkey, lists it, and alerts it of each lead', async () => {
    const { store, desk, owner, alerts } = await deskWithOwner()
    const before = await alerts(owner.cookie)
    expect(before).toEqual({
      publicKey: (await store.push.vapidKeys(() => ({ publicKey: '', privateKey: '' }))).publicKey,
      devices: [],
      mine: [],
    })
    expect(before.publicKey).toMatch(/^[\w-]{87}$/)
    const phone = subscription('https://fcm.googleapis.com/fcm/send/owner-phone')
    const on = await desk.post('/api/inbox/alerts/on', owner.cookie, phone)
    expect(on.statusCode, on.body).toBe(200)
    expect(await alerts(owner.cookie)).toMatchObject({ devices: [owner.passkeyId], mine: [phone.endpoint] })
    // The same device again (a new key pair, as after the browser renewed it) is one subscription.
    expect((await desk.post('/api/inbox/alerts/on', owner.cookie, subscription(phone.endpoint))).statusCode).toBe(200)
    expect(await store.push.subscriptions()).toHaveLength(1)
    const { id } = await store.insertLead({ form: 'contact', name: 'A', email: 'a@example.com', phone: '5035550100', message: 'Hi' })
    expect((await store.push.alertsFor(id)).map((a) => [a.kind, a.status])).toEqual([['new-lead', 'pending']])
  })

  it('takes only an https endpoint on a domain name, and nothing without a session or from another origin', async () => {
    const { store, desk, owner } = await deskWithOwner()
    for (const endpoint of [
      'http://push.example.com/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://[::1]/x',
      'https://10.0.0.8/x',
      'file:///etc/passwd',
      `https://push.example.com/${'x'.repeat(2100)}`,
    ]) {
      const res = await desk.post('/api/inbox/alerts/on', owner.cookie, subscription(endpoint))
      expect(res.statusCode, endpoint).toBe(400)
    }
    const bad = { endpoint: 'https://push.example.com/x', keys: { p256dh: 'short', auth: 'x' } }
    expect((await desk.post('/api/inbox/alerts/on', owner.cookie, bad)).statusCode).toBe(400)
    expect((await desk.post('/api/inbox/alerts/on', owner.cookie, { nothing: true })).statusCode).toBe(400)
    const noSession = await desk.server.inject({
      method: 'POST',
      url: '/api/inbox/alerts/on',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:8123' },
      payload: subscription('https://push.example.com/y'),
    })
    expect(noSession.statusCode).toBe(401)
    const elsewhere = await desk.server.inject({
      method: 'POST',
      url: '/api/inbox/alerts/on',
      headers: { ...desk.withCookie(owner.cookie), 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: subscription('https://push.example.com/z'),
    })
    expect(elsewhere.statusCode).toBe(403)
    expect((await desk.server.inject({ url: '/api/inbox/alerts' })).statusCode).toBe(401)
    expect(await store.push.subscriptions()).toEqual([])
  })

  it('turns off only the person’s own device; removing a passkey removes its alerts', async () => {
    const { store, desk, owner, alerts } = await deskWithOwner()
    const invited = await desk.post('/api/inbox/invitations', owner.cookie, { email: 'helper@example.com' })
    const helper = await desk.register(tokenOf(invited.json().link))
    const ownerPhone = subscription('https://web.push.apple.com/owner')
    const helperPhone = subscription('https://web.push.apple.com/helper')
    await desk.post('/api/inbox/alerts/on', owner.cookie, ownerPhone)
    await desk.post('/api/inbox/alerts/on', helper.cookie, helperPhone)
    // Each sees only their own devices: no other person's passkey id.
    expect(await alerts(owner.cookie)).toMatchObject({ devices: [owner.passkeyId], mine: [ownerPhone.endpoint] })
    expect(await alerts(helper.cookie)).toMatchObject({ devices: [helper.passkeyId], mine: [helperPhone.endpoint] })
    // The helper posting the owner's endpoint does not move it to the helper.
    const takeover = await desk.post('/api/inbox/alerts/on', helper.cookie, subscription(ownerPhone.endpoint))
    expect(takeover.statusCode).toBe(409)
    expect(takeover.json().error).toMatch(/belong to another person/)
    // The helper cannot turn off the owner's phone.
    expect((await desk.post('/api/inbox/alerts/off', helper.cookie, { endpoint: ownerPhone.endpoint })).statusCode).toBe(200)
    expect((await store.push.subscriptions()).map((s) => s.endpoint).sort()).toEqual([helperPhone.endpoint, ownerPhone.endpoint])
    expect((await desk.post('/api/inbox/alerts/off', owner.cookie, { endpoint: ownerPhone.endpoint })).statusCode).toBe(200)
    expect((await store.push.subscriptions()).map((s) => s.endpoint)).toEqual([helperPhone.endpoint])
    const { id } = await store.insertLead({ form: 'contact', name: 'B', email: 'b@example.com', phone: '5035550101', message: 'Hi' })
    expect(await store.push.alertsFor(id)).toHaveLength(1)
    // The owner removes the helper's passkey: the helper's device and its pending alert go with it.
    expect((await desk.post(`/api/inbox/passkeys/${helper.passkeyId}/remove`, owner.cookie)).statusCode).toBe(200)
    expect(await store.push.subscriptions()).toEqual([])
    expect(await store.push.alertsFor(id)).toEqual([])
  })

  it('refuses an endpoint that is not a browser’s push service, with a sentence, and never connects to it', async () => {
    const { store, desk, owner } = await deskWithOwner()
    const listener = createServer()
    let connections = 0
    listener.on('connection', (socket) => {
      connections++
      socket.destroy()
    })
    listener.listen(0, '127.0.0.1')
    await once(listener, 'listening')
    cleanups.push(() => new Promise((resolve) => listener.close(resolve)))
    const port = (listener.address() as AddressInfo).port
    for (const endpoint of [
      `https://127.0.0.1.nip.io:${port}/internal-admin/purge?all=1`,
      `https://localhost:${port}/x`,
      `https://fcm.googleapis.com:${port}/fcm/send/x`,
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://push.apple.com.evil.example/x',
    ]) {
      const res = await desk.post('/api/inbox/alerts/on', owner.cookie, subscription(endpoint))
      expect(res.statusCode, endpoint).toBe(400)
      // A name without a dot fails the contract's shape first; the others, the push services' list.
      expect(res.json().error, endpoint).toMatch(/not a browser’s push service|could not be read/)
    }
    expect(await store.push.subscriptions()).toEqual([])
    expect(connections).toBe(0)
  })

  it('caps the devices with alerts on per passkey and per person, with a sentence', async () => {
    const { store, desk, owner } = await deskWithOwner()
    for (let n = 0; n < 3; n++)
      expect(
        (await desk.post('/api/inbox/alerts/on', owner.cookie, subscription(`https://fcm.googleapis.com/fcm/send/d${n}`))).statusCode,
      ).toBe(200)
    const fourth = await desk.post('/api/inbox/alerts/on', owner.cookie, subscription('https://fcm.googleapis.com/fcm/send/d3'))
    expect(fourth.statusCode).toBe(409)
    expect(fourth.json().error).toBe('Alerts are on for 3 browsers with this passkey already. Turn them off on one first.')
    expect(await store.push.subscriptions()).toHaveLength(3)
  })

  it('signing out turns this device’s alerts off', async () => {
    const { store, desk, owner } = await deskWithOwner()
    await desk.post('/api/inbox/alerts/on', owner.cookie, subscription('https://fcm.googleapis.com/fcm/send/owner'))
    expect(await store.push.subscriptions()).toHaveLength(1)
    expect((await desk.post('/api/inbox/sign-out', owner.cookie, {})).statusCode).toBe(200)
    expect(await store.push.subscriptions()).toEqual([])
  })
})
