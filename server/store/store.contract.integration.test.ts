// One contract for the lead store, run against both databases it supports: SQLite (a temp file)
// and PostgreSQL (a database of this run on 127.0.0.1:5432, a schema per test).
import { describe, expect, it } from 'vitest'
import { type NewLead, type LeadStore, retention } from './store'
import { storeTargets } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'

const pgDb = postgresForThisFile()

const cleanups = cleanupsAfterEach()

export const newLead = (patch: Partial<NewLead> = {}): NewLead => ({
  form: 'quote',
  name: 'Jane Doe',
  email: 'jane.visitor@example.com',
  phone: '(503) 555-0100',
  projectType: 'Kitchen Backsplash',
  message: 'About 30 sq ft of subway tile behind the range.',
  ...patch,
})

const targets = storeTargets(pgDb)

describe.each(targets)('lead store on $name', (target) => {
  async function open(options?: Parameters<typeof target.open>[0]) {
    const opened = await target.open(options)
    const track = (s: LeadStore) => (cleanups.push(() => s.close()), s)
    track(opened.store)
    return { ...opened, another: async () => track(await opened.another()) }
  }

  it('stores a lead with its two outbox rows, committed before insertLead returns', async () => {
    const { store, another } = await open()
    const { id } = await store.insertLead(newLead())
    const other = await another()
    expect(await other.getLead(id)).toMatchObject({ form: 'quote', name: 'Jane Doe', projectType: 'Kitchen Backsplash', spam: false })
    expect((await other.outboxFor(id)).map((r) => [r.kind, r.status, r.toAddr])).toEqual([
      ['business', 'pending', null],
      ['acknowledgement', 'pending', 'jane.visitor@example.com'],
    ])
  })

  it('caps acknowledgements per recipient per UTC day, whatever the case; the owner is always e-mailed', async () => {
    const { store, another } = await open({ acknowledgementsPerRecipientPerDay: 2 })
    const other = await another()
    const day = new Date('2026-11-25T10:00:00Z')
    const kinds = async (email: string, s: LeadStore, at = day) =>
      (await s.outboxFor((await s.insertLead(newLead({ email }), at)).id)).map((r) => r.kind)
    expect(await kinds('target@example.com', store)).toEqual(['business', 'acknowledgement'])
    expect(await kinds('Target@Example.com', other)).toEqual(['business', 'acknowledgement'])
    expect(await kinds('TARGET@example.com', store)).toEqual(['business'])
    expect(await kinds('someone.else@example.com', other)).toEqual(['business', 'acknowledgement'])
    expect(await kinds('target@example.com', store, new Date('2026-11-26T00:00:01Z'))).toEqual(['business', 'acknowledgement'])
    const none = await open({ acknowledgementsPerRecipientPerDay: 0 })
    expect(await kinds('target@example.com', none.store)).toEqual(['business'])
  })

  it('raises daily counts within their caps, all or none, under keyed hashes that go with the day', async () => {
    const { store, another } = await open()
    const now = new Date('2026-11-25T12:00:00Z')
    const key = await store.dailyKey('photos', '203.0.113.7', now)
    expect(key).toMatch(/^photos:[0-9a-f]{32}$/)
    expect(key).not.toContain('203.0.113.7')
    expect(await (await another()).dailyKey('photos', '203.0.113.7', now)).toBe(key)
    expect(await store.dailyKey('photos', '203.0.113.7', new Date('2026-11-26T12:00:00Z'))).not.toBe(key)
    const site = { key: 'photos:site', cap: 100 }
    expect(await store.addDaily([{ key, cap: 50 }, site], 40, now)).toBeUndefined()
    expect(await store.addDaily([{ key, cap: 50 }, site], 20, now)).toBe(key)
    expect(await store.dailyUsage([key, 'photos:site'], now)).toEqual({ [key]: 40, 'photos:site': 40 })
    // Many at once never pass the cap (on PostgreSQL from two connections, as two instances would;
    // two SQLite connections in one process would only wait for each other's lock).
    const other = target.name === 'PostgreSQL' ? await another() : store
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? store : other).addDaily([site], 10, now)))
    expect(results.filter((r) => r === undefined)).toHaveLength(6)
    expect((await store.dailyUsage(['photos:site'], now))['photos:site']).toBe(100)
    await store.purgeExpired(new Date('2026-11-28T00:00:00Z'))
    expect(await store.dailyUsage([key, 'photos:site'], now)).toEqual({ [key]: 0, 'photos:site': 0 })
  })

  it('stores where each lead came from and counts leads by source within a window, spam left out', async () => {
    const { store } = await open()
    const day = (d: number) => new Date(Date.UTC(2026, 10, d, 18))
    const google = { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring', clickId: 'gclid' }
    const { id } = await store.insertLead(newLead({ source: { page: '/quote', tool: 'calculator', ...google } }), day(10))
    await store.insertLead(newLead({ source: { utmSource: 'google' } }), day(11))
    await store.insertLead(newLead({ source: { referrerHost: 'www.bing.com' } }), day(12))
    await store.insertLead(newLead({ source: { page: '/contact' } }), day(12))
    await store.insertLead(newLead({ source: { utmSource: 'google' }, spamReason: 'honeypot' }), day(12))
    await store.insertLead(newLead({ source: { utmSource: 'facebook' } }), day(20))
    expect((await store.getLead(id))?.source).toEqual({
      page: '/quote',
      tool: 'calculator',
      referrerHost: null,
      landingPage: null,
      ...google,
    })
    expect(await store.leadsBySource(day(1), day(15))).toEqual([
      { source: 'google', leads: 2, won: 0, wonCents: 0 },
      { source: 'direct', leads: 1, won: 0, wonCents: 0 },
      { source: 'www.bing.com', leads: 1, won: 0, wonCents: 0 },
    ])
    expect(await store.leadsBySource(day(11), day(21))).toEqual([
      { source: 'direct', leads: 1, won: 0, wonCents: 0 },
      { source: 'facebook', leads: 1, won: 0, wonCents: 0 },
      { source: 'google', leads: 1, won: 0, wonCents: 0 },
      { source: 'www.bing.com', leads: 1, won: 0, wonCents: 0 },
    ])
    // Won jobs add their value (a quote's total, or the owner's figure; a job of unknown value adds
    // nothing), beyond 2^31 cents on both databases; a value left on a lead no longer Won is not counted.
    const { db } = store.handle
    const googleIds = (await db.selectFrom('leads').select('id').where('utm_source', '=', 'google').where('spam', '=', 0).execute()).map(
      (r) => r.id,
    )
    await db
      .updateTable('leads')
      .set({ status: 'Won', won_cents: 3_000_000_000, won_source: 'quote' })
      .where('id', '=', googleIds[0])
      .execute()
    await db.updateTable('leads').set({ status: 'Won', won_cents: null }).where('id', '=', googleIds[1]).execute()
    await db
      .updateTable('leads')
      .set({ status: 'Lost', won_cents: 99_999, won_source: 'typed' })
      .where('referrer_host', '=', 'www.bing.com')
      .execute()
    expect((await store.leadsBySource(day(1), day(15)))[0]).toEqual({ source: 'google', leads: 2, won: 2, wonCents: 3_000_000_000 })
    expect((await store.leadsBySource(day(1), day(15)))[2]).toEqual({ source: 'www.bing.com', leads: 1, won: 0, wonCents: 0 })
  })

  it('stores spam flagged and queues no e-mail for it', async () => {
    const { store } = await open()
    const { id } = await store.insertLead(newLead({ spamReason: 'honeypot' }))
    expect(await store.getLead(id)).toMatchObject({ spam: true, spamReason: 'honeypot' })
    expect(await store.outboxFor(id)).toEqual([])
  })

  it('writes the lead and its outbox rows in one transaction: all or nothing', async () => {
    const { store, exec } = await open()
    // With a column gone, the outbox insert fails after the lead's row was written.
    await exec(`ALTER TABLE outbox RENAME COLUMN kind TO kind_gone`)
    await expect(store.insertLead(newLead())).rejects.toThrow()
    await exec(`ALTER TABLE outbox RENAME COLUMN kind_gone TO kind`)
    expect(await store.allLeads()).toEqual([])
  })

  it('counts leads, spam and e-mails by status', async () => {
    const { store } = await open()
    await store.insertLead(newLead({ form: 'contact', projectType: null }))
    const photo = {
      name: 'a.jpg',
      contentType: 'image/jpeg' as const,
      data: Buffer.from([0xff, 0xd8]),
      width: 1,
      height: 1,
      originalBytes: 2,
    }
    await store.insertLead(newLead({ photos: [photo, photo] }))
    await store.insertLead(newLead({ spamReason: 'too-fast' }))
    expect(await store.stats()).toEqual({
      leads: { contact: 1, quote: 1, total: 2 },
      spam: 1,
      photos: 2,
      outbox: { pending: 4, sending: 0, sent: 0, failed: 0, skipped: 0 },
      byKind: {
        email: { pending: 4, sending: 0, sent: 0, failed: 0, skipped: 0 },
        webhook: { pending: 0, sending: 0, sent: 0, failed: 0, skipped: 0 },
      },
    })
  })

  it('deletes leads past their retention (spam after 90 days, others after 3 years) with their e-mail rows', async () => {
    const { store } = await open()
    const now = new Date('2026-06-01T12:00:00Z')
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000)
    const oldLead = (await store.insertLead(newLead({ name: 'Old Lead' }), daysAgo(retention.leadDays + 1))).id
    const keptLead = (await store.insertLead(newLead({ name: 'Kept Lead' }), daysAgo(retention.leadDays - 1))).id
    await store.insertLead(newLead({ name: 'Old Spam', spamReason: 'honeypot' }), daysAgo(retention.spamDays + 1))
    await store.insertLead(newLead({ name: 'New Spam', spamReason: 'too-fast' }), daysAgo(retention.spamDays - 1))
    expect(await store.purgeExpired(now)).toEqual({ leads: 2, photos: 0 })
    expect((await store.allLeads()).map((l) => l.name)).toEqual(['Kept Lead', 'New Spam'])
    expect(await store.outboxFor(oldLead)).toEqual([])
    expect(await store.outboxFor(keptLead)).toHaveLength(2)
    expect(await store.purgeExpired(now)).toEqual({ leads: 0, photos: 0 })
  })

  it('stores the quote details and photos with the lead, in the same transaction', async () => {
    const { store, another } = await open()
    const photo = (name: string, byte: number) => ({
      name,
      contentType: 'image/jpeg' as const,
      data: Buffer.from([0xff, 0xd8, 0xff, byte, 0, 1, 2]),
      width: 2048,
      height: 1536,
      originalBytes: 3_500_000,
    })
    const estimate = { query: 'length=12&width=10&tile=12x12&price=8.50', lines: ['Estimate: ...'], totalTiles: 138, totalWithWaste: 1173 }
    const pattern = { query: 'color=gray&pattern=herringbone', pattern: 'Herringbone', color: 'Modern Gray', grout: 'Light' }
    const { id } = await store.insertLead(
      newLead({
        zip: '97030',
        inArea: true,
        visitWindows: ['monday-morning', 'saturday-morning'],
        estimate,
        pattern,
        photos: [photo('a.jpg', 1), photo('b.jpg', 2)],
      }),
    )
    const other = await another()
    expect(await other.getLead(id)).toMatchObject({
      zip: '97030',
      inArea: true,
      visitWindows: ['monday-morning', 'saturday-morning'],
      estimate,
      pattern,
    })
    expect((await other.photoInfo([id])).map((p) => [p.position, p.name, p.bytes, p.width])).toEqual([
      [1, 'a.jpg', 7, 2048],
      [2, 'b.jpg', 7, 2048],
    ])
    expect((await other.photosFor(id)).map((p) => p.data)).toEqual([photo('a.jpg', 1).data, photo('b.jpg', 2).data])
    // A contact lead has none of it.
    const contact = await store.insertLead(newLead({ form: 'contact', projectType: null }))
    expect(await store.getLead(contact.id)).toMatchObject({ zip: null, inArea: null, visitWindows: [], estimate: null, pattern: null })

    // A photo that cannot be written takes its lead with it: nothing half-stored.
    const before = (await store.allLeads()).length
    const broken = { ...photo('c.jpg', 3), data: null as unknown as Buffer }
    await expect(store.insertLead(newLead({ name: 'Half', photos: [photo('d.jpg', 4), broken] }))).rejects.toThrow()
    expect((await store.allLeads()).length).toBe(before)
    expect((await store.allLeads()).some((l) => l.name === 'Half')).toBe(false)
  })

  it('deletes photos after photoRetentionDays and keeps their lead', async () => {
    const { store } = await open()
    const now = new Date('2026-06-01T12:00:00Z')
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000)
    const data = Buffer.from([0xff, 0xd8, 0xff])
    const photos = [{ name: 'x.jpg', contentType: 'image/jpeg' as const, data, width: 1, height: 1, originalBytes: 3 }]
    const old = (await store.insertLead(newLead({ photos }), daysAgo(retention.photoDays + 1))).id
    const recent = (await store.insertLead(newLead({ photos }), daysAgo(retention.photoDays - 1))).id
    expect(await store.purgeExpired(now)).toEqual({ leads: 0, photos: 1 })
    expect(await store.getLead(old)).toBeDefined()
    expect(await store.photoInfo([old, recent])).toMatchObject([{ leadId: recent }])
  })

  it('leases a due message to one worker; another worker gets the next one, then none', async () => {
    const { store, another } = await open()
    const other = await another()
    const t = new Date('2025-03-01T10:00:00Z')
    const { id } = await store.insertLead(newLead(), t)
    const a = await store.claimNext('worker-a', 60_000, t)
    const b = await other.claimNext('worker-b', 60_000, t)
    expect([a?.kind, b?.kind]).toEqual(['business', 'acknowledgement'])
    expect(a).toMatchObject({ status: 'sending', leaseOwner: 'worker-a', leaseUntil: '2025-03-01T10:01:00.000Z', lead: { id } })
    expect(await store.claimNext('worker-c', 60_000, t)).toBeUndefined()
  })

  it('lets another worker take over an expired lease, and ignores the old holder afterwards', async () => {
    const { store } = await open()
    const t = new Date('2025-03-01T10:00:00Z')
    await store.insertLead(newLead({ spamReason: null }), t)
    const first = await store.claimNext('dead-worker', 60_000, t)
    await store.claimNext('dead-worker', 60_000, t)
    expect(await store.claimNext('worker-b', 60_000, new Date(t.getTime() + 59_000))).toBeUndefined()
    const later = new Date(t.getTime() + 61_000)
    const taken = await store.claimNext('worker-b', 60_000, later)
    expect(taken?.id).toBe(first?.id)
    expect(await store.markSent(first!.id, 'dead-worker', 'owner@startile.example', later)).toBe(false)
    expect(await store.markSent(first!.id, 'worker-b', 'owner@startile.example', later)).toBe(true)
    expect(await store.getOutbox(first!.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      leaseOwner: null,
      toAddr: 'owner@startile.example',
    })
  })

  it('gives back the leases of a worker that stops', async () => {
    const { store } = await open()
    const { id } = await store.insertLead(newLead())
    await store.claimNext('stopping', 600_000)
    await store.claimNext('stopping', 600_000)
    expect(await store.releaseLeases('someone-else')).toBe(0)
    expect(await store.releaseLeases('stopping')).toBe(2)
    expect((await store.outboxFor(id)).map((r) => [r.status, r.leaseOwner])).toEqual([
      ['pending', null],
      ['pending', null],
    ])
  })

  it('records failed attempts, marks a message failed for good, and requeues failed messages', async () => {
    const { store } = await open()
    const t = new Date('2025-03-01T10:00:00Z')
    const { id } = await store.insertLead(newLead(), t)
    const job = await store.claimNext('w', 60_000, t)
    const retryAt = new Date(t.getTime() + 30_000)
    expect(await store.markAttemptFailed(job!.id, 'w', 'ECONNREFUSED', retryAt, t)).toBe(true)
    expect(await store.getOutbox(job!.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: retryAt.toISOString(),
      lastError: 'ECONNREFUSED',
    })
    expect(await store.claimNext('w', 60_000, new Date(t.getTime() + 29_000))).toMatchObject({ kind: 'acknowledgement' })
    const again = await store.claimNext('w', 60_000, retryAt)
    expect(again?.id).toBe(job!.id)
    await store.markAttemptFailed(job!.id, 'w', '550 No such user', null, retryAt)
    expect((await store.stats()).outbox.failed).toBe(1)
    expect(await store.retryFailed(retryAt)).toBe(1)
    expect((await store.outboxFor(id))[0]).toMatchObject({ status: 'pending', queuedAt: retryAt.toISOString() })
  })

  it('passes the write probe of /healthz and leaves nothing behind', async () => {
    const { store, another } = await open()
    await store.probeWrite()
    await store.probeWrite()
    expect(await store.stats()).toMatchObject({ leads: { total: 0 } })
    await expect((await another()).probeWrite()).resolves.toBeUndefined()
  })
})
