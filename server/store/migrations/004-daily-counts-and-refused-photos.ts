// Budgets that must hold across instances: photo bytes per client and for the site, and
// acknowledgements per recipient, counted per UTC day. A client or recipient is a keyed hash
// whose key (the day's salt) is deleted with the day's counts, so no raw address is kept.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration } from 'kysely'

export const migration = (): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('daily_counts')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('daily_counts_pk', ['day', 'key'])
      .execute()
    await db.schema
      .createTable('daily_salts')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('salt', 'text', (c) => c.notNull())
      .execute()
    // JSON { count, reason } when photos of the request were not kept (a budget, the disk).
    await db.schema.alterTable('leads').addColumn('photos_refused', 'text').execute()
  },
})
