// The owner's command line for leads: `npm run leads -- <command>` (see `--help`).
// Reads and writes the database the running server uses: DATABASE_URL, or $DATA_DIR/leads.sqlite.
// What it creates under DATA_DIR (the database, .eml files) and backups are its user's alone,
// whatever the umask (private-files.ts); backup and restore are in backup-command.ts.
import { pathToFileURL } from 'node:url'
import { settings } from '#config/settings'
import { copyCommand } from './backup-command'
import { exportLeads } from './export-photos'
import { leadsCsv, leadsJson, leadsTable, statsText } from '../mail/format'
import { invitationMessage } from '../mail/invitation-mail'
import { createMorningDigest } from '../mail/digest'
import { type Mailer, createMailer, mailAddresses } from '../mail/mailer'
import type { MailAddresses } from '../mail/messages'
import { type LeadStore, openLeadStore } from '../store/store'
import { absoluteDeskUrl, deskUrl } from '#domain/desk-url'

const help = `Star Tile leads

Usage: npm run leads -- <command> [options]

Commands:
  list [--limit N]            The most recent leads (default 20), newest first, with their status
                              in the desk and their e-mail status
  invite EMAIL                A one-time invitation to the lead desk (/inbox) for EMAIL, valid for
                              24 hours: prints its link and e-mails it. A new person is an owner;
                              for a person already in the desk it adds a passkey (their role stays):
                              the way back in when every passkey of a person is lost
  export --format csv|json    Every lead, oldest first, to standard output (CSV is the default),
         [--photos FOLDER]    with its quote details and where it came from (form page, tool,
                              referring site, campaign), first contact and booked visit; --photos
                              also writes each stored photo to FOLDER as lead-<id>-photo-<n>.jpg
  digest [--again]            Send today's morning digest to LEADS_TO now: new leads nobody has
                              contacted, visits booked for today and tomorrow, quotes unanswered
                              after 5 days. Nothing is sent when nothing waits, or when today's
                              was already sent (by the server at 7:00, or an earlier run) unless
                              --again. The server sends it by itself on open days; this is for
                              cron and for trying it
  retry                       Requeue the e-mails (and webhook posts) that failed, for the server
                              to send again
  stats                       Counts: leads by form, spam, e-mails and webhook posts by status
  purge                       Delete leads past their retention (3 years; spam 90 days), photos
                              past theirs (photoRetentionDays in content/business.ts) and the
                              desk's records past theirs (docs/leads.md); the server also does
                              this at start and once a day
  backup FILE                 A consistent copy of the lead database, photos included, taken while
                              the server runs (SQLite; never overwrites FILE). docs/backups.md
  restore FILE [--force]      Put a backup back as the lead database; stop the server first.
                              --force replaces an existing database, keeping it beside the new one.
                              Ends every desk session and unused invitation: everyone signs in again
  help, --help                This text

Settings: DATABASE_URL (PostgreSQL) when set, otherwise DATA_DIR (default ./data) holds leads.sqlite.
To save an export, keep npm's own lines out of it:
  npm run --silent leads -- export --format csv > leads.csv
In the CSV, a cell that starts with = + - or @ (a phone number like +1 503 ...) begins with an
apostrophe, so a spreadsheet shows it as text instead of running it as a formula.`

/** Where the leads are (DATABASE_URL or DATA_DIR), where the output goes, and how an invitation is sent. */
type Io = {
  database: { databaseUrl?: string; dataDir: string }
  out: (text: string) => void
  err: (text: string) => void
  /** The public origin (SITE_URL) and the mail path of invitations and the digest. */
  mail?: { siteUrl: string; mailer: () => Mailer } & MailAddresses
}

class UsageError extends Error {}

/** The setting that names the database, for an error message: DATABASE_URL, or DATA_DIR=<path>. */
const databaseSetting = (io: Io) => (io.database.databaseUrl ? 'DATABASE_URL' : `DATA_DIR=${io.database.dataDir}`)

function option(args: string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (arg === `--${name}`) {
      const value = args[i + 1]
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value.`)
      return value
    }
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3)
  }
  return undefined
}

function rejectUnknown(args: string[], known: string[]): void {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    const name = arg.replace(/^--/, '').split('=')[0]
    if (!arg.startsWith('--') || !known.includes(name)) throw new UsageError(`Unknown option "${arg}".`)
    if (!arg.includes('=')) i++
  }
}

export async function main(argv: string[], io: Io): Promise<number> {
  const [command, ...args] = argv
  if (!command || ['help', '--help', '-h'].includes(command) || args.includes('--help')) {
    io.out(help)
    return command ? 0 : 2
  }
  const known: Record<string, string[]> = {
    list: ['limit'],
    export: ['format', 'photos'],
    retry: [],
    stats: [],
    purge: [],
    backup: [],
    restore: [],
    invite: [],
    digest: [],
  }
  if (!(command in known)) {
    io.err(
      `Unknown command "${command}". Commands: list, export, invite, digest, retry, stats, purge, backup, restore. Run \`npm run leads -- --help\` for details.`,
    )
    return 2
  }
  if (command === 'backup' || command === 'restore') return copyCommand(command, args, io)
  if (command === 'invite') return inviteCommand(args, io)
  if (command === 'digest') return digestCommand(args, io)
  try {
    rejectUnknown(args, known[command])
    if (command === 'export') {
      const format = option(args, 'format') ?? 'csv'
      if (format !== 'csv' && format !== 'json') throw new UsageError(`Unknown format "${format}": use --format csv or --format json.`)
    }
    const limitText = option(args, 'limit')
    const limit = limitText === undefined ? 20 : Number(limitText)
    if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit needs a whole number of 1 or more.')

    const store = await openLeadStore(io.database)
    try {
      if (command === 'list') io.out(leadsTable(await store.recentLeads(limit)))
      else if (command === 'export') {
        const leads = await exportLeads(store, option(args, 'photos'))
        io.out(option(args, 'format') === 'json' ? leadsJson(leads) : leadsCsv(leads))
      } else if (command === 'retry') {
        const n = await store.retryFailed()
        io.out(
          n === 0
            ? 'No failed e-mails to retry.'
            : `Requeued ${n} failed e-mail${n === 1 ? '' : 's'}. The running server sends ${n === 1 ? 'it' : 'them'} within a few seconds (or when it next starts).`,
        )
      } else if (command === 'purge') {
        const { leads, photos } = await store.purgeExpired()
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

/** invite EMAIL: the link on a line of its own (for a terminal or a script), and the same link by e-mail. */
async function inviteCommand(args: string[], io: Io): Promise<number> {
  const email = args[0]?.trim() ?? ''
  if (args.length !== 1 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    io.err('Usage: npm run leads -- invite EMAIL (one e-mail address). Run `npm run leads -- --help` for details.')
    return 2
  }
  if (!io.mail) throw new Error('invite needs SITE_URL and the mail settings')
  const { siteUrl, from } = io.mail
  const store = await openLeadStore(io.database)
  try {
    // From the server's shell: a new person is an owner; an existing one gets a passkey and keeps their role.
    const existing = await store.personByEmail(email)
    const token = await store.createInvitation(email, null, new Date(), { role: 'owner' })
    const link = `${absoluteDeskUrl(siteUrl, deskUrl.welcome())}?token=${token}`
    await store.recordDeskEvent({ kind: 'invitation', personEmail: email, detail: 'from the command line' })
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
async function digestCommand(args: string[], io: Io): Promise<number> {
  const again = args.includes('--again')
  if (args.some((a) => a !== '--again')) {
    io.err('Usage: npm run leads -- digest [--again]. Run `npm run leads -- --help` for details.')
    return 2
  }
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
