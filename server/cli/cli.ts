// The owner's command line for leads: `npm run leads -- <command>` (see `--help`).
// Reads and writes the database the running server uses: DATABASE_URL, or $DATA_DIR/leads.sqlite.
// What it creates under DATA_DIR (the database, .eml files) and backups are its user's alone,
// whatever the umask (private-files.ts); backup and restore are in backup-command.ts.
import { pathToFileURL } from 'node:url'
import { settings } from '#config/settings'
import { copyCommand } from './backup-command'
import { UsageError, commands, help, isCommand, parse } from './commands'
import { streamExport } from './export'
import { leadsTable, statsText } from '../mail/format'
import { invitationMessage } from '../mail/invitation-mail'
import { createMorningDigest } from '../mail/digest'
import { type Mailer, createMailer, mailAddresses } from '../mail/mailer'
import type { MailAddresses } from '../mail/messages'
import { type LeadStore, openLeadStore } from '../store/store'
import { withRoomQueries } from '../stores'
import { createDeskStore, purgeExpired } from '../desk/desk-store'
import { absoluteDeskUrl, deskUrl } from '#domain/desk-url'

/** Where the leads are (DATABASE_URL or DATA_DIR), where the output goes, and how an invitation is sent. */
type Io = {
  database: { databaseUrl?: string; dataDir: string }
  out: (text: string) => void
  err: (text: string) => void
  /** The public origin (SITE_URL) and the mail path of invitations and the digest. */
  mail?: { siteUrl: string; mailer: () => Mailer } & MailAddresses
}

/** The setting that names the database, for an error message: DATABASE_URL, or DATA_DIR=<path>. */
const databaseSetting = (io: Io) => (io.database.databaseUrl ? 'DATABASE_URL' : `DATA_DIR=${io.database.dataDir}`)

export async function main(argv: string[], io: Io): Promise<number> {
  const [name, ...args] = argv
  if (!name || ['help', '--help', '-h'].includes(name)) {
    io.out(help)
    return name ? 0 : 2
  }
  if (!isCommand(name)) {
    io.err(`Unknown command "${name}". Commands: ${Object.keys(commands).join(', ')}. Run \`npm run leads -- --help\` for details.`)
    return 2
  }
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(name, args)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.err(`${error.message} Run \`npm run leads -- --help\` for the commands.`)
    return 2
  }
  const { values, positionals } = parsed
  if (values.help) {
    io.out(help)
    return 0
  }
  if (name === 'backup' || name === 'restore') return copyCommand(name, positionals[0], values.force === true, io)
  if (name === 'invite') return inviteCommand(positionals[0], io)
  if (name === 'digest') return digestCommand(values.again === true, io)
  try {
    const format = String(values.format ?? 'csv')
    if (name === 'export' && format !== 'csv' && format !== 'json')
      throw new UsageError(`Unknown format "${format}": use --format csv or --format json.`)
    const limit = values.limit === undefined ? 20 : Number(values.limit)
    if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit needs a whole number of 1 or more.')

    const store = withRoomQueries(await openLeadStore(io.database))
    try {
      if (name === 'list') io.out(leadsTable(await store.recentLeads(limit)))
      else if (name === 'export')
        await exportCommand(store, { format: format as 'csv' | 'json', photos: values.photos as string | undefined }, io)
      else if (name === 'retry') {
        const n = await store.retryFailed()
        io.out(
          n === 0
            ? 'No failed e-mails to retry.'
            : `Requeued ${n} failed e-mail${n === 1 ? '' : 's'}. The running server sends ${n === 1 ? 'it' : 'them'} within a few seconds (or when it next starts).`,
        )
      } else if (name === 'purge') {
        const { leads, photos } = await purgeExpired(store, createDeskStore(store.handle))
        if (leads + photos > 0) await store.forgetDeleted([])
        const what = [
          leads > 0 ? `${leads} lead${leads === 1 ? '' : 's'}` : '',
          photos > 0 ? `${photos} photo${photos === 1 ? '' : 's'}` : '',
        ].filter(Boolean)
        io.out(
          what.length === 0
            ? 'No leads or photos past their retention period.'
            : `Deleted ${what.join(' and ')} past their retention period.`,
        )
      } else io.out(statsText(await store.stats()))
    } finally {
      await store.close()
    }
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message} Run \`npm run leads -- --help\` for the commands.`)
      return 2
    }
    const message = error instanceof Error ? error.message : String(error)
    const where = databaseSetting(io)
    io.err(`Could not read the leads database (${where}): ${message}`)
    return 1
  }
}

/** export: every lead to standard output as CSV or JSON, photos to a folder with --photos. */
async function exportCommand(store: LeadStore, options: { format: 'csv' | 'json'; photos?: string }, io: Io): Promise<void> {
  await streamExport(store, options, io.out)
}

/** invite EMAIL: the link on a line of its own (for a terminal or a script), and the same link by e-mail. */
async function inviteCommand(address: string, io: Io): Promise<number> {
  const email = address.trim()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    io.err('Usage: npm run leads -- invite EMAIL (one e-mail address). Run `npm run leads -- --help` for details.')
    return 2
  }
  if (!io.mail) throw new Error('invite needs SITE_URL and the mail settings')
  const { siteUrl, from } = io.mail
  const store = await openLeadStore(io.database)
  const desk = createDeskStore(store.handle)
  try {
    // From the server's shell: a new person is an owner; an existing one gets a passkey and keeps their role.
    const existing = await desk.personByEmail(email)
    const token = await desk.createInvitation(email, null, new Date(), { role: 'owner' })
    const link = `${absoluteDeskUrl(siteUrl, deskUrl.welcome())}?token=${token}`
    await desk.recordDeskEvent({ kind: 'invitation', personEmail: email, detail: 'from the command line' })
    const what = existing ? `adds a passkey for ${existing.email} (${existing.role})` : `makes ${email} an owner`
    io.out(`Invitation for ${email}, valid once for 24 hours; it ${what}:`)
    io.out(link)
    const mailer = io.mail.mailer()
    try {
      await mailer.send(invitationMessage(email, link, from))
      io.out(`E-mailed to ${email} (${mailer.description}).`)
    } catch (error) {
      io.err(
        `The invitation was not e-mailed (${error instanceof Error ? error.message : String(error)}); give the link above to ${email} yourself.`,
      )
    } finally {
      mailer.close()
    }
    return 0
  } catch (error) {
    const where = databaseSetting(io)
    io.err(`Could not create the invitation (${where}): ${error instanceof Error ? error.message : String(error)}`)
    return 1
  } finally {
    await store.close()
  }
}

/** digest [--again]: today's digest now, through the same claim as the server's, so it is sent once a day. */
async function digestCommand(again: boolean, io: Io): Promise<number> {
  if (!io.mail) throw new Error('digest needs SITE_URL and the mail settings')
  const { siteUrl, from, leadsTo } = io.mail
  let store: LeadStore | undefined
  const mailer = io.mail.mailer()
  try {
    store = await openLeadStore(io.database)
    const outcome = await createMorningDigest({ store, mailer, addresses: { from, leadsTo }, siteUrl }).run({ again })
    if (outcome.status === 'sent')
      io.out(`Sent the digest for ${outcome.day} to ${outcome.to} (${mailer.description}): ${outcome.summary}.`)
    else if (outcome.status === 'empty') io.out(`Nothing waits for an answer today (${outcome.day}): no digest sent.`)
    else if (outcome.status === 'taken') {
      const row = outcome.row
      const how =
        row?.status === 'sent' && row.sentAt
          ? `was sent at ${new Date(row.sentAt).toISOString()} (${row.summary ?? ''})`
          : row?.status === 'empty'
            ? 'found nothing waiting'
            : row?.status === 'pending'
              ? `failed (${row.lastError ?? 'unknown error'}); the server tries again shortly`
              : row?.status === 'failed'
                ? `failed (${row.lastError ?? 'unknown error'})`
                : 'is being sent by the server right now'
      io.out(`Today's digest (${outcome.day}) ${how}. Run with --again to send it again.`)
    } else if (outcome.status === 'failed') {
      io.err(
        `The digest was not sent: ${outcome.error}${outcome.retryAt ? ' (the server will try again)' : ''}. Check SMTP_URL and LEADS_TO.`,
      )
      return 1
    }
    return 0
  } catch (error) {
    const where = databaseSetting(io)
    io.err(`Could not read the leads database (${where}): ${error instanceof Error ? error.message : String(error)}`)
    return 1
  } finally {
    mailer.close()
    await store?.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { server, site, mail } = settings()
  process.exitCode = await main(process.argv.slice(2), {
    database: server,
    mail: {
      siteUrl: site.url,
      mailer: () => createMailer({ smtpUrl: mail.smtpUrl, dataDir: server.dataDir }),
      ...mailAddresses(mail),
    },
    out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  })
}
