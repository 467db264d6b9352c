// Property-based tests (fast-check): random and malformed bodies, as JSON and as form posts, to
// both endpoints. Never a 5xx, never a stack trace, never a stored lead the form's schema refuses,
// and never a mail header built from unescaped input (CR/LF, NUL, RTL overrides, long lines).
import fc from 'fast-check'
import Fastify from 'fastify'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactSchema, projectTypes, quoteSchema } from '#domain/lead-form'
import { buildMessage } from '../mail/outbox-kinds'
import { type LeadStore, openLeadStore } from '../store/store'
import { tempDir } from '../../tests/helpers/databases'
import { parseMail } from '../../tests/helpers/smtp-server'
import { leadsRoutes } from './leads'

let store: LeadStore
let app: ReturnType<typeof Fastify>
beforeAll(async () => {
  store = await openLeadStore({ dataDir: tempDir() })
  app = Fastify()
  await app.register(leadsRoutes, { store, outbox: { nudge() {} }, siteUrl: 'https://www.startile.example', rateLimit: 0, minFillMs: 0 })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await store.close()
})

const nasty = fc.constantFrom(
  '\r\n',
  '\n',
  '\r',
  '\0',
  '\u202e',
  '\u2066',
  '\u2028',
  '\u0085',
  '\ud800',
  '=?utf-8?q?x?=',
  'Bcc: a@b.example',
  '<script>',
)
const hostileText = fc
  .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), nasty, fc.string({ unit: 'grapheme', maxLength: 20 })), { maxLength: 8 })
  .map((parts) => parts.join(''))
const plausibleEmail = fc.oneof(
  fc.emailAddress(),
  hostileText.map((t) => `${t}@example.com`),
  hostileText,
)
const field = fc.oneof(
  hostileText,
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
)
// Mostly-valid leads with hostile text where the schema allows it, so many are stored and e-mailed.
const often = <T>(valid: T, other: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: fc.constant(valid), weight: 3 }, { arbitrary: other, weight: 1 })
const leadLike = fc.record({
  name: fc.oneof(hostileText, fc.constant('Jane Doe'), fc.string({ minLength: 90, maxLength: 120 })),
  email: often('jane@example.com', plausibleEmail),
  phone: often('(503) 555-0100', fc.oneof(hostileText, fc.stringMatching(/^[0-9 +().-]{5,30}$/))),
  message: fc.oneof(hostileText, fc.string({ maxLength: 5200 })),
  projectType: often('Flooring', fc.oneof(fc.constantFrom(...projectTypes), hostileText)),
  company_website: often('', hostileText),
  elapsed_ms: fc.oneof(fc.integer(), hostileText),
})
const anyBody = fc.oneof(
  { arbitrary: leadLike, weight: 4 },
  fc.dictionary(fc.string({ maxLength: 20 }), field, { maxKeys: 8 }),
  fc.anything(),
)

function asForm(body: unknown): string {
  const params = new URLSearchParams()
  if (body && typeof body === 'object' && !Array.isArray(body)) for (const [k, v] of Object.entries(body)) params.append(k, String(v))
  return params.toString()
}

async function renderHeaders(leadId: number): Promise<string[]> {
  const lead = await store.getLead(leadId)
  if (!lead) throw new Error(`lead ${leadId} was answered 201 but is not stored`)
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  const heads: string[] = []
  for (const kind of ['business', 'acknowledgement'] as const) {
    const info = await transport.sendMail({
      ...buildMessage(kind, lead, { from: 'site@startile.example', leadsTo: 'owner@startile.example' }),
    })
    const raw = Buffer.isBuffer(info.message) ? info.message.toString('utf8') : ''
    heads.push(raw.slice(0, raw.search(/\r?\n\r?\n/)))
  }
  return heads
}

const allowed = new Set([
  'from',
  'to',
  'reply-to',
  'subject',
  'message-id',
  'date',
  'mime-version',
  'content-type',
  'auto-submitted',
  // The lead's id, which names every file the mailer writes about it (privacy deletion): digits only.
  'x-lead-ids',
  'content-transfer-encoding',
])

describe.each(['/api/send-contact-email', '/api/quote'])('hostile input to %s', (url) => {
  const schema = url === '/api/quote' ? quoteSchema : contactSchema
  for (const type of ['json', 'form'] as const) {
    it(`as ${type}: never 5xx, never a stack trace, never an invalid stored lead, never an injected header`, async () => {
      let accepted = 0
      await fc.assert(
        fc.asyncProperty(anyBody, async (body) => {
          const res = await app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': type === 'json' ? 'application/json' : 'application/x-www-form-urlencoded' },
            payload: type === 'json' ? (JSON.stringify(body) ?? 'null') : asForm(body),
          })
          expect(res.statusCode).toBeLessThan(500)
          expect(res.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/)
          if (res.statusCode !== 201 && res.statusCode !== 303) return
          accepted++
          // JSON answers with the id; a form post with a redirect, and the lead is the newest one.
          const id = res.statusCode === 201 ? res.json().id : (await store.recentLeads(1))[0]?.id
          const stored = await store.getLead(id)
          // The details are stored checked and recomputed (an estimate as figures, not the posted text);
          // the fields typed as text must still pass the form's own schema.
          const { zip, estimate: _e, pattern: _p, ...typed } = stored ?? {}
          expect(schema.safeParse({ ...typed, zip: zip ?? '', projectType: stored?.projectType ?? undefined }).success).toBe(true)
          for (const head of await renderHeaders(id)) {
            expect(head).not.toContain('\0')
            const lines = head.split('\r\n')
            for (const line of lines) expect(line.length).toBeLessThanOrEqual(998)
            const names = parseMail(`${head}\r\n\r\n`).headers.keys()
            for (const name of names) expect(allowed, `header ${name}`).toContain(name)
            expect(lines.filter((l) => /^bcc:|^cc:/i.test(l))).toEqual([])
          }
        }),
        { numRuns: 120 },
      )
      expect(accepted, 'some random leads were valid, so the stored-lead checks ran').toBeGreaterThan(0)
    })
  }

  it('malformed JSON and broken encodings: a 4xx each', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 200 }), async (raw) => {
        const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: `{${raw}` })
        expect(res.statusCode).toBeGreaterThanOrEqual(400)
        expect(res.statusCode).toBeLessThan(500)
      }),
      { numRuns: 150 },
    )
  })
})
