// People and devices through the real server, on SQLite and PostgreSQL, signed in with software
// passkeys: an owner invites a helper, who cannot make anyone an owner, invite an owner, or remove
// the owner or the owner's passkey; removing the helper ends their sessions and every invitation
// that could bring them back; an address already in the desk is refused with the way to add a
// device; invitations are limited per person and per client and can be revoked; roles change only
// while an owner who can sign in remains; ids in paths are parsed strictly.
import { describe, expect, it } from 'vitest'
import type { PeopleAnswer } from '#domain/desk-people'
import type { LeadStore } from '../store/store'
import { storeTargets, deskOf } from '../../tests/helpers/databases'
import { deskApp, deskJson, tokenOf } from '../../tests/helpers/desk-app'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()

const start = new Date('2026-11-25T12:00:00Z')
const denied = { ok: false, error: 'Only an owner can do that.' }

describe.each(storeTargets(pgDb))('people and devices on $name', (target) => {
  /** A store, the desk over it with a clock the test moves, and an owner signed in (from the command line). */
  async function deskWithOwner() {
    const opened = await target.open()
    cleanups.push(() => opened.store.close())
    const clock = { now: start }
    const desk = await deskApp(opened.store, cleanups, () => clock.now)
    const owner = await desk.register(await deskOf(opened.store).createInvitation('owner@example.com', null, clock.now))
    return { store: opened.store, desk, clock, owner }
  }
  type Desk = Awaited<ReturnType<typeof deskWithOwner>>['desk']

  const people = async (desk: Desk, cookie: string): Promise<PeopleAnswer> => (await desk.get('/api/inbox/people', cookie)).json()
  const idOf = async (store: LeadStore, email: string) => (await deskOf(store).personByEmail(email))?.id ?? 0
  async function invite(desk: Desk, cookie: string, email: string, role?: 'owner' | 'helper') {
    const res = await desk.post('/api/inbox/invitations', cookie, { email, ...(role && { role }) })
    expect(res.statusCode, res.body).toBe(200)
    return tokenOf(res.json().link)
  }

  it('lets a helper work but not make anyone an owner, invite an owner, or remove the owner or their passkey', async () => {
    const { store, desk, owner } = await deskWithOwner()
    const helper = await desk.register(await invite(desk, owner.cookie, 'helper@example.com'))
    const ownerId = await idOf(store, 'owner@example.com')
    const helperId = await idOf(store, 'helper@example.com')
    const listed = await people(desk, helper.cookie)
    expect(listed.me).toBe(helperId)
    expect(listed.people.map((p) => [p.email, p.role, p.passkeys.map((k) => [k.origin, k.invitation?.by ?? null])])).toEqual([
      ['owner@example.com', 'owner', [['cli-invitation', null]]],
      ['helper@example.com', 'helper', [['desk-invitation', 'owner@example.com']]],
    ])
    expect((await desk.get('/api/inbox/leads', helper.cookie)).statusCode).toBe(200)

    for (const [url, payload] of [
      [`/api/inbox/people/${helperId}/role`, { role: 'owner' }],
      [`/api/inbox/people/${ownerId}/role`, { role: 'helper' }],
      ['/api/inbox/invitations', { email: 'boss@example.com', role: 'owner' }],
      [`/api/inbox/people/${ownerId}/remove`, {}],
      [`/api/inbox/passkeys/${owner.passkeyId}/remove`, {}],
    ] as const) {
      const res = await desk.post(url, helper.cookie, payload)
      expect([res.statusCode, res.json()], url).toEqual([403, denied])
    }
    const after = await people(desk, owner.cookie)
    expect(after.people.map((p) => [p.email, p.role, p.passkeys.length])).toEqual([
      ['owner@example.com', 'owner', 1],
      ['helper@example.com', 'helper', 1],
    ])
    expect(after.invitations).toEqual([])
    expect((await desk.get('/api/inbox/leads', owner.cookie)).statusCode).toBe(200)
  })

  it('ends a removed helper’s sessions and every invitation made before the removal that could bring them back', async () => {
    const { store, desk, clock, owner } = await deskWithOwner()
    const first = await invite(desk, owner.cookie, 'helper@example.com')
    const second = await invite(desk, owner.cookie, 'helper@example.com') // a second link, sent before the first was used
    const helper = await desk.register(first)
    const friend = await invite(desk, helper.cookie, 'friend@example.com')
    const lostPhone = await deskOf(store).createInvitation('helper@example.com', null, clock.now) // from the command line
    expect((await people(desk, owner.cookie)).invitations.map((i) => [i.email, i.role, i.invitedBy?.email ?? null, i.expiresAt])).toEqual([
      ['helper@example.com', 'owner', null, '2026-11-26T12:00:00.000Z'],
      ['friend@example.com', 'helper', 'helper@example.com', '2026-11-26T12:00:00.000Z'],
    ])
    clock.now = new Date(start.getTime() + 60_000)
    expect((await desk.post(`/api/inbox/people/${await idOf(store, 'helper@example.com')}/remove`, owner.cookie)).statusCode).toBe(200)

    expect((await desk.get('/api/inbox/leads', helper.cookie)).statusCode).toBe(401)
    expect((await desk.signIn(helper.authenticator)).verify.statusCode).toBe(401)
    for (const token of [second, friend, lostPhone]) {
      const res = await desk.server.inject({ method: 'POST', url: '/api/inbox/register/options', headers: deskJson, payload: { token } })
      expect(res.statusCode).toBe(410)
      expect(res.json().error).toBe('This invitation has been used, revoked or has expired.')
    }
    expect((await people(desk, owner.cookie)).invitations).toEqual([])
    expect((await deskOf(store).deskEvents()).map((e) => [e.kind, e.detail])).toContainEqual(['removal', 'person helper@example.com'])
  })

  it('refuses a desk invitation for an address already in the desk, saying how to add a device', async () => {
    const { store, desk, owner } = await deskWithOwner()
    const res = await desk.post('/api/inbox/invitations', owner.cookie, { email: 'Owner@Example.com' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toContain('owner@example.com is already in the desk, and an invitation adds a new person only.')
    expect(res.json().error).toContain('“Add a passkey on this device”')
    expect(res.json().error).toContain('npm run leads -- invite owner@example.com')
    expect((await people(desk, owner.cookie)).invitations).toEqual([])
    for (const body of [{}, { email: 'not-an-address' }, { email: 'a@example.com', role: 'boss' }, { email: ['a@example.com'] }]) {
      expect((await desk.post('/api/inbox/invitations', owner.cookie, body)).statusCode, JSON.stringify(body)).toBe(400)
    }
    expect(await deskOf(store).invitationsMadeSince({ personId: await idOf(store, 'owner@example.com') }, new Date(0))).toBe(0)
  })

  it('limits invitations to 10 an hour per person and per client, and lets an owner or the inviter revoke one', async () => {
    const { store, desk, clock, owner } = await deskWithOwner()
    const second = await desk.register(await invite(desk, owner.cookie, 'second@example.com', 'owner'))
    for (let i = 2; i <= 10; i++) await invite(desk, owner.cookie, `guest${i}@example.com`)
    const tooMany = await desk.post('/api/inbox/invitations', owner.cookie, { email: 'guest11@example.com' })
    expect([tooMany.statusCode, tooMany.json().error]).toEqual([429, 'Too many invitations in the last hour. Try again later.'])
    // Another person from the same client is counted with it; from elsewhere, not.
    expect((await desk.post('/api/inbox/invitations', second.cookie, { email: 'x@example.com' })).statusCode).toBe(429)
    expect((await desk.post('/api/inbox/invitations', second.cookie, { email: 'x@example.com' }, '198.51.100.4')).statusCode).toBe(200)
    clock.now = new Date(start.getTime() + 3_600_000 + 1000)
    const helper = await desk.register(await invite(desk, owner.cookie, 'helper@example.com'))

    const pending = (await people(desk, owner.cookie)).invitations
    const ownersInvitation = pending.find((i) => i.email === 'guest2@example.com')?.id ?? 0
    expect([(await desk.post(`/api/inbox/invitations/${ownersInvitation}/revoke`, helper.cookie)).statusCode]).toEqual([403])
    const helpersOwn = await invite(desk, helper.cookie, 'mine@example.com')
    const mine = (await people(desk, owner.cookie)).invitations.find((i) => i.email === 'mine@example.com')?.id ?? 0
    expect((await desk.post(`/api/inbox/invitations/${mine}/revoke`, helper.cookie)).statusCode).toBe(200)
    expect((await desk.post(`/api/inbox/invitations/${ownersInvitation}/revoke`, owner.cookie)).statusCode).toBe(200)
    expect((await desk.post(`/api/inbox/invitations/${ownersInvitation}/revoke`, owner.cookie)).statusCode).toBe(404)
    expect(await deskOf(store).openInvitation(helpersOwn, clock.now)).toBeUndefined()
    expect((await deskOf(store).deskEvents()).filter((e) => e.kind === 'revocation').map((e) => [e.personEmail, e.detail])).toEqual([
      ['owner@example.com', 'invitation for guest2@example.com'],
      ['helper@example.com', 'invitation for mine@example.com'],
    ])
  })

  it('makes a helper an owner, lets an owner step down only while another owner remains, and keeps the last owner’s last passkey', async () => {
    const { store, desk, owner } = await deskWithOwner()
    const helper = await desk.register(await invite(desk, owner.cookie, 'helper@example.com'))
    const ownerId = await idOf(store, 'owner@example.com')
    const helperId = await idOf(store, 'helper@example.com')
    const lastOwner = { ok: false, error: 'The desk needs an owner who can sign in. Make another person an owner first.' }
    for (const [url, status] of [
      [`/api/inbox/people/${ownerId}/role`, 409],
      [`/api/inbox/people/${ownerId}/remove`, 409],
      [`/api/inbox/passkeys/${owner.passkeyId}/remove`, 409],
    ] as const) {
      const res = await desk.post(url, owner.cookie, { role: 'helper' })
      expect([res.statusCode, res.json()], url).toEqual([status, lastOwner])
    }
    expect((await desk.post(`/api/inbox/people/${helperId}/role`, owner.cookie, { role: 'owner' })).json()).toEqual({ ok: true })
    expect((await desk.post(`/api/inbox/people/${ownerId}/role`, owner.cookie, { role: 'helper' })).json()).toEqual({ ok: true })
    // The former owner is a helper now, at once, in the same session.
    expect((await desk.post(`/api/inbox/people/${helperId}/role`, owner.cookie, { role: 'helper' })).statusCode).toBe(403)
    expect((await desk.post(`/api/inbox/people/${helperId}/role`, helper.cookie, { role: 'helper' })).statusCode).toBe(409)
    expect((await people(desk, owner.cookie)).people.map((p) => [p.email, p.role])).toEqual([
      ['owner@example.com', 'helper'],
      ['helper@example.com', 'owner'],
    ])
    expect((await desk.post(`/api/inbox/people/${helperId}/role`, helper.cookie, { role: 'boss' })).statusCode).toBe(400)
    // A helper removes their own passkey, which ends that session; then leaves the desk.
    const again = await desk.signIn(owner.authenticator)
    expect((await desk.post(`/api/inbox/passkeys/${owner.passkeyId}/remove`, owner.cookie)).statusCode).toBe(200)
    expect((await desk.get('/api/inbox/people', again.cookie)).statusCode).toBe(401)
    const left = await desk.register(await invite(desk, helper.cookie, 'leaving@example.com'))
    expect((await desk.post(`/api/inbox/people/${await idOf(store, 'leaving@example.com')}/remove`, left.cookie)).statusCode).toBe(200)
    expect((await desk.get('/api/inbox/people', left.cookie)).statusCode).toBe(401)
    expect((await deskOf(store).deskEvents()).filter((e) => e.kind === 'role').map((e) => e.detail)).toEqual([
      'owner@example.com is now helper',
      'helper@example.com is now owner',
    ])
  })

  it('answers every malformed or unknown person, invitation and passkey id with the same 404, changing nothing', async () => {
    const { store, desk, owner } = await deskWithOwner()
    const before = JSON.stringify(await deskOf(store).people())
    const numbers = ['0', '01', '-1', '1e3', '1.0', '0x1', '+1', '2147483648', '9999999999', '12345678901', 'abc', '1%20']
    const urls = [
      ...numbers.flatMap((id) => [`/api/inbox/people/${id}/remove`, `/api/inbox/people/${id}/role`, `/api/inbox/invitations/${id}/revoke`]),
      '/api/inbox/people/999/remove',
      '/api/inbox/people/999/role',
      '/api/inbox/invitations/999/revoke',
      ...['a.b', 'a%2Fb', 'a%20b', 'a+b', '%00', 'A'.repeat(99), 'unknownKey'].map((id) => `/api/inbox/passkeys/${id}/remove`),
    ]
    for (const url of urls) {
      const res = await desk.post(url, owner.cookie, { role: 'owner' })
      expect([res.statusCode, res.body], url).toEqual([404, '{"ok":false,"error":"Not found"}'])
    }
    expect(JSON.stringify(await deskOf(store).people())).toBe(before)
  })
})
