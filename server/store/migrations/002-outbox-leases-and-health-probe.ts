/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration, sql } from 'kysely'
import type { Dialect } from '../dialect'
import { idType } from './kit'

export const migration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<any>) {
    const id = idType(dialect)
    await db.schema.alterTable('outbox').addColumn('lease_owner', 'text').execute()
    await db.schema.alterTable('outbox').addColumn('lease_until', 'text').execute()
    // Rows an earlier server left in `sending` get an expired lease: the next worker takes them.
    await sql`UPDATE outbox SET lease_until = coalesce(claimed_at, created_at) WHERE status = 'sending'`.execute(db)
    // /healthz writes a row here in a transaction it rolls back: a database that cannot be
    // written (locked, read-only, full, unreachable) reports not ready.
    await db.schema
      .createTable('health_probe')
      .ifNotExists()
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('payload', 'text', (c) => c.notNull())
      .execute()
  },
})
