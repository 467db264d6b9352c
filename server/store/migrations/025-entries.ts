// What the site earns (issue 44, record 040): entries counted by the server without a cookie or a
// script. `entry_days` holds per-day totals by landing page and source, never a request or an
// address: a few rows per page and source a day. `entry_keys` is the day's list of visits already
// counted, each a keyed hash (HMAC with the day's salt in daily_salts) of the client's address and
// browser, with the landing page and source it was counted under, so a second page of the same
// visit counts nothing and a request sent later that day can name its landing page; it is deleted
// with the day's salt. `leads.landing_page` is the page the lead's visit landed on.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../dialect'

export const migration = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('entry_days')
      // The business's calendar day (Portland), "2026-11-28"
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('page', 'text', (c) => c.notNull())
      // utm_source, else the referring host, else 'direct' ('' never); see domain/entries.ts
      .addColumn('source', 'text', (c) => c.notNull())
      // utm_medium and utm_campaign, '' when the landing had none
      .addColumn('medium', 'text', (c) => c.notNull())
      .addColumn('campaign', 'text', (c) => c.notNull())
      .addColumn('entries', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('entry_days_pk', ['day', 'page', 'source', 'medium', 'campaign'])
      .execute()
    await db.schema
      .createTable('entry_keys')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('page', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('medium', 'text', (c) => c.notNull())
      .addColumn('campaign', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('entry_keys_pk', ['day', 'key'])
      .execute()
    await db.schema.alterTable('leads').addColumn('landing_page', 'text').execute()
  },
})
