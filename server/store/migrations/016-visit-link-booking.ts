// The customer's link belongs to one booking (record 032): leads learn the SEQUENCE at which their
// current booking began, which the link's token is made from, so a visit cleared and booked again
// gets a new link and the cleared one stays dead. 0, the default, is a first booking, whose token
// is made as before: every link already sent keeps working.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import type { Kysely, Migration } from 'kysely'

export const migration = (): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('leads')
      .addColumn('visit_booking', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
  },
})
