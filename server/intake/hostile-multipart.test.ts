// Crafted multipart posts to /api/quote: cut-off bodies, odd field names, file parts anywhere,
// names full of paths and control characters. Whatever arrives, the answer is 4xx or 201, never
// 5xx or a stack trace, and a refused request leaves nothing stored.
import fc from 'fast-check'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LeadStore, openLeadStore } from '../store/store'
import { tempDir } from '../../tests/helpers/databases'
import { leadsRoutes } from './leads'

let store: LeadStore
let app: ReturnType<typeof Fastify>
beforeAll(async () => {
  store = await openLeadStore({ dataDir: tempDir() })
  app = Fastify()
  await app.register(leadsRoutes, { store, outbox: { nudge() {} }, siteUrl: 'http://localhost', rateLimit: 0, minFillMs: 0 })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await store.close()
})

const boundary = '----hostile7MA4YWxkTrZu0gW'
const text = fc.string({ maxLength: 40, unit: 'binary' })
const fieldName = fc.oneof(
  fc.constantFrom('name', 'email', 'phone', 'zip', 'visitWindows', 'estimate', 'pattern', 'photos', '__proto__', 'constructor', 'toString'),
  text,
)
const part = fc.record({
  name: fieldName,
  file: fc.option(
    fc.record({
      filename: text,
      type: fc.constantFrom('image/jpeg', 'image/png', 'text/plain', ''),
      bytes: fc.uint8Array({ maxLength: 64 }),
    }),
  ),
  value: text,
})

function body(parts: { name: string; file: { filename: string; type: string; bytes: Uint8Array } | null; value: string }[], cut: number) {
  const chunks: Buffer[] = []
  for (const p of parts) {
    const head = p.file
      ? `Content-Disposition: form-data; name="${p.name}"; filename="${p.file.filename}"\r\nContent-Type: ${p.file.type}\r\n`
      : `Content-Disposition: form-data; name="${p.name}"\r\n`
    chunks.push(
      Buffer.from(`--${boundary}\r\n${head}\r\n`, 'latin1'),
      p.file ? Buffer.from(p.file.bytes) : Buffer.from(p.value, 'utf8'),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  const whole = Buffer.concat(chunks)
  // Sometimes cut short, as a dropped connection or a crafted client leaves it.
  return cut > 0 ? whole.subarray(0, Math.max(0, whole.length - cut)) : whole
}

describe('hostile multipart posts to /api/quote', () => {
  it('never answer 5xx or a stack trace, and store nothing they do not accept', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 12 }), fc.integer({ min: 0, max: 30 }), async (parts, cut) => {
        const before = (await store.stats()).leads.total
        const res = await app.inject({
          method: 'POST',
          url: '/api/quote',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
          payload: body(parts, cut),
        })
        expect(res.statusCode, res.body).toBeLessThan(500)
        expect(res.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/)
        if (res.statusCode !== 201) expect((await store.stats()).leads.total).toBe(before)
      }),
      { numRuns: 150 },
    )
  })
})
