// Opens the lead database and brings its schema up to date.
// Leads must survive a crash or power cut right after the visitor saw "thank you", hence WAL
// with synchronous=FULL (WAL's default NORMAL may lose the last commits on power loss).
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'

export type Db = Database.Database

type Migration = { version: number; name: string; sql: string }

/** Append only: never edit a migration that has shipped; add the next one. */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'leads and outbox',
    sql: `
      CREATE TABLE leads (
        id           INTEGER PRIMARY KEY AUTOINCREMENT,
        form         TEXT NOT NULL CHECK (form IN ('contact', 'quote')),
        name         TEXT NOT NULL,
        email        TEXT NOT NULL,
        phone        TEXT NOT NULL,
        project_type TEXT,
        message      TEXT NOT NULL DEFAULT '',
        spam         INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1)),
        spam_reason  TEXT,
        created_at   TEXT NOT NULL,
        user_agent   TEXT
      );
      CREATE INDEX leads_created_at ON leads (created_at);

      -- to_addr of a business row is NULL until it is sent: it goes to LEADS_TO as configured then.
      -- queued_at starts the retry window (created, or requeued by the CLI's retry).
      CREATE TABLE outbox (
        id              INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id         INTEGER NOT NULL REFERENCES leads (id),
        kind            TEXT NOT NULL CHECK (kind IN ('business', 'acknowledgement')),
        to_addr         TEXT,
        status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        queued_at       TEXT NOT NULL,
        claimed_at      TEXT,
        last_error      TEXT,
        sent_at         TEXT,
        created_at      TEXT NOT NULL,
        UNIQUE (lead_id, kind)
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
    `,
  },
]

export function openDatabase(file: string): Db {
  mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  // The CLI and the server may write at the same moment; wait instead of failing.
  db.pragma('busy_timeout = 5000')
  migrate(db)
  return db
}

export function migrate(db: Db, list: readonly Migration[] = migrations): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`)
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((v) => Number(v)),
  )
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
  for (const m of [...list].sort((a, b) => a.version - b.version)) {
    if (applied.has(m.version)) continue
    // Each migration and its record commit together; IMMEDIATE so two processes cannot both apply it.
    db.transaction(() => {
      const again = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(m.version)
      if (again) return
      db.exec(m.sql)
      record.run(m.version, m.name, new Date().toISOString())
    }).immediate()
  }
}
