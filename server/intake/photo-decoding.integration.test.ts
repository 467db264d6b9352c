// What decoding photos may cost, through the quote endpoint on both databases: no photo is decoded
// for a post whose text fields fail (trap, time, required fields), even when the fields come after
// the files; decoded megapixels are charged to the client whatever comes of the decode; the raw
// bytes held at once are bounded; and a burst of uploads is decoded two photos at a time.
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { photoMessages } from '#domain/photo-rules'
import { storeTargets } from '../../tests/helpers/databases'
import { type Part, boundary, multipartBody, quoteFields } from '../../tests/helpers/multipart'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { damagedJpeg, photoWithGps } from '../../tests/helpers/test-images'
import { buildMessage } from '../mail/outbox-kinds'
import { type PhotoBudgetLimits, createPhotoBudget } from './photo-budget'
import { decodeSlots } from './photos'
import { leadsRoutes } from './leads'
import { generousPhotoLimits as generous } from '../../tests/helpers/photo-limits'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const photo = (name: string, data: Buffer): Part => ({ name: 'photos', filename: name, type: 'image/jpeg', data })

describe.each(storeTargets(pgDb))('decoding photos on $name', (target) => {
  async function build(limits: Partial<PhotoBudgetLimits> = {}) {
    const { store } = await target.open()
    const app = Fastify()
    const photoBudget = createPhotoBudget(store, { ...generous, ...limits })
    await app.register(leadsRoutes, {
      store,
      outbox: { nudge() {} },
      siteUrl: 'http://localhost',
      rateLimit: 0,
      minFillMs: 3000,
      photoBudget,
    })
    cleanups.push(
      () => app.close(),
      () => store.close(),
    )
    const post = (parts: Part[], from = '198.51.100.20') => {
      const payload = multipartBody(parts)
      const headers = {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        accept: 'application/json',
        'sec-fetch-site': 'same-origin',
      }
      return app.inject({ method: 'POST', url: '/api/quote', payload, remoteAddress: from, headers })
    }
    /** Megapixels decoded today for a client. */
    const decoded = async (from: string) => {
      const key = await store.dailyKey('pixels', from)
      return (await store.dailyUsage([key]))[key]
    }
    return { store, post, decoded, photoBudget }
  }
  const without = (name: string) => quoteFields().filter((p) => p.name !== name)
  const withValue = (name: string, value: string) => quoteFields().map((p) => (p.name === name ? { name, value } : p))

  it('decodes no photo of a post whose text fields fail, fields first or last, and answers as it would without the photo', async () => {
    const { store, post, decoded } = await build()
    const image = photo('kitchen.jpg', await photoWithGps(1200, 900))
    const started = decodeSlots.stats().started
    const failing: [string, Part[]][] = [
      ['trap filled', withValue('company_website', 'https://spam.example')],
      ['filled too fast', withValue('elapsed_ms', '200')],
      ['no name', without('name')],
      ['no e-mail', without('email')],
    ]
    for (const [what, fields] of failing) {
      const alone = await post(fields)
      for (const parts of [
        [...fields, image],
        [image, ...fields],
      ]) {
        const res = await post(parts)
        expect(res.statusCode, what).toBe(alone.statusCode)
        // The same refusal (or, for spam, the same quiet success) as the post without a photo.
        expect({ ...res.json(), id: 0 }, what).toEqual({ ...alone.json(), id: 0 })
      }
    }
    expect(decodeSlots.stats().started).toBe(started)
    expect(await decoded('198.51.100.20')).toBe(0)
    // Spam is stored flagged, without its photos; the refused posts are not stored at all.
    const leads = await store.allLeads()
    expect(leads.length).toBe(6)
    expect(leads.every((l) => l.spam)).toBe(true)
    expect(await store.countPhotos()).toBe(0)

    // Fields after the photo that pass: the photo is decoded and kept.
    const kept = await post([image, ...quoteFields('Late Fields')])
    expect(kept.statusCode, kept.body).toBe(201)
    expect(await store.photoCountFor(kept.json().id)).toBe(1)
    expect(decodeSlots.stats().started).toBe(started + 1)
  })

  it('charges decoded megapixels to the client before each decode: a failed decode and a refused request still cost them', async () => {
    const { store, post, decoded } = await build({ addressMegapixelsPerDay: 4 })
    const good = await photoWithGps(1200, 900) // 1.08 megapixels: charged as 2
    const refused = await post([...quoteFields(), photo('ok.jpg', good), photo('half.jpg', await damagedJpeg())])
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toEqual({ photos: photoMessages.damaged(2, 'half.jpg') })
    // Both were decoded (the second failed), and the request was refused: both still charged.
    expect(await decoded('198.51.100.20')).toBe(3)
    expect(await store.countPhotos()).toBe(0)

    const res = await post([...quoteFields('Pixel Pat'), photo('a.jpg', good), photo('b.jpg', good)])
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().photosNotKept).toBe(photoMessages.notKept(2))
    const lead = await store.getLead(res.json().id)
    expect(lead?.photosRefused).toEqual({ count: 2, reason: 'pixels' })
    const mail = buildMessage('business', lead!, { from: 'site@startile.example', leadsTo: 'owner@startile.example' })
    expect(String(mail.text)).toMatch(/2 more photos were sent but not kept: .*PHOTO_BUDGET_ADDRESS_MP/)
    expect(await decoded('198.51.100.20')).toBe(3)

    const other = await post([...quoteFields('Other Address'), photo('a.jpg', good)], '203.0.113.20')
    expect(await store.photoCountFor(other.json().id)).toBe(1)
  })

  it('holds no more raw photo bytes than PHOTO_HOLD_MB at once: a photo past it is not kept, the lead is', async () => {
    const image = await photoWithGps(1200, 900)
    const { store, post, photoBudget } = await build({ holdBytes: Math.floor(image.length * 1.5) })
    const res = await post([...quoteFields('Held Hal'), photo('a.jpg', image), photo('b.jpg', image), photo('c.jpg', image)])
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().photosNotKept).toBe(photoMessages.notKept(2))
    expect((await store.getLead(res.json().id))?.photosRefused).toEqual({ count: 2, reason: 'busy' })
    expect(await store.photoCountFor(res.json().id)).toBe(1)
    expect(photoBudget.hold.held()).toBe(0)
  })

  it('decodes a burst of uploads from several clients two photos at a time, and keeps every photo', { timeout: 120_000 }, async () => {
    const { store, post } = await build()
    const image = await photoWithGps(1200, 900)
    const before = decodeSlots.stats()
    const answers = await Promise.all(
      [1, 2, 3, 4].map((i) => post([...quoteFields(`Burst ${i}`), photo('a.jpg', image), photo('b.jpg', image)], `198.51.100.${30 + i}`)),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201])
    const after = decodeSlots.stats()
    expect(after.started - before.started).toBe(8)
    expect(after.peak).toBe(2)
    expect(await store.countPhotos()).toBe(8)
  })
})
