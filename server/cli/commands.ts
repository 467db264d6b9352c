// The leads CLI's commands (cli.ts runs them), each with its arguments and options declared once:
// node:util parseArgs reads a command line against them, and --help lists them.
import { type ParseArgsConfig, parseArgs } from 'node:util'

/** A mistake on the command line: answered with its sentence and exit code 2. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>
/** A command: what follows its name in the usage, its positional arguments, its options, and what it does (a line each). */
type Command = { args?: string; positionals?: number; options?: Options; about: string[] }

/** Every command with its arguments and options, declared once: parseArgs reads them, --help lists them. */
export const commands = {
  list: {
    args: '[--limit N]',
    options: { limit: { type: 'string' } },
    about: ['The most recent leads (default 20), newest first, with their status', 'in the desk and their e-mail status'],
  },
  invite: {
    args: 'EMAIL',
    positionals: 1,
    about: [
      'A one-time invitation to the lead desk (/inbox) for EMAIL, valid for',
      '24 hours: prints its link and e-mails it. A new person is an owner;',
      'for a person already in the desk it adds a passkey (their role stays):',
      'the way back in when every passkey of a person is lost',
    ],
  },
  export: {
    args: '--format csv|json [--photos FOLDER]',
    options: { format: { type: 'string', default: 'csv' }, photos: { type: 'string' } },
    about: [
      'Every lead, oldest first, to standard output (CSV is the default),',
      'with its quote details and where it came from (form page, tool,',
      'referring site, campaign), first contact and booked visit; --photos',
      'also writes each stored photo to FOLDER as lead-<id>-photo-<n>.jpg',
    ],
  },
  digest: {
    args: '[--again]',
    options: { again: { type: 'boolean' } },
    about: [
      "Send today's morning digest to LEADS_TO now: new leads nobody has",
      'contacted, visits booked for today and tomorrow, quotes unanswered',
      "after 5 days. Nothing is sent when nothing waits, or when today's",
      'was already sent (by the server at 7:00, or an earlier run) unless',
      '--again. The server sends it by itself on open days; this is for',
      'cron and for trying it',
    ],
  },
  retry: { about: ['Requeue the e-mails (and webhook posts) that failed, for the server', 'to send again'] },
  stats: { about: ['Counts: leads by form, spam, e-mails and webhook posts by status'] },
  purge: {
    about: [
      'Delete leads past their retention (3 years; spam 90 days), photos',
      'past theirs (photoRetentionDays in content/business.ts) and the',
      "desk's records past theirs (docs/leads.md); the server also does",
      'this at start and once a day',
    ],
  },
  backup: {
    args: 'FILE',
    positionals: 1,
    about: [
      'A consistent copy of the lead database, photos included, taken while',
      'the server runs (SQLite; never overwrites FILE). docs/backups.md',
    ],
  },
  restore: {
    args: 'FILE [--force]',
    positionals: 1,
    options: { force: { type: 'boolean' } },
    about: [
      'Put a backup back as the lead database; stop the server first.',
      '--force replaces an existing database, keeping it beside the new one.',
      'Ends every desk session and unused invitation: everyone signs in again',
    ],
  },
} satisfies Record<string, Command>

type CommandName = keyof typeof commands
export const isCommand = (name: string): name is CommandName => Object.hasOwn(commands, name)
const usageOf = (name: CommandName) => `${name}${'args' in commands[name] ? ` ${commands[name].args}` : ''}`

export const help = [
  'Star Tile leads',
  '',
  'Usage: npm run leads -- <command> [options]',
  '',
  'Commands:',
  ...Object.entries(commands).flatMap(([name, command]: [string, Command]) => {
    const usage = `  ${usageOf(name as CommandName)}`
    const [first, ...rest] = command.about
    const beside = usage.length < 30 ? [`${usage.padEnd(30)}${first}`] : [usage, `${' '.repeat(30)}${first}`]
    return [...beside, ...rest.map((line) => `${' '.repeat(30)}${line}`)]
  }),
  `  ${'help, --help'.padEnd(28)}This text`,
  '',
  'Settings: DATABASE_URL (PostgreSQL) when set, otherwise DATA_DIR (default ./data) holds leads.sqlite.',
  "To save an export, keep npm's own lines out of it:",
  '  npm run --silent leads -- export --format csv > leads.csv',
  'In the CSV, a cell that starts with = + - or @ (a phone number like +1 503 ...) begins with an',
  'apostrophe, so a spreadsheet shows it as text instead of running it as a formula.',
].join('\n')

/** The command's arguments read against its declaration; a mistake is a UsageError in the CLI's words. */
export function parse(name: CommandName, args: string[]) {
  const command: Command = commands[name]
  const options: Options = { ...command.options, help: { type: 'boolean', short: 'h' } }
  const known = Object.keys(command.options ?? {}).map((o) => `--${o}`)
  try {
    const parsed = parseArgs({ args, options, allowPositionals: true, strict: true })
    if (!parsed.values.help && parsed.positionals.length !== (command.positionals ?? 0))
      throw new UsageError(`Usage: npm run leads -- ${usageOf(name)}.`)
    return { values: parsed.values as Record<string, string | boolean | undefined>, positionals: parsed.positionals }
  } catch (error) {
    if (error instanceof UsageError) throw error
    const code = (error as { code?: string }).code ?? ''
    const option = /'(-[^' ]+)/.exec(error instanceof Error ? error.message : '')?.[1] ?? ''
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new UsageError(
        `Unknown option "${option}" for ${name}: ${known.length > 0 ? `its options are ${known.join(', ')}` : 'it takes none'}.`,
      )
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new UsageError(`${option} needs a value.`)
    throw error
  }
}
