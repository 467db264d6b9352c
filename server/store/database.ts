// Opens the lead database: PostgreSQL when DATABASE_URL is set (several server instances share
// it), otherwise the embedded SQLite file $DATA_DIR/leads.sqlite. One Kysely instance either way,
// so the store has one code path; the schema is brought up to date before it is used.
// SQLite: WAL with synchronous=FULL, because a lead must survive a power cut right after the
// visitor saw "thank you" (WAL's default NORMAL may lose the last commits). secure_delete zeroes what
// a deletion frees (a privacy request, the daily photo purge), and journal_size_limit=0 cuts the
// write-ahead log back after each checkpoint, so old pages do not linger past its end (see
// store.forgetDeleted). The folder and the files are the server's user's alone (private-files.ts).
import { dirname, join } from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Dialect } from './dialect'
import { migrateToLatest } from './migrate'
import { privateFile, privateFolder, privateSqliteSidecars } from './private-files'
import type { Tables } from './tables'

export type LeadDatabase = { db: Kysely<Tables>; dialect: Dialect; description: string }

export type DatabaseOptions = {
  /** postgres://... selects PostgreSQL; unset, the SQLite file in dataDir. */
  databaseUrl?: string
  dataDir?: string
  /** An already open SQLite connection (tests use it to make the database fail on purpose). */
  sqlite?: Database.Database
  /** How long a write waits for a lock before failing (SQLite busy timeout; PostgreSQL statement timeout). */
  busyTimeoutMs?: number
}

export function openSqlite(file: string, busyTimeoutMs = 5000): Database.Database {
  privateFolder(dirname(file))
  privateFile(file)
  const raw = new Database(file)
  raw.pragma('journal_mode = WAL')
  raw.pragma('synchronous = FULL')
  raw.pragma('foreign_keys = ON')
  raw.pragma('secure_delete = ON')
  raw.pragma('journal_size_limit = 0')
  // The CLI and the server may write at the same moment; wait instead of failing.
  raw.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`)
  privateSqliteSidecars(file)
  return raw
}

function postgresDescription(url: string): string {
  try {
    const u = new URL(url)
    return `PostgreSQL ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`
  } catch {
    throw new Error('DATABASE_URL is not a valid URL; expected e.g. postgres://user:password@db.example.com:5432/startile')
  }
}

export async function openLeadDatabase(options: DatabaseOptions): Promise<LeadDatabase> {
  const url = options.databaseUrl?.trim()
  let result: LeadDatabase
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must start with postgres:// (or be unset for SQLite).')
    const description = postgresDescription(url)
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 5000,
      statement_timeout: options.busyTimeoutMs ?? 10_000,
    })
    // A connection dropped by the server (idle or mid-query) must not crash the process: the query
    // in flight fails (the visitor gets a 503) and the pool reconnects for the next one.
    pool.on('error', () => {})
    pool.on('connect', (client) => client.on('error', () => {}))
    result = { db: new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', description }
  } else {
    const file = join(options.dataDir ?? 'data', 'leads.sqlite')
    const raw = options.sqlite ?? openSqlite(file, options.busyTimeoutMs)
    result = {
      db: new Kysely<Tables>({ dialect: new SqliteDialect({ database: raw }) }),
      dialect: 'sqlite',
      description: `SQLite ${raw.name}`,
    }
  }
  try {
    await migrateToLatest(result.db, result.dialect)
  } catch (error) {
    await result.db.destroy()
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Could not open the lead database (${result.description}): ${reason}`)
  }
  return result
}
