// Each photo is checked on its bytes and stored as a new, smaller JPEG with no metadata left; at
// most two are decoded at once, server-wide.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { photoMessages, photoRules } from '#domain/photo-rules'
import { bombPng, damagedJpeg, heicStart, notAnImage, photoWithGps, secretSerial } from '../../tests/helpers/test-images'
import { type PhotoResult, decodeSlotCount, decodeSlots, encodePhoto, readPhotoHeader, sniffImageType } from './photos'

/** The header read, then the decode, as the quote endpoint runs them (without budgets). */
async function processPhoto(n: number, fileName: string, bytes: Buffer): Promise<PhotoResult> {
  const header = await readPhotoHeader(n, fileName, bytes)
  if (!header.ok) return header
  const result = await encodePhoto(n, fileName, bytes, header.header)
  if ('busy' in result) throw new Error('no decode slot came free')
  return result
}

describe('processPhoto', () => {
  it('re-encodes a phone photo to 1,600 px on its long side with no EXIF, GPS, serial, XMP or ICC left', async () => {
    const original = await photoWithGps(4032, 3024)
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain(secretSerial)
    const result = await processPhoto(1, 'IMG_0001.JPG', original)
    if (!result.ok) throw new Error(result.error)
    const { photo } = result
    expect([photo.width, photo.height]).toEqual([1600, 1200])
    expect(photo.originalBytes).toBe(original.length)
    expect(photo.data.length).toBeLessThan(original.length)
    const meta = await sharp(photo.data).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 })
    expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([undefined, undefined, undefined, undefined])
    expect(photo.data.toString('latin1')).not.toContain(secretSerial)
    expect(photo.data.toString('latin1')).not.toContain('TestPhone')
  })

  it('takes PNG and WebP as well, and never enlarges a small photo', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 4, background: '#33669980' } })
      .png()
      .toBuffer()
    const webp = await sharp({ create: { width: 300, height: 900, channels: 3, background: '#556' } })
      .webp()
      .toBuffer()
    const a = await processPhoto(1, 'plan.png', png)
    const b = await processPhoto(2, 'wall.webp', webp)
    expect(a.ok && [a.photo.width, a.photo.height]).toEqual([640, 480])
    expect(b.ok && [b.photo.width, b.photo.height]).toEqual([300, 900])
  })

  it('names the photo and says why for each file it refuses', async () => {
    expect(await processPhoto(2, 'report.jpg', notAnImage)).toEqual({ ok: false, error: photoMessages.notImage(2, 'report.jpg') })
    expect(await processPhoto(3, 'half.jpg', await damagedJpeg())).toEqual({ ok: false, error: photoMessages.damaged(3, 'half.jpg') })
    expect(await processPhoto(1, 'bomb.png', bombPng())).toEqual({
      ok: false,
      error: photoMessages.tooManyPixels(1, 'bomb.png', 50_000, 50_000),
    })
    expect(await processPhoto(4, 'IMG_2.HEIC', heicStart())).toEqual({ ok: false, error: photoMessages.heic(4, 'IMG_2.HEIC') })
    const big = Buffer.alloc(photoRules.maxBytes + 1)
    expect(await processPhoto(5, 'huge.jpg', big)).toEqual({ ok: false, error: photoMessages.tooLarge(5, 'huge.jpg') })
  })

  it('shows a file name only as text: paths and control characters are dropped', async () => {
    const result = await processPhoto(1, '../../etc/\u0007passwd.png', notAnImage)
    expect(result).toEqual({ ok: false, error: 'Photo 1 (passwd.png) is not a JPEG, PNG or WebP image. Please choose a photo.' })
  })

  it('reads the type from the bytes, not the name', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(sniffImageType(bombPng(2, 2))).toBe('png')
    expect(sniffImageType(heicStart())).toBe('heic')
    expect(sniffImageType(notAnImage)).toBeNull()
  })

  it('reads the header without decoding: a bomb is refused with no decode slot taken', async () => {
    const before = decodeSlots.stats().started
    expect(await readPhotoHeader(1, 'bomb.png', bombPng())).toEqual({
      ok: false,
      error: photoMessages.tooManyPixels(1, 'bomb.png', 50_000, 50_000),
    })
    expect(await readPhotoHeader(1, 'ok.jpg', await photoWithGps(640, 480))).toEqual({
      ok: true,
      header: { type: 'jpeg', width: 640, height: 480 },
    })
    expect(decodeSlots.stats().started).toBe(before)
  })

  it('decodes a burst of six photos two at a time, never more', async () => {
    const photo = await photoWithGps(1600, 1200)
    const before = decodeSlots.stats().started
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => processPhoto(i + 1, `p${i}.jpg`, photo)))
    expect(results.every((r) => r.ok)).toBe(true)
    const stats = decodeSlots.stats()
    expect(stats.started - before).toBe(6)
    expect(decodeSlotCount).toBe(2)
    expect(stats.peak).toBe(2)
    expect(stats).toMatchObject({ running: 0, waiting: 0 })
  })
})
