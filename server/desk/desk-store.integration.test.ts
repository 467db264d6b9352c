// The desk's half of the lead store on both databases: invitations, challenges, sessions, removal,
// status changes with their versions, "Not spam", privacy deletion and the outbox's health.
import { describe, expect, it } from 'vitest'
import type { LeadStore, NewLead } from '../store/store'
import { storeTargets, deskOf } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()

const newLead = (patch: Partial<NewLead> = {}): NewLead => ({
  form: 'quote',
  name: 'Jane Doe',
  email: 'jane.visitor@example.com',
  phone: '(503) 555-0100',
  projectType: 'Kitchen Backsplash',
  message: 'About 30 sq ft of subway tile.',
  ...patch,
})
const passkey = (id: string) => ({ id, publicKey: 'pk', counter: 0, transports: ['internal'], deviceLabel: 'Phone' })
const t0 = new Date('2026-11-25T12:00:00Z')
const after = (ms: number) => new Date(t0.getTime() + ms)

describe.each(storeTargets(pgDb))('desk store on $name', (target) => {
  async function open() {
    const opened = await target.open()
    const track = (s: LeadStore) => (cleanups.push(() => s.close()), s)
    track(opened.store)
    return { store: opened.store, another: async () => track(await opened.another()) }
  }

  it('redeems an invitation once, within 24 hours, and keeps only hashes of tokens', async () => {
    const { store, another } = await open()
    const token = await deskOf(store).createInvitation('Owner@Example.com', null, t0)
    expect(await deskOf(store).openInvitation(token, after(1000))).toBe('owner@example.com')
    expect(await deskOf(store).openInvitation(token, after(24 * 3_600_000))).toBeUndefined()
    const other = await another()
    const person = await deskOf(other).redeemInvitation(token, passkey('cred-1'), after(1000))
    expect(person).toMatchObject({ email: 'owner@example.com' })
    expect(await deskOf(store).redeemInvitation(token, passkey('cred-2'), after(2000))).toBeUndefined()
    const late = await deskOf(store).createInvitation('late@example.com', null, t0)
    expect(await deskOf(store).redeemInvitation(late, passkey('cred-3'), after(25 * 3_600_000))).toBeUndefined()
    expect((await deskOf(store).people()).map((p) => [p.email, p.passkeys.map((k) => k.id)])).toEqual([['owner@example.com', ['cred-1']]])
  })

  it('takes a challenge once, for its purpose, within 5 minutes, from any instance', async () => {
    const { store, another } = await open()
    const other = await another()
    await deskOf(store).saveChallenge('c1', 'sign-in', null, t0)
    expect(await deskOf(other).takeChallenge('c1', 'register', after(1000))).toBeUndefined()
    expect(await deskOf(other).takeChallenge('c1', 'sign-in', after(1000))).toEqual({ subject: null })
    expect(await deskOf(store).takeChallenge('c1', 'sign-in', after(2000))).toBeUndefined()
    await deskOf(store).saveChallenge('c2', 'register', 'inv', t0)
    expect(await deskOf(store).takeChallenge('c2', 'register', after(5 * 60_000))).toBeUndefined()
  })

  it('shares sessions between instances; they slide for 30 days and end with their person or passkey', async () => {
    const { store, another } = await open()
    const other = await another()
    // A helper: the last owner could not be removed (desk-people.integration.test.ts).
    const helper = await deskOf(store).createInvitation('a@example.com', null, t0, { role: 'helper' })
    const person = (await deskOf(store).redeemInvitation(helper, passkey('k1'), t0))!
    await deskOf(store).addPasskey(person.id, passkey('k2'), t0)
    const token = await deskOf(store).createSession(person.id, 'k1', t0)
    expect((await deskOf(other).session(token, after(29 * 86_400_000)))?.person.email).toBe('a@example.com')
    expect(await deskOf(other).session(token, after(58 * 86_400_000))).toBeDefined()
    expect(await deskOf(other).session(token, after(89 * 86_400_000))).toBeUndefined()
    const second = await deskOf(store).createSession(person.id, 'k2', t0)
    const first = await deskOf(store).createSession(person.id, 'k1', t0)
    await deskOf(other).removePasskey('k1')
    expect(await deskOf(store).session(first, after(1000))).toBeUndefined()
    expect(await deskOf(store).session(second, after(1000))).toBeDefined()
    await deskOf(other).removePerson(person.id)
    expect(await deskOf(store).session(second, after(1000))).toBeUndefined()
    expect(await deskOf(store).session('not-a-token', t0)).toBeUndefined()
  })

  it('changes a status against its version and refuses the second of two concurrent changes', async () => {
    const { store, another } = await open()
    const other = await another()
    const { id } = await store.insertLead(newLead(), t0)
    const lead = (await store.getLead(id))!
    expect(lead).toMatchObject({ status: 'New', version: 1, openedAt: null })
    await deskOf(store).markOpened(id, after(1000))
    await deskOf(other).markOpened(id, after(2000))
    expect((await store.getLead(id))?.openedAt).toBe(after(1000).toISOString())
    const who = { id: 1, email: 'a@example.com' }
    // Both read version 1; the first to write wins, the other is refused. (Run one after the other:
    // two SQLite connections in one process would wait on each other's lock, synchronously.)
    expect(
      await deskOf(store).changeLead(id, { version: 1, status: 'Contacted', note: 'Called, left a message', person: who }, after(3000)),
    ).toEqual({
      ok: true,
      version: 2,
    })
    expect(
      await deskOf(other).changeLead(id, { version: 1, status: 'Lost', person: { id: 2, email: 'b@example.com' } }, after(3000)),
    ).toEqual({
      ok: false,
      reason: 'conflict',
    })
    const changed = (await store.getLead(id))!
    expect(changed.version).toBe(2)
    expect(changed.firstContactedAt).toBe(after(3000).toISOString())
    expect((await deskOf(other).leadEvents(id)).map((e) => [e.kind, e.personEmail, e.fromStatus, e.toStatus, e.note])).toEqual([
      ['status', 'a@example.com', 'New', 'Contacted', null],
      ['note', 'a@example.com', null, null, 'Called, left a message'],
    ])
    expect(await deskOf(store).changeLead(99_999, { version: 1, status: 'Won', person: who })).toEqual({ ok: false, reason: 'missing' })
  })

  it('lists newest first with status counts, photo counts and a search by name, e-mail, phone or ZIP', async () => {
    const { store } = await open()
    await store.insertLead(newLead({ name: 'Ann Old', zip: '97201' }), t0)
    await store.insertLead(newLead({ name: 'Bob New', phone: '+1 (971) 555-0199', email: 'bob@example.com' }), after(1000))
    await store.insertLead({ ...newLead({ name: 'Bot' }), spamReason: 'honeypot' }, after(2000))
    const all = await deskOf(store).deskLeads()
    expect(all.leads.map((l) => [l.name, l.status, l.photoCount])).toEqual([
      ['Bot', 'Spam', 0],
      ['Bob New', 'New', 0],
      ['Ann Old', 'New', 0],
    ])
    expect(all.counts).toMatchObject({ New: 2, Spam: 1, Contacted: 0 })
    expect((await deskOf(store).deskLeads({ q: '9715550199' })).leads.map((l) => l.name)).toEqual(['Bob New'])
    expect((await deskOf(store).deskLeads({ q: '97201' })).leads.map((l) => l.name)).toEqual(['Ann Old'])
    expect((await deskOf(store).deskLeads({ q: 'BOB@' })).leads.map((l) => l.name)).toEqual(['Bob New'])
    expect((await deskOf(store).deskLeads({ status: 'Spam' })).leads.map((l) => l.name)).toEqual(['Bot'])
  })

  it('"Not spam" makes a flagged lead New and queues its two e-mails then', async () => {
    const { store } = await open()
    const { id } = await store.insertLead({ ...newLead(), spamReason: 'too-fast' }, t0)
    expect(await store.outboxFor(id)).toEqual([])
    const who = { id: 1, email: 'a@example.com' }
    expect(await deskOf(store).markNotSpam(id, 1, who, after(1000))).toEqual({ ok: true, version: 2 })
    expect(await store.getLead(id)).toMatchObject({ status: 'New', spam: false })
    expect((await store.outboxFor(id)).map((r) => [r.kind, r.status])).toEqual([
      ['business', 'pending'],
      ['acknowledgement', 'pending'],
    ])
    expect(await deskOf(store).markNotSpam(id, 2, who)).toEqual({ ok: false, reason: 'conflict' })
  })

  it('finds and deletes every lead of a person by e-mail or phone, photos and history included', async () => {
    const { store } = await open()
    const photo = { name: 'a.jpg', contentType: 'image/jpeg' as const, width: 1, height: 1, originalBytes: 3, data: Buffer.from([1, 2, 3]) }
    const a = await store.insertLead(newLead({ email: 'Gone@Example.com', photos: [photo] }), t0)
    const b = await store.insertLead(newLead({ email: 'other@example.com', phone: '503.555.0100' }), t0)
    const c = await store.insertLead(newLead({ email: 'keep@example.com', phone: '503 555 0111' }), t0)
    await deskOf(store).changeLead(a.id, { version: 1, note: 'x', person: { id: 1, email: 'o@example.com' } })
    expect(await deskOf(store).leadsOfPerson({ email: 'gone@example.com' })).toEqual([a.id])
    const byPhone = await deskOf(store).leadsOfPerson({ phone: '+1 503-555-0100' })
    expect(byPhone).toEqual([a.id, b.id])
    expect(await deskOf(store).deleteLeads(byPhone)).toEqual({ deleted: 2, kept: 0 })
    expect(await store.getLead(a.id)).toBeUndefined()
    expect(await store.photosFor(a.id)).toEqual([])
    expect(await deskOf(store).leadEvents(a.id)).toEqual([])
    expect(await store.getLead(c.id)).toBeDefined()
  })

  it('reports failed and long-retrying e-mails with the latest error', async () => {
    const { store } = await open()
    expect(await deskOf(store).outboxHealth(t0)).toEqual({ failing: 0, lastError: null, lastErrorAt: null })
    await store.insertLead(newLead(), t0)
    let job = await store.claimNext('w', 60_000, t0)
    await store.markAttemptFailed(job!.id, 'w', '535 Authentication failed', after(60_000), t0)
    expect((await deskOf(store).outboxHealth(after(10 * 60_000))).failing).toBe(0)
    expect(await deskOf(store).outboxHealth(after(31 * 60_000))).toMatchObject({ failing: 1, lastError: '535 Authentication failed' })
    job = await store.claimNext('w', 60_000, after(31 * 60_000))
    await store.markAttemptFailed(job!.id, 'w', '550 No such mailbox', null, after(31 * 60_000))
    expect((await deskOf(store).outboxHealth(after(32 * 60_000))).failing).toBe(2)
  })
})
