// A won job's value (issues 42 and 44): the accepted quote's total, or what the owner types for a
// job won outside the desk, in integer cents (domain/quote/money.ts), and where it came from. The
// sources table and the CSV add them up; NULL is a lead with no known value.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import type { Kysely, Migration } from 'kysely'

export const migration = (): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('leads').addColumn('won_cents', 'bigint').execute()
    await db.schema.alterTable('leads').addColumn('won_source', 'text').execute()
  },
})
