// What more than one migration uses: the id column's type, and the outbox table's rebuilds.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, sql } from 'kysely'
import type { Dialect } from '../dialect'

/** The type of an integer key that the database numbers. */
export const idType = (dialect: Dialect) => (dialect === 'postgres' ? ('serial' as const) : ('integer' as const))

const kindsBefore011 = "kind IN ('business', 'acknowledgement', 'webhook', 'review')"
const kindsOf011 =
  "kind IN ('business', 'acknowledgement', 'webhook', 'review', 'visit-booked', 'visit-moved', 'visit-cancelled', 'visit-reminder', 'visit-request')"
const statusesBefore011 = "status IN ('pending', 'sending', 'sent', 'failed')"
const statusesOf011 = "status IN ('pending', 'sending', 'sent', 'failed', 'skipped')"

/**
 * The outbox of 011: the visit kinds, the status `skipped`, and no unique (lead_id, kind) (the
 * partial index made after keeps it for the older kinds). PostgreSQL changes its constraints in
 * place; SQLite rebuilds the table from its own definition, as widenOutboxKinds does.
 */
export async function rebuildOutboxForVisits(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`ALTER TABLE outbox DROP CONSTRAINT outbox_lead_kind`.execute(db)
    await sql`ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check`.execute(db)
    await sql`ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (${sql.raw(kindsOf011)})`.execute(db)
    await sql`ALTER TABLE outbox DROP CONSTRAINT outbox_status_check`.execute(db)
    await sql`ALTER TABLE outbox ADD CONSTRAINT outbox_status_check CHECK (${sql.raw(statusesOf011)})`.execute(db)
    return
  }
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'outbox' ORDER BY type DESC`.execute(db)
  const table = rows.find((r) => r.type === 'table')?.sql ?? ''
  // Named by Kysely (001), or unnamed in the first server's own schema.
  const unique = /,\s*(?:constraint\s+"?outbox_lead_kind"?\s+)?unique\s*\(\s*"?lead_id"?\s*,\s*"?kind"?\s*\)/i
  if (!table.includes(kindsBefore011) || !table.includes(statusesBefore011) || !unique.test(table)) {
    throw new Error('the outbox table does not have the expected kinds, statuses and unique (lead_id, kind)')
  }
  const columns = (await sql<{ name: string }>`SELECT name FROM pragma_table_info('outbox')`.execute(db)).rows
    .map((c) => `"${c.name}"`)
    .join(', ')
  const rebuilt = table
    .replace(kindsBefore011, kindsOf011)
    .replace(statusesBefore011, statusesOf011)
    .replace(unique, '')
    .replace(/^CREATE TABLE\s+"?outbox"?/i, 'CREATE TABLE "outbox_new"')
  await sql.raw(rebuilt).execute(db)
  await sql.raw(`INSERT INTO "outbox_new" (${columns}) SELECT ${columns} FROM "outbox"`).execute(db)
  await sql`DROP TABLE outbox`.execute(db)
  await sql`ALTER TABLE outbox_new RENAME TO outbox`.execute(db)
  for (const { type, sql: index } of rows) if (type === 'index' && index) await sql.raw(index).execute(db)
}

/**
 * Changes the outbox's CHECK on its kinds from `before` to `after`. SQLite cannot change a CHECK in
 * place: the table is rebuilt from its own definition with the new list (SQLite's documented way),
 * keeping every column and index it has.
 */
export async function widenOutboxKinds(db: Kysely<any>, dialect: Dialect, before: string, after: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql`ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check`.execute(db)
    await sql`ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (${sql.raw(after)})`.execute(db)
    return
  }
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'outbox' ORDER BY type DESC`.execute(db)
  const table = rows.find((r) => r.type === 'table')?.sql ?? ''
  if (!table.includes(before)) throw new Error('the outbox table does not have the expected kinds')
  const columns = (await sql<{ name: string }>`SELECT name FROM pragma_table_info('outbox')`.execute(db)).rows
    .map((c) => `"${c.name}"`)
    .join(', ')
  await sql.raw(table.replace(before, after).replace(/^CREATE TABLE\s+"?outbox"?/i, 'CREATE TABLE "outbox_new"')).execute(db)
  await sql.raw(`INSERT INTO "outbox_new" (${columns}) SELECT ${columns} FROM "outbox"`).execute(db)
  await sql`DROP TABLE outbox`.execute(db)
  await sql`ALTER TABLE outbox_new RENAME TO outbox`.execute(db)
  for (const { type, sql: index } of rows) if (type === 'index' && index) await sql.raw(index).execute(db)
}
