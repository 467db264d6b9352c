// The morning digest: a booked visit's date (the business's calendar date) and optional time,
// and one row per day the digest was due, so that of all the instances one sends it, once.
// The row is the day's lease while it is sent (as an outbox row's is) and then records how it went.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration, sql } from 'kysely'

export const migration = (): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('leads').addColumn('visit_on', 'text').execute()
    await db.schema.alterTable('leads').addColumn('visit_time', 'text').execute()
    await db.schema.createIndex('leads_visit_on').on('leads').column('visit_on').execute()
    await db.schema
      .createTable('digests')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('sending', 'pending', 'sent', 'empty', 'failed')`))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('give_up_at', 'text', (c) => c.notNull())
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('summary', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
  },
})
