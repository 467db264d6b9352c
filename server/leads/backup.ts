// `npm run leads -- backup <file>` and `restore <file>` for the SQLite store: an online copy that
// is consistent while the server keeps taking leads (VACUUM INTO reads one snapshot; in WAL mode
// the server's writes go on meanwhile), photos included since they live in the same file, checked
// before it is named as done; and the way back, checked before anything is replaced. PostgreSQL
// has its own backups (docs/backups.md).
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import Database from 'better-sqlite3'

export type BackupFacts = { file: string; leads: number; photos: number; bytes: number }

const tables = ['leads', 'outbox', 'lead_photos'] as const

/** Opens a copy read-only and checks it is a whole lead database: integrity, and the lead tables. */
function inspect(file: string): Omit<BackupFacts, 'file'> {
  let db: Database.Database
  try {
    db = new Database(file, { readonly: true, fileMustExist: true })
  } catch (error) {
    throw new Error(`${file} cannot be opened as a SQLite database (${error instanceof Error ? error.message : String(error)}).`)
  }
  try {
    const check = db.pragma('integrity_check', { simple: true })
    if (check !== 'ok') throw new Error(`${file} is damaged: integrity_check says "${String(check)}".`)
    const present = new Set(
      (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[]).map((r) => r.name),
    )
    const missing = tables.filter((t) => !present.has(t))
    if (missing.length > 0) throw new Error(`${file} is not a lead database backup: it has no ${missing.join(', ')} table.`)
    const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n
    const { bytes } = db.prepare('SELECT page_count * page_size AS bytes FROM pragma_page_count(), pragma_page_size()').get() as {
      bytes: number
    }
    return { leads: count('leads'), photos: count('lead_photos'), bytes }
  } finally {
    db.close()
  }
}

/** Writes a consistent copy of `$DATA_DIR/leads.sqlite` to `target`, which must not exist yet. */
export function backupSqlite(dataDir: string, target: string): BackupFacts {
  const source = join(dataDir, 'leads.sqlite')
  const file = resolve(target)
  if (!existsSync(source)) throw new Error(`There is no lead database at ${source} (DATA_DIR) to back up.`)
  if (existsSync(file)) throw new Error(`${file} exists already: a backup never overwrites one. Name a new file (e.g. with the date).`)
  mkdirSync(dirname(file), { recursive: true })
  const partial = `${file}.partial`
  rmSync(partial, { force: true })
  const db = new Database(source, { fileMustExist: true })
  try {
    // The server may be writing: wait for its lock rather than fail.
    db.pragma('busy_timeout = 10000')
    db.prepare('VACUUM INTO ?').run(partial)
  } finally {
    db.close()
  }
  try {
    const facts = inspect(partial)
    renameSync(partial, file)
    return { file, ...facts }
  } catch (error) {
    rmSync(partial, { force: true })
    throw error
  }
}

/**
 * Puts a backup back as `$DATA_DIR/leads.sqlite`. The server must be stopped. An existing
 * database is only replaced with `force`, and is then kept beside it as leads.sqlite.before-restore-<time>.
 */
export function restoreSqlite(dataDir: string, backup: string, force = false): BackupFacts & { setAside?: string } {
  const from = resolve(backup)
  const target = join(dataDir, 'leads.sqlite')
  const facts = inspect(from)
  let setAside: string | undefined
  if (existsSync(target)) {
    if (!force) {
      throw new Error(
        `${target} exists. Stop the server first; then restore with --force, which keeps the current database beside it, or move it away yourself.`,
      )
    }
    setAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
    // The write-ahead log and its index belong to the file they are set aside with.
    for (const suffix of ['', '-wal', '-shm']) if (existsSync(target + suffix)) renameSync(target + suffix, setAside + suffix)
  }
  mkdirSync(dataDir, { recursive: true })
  const partial = `${target}.restoring`
  copyFileSync(from, partial)
  renameSync(partial, target)
  return { file: target, ...facts, setAside }
}
