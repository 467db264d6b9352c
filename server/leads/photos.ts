// The photos of a quote request, from the visitor's bytes to what is stored: the real type read
// from the bytes (never the name or the browser's word), a pixel limit checked on the header before
// anything is decoded (decompression bombs), then a new JPEG at most 1,600 px on its long side,
// turned upright and carrying no metadata at all (no EXIF, GPS, camera serial, XMP or ICC profile).
// The visitor's file name is only ever shown (escaped), never used as a path.
import sharp, { type Metadata } from 'sharp'
import { displayName, photoMessages, photoRules } from '#domain/photo-rules'

// The server processes one request's photos at a time and never reuses a result.
sharp.cache(false)

export type ImageType = 'jpeg' | 'png' | 'webp' | 'heic'

export type StoredPhoto = {
  /** The visitor's file name, cleaned for display (domain/photo-rules.ts). */
  name: string
  contentType: 'image/jpeg'
  data: Buffer
  width: number
  height: number
  /** Size of the file the visitor sent. */
  originalBytes: number
}

export type PhotoResult = { ok: true; photo: StoredPhoto } | { ok: false; error: string }

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

/** sharp's format names for each type we take. */
const decodesAs: Record<ImageType, string[]> = { jpeg: ['jpeg'], png: ['png'], webp: ['webp'], heic: ['heif'] }

/** Photo `n` (1-based, as the visitor counts) checked and re-encoded, or the sentence saying why not. */
export async function processPhoto(n: number, fileName: string, bytes: Buffer): Promise<PhotoResult> {
  const name = displayName(fileName)
  const fail = (error: string): PhotoResult => ({ ok: false, error })
  if (bytes.length > photoRules.maxBytes) return fail(photoMessages.tooLarge(n, name))
  const type = sniffImageType(bytes)
  if (!type) return fail(photoMessages.notImage(n, name))
  const refused = type === 'heic' ? photoMessages.heic(n, name) : photoMessages.damaged(n, name)

  // The header alone: dimensions and format, before any pixel is decoded (so no limit is needed
  // here; the limit below guards the decode).
  let meta: Metadata
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    return fail(refused)
  }
  if (!meta.format || !decodesAs[type].includes(meta.format)) return fail(refused)
  const width = meta.width ?? 0
  const height = meta.height ?? 0
  if (width * height > photoRules.maxPixels) return fail(photoMessages.tooManyPixels(n, name, width, height))

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
    return fail(refused)
  }
}
