// The desk in its third year (100,000 leads): the list pages through an index in its own order
// (newest first, the id breaking ties), per status too; the search and the privacy search read
// keys kept beside each lead (domain/lead-search.ts), filled here for the leads already stored.
// SQLite searches its text through an FTS5 trigram index the triggers keep in step; PostgreSQL
// through pg_trgm GIN indexes, when the role may create the extension (else a plain scan).
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration, sql } from 'kysely'
import { leadSearchKeys } from '#domain/lead-search'
import type { Dialect } from '../dialect'

export const migration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<any>) {
    for (const column of ['search_text', 'phone_digits', 'email_key', 'phone_key']) {
      await db.schema
        .alterTable('leads')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute()
    }
    await backfillSearchKeys(db)
    await db.schema.createIndex('leads_newest').on('leads').columns(['created_at', 'id']).execute()
    await db.schema.createIndex('leads_status_newest').on('leads').columns(['status', 'created_at', 'id']).execute()
    await db.schema.createIndex('leads_spam_created').on('leads').columns(['spam', 'created_at']).execute()
    await db.schema.createIndex('leads_email_key').on('leads').column('email_key').execute()
    await db.schema.createIndex('leads_phone_key').on('leads').column('phone_key').execute()
    // The morning digest's "quoted, no answer yet": when each lead became Quoted.
    await db.schema.createIndex('lead_events_to_status').on('lead_events').columns(['to_status', 'lead_id', 'at']).execute()
    if (dialect === 'sqlite') await sqliteSearchIndex(db)
    else await postgresSearchIndex(db)
    await statusCounts(db, dialect)
  },
})

/** Fills the search keys of the leads stored before 010, a thousand at a time. */
async function backfillSearchKeys(db: Kysely<any>): Promise<void> {
  for (let after = 0; ;) {
    const rows: { id: number; name: string; email: string; phone: string; zip: string | null }[] = await db
      .selectFrom('leads')
      .select(['id', 'name', 'email', 'phone', 'zip'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(1000)
      .execute()
    if (rows.length === 0) return
    for (const row of rows) await db.updateTable('leads').set(leadSearchKeys(row)).where('id', '=', row.id).execute()
    after = Number(rows[rows.length - 1].id)
  }
}

/** An FTS5 index over the leads' own columns (external content), kept in step by triggers. */
async function sqliteSearchIndex(db: Kysely<any>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE leads_fts USING fts5(search_text, phone_digits, content='leads', content_rowid='id', tokenize='trigram')`.execute(
    db,
  )
  await sql`INSERT INTO leads_fts(leads_fts) VALUES ('rebuild')`.execute(db)
  const add = 'INSERT INTO leads_fts(rowid, search_text, phone_digits) VALUES (new.id, new.search_text, new.phone_digits)'
  const remove =
    "INSERT INTO leads_fts(leads_fts, rowid, search_text, phone_digits) VALUES ('delete', old.id, old.search_text, old.phone_digits)"
  await sql.raw(`CREATE TRIGGER leads_fts_insert AFTER INSERT ON leads BEGIN ${add}; END`).execute(db)
  await sql.raw(`CREATE TRIGGER leads_fts_delete AFTER DELETE ON leads BEGIN ${remove}; END`).execute(db)
  await sql
    .raw(`CREATE TRIGGER leads_fts_update AFTER UPDATE OF search_text, phone_digits ON leads BEGIN ${remove}; ${add}; END`)
    .execute(db)
}

/**
 * pg_trgm's GIN indexes, which serve LIKE '%term%'. A role that may not create the extension
 * leaves the search a plain scan: the savepoint keeps the failure from ending the migration.
 */
async function postgresSearchIndex(db: Kysely<any>): Promise<void> {
  await sql`SAVEPOINT trigram`.execute(db)
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db)
    await sql`RELEASE SAVEPOINT trigram`.execute(db)
  } catch {
    await sql`ROLLBACK TO SAVEPOINT trigram`.execute(db)
  }
  // The extension may live in another schema than the leads (one per test store): name it.
  const { rows } = await sql<{ schema: string }>`
    SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(db)
  const schema = rows[0]?.schema
  if (!schema) return
  const ops = sql.raw(`"${schema.replaceAll('"', '""')}".gin_trgm_ops`)
  await sql`CREATE INDEX leads_search_trgm ON leads USING gin (search_text ${ops})`.execute(db)
  await sql`CREATE INDEX leads_phone_trgm ON leads USING gin (phone_digits ${ops})`.execute(db)
}

/**
 * The count of leads per status without reading the leads: every insert, deletion and change of
 * status adds a row (+1 or -1) here, from triggers, and the daily purge folds the rows into one per
 * status (purge-expired.ts). Rows are only ever added, never updated, so two writers never wait
 * on (or deadlock over) one counter row.
 */
async function statusCounts(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('lead_status_deltas')
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute()
  await sql`INSERT INTO lead_status_deltas (status, n) SELECT status, count(*) FROM leads GROUP BY status`.execute(db)
  const add = (row: 'new' | 'old', n: number) => `INSERT INTO lead_status_deltas (status, n) VALUES (${row}.status, ${n})`
  if (dialect === 'sqlite') {
    await sql.raw(`CREATE TRIGGER leads_count_insert AFTER INSERT ON leads BEGIN ${add('new', 1)}; END`).execute(db)
    await sql.raw(`CREATE TRIGGER leads_count_delete AFTER DELETE ON leads BEGIN ${add('old', -1)}; END`).execute(db)
    await sql
      .raw(
        `CREATE TRIGGER leads_count_update AFTER UPDATE OF status ON leads WHEN old.status <> new.status BEGIN ${add('old', -1)}; ${add('new', 1)}; END`,
      )
      .execute(db)
    return
  }
  await sql
    .raw(
      `CREATE FUNCTION lead_status_delta() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${add('new', 1)};
        ELSIF TG_OP = 'DELETE' THEN ${add('old', -1)};
        ELSIF OLD.status <> NEW.status THEN ${add('old', -1)}; ${add('new', 1)};
        END IF;
        RETURN NULL;
      END $$`,
    )
    .execute(db)
  await sql`CREATE TRIGGER leads_status_delta AFTER INSERT OR DELETE OR UPDATE OF status ON leads FOR EACH ROW EXECUTE FUNCTION lead_status_delta()`.execute(
    db,
  )
}
