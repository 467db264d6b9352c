// A push subscription's failed sends in a row and when the streak began (both reset by a
// delivery): the push lane drops a device whose push service has failed five times running over a
// day, so an endpoint that never answers stops costing the lane a timeout per alert, while an
// outage of the server's own network (every device failing for an hour) drops none. Record 030.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration } from 'kysely'

export const migration = (): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('push_subscriptions')
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema.alterTable('push_subscriptions').addColumn('failing_since', 'text').execute()
    await db.schema.createIndex('push_subscriptions_passkey').on('push_subscriptions').column('passkey_id').execute()
  },
})
