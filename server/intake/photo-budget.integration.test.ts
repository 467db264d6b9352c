// The photo budgets through the quote endpoint, on both databases: photos past a budget (this
// request's, this client's for the day, the site's for the day) or with the disk nearly full are
// refused and the lead kept; the visitor is told, the owner's e-mail says why, and leads without
// photos, or from another address, go through as before. The site's last fifth is kept for
// clients new today, a quarter of it per network, so fresh addresses of one network cannot spend
// it all; and the photos its budget refused are counted for the owner's desk.
import { randomBytes } from 'node:crypto'
import { statfs } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import Fastify from 'fastify'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { photoMessages } from '#domain/photo-rules'
import { storeTargets } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { buildMessage } from '../mail/outbox-kinds'
import { type PhotoBudgetLimits, createPhotoBudget, siteKey } from './photo-budget'
import { encodePhoto, readPhotoHeader } from './photos'
import type { LeadStore } from '../store/store'
import { leadsRoutes, photosNotKeptPage } from './leads'
import { generousPhotoLimits as generous, MB } from '../../tests/helpers/photo-limits'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const site = 'https://www.startile.example'
const fields = { name: 'Jo Noise', email: 'jo@example.com', phone: '503 555 0100', projectType: 'Flooring', company_website: '' }

// Noise, which compresses worst, as an attacker sends it: about 220 KB each once stored.
const KB = 1024
let noise: Buffer
/** The stored size of one noise photo. */
let stored: number
beforeAll(async () => {
  noise = await sharp(randomBytes(800 * 600 * 3), { raw: { width: 800, height: 600, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer()
  const header = await readPhotoHeader(1, 'noise.png', noise)
  const encoded = header.ok ? await encodePhoto(1, 'noise.png', noise, header.header) : undefined
  if (!encoded?.ok) throw new Error('the noise photo did not encode')
  stored = encoded.photo.data.length
})

async function post(app: ReturnType<typeof Fastify>, photos: number, from: string, accept = 'application/json') {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  for (let i = 0; i < photos; i++) form.append('photos', new Blob([new Uint8Array(noise)], { type: 'image/png' }), `noise-${i}.png`)
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  const payload = Buffer.from(await request.arrayBuffer())
  return app.inject({
    method: 'POST',
    url: '/api/quote',
    payload,
    remoteAddress: from,
    headers: { 'content-type': request.headers.get('content-type') ?? '', accept, origin: site },
  })
}

describe.each(storeTargets(pgDb))('photo budgets on $name', (target) => {
  async function build(limits: Partial<PhotoBudgetLimits>, store?: LeadStore, diskPath?: string) {
    const opened = store ? { store, another: async () => store } : await target.open()
    const app = Fastify()
    const photoBudget = createPhotoBudget(opened.store, { ...generous, ...limits }, diskPath)
    await app.register(leadsRoutes, { store: opened.store, outbox: { nudge() {} }, siteUrl: site, rateLimit: 0, minFillMs: 0, photoBudget })
    cleanups.push(() => app.close())
    if (!store) cleanups.push(() => opened.store.close())
    return { app, store: opened.store, another: opened.another }
  }
  const photosOf = async (store: LeadStore, id: number) => (await store.photoInfo([id])).length

  it("keeps one address's photos within its day's budget, then keeps its leads without photos; another address is untouched", async () => {
    const { app, store } = await build({ addressBytesPerDay: 500 * KB })
    const first = await post(app, 2, '198.51.100.7')
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toEqual({ ok: true, id: expect.any(Number) })
    expect(await photosOf(store, first.json().id)).toBe(2)

    const second = await post(app, 3, '198.51.100.7')
    expect(second.statusCode).toBe(201)
    expect(second.json()).toEqual({ ok: true, id: expect.any(Number), photosNotKept: photoMessages.notKept(3) })
    const lead = await store.getLead(second.json().id)
    expect(lead).toMatchObject({ name: 'Jo Noise', photosRefused: { count: 3, reason: 'address' } })
    expect(await photosOf(store, second.json().id)).toBe(0)
    const mail = buildMessage('business', lead!, { from: 'site@startile.example', leadsTo: 'owner@startile.example' })
    expect(String(mail.text)).toMatch(/3 more photos were sent but not kept: .*PHOTO_BUDGET_ADDRESS_MB/)

    const noPhotos = await post(app, 0, '198.51.100.7')
    expect(noPhotos.json()).toEqual({ ok: true, id: expect.any(Number) })
    const other = await post(app, 2, '203.0.113.9')
    expect(await photosOf(store, other.json().id)).toBe(2)
  })

  it('keeps what fits in one request and refuses the rest of its photos', async () => {
    const { app, store } = await build({ requestBytes: 300 * KB })
    const res = await post(app, 3, '198.51.100.8')
    expect(res.json().photosNotKept).toBe(photoMessages.notKept(2))
    expect(await photosOf(store, res.json().id)).toBe(1)
    expect((await store.getLead(res.json().id))?.photosRefused).toEqual({ count: 2, reason: 'request' })
  })

  it("shares the site's budget between two instances on one database", async () => {
    // Two photos fit the day's shared four fifths; the reserve's share of one network holds none.
    const { app, store, another } = await build({ siteBytesPerDay: 3 * stored })
    const second = await build({ siteBytesPerDay: 3 * stored }, target.name === 'PostgreSQL' ? await another() : store)
    const a = await post(app, 2, '198.51.100.10')
    const b = await post(second.app, 2, '198.51.100.11')
    expect(await photosOf(store, a.json().id)).toBe(2)
    expect(b.json().photosNotKept).toBe(photoMessages.notKept(2))
    expect((await store.getLead(b.json().id))?.photosRefused).toEqual({ count: 2, reason: 'site' })
  })

  it('refuses photos while the disk has less free space than the floor, and says so to a visitor without JavaScript', async () => {
    const free = await statfs(tmpdir())
    const { app, store } = await build({ minFreeDiskBytes: free.bavail * free.bsize + 1024 * MB }, undefined, tmpdir())
    const res = await post(app, 2, '198.51.100.12', 'text/html')
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(photosNotKeptPage)
    const [lead] = await store.allLeads()
    expect(lead.photosRefused).toEqual({ count: 2, reason: 'disk' })
    const mail = buildMessage('business', lead, { from: 'site@startile.example', leadsTo: 'owner@startile.example' })
    expect(String(mail.text)).toContain('PHOTO_MIN_FREE_DISK_MB')
  })

  // A day of 20 photos: its last fifth (4 photos) kept for clients new today, a quarter of that (1) per network.
  const reserveDay = () => 20 * stored + 20
  const keptBy = (app: ReturnType<typeof Fastify>, store: LeadStore) => async (count: number, from: string) => {
    const res = await post(app, count, from)
    expect(res.statusCode, res.body).toBe(201)
    return { kept: await photosOf(store, res.json().id), refused: (await store.getLead(res.json().id))?.photosRefused }
  }

  it("keeps the site's last fifth for clients new today: a client that spent the rest gets no more, a new one does", async () => {
    const { app, store } = await build({ siteBytesPerDay: reserveDay() })
    const kept = keptBy(app, store)
    await store.addDaily([{ key: siteKey, cap: 0 }], 14 * stored) // the day's other customers
    expect(await kept(2, '198.51.100.40')).toEqual({ kept: 2, refused: null })
    // Four fifths spent: the client who spent them gets no more today ...
    expect(await kept(1, '198.51.100.40')).toEqual({ kept: 0, refused: { count: 1, reason: 'site' } })
    // ... while a client new today still sends its photo.
    expect(await kept(1, '203.0.113.42')).toEqual({ kept: 1, refused: null })
    // The owner's desk reads how many the site's budget refused.
    expect(await store.photosRefusedBySiteBudget()).toBe(1)
  })

  it('lets fresh addresses of one network take only its share of the reserve: a customer of another network still stores a photo', async () => {
    const { app, store } = await build({ siteBytesPerDay: reserveDay() })
    const kept = keptBy(app, store)
    await store.addDaily([{ key: siteKey, cap: 0 }], 16 * stored) // four fifths spent before the attack
    // The attack: fresh addresses of one /24 (and of one IPv6 /48), each sending photos.
    expect(await kept(2, '198.51.100.50')).toEqual({ kept: 1, refused: { count: 1, reason: 'site' } })
    for (const from of ['198.51.100.51', '198.51.100.52', '198.51.100.53'])
      expect(await kept(2, from)).toEqual({ kept: 0, refused: { count: 2, reason: 'site' } })
    expect(await kept(1, '2001:db8:7:1::9')).toEqual({ kept: 1, refused: null })
    expect(await kept(1, '2001:db8:7:2::9')).toEqual({ kept: 0, refused: { count: 1, reason: 'site' } })
    // The next customer, from another network, new today: the photo is stored.
    expect(await kept(1, '203.0.113.9')).toEqual({ kept: 1, refused: null })
  })
})
