// `npm run leads -- backup FILE` and `restore FILE [--force]` (cli.ts reads the arguments and hands them over): the SQLite
// copies of backup.ts, with what they did in a line or two. A restore says how many sessions and
// unused invitations it ended, and that people and passkeys removed since the backup are back.
import { backupSqlite, restoreSqlite } from '../store/backup'

type Io = {
  database: { databaseUrl?: string; dataDir: string }
  out: (text: string) => void
  err: (text: string) => void
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** backup FILE and restore FILE [--force]: SQLite only; PostgreSQL has the provider's backups or pg_dump. */
export function copyCommand(command: 'backup' | 'restore', file: string, force: boolean, io: Io): number {
  if (io.database.databaseUrl) {
    io.err(
      `With DATABASE_URL the leads are in PostgreSQL: use the provider's backups, or pg_dump and pg_restore (docs/backups.md says how). ${command} copies the SQLite file of DATA_DIR only.`,
    )
    return 2
  }
  try {
    if (command === 'backup') {
      const done = backupSqlite(io.database.dataDir, file)
      io.out(
        `Backed up ${done.leads} leads and ${done.photos} photos (${mb(done.bytes)}) to ${done.file}; the copy passed SQLite's integrity check.`,
      )
    } else {
      const done = restoreSqlite(io.database.dataDir, file, force)
      const aside = done.setAside ? ` The database it replaced is kept as ${done.setAside}.` : ''
      io.out(`Restored ${done.leads} leads and ${done.photos} photos (${mb(done.bytes)}) to ${done.file}.${aside}`)
      io.out(
        `Ended ${plural(done.ended.sessions, 'desk session', 'desk sessions')} and ${plural(done.ended.invitations, 'unused invitation', 'unused invitations')} of the copy, and ${plural(done.ended.calendarFeeds, 'calendar address', 'calendar addresses')} and ${plural(done.ended.pushSubscriptions, 'device with alerts', 'devices with alerts')}: everyone signs in to the desk again.`,
      )
      io.out('People and passkeys removed since the backup are back: remove them again on People and devices. Start the server again.')
    }
    return 0
  } catch (error) {
    io.err(`${command} failed: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  }
}
