// The year the home was built (issue 43, record 039): asked, optionally, on the quote form and set
// or corrected by the owner in the desk. Before 1978 the lead-safe (RRP) rules apply, before 2004
// an asbestos survey comes before renovation; NULL: unknown, asked at the visit.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import type { Kysely, Migration } from 'kysely'

export const migration = (): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('leads').addColumn('year_built', 'integer').execute()
  },
})
