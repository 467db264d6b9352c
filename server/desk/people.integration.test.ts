// The desk's people on both databases: roles from invitations (the command line makes owners, the
// desk helpers unless an owner grants owner), an owner who can sign in always kept (also against
// two removals at once from two instances), invitations that die with their inviter and with the
// removal of their address's person, revoking and counting, migration 009 carrying people and
// invitations forward, and the daily purge of the desk's records.
import { Migrator, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { migrations } from '../store/migrate'
import { type LeadStore, openLeadStore } from '../store/store'
import { purgeExpired } from './desk-store'
import { bareDatabase, storeTargets, deskOf } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()

let keys = 0
const passkey = () => ({ id: `key-${++keys}`, publicKey: 'pk', counter: 0, transports: ['internal'], deviceLabel: 'Phone' })
const t0 = new Date('2026-11-25T12:00:00Z')
const after = (ms: number) => new Date(t0.getTime() + ms)
const day = 86_400_000

describe.each(storeTargets(pgDb))('desk people on $name', (target) => {
  async function open() {
    const opened = await target.open()
    const track = (s: LeadStore) => (cleanups.push(() => s.close()), s)
    track(opened.store)
    return { store: opened.store, exec: opened.exec, another: async () => track(await opened.another()) }
  }
  /** A person made by redeeming an invitation (with a passkey), as the desk would. */
  async function enroll(store: LeadStore, email: string, invitedBy: number | null, role?: 'owner' | 'helper') {
    const token = await deskOf(store).createInvitation(email, invitedBy, t0, role && { role })
    const person = await deskOf(store).redeemInvitation(token, passkey(), t0)
    if (!person) throw new Error(`the invitation for ${email} did not work`)
    return person
  }

  it('makes the command line’s people owners and the desk’s helpers, unless an owner grants owner; records how each passkey came', async () => {
    const { store } = await open()
    const owner = await enroll(store, 'owner@example.com', null)
    const helper = await enroll(store, 'helper@example.com', owner.id)
    const second = await enroll(store, 'second@example.com', owner.id, 'owner')
    expect([owner.role, helper.role, second.role]).toEqual(['owner', 'helper', 'owner'])
    await deskOf(store).addPasskey(helper.id, passkey(), after(1000))
    const people = await deskOf(store).people()
    expect(people.map((p) => [p.email, p.role])).toEqual([
      ['owner@example.com', 'owner'],
      ['helper@example.com', 'helper'],
      ['second@example.com', 'owner'],
    ])
    expect(people[0].passkeys.map((k) => [k.origin, k.invitation])).toEqual([['cli-invitation', { by: null, at: t0.toISOString() }]])
    expect(people[1].passkeys.map((k) => [k.origin, k.invitation])).toEqual([
      ['desk-invitation', { by: 'owner@example.com', at: t0.toISOString() }],
      ['signed-in', null],
    ])
  })

  it('lets a desk invitation create a new person only; the command line adds a passkey to an existing one, whose role stays', async () => {
    const { store } = await open()
    const owner = await enroll(store, 'owner@example.com', null)
    const helper = await enroll(store, 'helper@example.com', owner.id)
    const again = await deskOf(store).createInvitation('Helper@Example.com', owner.id, t0)
    expect(await deskOf(store).openInvitation(again, after(1000))).toBeUndefined()
    expect(await deskOf(store).redeemInvitation(again, passkey(), after(1000))).toBeUndefined()
    const cli = await deskOf(store).createInvitation('helper@example.com', null, t0)
    expect(await deskOf(store).redeemInvitation(cli, passkey(), after(1000))).toMatchObject({ id: helper.id, role: 'helper' })
    expect((await deskOf(store).people()).find((p) => p.id === helper.id)?.passkeys).toHaveLength(2)
    // Two desk invitations for one new address: the first redeemed wins, the second finds it taken.
    const [a, b] = [
      await deskOf(store).createInvitation('new@example.com', owner.id, t0),
      await deskOf(store).createInvitation('new@example.com', owner.id, t0),
    ]
    expect(await deskOf(store).redeemInvitation(a, passkey(), after(1000))).toMatchObject({ email: 'new@example.com' })
    expect(await deskOf(store).redeemInvitation(b, passkey(), after(1000))).toBeUndefined()
  })

  it('keeps an owner who can sign in: no removal of the last owner, of their last passkey, or of their role', async () => {
    const { store } = await open()
    const owner = await enroll(store, 'owner@example.com', null)
    const helper = await enroll(store, 'helper@example.com', owner.id)
    const [ownerKey] = (await deskOf(store).people())[0].passkeys
    expect(await deskOf(store).removePerson(owner.id, t0)).toEqual({ ok: false, reason: 'last-owner' })
    expect(await deskOf(store).removePasskey(ownerKey.id)).toEqual({ ok: false, reason: 'last-owner' })
    expect(await deskOf(store).setRole(owner.id, 'helper', t0)).toEqual({ ok: false, reason: 'last-owner' })
    expect(await deskOf(store).removePerson(999, t0)).toEqual({ ok: false, reason: 'not-found' })
    expect(await deskOf(store).removePasskey('no-such-key')).toEqual({ ok: false, reason: 'not-found' })
    expect(await deskOf(store).setRole(helper.id, 'owner', t0)).toMatchObject({ ok: true, value: { role: 'owner' } })
    expect(await deskOf(store).removePasskey(ownerKey.id)).toMatchObject({ ok: true })
    // The first owner has no passkey left: the other owner is now the one who can sign in.
    expect(await deskOf(store).removePerson(helper.id, t0)).toEqual({ ok: false, reason: 'last-owner' })
    expect(await deskOf(store).removePerson(owner.id, t0)).toMatchObject({ ok: true, value: { email: 'owner@example.com' } })
    expect((await deskOf(store).people()).map((p) => [p.email, p.role])).toEqual([['helper@example.com', 'owner']])
  })

  it('revokes the invitations of a removed person and those for their address, and refuses one whose inviter is gone or may not grant it', async () => {
    const { store } = await open()
    const owner = await enroll(store, 'owner@example.com', null)
    const helper = await enroll(store, 'helper@example.com', owner.id)
    const byHelper = await deskOf(store).createInvitation('friend@example.com', helper.id, t0)
    const forHelper = await deskOf(store).createInvitation('helper@example.com', null, t0)
    await deskOf(store).createInvitation('other@example.com', owner.id, t0)
    expect((await deskOf(store).pendingInvitations(after(1000))).map((i) => i.email)).toEqual([
      'other@example.com',
      'helper@example.com',
      'friend@example.com',
    ])
    expect(await deskOf(store).removePerson(helper.id, after(1000))).toMatchObject({ ok: true })
    for (const token of [byHelper, forHelper]) {
      expect(await deskOf(store).openInvitation(token, after(2000))).toBeUndefined()
      expect(await deskOf(store).redeemInvitation(token, passkey(), after(2000))).toBeUndefined()
    }
    expect((await deskOf(store).pendingInvitations(after(2000))).map((i) => [i.email, i.invitedBy])).toEqual([
      ['other@example.com', { id: owner.id, email: 'owner@example.com' }],
    ])
    // Made by nobody the desk knows, or granting owner from a helper: never usable.
    expect(
      await deskOf(store).openInvitation(await deskOf(store).createInvitation('ghost@example.com', 999, t0), after(1000)),
    ).toBeUndefined()
    const second = await enroll(store, 'second@example.com', owner.id)
    const grant = await deskOf(store).createInvitation('boss@example.com', second.id, t0, { role: 'owner' })
    expect(await deskOf(store).redeemInvitation(grant, passkey(), after(1000))).toBeUndefined()
    // An owner made a helper loses the owner invitations they made.
    await deskOf(store).setRole(second.id, 'owner', t0)
    const granted = await deskOf(store).createInvitation('boss@example.com', second.id, t0, { role: 'owner' })
    expect(await deskOf(store).openInvitation(granted, after(1000))).toBe('boss@example.com')
    expect(await deskOf(store).setRole(second.id, 'helper', after(1000))).toMatchObject({ ok: true })
    await deskOf(store).setRole(second.id, 'owner', after(2000))
    expect(await deskOf(store).openInvitation(granted, after(3000))).toBeUndefined()
  })

  it('revokes a pending invitation once and counts invitations per person and per client within the hour', async () => {
    const { store } = await open()
    const owner = await enroll(store, 'owner@example.com', null)
    await deskOf(store).createInvitation('a@example.com', owner.id, t0, { client: '203.0.113.7' })
    await deskOf(store).createInvitation('b@example.com', owner.id, after(30 * 60_000), { client: '203.0.113.7' })
    const [latest, first] = await deskOf(store).pendingInvitations(after(31 * 60_000))
    expect(await deskOf(store).revokeInvitation(first.id, after(31 * 60_000))).toBe(true)
    expect(await deskOf(store).revokeInvitation(first.id, after(31 * 60_000))).toBe(false)
    expect((await deskOf(store).pendingInvitations(after(31 * 60_000))).map((i) => i.id)).toEqual([latest.id])
    const since = after(31 * 60_000 - 3_600_000)
    expect(await deskOf(store).invitationsMadeSince({ personId: owner.id }, since)).toBe(2)
    expect(await deskOf(store).invitationsMadeSince({ client: '203.0.113.7' }, since)).toBe(2)
    expect(await deskOf(store).invitationsMadeSince({ personId: owner.id }, after(1000))).toBe(1)
    expect(await deskOf(store).invitationsMadeSince({ client: '198.51.100.1' }, since)).toBe(0)
  })

  it('purges desk events after a year, ended invitations after 30 days, and expired sessions and challenges, daily', async () => {
    const { store } = await open()
    const now = after(400 * day)
    const ago = (days: number) => new Date(now.getTime() - days * day)
    await deskOf(store).recordDeskEvent({ kind: 'failure', address: '203.0.113.9', detail: 'sign-in refused' }, ago(366))
    await deskOf(store).recordDeskEvent({ kind: 'sign-in', personEmail: 'owner@example.com' }, ago(364))
    const owner = await enroll(store, 'owner@example.com', null) // its invitation used at t0, 400 days ago
    await deskOf(store).redeemInvitation(await deskOf(store).createInvitation('recent@example.com', owner.id, ago(20)), passkey(), ago(20))
    await deskOf(store).createInvitation('expired-long-ago@example.com', owner.id, ago(40))
    await deskOf(store).createInvitation('expired-lately@example.com', owner.id, ago(10))
    await deskOf(store).createInvitation('revoked@example.com', owner.id, ago(35))
    const revoked = (await deskOf(store).pendingInvitations(ago(35))).find((i) => i.email === 'revoked@example.com')
    expect(await deskOf(store).revokeInvitation(revoked?.id ?? 0, ago(35))).toBe(true)
    await deskOf(store).createInvitation('pending@example.com', owner.id, ago(0.5))
    const keyId = (await deskOf(store).people())[0].passkeys[0].id
    await deskOf(store).createSession(owner.id, keyId, ago(31))
    const fresh = await deskOf(store).createSession(owner.id, keyId, ago(29))
    await deskOf(store).saveChallenge('old', 'sign-in', null, ago(1))

    expect(await deskOf(store).purgeDeskRecords(now)).toEqual({ events: 1, invitations: 3, sessions: 1, challenges: 1 })
    expect((await deskOf(store).deskEvents()).map((e) => e.kind)).toEqual(['sign-in'])
    // Left: the recent used one, the lately expired one and the pending one.
    expect(await deskOf(store).invitationsMadeSince({ personId: owner.id }, ago(1000))).toBe(3)
    expect((await deskOf(store).pendingInvitations(now)).map((i) => i.email)).toEqual(['pending@example.com'])
    expect(await deskOf(store).session(fresh, now)).toBeDefined()
    expect(await deskOf(store).purgeDeskRecords(now)).toEqual({ events: 0, invitations: 0, sessions: 0, challenges: 0 })

    // The daily purge (the server's timer and `leads -- purge`) runs it with the leads'.
    await deskOf(store).recordDeskEvent({ kind: 'failure', detail: 'sign-in refused' }, ago(500))
    expect(await purgeExpired(store, deskOf(store), now)).toEqual({ leads: 0, photos: 0 })
    expect((await deskOf(store).deskEvents()).map((e) => e.kind)).toEqual(['sign-in'])
  })
})

// PostgreSQL only: two SQLite connections in one process wait on each other's lock synchronously
// (a second process would simply wait its turn), while PostgreSQL runs the two transactions at once.
describe.each(storeTargets(pgDb).filter((t) => t.name === 'PostgreSQL'))('two owners at once on $name', (target) => {
  it('lets only one of two owners removing each other at once, from two instances, succeed', async () => {
    for (let round = 0; round < 5; round++) {
      const opened = await target.open()
      const other = await opened.another()
      cleanups.push(
        () => opened.store.close(),
        () => other.close(),
      )
      const make = async (email: string) =>
        (await deskOf(opened.store).redeemInvitation(await deskOf(opened.store).createInvitation(email, null, t0), passkey(), t0))?.id ?? 0
      const first = await make('first@example.com')
      const second = await make('second@example.com')
      const outcomes = await Promise.all([deskOf(opened.store).removePerson(second, t0), deskOf(other).removePerson(first, t0)])
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1)
      expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, reason: 'last-owner' }])
      expect(await deskOf(opened.store).people()).toHaveLength(1)
    }
  })
})

/** A database brought to migration 008 with Kysely's Migrator, as a server before roles left it. */

describe.each(['sqlite', 'postgres'] as const)('migration 009 on %s', (dialect) => {
  it('makes the people already there owners, gives pending invitations a role and a number, and marks old passkeys', async () => {
    const { db, schema, options } = await bareDatabase(dialect, pgDb)
    cleanups.push(() => db.destroy())
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) }, migrationTableSchema: schema })
    expect((await migrator.migrateTo('008-morning-digest')).error).toBeUndefined()
    const at = t0.toISOString()
    const later = after(day).toISOString()
    await sql`INSERT INTO people (email, created_at) VALUES ('first@example.com', ${at}), ('second@example.com', ${at})`.execute(db)
    await sql`INSERT INTO passkeys (id, person_id, public_key, device_label, created_at) VALUES ('k1', 1, 'pk', 'Phone', ${at})`.execute(db)
    await sql`INSERT INTO invitations (token_hash, email, created_at, expires_at, invited_by)
      VALUES ('h1', 'cli@example.com', ${at}, ${later}, NULL), ('h2', 'desk@example.com', ${after(1000).toISOString()}, ${later}, 1)`.execute(
      db,
    )

    const store = await openLeadStore(options)
    cleanups.push(() => store.close())
    const people = await deskOf(store).people()
    expect(people.map((p) => [p.email, p.role])).toEqual([
      ['first@example.com', 'owner'],
      ['second@example.com', 'owner'],
    ])
    expect(people[0].passkeys.map((k) => [k.id, k.origin, k.invitation])).toEqual([['k1', 'unknown', null]])
    // The desk-made one's address has no person, and its inviter exists: both still work.
    const pending = await deskOf(store).pendingInvitations(after(1000))
    expect(pending.map((i) => [i.id, i.email, i.role])).toEqual([
      [2, 'desk@example.com', 'helper'],
      [1, 'cli@example.com', 'owner'],
    ])
    const next = await deskOf(store).createInvitation('third@example.com', null, after(2000))
    expect(next).toBeTruthy()
    expect((await deskOf(store).pendingInvitations(after(3000)))[0]).toMatchObject({ id: 3, email: 'third@example.com' })
  })
})
