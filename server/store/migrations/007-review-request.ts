// "Ask for a review": one e-mail to a Won customer, through the outbox as a fourth kind, and
// when it was asked (at most once a lead).
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration } from 'kysely'
import type { Dialect } from '../dialect'
import { widenOutboxKinds } from './kit'

export const migration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<any>) {
    await widenOutboxKinds(
      db,
      dialect,
      "kind IN ('business', 'acknowledgement', 'webhook')",
      "kind IN ('business', 'acknowledgement', 'webhook', 'review')",
    )
    await db.schema.alterTable('leads').addColumn('review_requested_at', 'text').execute()
  },
})
