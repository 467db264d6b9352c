// What a visitor types must not make the owner's e-mail say what they did not write: a name with
// a carriage return, an address, an encoded word, the business's name or a right-to-left override
// goes in through the form's endpoint, out through the outbox to a real SMTP server, and is read
// back from the raw message.
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { displayName } from '#domain/photo-rules'
import { tempDir } from '../../tests/helpers/databases'
import { type ReceivedMail, type TestSmtp, decodeWords, startTestSmtp } from '../../tests/helpers/smtp-server'
import { leadsRoutes } from './leads'
import { createSmtpMailer } from '../mail/mailer'
import { createOutbox } from '../outbox/outbox'
import { openLeadStore } from '../store/store'
import { type ServerStore, withRoomQueries } from '../stores'

let smtp: TestSmtp
let store: ServerStore
let app: ReturnType<typeof Fastify>
beforeAll(async () => {
  smtp = await startTestSmtp()
  store = withRoomQueries(await openLeadStore({ dataDir: tempDir() }))
  app = Fastify()
  await app.register(leadsRoutes, { store, outbox: { nudge() {} }, siteUrl: 'https://www.startile.example', rateLimit: 0, minFillMs: 0 })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await store.close()
  await smtp.stop()
})

/** Posts a contact lead named `name` and returns the owner's e-mail as the SMTP server got it. */
async function ownersMail(name: string, email = 'visitor@example.com'): Promise<ReceivedMail> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/send-contact-email',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify({
      name,
      email,
      phone: '503 555 0100',
      message: 'Tile\rEmail: also-forged@evil.example',
      company_website: '',
      elapsed_ms: 5000,
    }),
  })
  expect(res.statusCode, res.body).toBe(201)
  const before = smtp.received.length
  const outbox = createOutbox({ store, mailer: createSmtpMailer(smtp.url), leadsTo: 'owner@startile.example' })
  await outbox.runOnce()
  const mail = smtp.received.slice(before).find((m) => m.envelopeTo.includes('owner@startile.example'))
  if (!mail) throw new Error('The owner got no e-mail')
  return mail
}

const textPart = (m: ReceivedMail) => m.mail.parts.find((p) => (p.headers.get('content-type') ?? '').startsWith('text/plain'))?.body ?? ''
const shown = (header: string | undefined) => decodeWords(header ?? '')

describe("the owner's e-mail says only what the visitor wrote", () => {
  it('a carriage return in the name cannot start a forged "Email:" row', async () => {
    const mail = await ownersMail('Bob\rEmail: boss@evil.example')
    // The rows above the project details (where the visitor's own message may say anything).
    const rows = textPart(mail)
      .split('Project details:')[0]
      .split(/\r?\n/)
      .filter((line) => /^\s*Email:/.test(line))
    expect(rows).toEqual([expect.stringMatching(/^Email:\s+visitor@example\.com$/)])
    expect(textPart(mail)).toContain('Bob Email: boss@evil.example')
  })

  it('a name written as an address or as the business never reaches Reply-To or the Subject', async () => {
    for (const name of ['"Star Tile" <hello@startile.example>', 'STAR-TILE support', 'boss\uff20evil.example', 'Ann <ann@evil.example>']) {
      const mail = await ownersMail(name)
      const replyTo = shown(mail.mail.header('reply-to'))
      const subject = shown(mail.mail.header('subject'))
      expect(replyTo, name).toBe('visitor@example.com')
      expect(subject, name).toBe('New contact message from a visitor')
    }
  })

  it('an encoded word in the name is not passed on for the mail program to decode', async () => {
    const word = `=?UTF-8?B?${Buffer.from('Star Tile <hello@startile.example>').toString('base64')}?=`
    const mail = await ownersMail(word)
    const rawHeaders = mail.raw.split(/\r?\n\r?\n/)[0]
    expect(rawHeaders).not.toContain(word)
    expect(shown(mail.mail.header('subject'))).not.toContain('Star Tile')
    expect(shown(mail.mail.header('reply-to'))).toBe('visitor@example.com')
  })

  it('a right-to-left override is gone from the headers and the body; a plain name is kept', async () => {
    const mail = await ownersMail('Ann\u202E eeL')
    expect(mail.raw).not.toMatch(/\u202e|=E2=80=AE|4oCu/i)
    expect(shown(mail.mail.header('subject'))).toBe('New contact message from Ann eeL')
    expect(shown(mail.mail.header('reply-to'))).toBe('Ann eeL <visitor@example.com>')
  })

  it('a line break in the message stays inside the project details', async () => {
    const mail = await ownersMail('Dee')
    const text = textPart(mail)
    expect(text.indexOf('Email:      also-forged')).toBe(-1)
    expect(text.split('Project details:')[1]).toContain('also-forged@evil.example')
  })
})

describe('photo file names', () => {
  it('lose overrides and other invisible characters before they are shown or stored', () => {
    expect(displayName('kitchen\u202Egpj.exe')).toBe('kitchengpj.exe')
    expect(displayName('a\u200Bb\u2066c.jpg')).toBe('abc.jpg')
  })
})
