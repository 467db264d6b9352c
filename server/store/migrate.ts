// Versioned schema changes, one file each under migrations/ (named by number and purpose), applied
// in name order at start by Kysely's Migrator (which takes a lock, so two instances starting
// together apply each once). Append only: never edit a shipped migration; a new one is a new file
// and a line in the list below. 001 has the exact shape of the first SQLite schema and creates
// nothing that already exists, so a database written by the earlier server is carried forward.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import type { Dialect } from './dialect'
import { migration as m001 } from './migrations/001-leads-and-outbox'
import { migration as m002 } from './migrations/002-outbox-leases-and-health-probe'
import { migration as m003 } from './migrations/003-quote-details-and-photos'
import { migration as m004 } from './migrations/004-daily-counts-and-refused-photos'
import { migration as m005 } from './migrations/005-desk'
import { migration as m006 } from './migrations/006-webhook-and-attribution'
import { migration as m007 } from './migrations/007-review-request'
import { migration as m008 } from './migrations/008-morning-digest'
import { migration as m009 } from './migrations/009-desk-roles'
import { migration as m010 } from './migrations/010-desk-at-scale'
import { migration as m011 } from './migrations/011-visits'
import { migration as m012 } from './migrations/012-calendar-feeds'
import { migration as m013 } from './migrations/013-push-subscriptions'
import { migration as m014 } from './migrations/014-push-failures'
import { migration as m015 } from './migrations/015-one-visit-identity'
import { migration as m016 } from './migrations/016-visit-link-booking'
import { migration as m017 } from './migrations/017-won-value'
import { migration as m018 } from './migrations/018-quotes'
import { migration as m023 } from './migrations/023-year-built'
import { migration as m024 } from './migrations/024-job-records'
import { migration as m025 } from './migrations/025-entries'

const all = {
  '001-leads-and-outbox': m001,
  '002-outbox-leases-and-health-probe': m002,
  '003-quote-details-and-photos': m003,
  '004-daily-counts-and-refused-photos': m004,
  '005-desk': m005,
  '006-webhook-and-attribution': m006,
  '007-review-request': m007,
  '008-morning-digest': m008,
  '009-desk-roles': m009,
  '010-desk-at-scale': m010,
  '011-visits': m011,
  '012-calendar-feeds': m012,
  '013-push-subscriptions': m013,
  '014-push-failures': m014,
  '015-one-visit-identity': m015,
  '016-visit-link-booking': m016,
  '017-won-value': m017,
  '018-quotes': m018,
  '023-year-built': m023,
  '024-job-records': m024,
  '025-entries': m025,
} satisfies Record<string, (dialect: Dialect) => Migration>

/** Every migration by name (tests bring a database to an older one with Kysely's Migrator.migrateTo). */
export function migrations(dialect: Dialect): Record<string, Migration> {
  return Object.fromEntries(Object.entries(all).map(([name, make]) => [name, make(dialect)]))
}

/** Brings the schema up to date; throws with the failing migration named. */
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) }
  // Keep Kysely's bookkeeping tables in the schema the connection works in (search_path may name one).
  const schema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema : undefined
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema: schema }).migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown'
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Could not update the lead database schema (migration ${failed}): ${reason}`)
  }
}

export const migrationNames = () => Object.keys(all)
