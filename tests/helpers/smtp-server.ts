// Test helpers: a real SMTP server on loopback that records what it receives, and a small MIME
// reader (headers, quoted-printable and base64 parts) to look inside the messages.
import { once } from 'node:events'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { envelopeTo: string[]; raw: string; mail: ParsedMail }

export type TestSmtp = {
  port: number
  url: string
  received: ReceivedMail[]
  stop(): Promise<void>
  /** Listens again on the same port, keeping what was received so far. */
  restart(): Promise<void>
}

/**
 * rejectRecipient: that address is refused with a permanent 550, as a real server refuses an
 * unknown mailbox. acceptAfterMs: each message is confirmed only after this delay (a slow server).
 */
export async function startTestSmtp(port = 0, options: { rejectRecipient?: string; acceptAfterMs?: number } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = []
  let server: SMTPServer | undefined

  async function listen(on: number): Promise<number> {
    server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      onRcptTo(address, _session, callback) {
        if (address.address === options.rejectRecipient) {
          return callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }))
        }
        callback()
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          const accept = () => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, mail: parseMail(raw) })
            callback()
          }
          if (options.acceptAfterMs) setTimeout(accept, options.acceptAfterMs)
          else accept()
        })
      },
    })
    server.listen(on, '127.0.0.1')
    await once(server.server, 'listening')
    const address = server.server.address()
    if (!address || typeof address === 'string') throw new Error('SMTP test server has no port')
    return address.port
  }

  const actual = await listen(port)
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve()
        server.close(() => resolve())
        server = undefined
      }),
    restart: async () => {
      await listen(actual)
    },
  }
}

/** body: decoded as text; encoded: as it came (base64 of an attachment, say). */
export type MailPart = { headers: Map<string, string>; body: string; encoded?: string }
export type ParsedMail = MailPart & { parts: MailPart[]; header(name: string): string | undefined }

function splitHead(raw: string): MailPart {
  const at = raw.search(/\r?\n\r?\n/)
  const head = at < 0 ? raw : raw.slice(0, at)
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  // Unfold continuation lines, then one header per line.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function decode(part: MailPart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase()
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = part.body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return part.body
}

function leafParts(part: MailPart): MailPart[] {
  const type = part.headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [{ headers: part.headers, body: decode(part), encoded: part.body }]
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(splitHead(chunk.replace(/^\r?\n/, ''))))
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / ?B?) back to text. */
export function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  )
}

export function parseMail(raw: string): ParsedMail {
  const top = splitHead(raw)
  const parts = leafParts(top)
  return { ...top, parts, header: (name) => top.headers.get(name.toLowerCase()) }
}

/** The attachments of a message, as bytes, with the name and type their headers give. */
export function attachmentsOf(mail: ParsedMail): { filename: string; contentType: string; data: Buffer }[] {
  return mail.parts
    .filter((p) => /attachment/i.test(p.headers.get('content-disposition') ?? ''))
    .map((p) => ({
      filename: /filename="?([^";]+)"?/i.exec(p.headers.get('content-disposition') ?? '')?.[1] ?? '',
      contentType: (p.headers.get('content-type') ?? '').split(';')[0],
      data: Buffer.from((p.encoded ?? '').replace(/\s+/g, ''), 'base64'),
    }))
}

export const textPart = (mail: ParsedMail) => mail.parts.find((p) => p.headers.get('content-type')?.startsWith('text/plain'))?.body ?? ''
export const htmlPart = (mail: ParsedMail) => mail.parts.find((p) => p.headers.get('content-type')?.startsWith('text/html'))?.body ?? ''

/** Polls until check() holds, failing after a bounded wait (a bound, not a timing assertion). */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}
