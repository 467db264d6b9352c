// How lead e-mails leave the server: SMTP when SMTP_URL is set, otherwise each message is written
// as an .eml file under $DATA_DIR/outbox/ so a developer can read what would have been sent. Each
// file is named by its Message-ID. One rule names every message about a lead (aboutLead below):
// its Message-ID carries the lead's id (`<time>-lead-7-business.eml`, `<time>-lead-7-visit-3.eml`,
// `<time>-lead-7-visit-request-2.eml`, `<time>-lead-7-quote-sent-12.eml`) and its X-Lead-Ids header names it, as a digest's names
// the leads it lists: forgetMailOf deletes a deleted lead's copies by these. The folder is 0700,
// the files 0600.
import { randomUUID } from 'node:crypto'
import { open, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import { business } from '#content/business'
import { privateFolder, privateMode } from '../store/private-files'

/** Who a lead's e-mails go to (LEADS_TO) and come from (MAIL_FROM). */
export type MailAddresses = { from: string; leadsTo: string }

export type Mailer = {
  /** For the start-up log line; never contains credentials. */
  readonly description: string
  send(message: SendMailOptions): Promise<void>
  close(): void
}

/** Where the file mailer writes: DATA_DIR/outbox. */
export const outboxFolder = (dataDir: string) => join(dataDir, 'outbox')

/** The header of a message about several leads (the morning digest) that names their ids, space separated. */
export const leadIdsHeader = 'X-Lead-Ids'

/**
 * The one rule for a message about one lead: `what` (its kind, or "visit-<row>") names it within
 * the lead, the Message-ID (and so the file mailer's file name) carries the lead's id, and the
 * X-Lead-Ids header names it. Every builder of a lead's e-mail spreads this into its message.
 */
export function aboutLead(leadId: number, what: string, domain: string): { messageId: string; headers: Record<string, string> } {
  return { messageId: `<lead-${leadId}-${what}@${domain}>`, headers: { [leadIdsHeader]: String(leadId) } }
}

/** SMTP_URL set: SMTP; unset: .eml files under DATA_DIR/outbox. */
export function createMailer(options: { smtpUrl?: string; dataDir: string }): Mailer {
  if (options.smtpUrl) return createSmtpMailer(options.smtpUrl)
  return createFileMailer(outboxFolder(options.dataDir))
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
      privateFolder(outDir)
      const stamp = new Date()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z')
      const id = (typeof message.messageId === 'string' ? message.messageId : randomUUID()).replace(/@.*$|[^a-zA-Z0-9-]/g, '')
      const file = join(outDir, `${stamp}-${id}.eml`)
      // Write then rename, so a reader never sees half a message.
      const tmp = `${file}.${process.pid}.tmp`
      await writeFile(tmp, raw, { mode: privateMode.file, flag: 'wx' })
      await rename(tmp, file)
    },
    close: () => transport.close(),
  }
}

/** A lead's own e-mail as the file mailer names it (aboutLead; and its half-written temporary file): the lead's id. */
const leadFile = /^\d{8}T\d{6}Z-lead-(\d+)-[a-z0-9-]+\.eml(?:\.\d+\.tmp)?$/
/** Any message the file mailer wrote, whole or half written. */
const mailFile = /\.eml(?:\.\d+\.tmp)?$/

/** The lead ids a message's X-Lead-Ids header names, read from the head of the file (folded lines joined). */
async function headerLeadIds(file: string): Promise<number[]> {
  const handle = await open(file, 'r')
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(64 * 1024), position: 0 })
    const head = buffer
      .subarray(0, bytesRead)
      .toString('latin1')
      .split(/\r?\n\r?\n/)[0]
      .replace(/\r?\n[ \t]+/g, ' ')
    const line = new RegExp(`^${leadIdsHeader}:(.*)$`, 'im').exec(head)
    return line ? (line[1].match(/\d+/g) ?? []).map(Number) : []
  } finally {
    await handle.close()
  }
}

/**
 * Deletes the .eml copies, in the file mailer's folder, of every e-mail about these leads: their own
 * (every kind of the outbox: the owner's notification, the acknowledgement, the review request,
 * the visit's e-mails and the owner's e-mail of a visit request, the quote's e-mails) and the digests that list them. Resolves to the number of files deleted. A missing folder is nothing to delete.
 */
export async function forgetMailOf(folder: string, leadIds: number[]): Promise<number> {
  if (leadIds.length === 0) return 0
  const ids = new Set(leadIds)
  const names = await readdir(folder).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return []
    throw error
  })
  let deleted = 0
  for (const name of names) {
    const own = leadFile.exec(name)
    const about = own ? [Number(own[1])] : mailFile.test(name) ? await headerLeadIds(join(folder, name)) : []
    if (!about.some((id) => ids.has(id))) continue
    await rm(join(folder, name), { force: true })
    deleted++
  }
  return deleted
}
