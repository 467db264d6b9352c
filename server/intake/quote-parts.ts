// Reads a multipart quote request (the form with photos, scripted or not) as it streams in: text
// fields into a plain record, each photo read up to its size limit and held, raw, until the whole
// body is in, since a crafted client may send the text fields after the files. Only the checks on
// a photo's size and first bytes run while reading; nothing is decoded until the route has checked
// the text fields (developPhotos). The raw bytes count against the server's hold (PHOTO_HOLD_MB):
// a photo that does not fit is read and dropped, and not kept ("the server was busy"). A bad photo
// does not stop the reading: the rest of the form is still read, so the answer can keep what the
// visitor typed and name every photo that failed.
import type { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import { photoMessages, photoRules } from '#domain/photo-rules'
import type { RequestBudget } from './photo-budget'
import type { Hold } from './photo-slots'
import { type StoredPhoto, encodePhoto, quickCheck, readPhotoHeader } from './photos'
import type { PhotoRefusal } from '../store/tables'

/** busboy's limits: reached, the request is refused whole (413); the photo rules are checked per photo. */
export const multipartLimits = {
  fieldNameSize: 100,
  fieldSize: 32_768,
  fields: 40,
  fileSize: photoRules.maxBytes,
  files: photoRules.maxCount + 5,
  parts: 60,
  headerPairs: 100,
}

/** The largest multipart request read at all: five full-size photos and the text fields. */
export const maxMultipartBytes = photoRules.maxCount * photoRules.maxBytes + 1024 * 1024

/** A photo as it arrived, numbered as the visitor counts (1-based). */
export type HeldPhoto = { n: number; fileName: string; bytes: Buffer }
type NumberedError = { n: number; error: string }

export type QuoteParts = {
  /** Text fields as sent (a repeated name gives a list); a post that was not multipart gives its body. */
  fields: Record<string, unknown>
  held: HeldPhoto[]
  /** Photos refused on their size or first bytes while reading. */
  readErrors: NumberedError[]
  tooMany: boolean
  /** Photos dropped unread because the server's hold was full. */
  notHeld: number
  /** Gives the held bytes back to the server's hold; call once the request is done with them. */
  release(): void
}

/** notKept: photos not decoded (a budget spent, the disk low, the server busy), and the first reason. */
export type DevelopedPhotos = { photos: StoredPhoto[]; photoErrors: string[]; notKept: { count: number; reason?: PhotoRefusal } }

/** The parts of a request that was not multipart: its fields only. */
export const fieldsOnly = (fields: Record<string, unknown>): QuoteParts => ({
  fields,
  held: [],
  readErrors: [],
  tooMany: false,
  notHeld: 0,
  release() {},
})

/** Reads a stream to its end, keeping at most `max` bytes and only while `hold` takes them. */
async function readAll(stream: Readable, max: number, hold?: Hold): Promise<Buffer | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  let kept = true
  const dropKept = () => {
    hold?.give(chunks.reduce((sum, b) => sum + b.length, 0))
    chunks.length = 0
  }
  try {
    for await (const chunk of stream) {
      const c: Buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
      const part = size < max ? c.subarray(0, max - size) : undefined
      size += c.length
      if (!kept || !part) continue
      if (hold && !hold.take(part.length)) {
        // The server holds all it may: this photo is read to its end and dropped.
        kept = false
        dropKept()
        continue
      }
      chunks.push(part)
    }
  } catch (error) {
    dropKept()
    throw error
  }
  return kept ? Buffer.concat(chunks) : undefined
}

/** A body that is not valid multipart (cut off, a broken part header) is the client's fault: 400. */
function unreadable(error: unknown): Error {
  if (error instanceof Error && 'statusCode' in error) {
    const status = Number(error.statusCode)
    if (status >= 400 && status < 500) return error
  }
  return Object.assign(new Error('The form could not be read.'), { statusCode: 400 })
}

export async function readQuoteParts(req: FastifyRequest, hold?: Hold): Promise<QuoteParts> {
  // No prototype: a field named "constructor" is just a field.
  const fields: Record<string, string | string[]> = Object.create(null)
  const held: HeldPhoto[] = []
  const readErrors: NumberedError[] = []
  let count = 0
  let notHeld = 0
  const release = () => {
    for (const photo of held.splice(0)) hold?.give(photo.bytes.length)
  }
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : ''
        const prior = fields[part.fieldname]
        fields[part.fieldname] = prior === undefined ? value : [...(Array.isArray(prior) ? prior : [prior]), value]
        continue
      }
      // Only a photo the form may still take is kept; other files are read to their end and dropped.
      const isPhoto = part.fieldname === 'photos' && count < photoRules.maxCount
      const bytes = await readAll(part.file, isPhoto ? photoRules.maxBytes : 0, isPhoto ? hold : undefined)
      const drop = () => isPhoto && bytes && hold?.give(bytes.length)
      // A file input left empty posts a part with no name and no bytes; other file fields are ignored.
      if (part.fieldname !== 'photos' || (part.filename === '' && bytes?.length === 0)) {
        drop()
        continue
      }
      count++
      if (count > photoRules.maxCount) continue
      if (!bytes) {
        notHeld++
        continue
      }
      const quick = quickCheck(count, part.filename, bytes)
      const error = part.file.truncated ? photoMessages.tooLarge(count, part.filename) : quick.ok ? undefined : quick.error
      if (error === undefined) held.push({ n: count, fileName: part.filename, bytes })
      else {
        readErrors.push({ n: count, error })
        drop()
      }
    }
  } catch (error) {
    release()
    throw unreadable(error)
  }
  return { fields, held, readErrors, tooMany: count > photoRules.maxCount, notHeld, release }
}

/** The visitor's sentences for the photos that failed, too many first, then by number. */
const messagesOf = (errors: NumberedError[], tooMany: boolean) => [
  ...(tooMany ? [photoMessages.tooMany] : []),
  ...errors.toSorted((a, b) => a.n - b.n).map((e) => e.error),
]

/** What a request whose text fields failed says of its photos: only what reading them showed. */
export const undevelopedPhotos = (parts: QuoteParts): DevelopedPhotos => ({
  photos: [],
  photoErrors: messagesOf(parts.readErrors, parts.tooMany),
  notKept: { count: 0 },
})

/**
 * Decodes the held photos of a request whose text fields passed, one by one: a photo a budget
 * already refuses is not decoded; the others have their megapixels charged to the client (from
 * the header) before the decode, so a decode that fails, or a request refused later, still costs
 * them; each decode waits for one of the server's decode slots.
 */
export async function developPhotos(parts: QuoteParts, budget?: RequestBudget): Promise<DevelopedPhotos> {
  const errors = [...parts.readErrors]
  const photos: StoredPhoto[] = []
  const notKept: { count: number; reason?: PhotoRefusal } = { count: 0 }
  const refuse = (reason: PhotoRefusal) => {
    notKept.count++
    notKept.reason ??= reason
  }
  for (let i = 0; i < parts.notHeld; i++) refuse('busy')
  for (const { n, fileName, bytes } of parts.held) {
    const known = await budget?.before()
    if (known) {
      refuse(known)
      continue
    }
    const header = await readPhotoHeader(n, fileName, bytes)
    if (!header.ok) {
      errors.push({ n, error: header.error })
      continue
    }
    const spent = await budget?.decode(header.header.width * header.header.height)
    if (spent) {
      refuse(spent)
      continue
    }
    const result = await encodePhoto(n, fileName, bytes, header.header)
    if ('busy' in result) refuse('busy')
    else if (result.ok) photos.push(result.photo)
    else errors.push({ n, error: result.error })
  }
  return { photos, photoErrors: messagesOf(errors, parts.tooMany), notKept }
}
