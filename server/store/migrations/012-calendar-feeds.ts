// The owner's calendar: one private subscription address per person, kept as its SHA-256 only
// (the address is shown once, when made); a new one replaces the old, revoking removes it.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration } from 'kysely'

export const migration = (): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('calendar_feeds')
      .addColumn('person_id', 'integer', (c) => c.primaryKey().references('people.id'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
  },
})
