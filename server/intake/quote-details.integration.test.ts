// The quote request with what the owner prices from: photos (multipart, as the form sends them),
// ZIP, visit windows and the attached estimate and pattern, on SQLite and PostgreSQL. Every bad
// input gets its message beside its field, and the store holds nothing of a refused request.
import { Readable } from 'node:stream'
import Fastify from 'fastify'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { estimateMessages } from '#domain/calculator/attachment'
import { messages } from '#domain/lead-form'
import { photoMessages, photoRules } from '#domain/photo-rules'
import { zipMessages } from '#domain/zip-area'
import type { LeadStore } from '../store/store'
import { storeTargets } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { bombPng, damagedJpeg, heicStart, notAnImage, photoWithGps, secretSerial } from '../../tests/helpers/test-images'
import { leadsRoutes } from './leads'

const site = 'https://www.startile.example'
const estimate = 'length=12&width=10&tile=12x12&price=8.50&tiles=138&total=1173.00'
const fields = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(503) 555-0100',
  projectType: 'Flooring',
  message: 'Kitchen floor.',
  zip: '97030',
  estimate,
  pattern: 'color=gray&pattern=herringbone',
  company_website: '',
}
type Photo = { name: string; bytes: Buffer; type?: string }

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()

/** The body and content type a browser's FormData makes (photos last, as the form orders them). */
async function multipart(values: Record<string, string | string[]>, photos: Photo[]) {
  const form = new FormData()
  for (const [k, v] of Object.entries(values)) for (const one of Array.isArray(v) ? v : [v]) form.append(k, one)
  for (const p of photos) form.append('photos', new Blob([new Uint8Array(p.bytes)], { type: p.type ?? 'image/jpeg' }), p.name)
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' }
}

describe.each(storeTargets(pgDb))('the quote request on $name', (target) => {
  async function build() {
    const { store } = await target.open()
    const app = Fastify()
    await app.register(leadsRoutes, { store, outbox: { nudge() {} }, siteUrl: site, rateLimit: 0, minFillMs: 0 })
    cleanups.push(
      () => app.close(),
      () => store.close(),
    )
    const post = async (values: Record<string, string | string[]>, photos: Photo[] = [], accept = 'application/json') => {
      const { payload, type } = await multipart(values, photos)
      return app.inject({ method: 'POST', url: '/api/quote', payload, headers: { 'content-type': type, accept, origin: site } })
    }
    return { app, store, post }
  }

  async function expectNothingStored(store: LeadStore) {
    expect((await store.stats()).leads.total).toBe(0)
    expect(await store.countPhotos()).toBe(0)
  }

  it('stores the lead with two photos (metadata gone), the ZIP in the area, two windows and the recomputed estimate', async () => {
    const { store, post } = await build()
    const photos = [
      { name: 'kitchen.jpg', bytes: await photoWithGps(2400, 1800) },
      { name: 'floor.jpg', bytes: await photoWithGps(1800, 2400, '#667788') },
    ]
    const res = await post({ ...fields, visitWindows: ['monday-morning', 'saturday-morning'] }, photos)
    expect(res.statusCode, res.body).toBe(201)
    const lead = await store.getLead(res.json().id)
    expect(lead).toMatchObject({ zip: '97030', inArea: true, visitWindows: ['monday-morning', 'saturday-morning'] })
    expect(lead?.estimate).toMatchObject({ query: 'length=12&width=10&tile=12x12&price=8.50', totalTiles: 138, totalWithWaste: 1173 })
    expect(lead?.estimate?.lines[0]).toBe(
      'Estimate: 12 ft x 10 ft (120.0 sq ft), 12x12 tiles, 138 tiles incl. 15% waste, materials about $1,173.00',
    )
    expect(lead?.pattern).toEqual({
      query: 'color=gray&pattern=herringbone&grout=light',
      pattern: 'Herringbone',
      color: 'Modern Gray',
      grout: 'light',
    })
    const stored = await store.photosFor(res.json().id)
    expect(stored.map((p) => [p.name, p.width, p.height])).toEqual([
      ['kitchen.jpg', 1600, 1200],
      ['floor.jpg', 1200, 1600],
    ])
    for (const p of stored) {
      const meta = await sharp(p.data).metadata()
      expect([meta.exif, meta.xmp, meta.icc]).toEqual([undefined, undefined, undefined])
      expect(p.data.toString('latin1')).not.toContain(secretSerial)
    }
  })

  it('accepts a ZIP outside the area and marks it so', async () => {
    const { store, post } = await build()
    const res = await post({ ...fields, zip: '97301' })
    expect(res.statusCode).toBe(201)
    expect(await store.getLead(res.json().id)).toMatchObject({ zip: '97301', inArea: false })
  })

  it('refuses each bad photo by its number and name, keeps reading the form, and stores nothing', async () => {
    const { store, post } = await build()
    const good = await photoWithGps(1200, 900)
    const cases: [Photo[], string][] = [
      [
        [
          { name: 'ok.jpg', bytes: good },
          { name: 'huge.jpg', bytes: Buffer.alloc(photoRules.maxBytes + 10, 1) },
        ],
        photoMessages.tooLarge(2, 'huge.jpg'),
      ],
      [[{ name: 'invoice.jpg', bytes: notAnImage }], photoMessages.notImage(1, 'invoice.jpg')],
      [
        [
          { name: 'ok.jpg', bytes: good },
          { name: 'half.jpg', bytes: await damagedJpeg() },
        ],
        photoMessages.damaged(2, 'half.jpg'),
      ],
      [[{ name: 'bomb.png', bytes: bombPng(), type: 'image/png' }], photoMessages.tooManyPixels(1, 'bomb.png', 50_000, 50_000)],
      [[{ name: 'IMG_1.HEIC', bytes: heicStart(), type: 'image/heic' }], photoMessages.heic(1, 'IMG_1.HEIC')],
      [Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.jpg`, bytes: good })), photoMessages.tooMany],
    ]
    for (const [photos, message] of cases) {
      const res = await post(fields, photos)
      expect(res.statusCode, message).toBe(400)
      expect(res.json().errors).toEqual({ photos: message })
    }
    await expectNothingStored(store)
  })

  it('refuses a ZIP of letters, a ZIP that does not exist, a closed day, too many times, a wrong estimate and an unknown pattern', async () => {
    const { store, post } = await build()
    const cases: [Record<string, string | string[]>, Record<string, string>][] = [
      [{ zip: 'ABCDE' }, { zip: zipMessages.invalid }],
      [{ zip: '00000' }, { zip: zipMessages.unknown('00000') }],
      [
        { visitWindows: ['monday-morning', 'sunday-morning'] },
        { visitWindows: 'We are not open on Sunday mornings. Please choose one of the listed times.' },
      ],
      [
        { visitWindows: ['saturday-afternoon'] },
        { visitWindows: 'We are not open on Saturday afternoons. Please choose one of the listed times.' },
      ],
      [
        { visitWindows: ['monday-morning', 'monday-afternoon', 'tuesday-morning', 'friday-morning'] },
        { visitWindows: messages.visitWindows },
      ],
      [{ estimate: estimate.replace('tiles=138', 'tiles=13') }, { estimate: estimateMessages.mismatch }],
      [{ estimate: estimate.replace('total=1173.00', 'total=99.00') }, { estimate: estimateMessages.mismatch }],
      [{ pattern: 'color=purple&pattern=herringbone' }, { pattern: messages.pattern }],
    ]
    for (const [patch, errors] of cases) {
      const res = await post({ ...fields, ...patch }, [{ name: 'ok.jpg', bytes: await photoWithGps(600, 400) }])
      expect(res.statusCode, JSON.stringify(patch)).toBe(400)
      expect(res.json().errors).toEqual(errors)
    }
    await expectNothingStored(store)
  })

  it('answers a post without JavaScript with the form page (its entries kept) or a 303 to the thank-you page', async () => {
    const { store, post } = await build()
    const bad = await post({ ...fields, zip: 'ABCDE', visitWindows: 'monday-morning' }, [], 'text/html,application/xhtml+xml')
    expect(bad.statusCode).toBe(400)
    expect(bad.headers['content-type']).toMatch(/^text\/html/)
    expect(bad.body.includes(zipMessages.invalid), 'the ZIP message beside its field').toBe(true)
    await expectNothingStored(store)
    const good = await post(fields, [{ name: 'ok.jpg', bytes: await photoWithGps(600, 400) }], 'text/html')
    expect(good.statusCode).toBe(303)
    expect(good.headers.location).toBe('/thank-you')
    expect(await store.countPhotos()).toBe(1)
  })
})

describe('limits read before the body', () => {
  it('refuses a multipart body over the size cap (413) or without a length (411), and multipart on the contact form (415)', async () => {
    const store = { insertLead: async () => ({ id: 1 }) }
    const app = Fastify()
    await app.register(leadsRoutes, { store, outbox: { nudge() {} }, siteUrl: site, rateLimit: 0, minFillMs: 0 })
    cleanups.push(() => app.close())
    const headers = { 'content-type': 'multipart/form-data; boundary=x', accept: 'application/json' }
    const over = await app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: '--x--',
      headers: { ...headers, 'content-length': String(60 * 1024 * 1024) },
    })
    expect(over.statusCode).toBe(413)
    // A stream posted without Content-Length (chunked), as only a crafted client does.
    const chunked = await app.inject({ method: 'POST', url: '/api/quote', payload: Readable.from([Buffer.from('--x--')]), headers })
    expect(chunked.statusCode).toBe(411)
    const contact = await app.inject({ method: 'POST', url: '/api/send-contact-email', payload: '--x--', headers })
    expect(contact.statusCode).toBe(415)
  })
})
