// Reads a multipart quote request (the form with photos, scripted or not) as it streams in: text
// fields into a plain record, each photo read up to its size limit and processed before the next
// one is read, so at most one photo (10 MB) is held at a time. A bad photo does not stop the
// reading: the rest of the form is still read, so the answer can keep what the visitor typed and
// name every photo that failed.
import type { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import { photoMessages, photoRules } from '#domain/photo-rules'
import { holdUploadClock, releaseUploadClock } from '../net/connection-guard'
import type { RequestBudget } from './photo-budget'
import { type StoredPhoto, processPhoto } from './photos'
import type { PhotoRefusal } from './tables'

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

/** notKept: photos not even decoded because a budget or the disk already refuses them, and why. */
export type QuoteParts = {
  fields: Record<string, string | string[]>
  photos: StoredPhoto[]
  photoErrors: string[]
  notKept: number
  refusal?: PhotoRefusal
}

/** Reads a stream to its end, keeping at most `max` bytes (busboy stops at its own limit anyway). */
async function readAll(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    const c = chunk as Buffer
    if (size < max) chunks.push(c.subarray(0, max - size))
    size += c.length
  }
  return Buffer.concat(chunks)
}

/** A body that is not valid multipart (cut off, a broken part header) is the client's fault: 400. */
function unreadable(error: unknown): Error {
  if (error instanceof Error && 'statusCode' in error) {
    const status = Number(error.statusCode)
    if (status >= 400 && status < 500) return error
  }
  return Object.assign(new Error('The form could not be read.'), { statusCode: 400 })
}

export async function readQuoteParts(req: FastifyRequest, budget?: RequestBudget): Promise<QuoteParts> {
  try {
    return await readParts(req, budget)
  } catch (error) {
    throw unreadable(error)
  }
}

/** Work of the server's own while the upload waits: not counted against the client's upload rate. */
async function serverTime<T>(req: FastifyRequest, work: () => Promise<T>): Promise<T> {
  holdUploadClock(req.raw)
  try {
    return await work()
  } finally {
    releaseUploadClock(req.raw)
  }
}

async function readParts(req: FastifyRequest, budget?: RequestBudget): Promise<QuoteParts> {
  // No prototype: a field named "constructor" is just a field.
  const fields: Record<string, string | string[]> = Object.create(null)
  const photos: StoredPhoto[] = []
  const photoErrors: string[] = []
  let count = 0
  let notKept = 0
  let refusal: PhotoRefusal | undefined
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      const value = typeof part.value === 'string' ? part.value : ''
      const prior = fields[part.fieldname]
      fields[part.fieldname] = prior === undefined ? value : [...(Array.isArray(prior) ? prior : [prior]), value]
      continue
    }
    const bytes = await readAll(part.file, photoRules.maxBytes)
    // A file input left empty posts a part with no name and no bytes; other file fields are ignored.
    if (part.fieldname !== 'photos' || (part.filename === '' && bytes.length === 0)) continue
    count++
    if (count > photoRules.maxCount) continue
    if (part.file.truncated) {
      photoErrors.push(photoMessages.tooLarge(count, part.filename))
      continue
    }
    // Refused already (a budget spent, the disk low): not worth decoding.
    refusal = await serverTime(req, async () => budget?.before())
    if (refusal) {
      notKept++
      continue
    }
    const result = await serverTime(req, () => processPhoto(count, part.filename, bytes))
    if (result.ok) photos.push(result.photo)
    else photoErrors.push(result.error)
  }
  if (count > photoRules.maxCount) photoErrors.unshift(photoMessages.tooMany)
  return { fields, photos, photoErrors, notKept, refusal }
}
