// The visit, confirmed and kept (record 028): the booked visit gets a calendar UID (one per
// lead, for good) and a SEQUENCE raised at each change; the hash of the customer's link token;
// a key for those tokens, made here once per database; the customer's requests; and the outbox
// learns three e-mails to the customer (confirmation/update/cancellation, the reminder) and one
// to the owner (a request), each row knowing the version of the visit it was queued for, and a
// status `skipped` for a row the visit moved past. A lead may have many visit rows: the
// one-row-per-kind rule stays, as a partial unique index, for the four kinds before these.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration, sql } from 'kysely'
import { randomBytes } from 'node:crypto'
import type { Dialect } from '../dialect'
import { idType, rebuildOutboxForVisits } from './kit'

export const migration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<any>) {
    const id = idType(dialect)
    await db.schema.alterTable('leads').addColumn('visit_uid', 'text').execute()
    await db.schema
      .alterTable('leads')
      .addColumn('visit_sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema.alterTable('leads').addColumn('visit_token_hash', 'text').execute()
    await db.schema.createIndex('leads_visit_token_hash').on('leads').column('visit_token_hash').execute()
    await db.schema
      .createTable('store_keys')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db
      .insertInto('store_keys')
      .values({ name: 'visit-link', secret: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
      .execute()
    await db.schema
      .createTable('visit_requests')
      .addColumn('id', id, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('move', 'cancel')`))
      // JSON: the chosen windows as "2026-12-01:tuesday-morning"
      .addColumn('choices', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('note', 'text')
      .addColumn('visit_sequence', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('handled_at', 'text')
      .execute()
    await db.schema.createIndex('visit_requests_lead').on('visit_requests').columns(['lead_id', 'handled_at']).execute()
    await rebuildOutboxForVisits(db, dialect)
    for (const column of ['visit_on', 'visit_time']) await db.schema.alterTable('outbox').addColumn(column, 'text').execute()
    await db.schema.alterTable('outbox').addColumn('visit_sequence', 'integer').execute()
    await db.schema.alterTable('outbox').addColumn('visit_request_id', 'integer').execute()
    await sql`CREATE UNIQUE INDEX outbox_lead_kind_once ON outbox (lead_id, kind) WHERE kind IN ('business', 'acknowledgement', 'webhook', 'review')`.execute(
      db,
    )
    await db.schema.createIndex('outbox_lead').on('outbox').column('lead_id').execute()
  },
})
