// The photos of a quote request, from the visitor's bytes to what is stored: the real type read
// from the bytes (never the name or the browser's word), a pixel limit checked on the header before
// anything is decoded (decompression bombs), then a new JPEG at most 1,600 px on its long side,
// turned upright and carrying no metadata at all (no EXIF, GPS, camera serial, XMP or ICC profile).
// The decode and re-encode run in one of the server's two decode slots (photo-slots.ts): a burst of
// uploads waits its turn instead of taking every core. The visitor's file name is only ever shown
// (escaped), never used as a path.
import sharp from 'sharp'
import { displayName, photoMessages, photoRules } from '#domain/photo-rules'
import { createSlots } from './photo-slots'
import type { NewPhoto } from '../store/store'

// Every photo is decoded once and its result never reused.
sharp.cache(false)

/** Photos decoded at once, server-wide. */
export const decodeSlotCount = 2
export const decodeSlots = createSlots(decodeSlotCount)
/** How long a photo waits for a decode slot before it is not kept ("the server was busy"). */
export const decodeWaitMs = 60_000

export type ImageType = 'jpeg' | 'png' | 'webp' | 'heic'

/** A photo as the store keeps it (re-encoded JPEG, the visitor's name cleaned): the store's own type. */
export type StoredPhoto = NewPhoto

export type PhotoResult = { ok: true; photo: StoredPhoto } | { ok: false; error: string }
export type PhotoHeader = { type: ImageType; width: number; height: number }

const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1')

/** The image type the bytes say, or null for anything else (whatever the file is called). */
export function sniffImageType(b: Buffer): ImageType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg'
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp'
  // ISO base media: a "ftyp" box whose brand is one of HEIF's (iPhone photos: heic).
  if (b.length >= 12 && ascii(b, 4, 8) === 'ftyp' && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(ascii(b, 8, 12))) return 'heic'
  return null
}

/** The checks that read only the size and the first bytes: the type, or why the photo is refused. */
export function quickCheck(n: number, fileName: string, bytes: Buffer): { ok: true; type: ImageType } | { ok: false; error: string } {
  if (bytes.length > photoRules.maxBytes) return { ok: false, error: photoMessages.tooLarge(n, displayName(fileName)) }
  const type = sniffImageType(bytes)
  return type ? { ok: true, type } : { ok: false, error: photoMessages.notImage(n, displayName(fileName)) }
}

/** sharp's format names for each type we take. */
const decodesAs: Record<ImageType, string[]> = { jpeg: ['jpeg'], png: ['png'], webp: ['webp'], heic: ['heif'] }

const refusedAs = (n: number, name: string, type: ImageType) =>
  type === 'heic' ? photoMessages.heic(n, name) : photoMessages.damaged(n, name)

/** Photo `n`'s size in pixels from its header alone (no pixel is decoded), or why it is refused. */
export async function readPhotoHeader(
  n: number,
  fileName: string,
  bytes: Buffer,
): Promise<{ ok: true; header: PhotoHeader } | { ok: false; error: string }> {
  const quick = quickCheck(n, fileName, bytes)
  if (!quick.ok) return quick
  const { type } = quick
  const name = displayName(fileName)
  try {
    // No pixel limit needed here: the one below guards the decode.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata()
    if (!meta.format || !decodesAs[type].includes(meta.format)) return { ok: false, error: refusedAs(n, name, type) }
    const width = meta.width ?? 0
    const height = meta.height ?? 0
    if (width * height > photoRules.maxPixels) return { ok: false, error: photoMessages.tooManyPixels(n, name, width, height) }
    return { ok: true, header: { type, width, height } }
  } catch {
    return { ok: false, error: refusedAs(n, name, type) }
  }
}

/** Photo `n` (its header read) decoded and re-encoded in a decode slot; `busy` when no slot came free within `waitMs`. */
export async function encodePhoto(
  n: number,
  fileName: string,
  bytes: Buffer,
  header: PhotoHeader,
  waitMs = decodeWaitMs,
): Promise<PhotoResult | { ok: false; busy: true }> {
  const name = displayName(fileName)
  const refused = refusedAs(n, name, header.type)
  const done = await decodeSlots.run(async (): Promise<PhotoResult> => {
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: photoRules.maxPixels, failOn: 'truncated' })
        .rotate() // upright from the EXIF orientation, which is then dropped with the rest
        .resize({ width: photoRules.maxSide, height: photoRules.maxSide, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: photoRules.quality, mozjpeg: true })
        .toBuffer({ resolveWithObject: true })
      return {
        ok: true,
        photo: { name, contentType: 'image/jpeg', data, width: info.width, height: info.height, originalBytes: bytes.length },
      }
    } catch {
      return { ok: false, error: refused }
    }
  }, waitMs)
  return done.ran ? done.value : { ok: false, busy: true }
}
