// How lead e-mails leave the server: SMTP when SMTP_URL is set, otherwise each message is written
// as an .eml file under $DATA_DIR/outbox/ so a developer can read what would have been sent.
import { randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import { business } from '#content/business'
import type { MailAddresses } from './messages'

export type Mailer = {
  /** For the start-up log line; never contains credentials. */
  readonly description: string
  send(message: SendMailOptions): Promise<void>
  close(): void
}

/** SMTP_URL set: SMTP; unset: .eml files under DATA_DIR/outbox. */
export function createMailer(options: { smtpUrl?: string; dataDir: string }): Mailer {
  if (options.smtpUrl) return createSmtpMailer(options.smtpUrl)
  return createFileMailer(join(options.dataDir, 'outbox'))
}

/** LEADS_TO and MAIL_FROM with their defaults: the business's own address from content/business.ts. */
export function mailAddresses(settings: { leadsTo?: string; from?: string } = {}): MailAddresses {
  return {
    leadsTo: settings.leadsTo || business.email,
    from: settings.from || `"${business.name} Website" <${business.email}>`,
  }
}

export function createSmtpMailer(url: string): Mailer {
  let where = 'SMTP (SMTP_URL)'
  try {
    const u = new URL(url)
    where = `SMTP ${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ''}`
  } catch {
    throw new Error('SMTP_URL is not a valid URL; expected e.g. smtp://user:password@smtp.example.com:587')
  }
  // Bounded timeouts: a hung SMTP server must not hold a message in `sending` for ever.
  // A pooled connection carries many messages: after an outage the backlog drains quickly.
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  })
  return {
    description: where,
    async send(message) {
      await transport.sendMail(message)
    },
    close: () => transport.close(),
  }
}

export function createFileMailer(dir: string): Mailer {
  const outDir = resolve(dir)
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    description: `.eml files in ${outDir} (set SMTP_URL to send real e-mail)`,
    async send(message) {
      const info = await transport.sendMail(message)
      const raw = info.message
      if (!Buffer.isBuffer(raw)) throw new Error('The file mailer expected the message as a buffer')
      await mkdir(outDir, { recursive: true })
      const stamp = new Date()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z')
      const id = (typeof message.messageId === 'string' ? message.messageId : randomUUID()).replace(/@.*$|[^a-zA-Z0-9-]/g, '')
      const file = join(outDir, `${stamp}-${id}.eml`)
      // Write then rename, so a reader never sees half a message.
      const tmp = `${file}.${process.pid}.tmp`
      await writeFile(tmp, raw)
      await rename(tmp, file)
    },
    close: () => transport.close(),
  }
}
