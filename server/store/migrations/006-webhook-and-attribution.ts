// The lead's webhook (LEADS_WEBHOOK_URL) goes through the outbox as a third kind of message,
// and each lead records where it came from.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration } from 'kysely'
import type { Dialect } from '../dialect'
import { widenOutboxKinds } from './kit'

export const migration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<any>) {
    await widenOutboxKinds(db, dialect, "kind IN ('business', 'acknowledgement')", "kind IN ('business', 'acknowledgement', 'webhook')")
    // Where each lead came from: the page its form was on, the tool whose result it carries,
    // and the referring site and campaign of the visit (NULL when unknown or not kept).
    for (const column of ['source_page', 'source_tool', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign', 'click_id']) {
      await db.schema.alterTable('leads').addColumn(column, 'text').execute()
    }
  },
})
