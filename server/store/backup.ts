// `npm run leads -- backup <file>` and `restore <file>` for the SQLite store: an online copy that
// is consistent while the server keeps taking leads (VACUUM INTO reads one snapshot; in WAL mode
// the server's writes go on meanwhile), photos included since they live in the same file, checked
// before it is named as done; and the way back, checked before anything is replaced, which ends
// every session, unused invitation, calendar address and push subscription of the restored store
// (everyone signs in again, makes a new calendar address and turns alerts on again). PostgreSQL
// has its own backups (docs/backups.md). Backups, the folders made for them and the restored
// files are the user's alone, 0600 and 0700 (private-files.ts).
import { chmodSync, copyFileSync, existsSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import Database from 'better-sqlite3'
import * as z from 'zod'
import { newFoldersPrivate, privateFile, privateFolder, privateMode } from './private-files'

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
  newFoldersPrivate(dirname(file))
  const partial = `${file}.partial`
  rmSync(partial, { force: true })
  // VACUUM INTO writes into an empty file that exists, keeping its mode (and its -journal takes it too).
  privateFile(partial)
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

export type Ended = { sessions: number; invitations: number; calendarFeeds: number; pushSubscriptions: number }

/**
 * Ends every desk session, every invitation not yet used, every calendar address and every push
 * subscription (with its pending alerts) in a restored copy: one ended, revoked, stopped, replaced
 * or turned off after the backup was taken must not come back with it. Plain deletes (with
 * secure_delete, like the store); a backup older than a table has nothing of it to end.
 */
function endAccess(file: string): Ended {
  const db = new Database(file, { fileMustExist: true })
  try {
    db.pragma('secure_delete = ON')
    const present = z
      .array(z.string())
      .parse(
        db
          .prepare(
            `SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('sessions', 'invitations', 'calendar_feeds', 'push_subscriptions', 'push_alerts')`,
          )
          .pluck()
          .all(),
      )
    const run = (table: string, sql: string) => (present.includes(table) ? db.prepare(sql).run().changes : 0)
    return db.transaction(() => {
      // Alerts first: each hangs on its subscription.
      run('push_alerts', 'DELETE FROM push_alerts')
      return {
        sessions: run('sessions', 'DELETE FROM sessions'),
        invitations: run('invitations', 'DELETE FROM invitations WHERE used_at IS NULL'),
        calendarFeeds: run('calendar_feeds', 'DELETE FROM calendar_feeds'),
        pushSubscriptions: run('push_subscriptions', 'DELETE FROM push_subscriptions'),
      }
    })()
  } finally {
    db.close()
  }
}

/**
 * Puts a backup back as `$DATA_DIR/leads.sqlite`, its desk access ended (endAccess above; the
 * backup file itself is left as it is). The server must be stopped. An existing database is only
 * replaced with `force`, and is then kept beside it as leads.sqlite.before-restore-<time>.
 */
export function restoreSqlite(dataDir: string, backup: string, force = false): BackupFacts & { setAside?: string; ended: Ended } {
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
    for (const suffix of ['', '-wal', '-shm']) {
      if (!existsSync(target + suffix)) continue
      renameSync(target + suffix, setAside + suffix)
      chmodSync(setAside + suffix, privateMode.file)
    }
  }
  privateFolder(dataDir)
  const partial = `${target}.restoring`
  rmSync(partial, { force: true })
  // The copy takes the backup's mode: made private before it is opened, so its journal is private too.
  copyFileSync(from, partial)
  chmodSync(partial, privateMode.file)
  const ended = endAccess(partial)
  renameSync(partial, target)
  return { file: target, ...facts, setAside, ended }
}
