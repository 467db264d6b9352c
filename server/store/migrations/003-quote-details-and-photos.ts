// Quote details: what the owner prices from. The photos live in their own table (one row each, the
// re-encoded JPEG as a blob) so the retention can delete them while the lead stays.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration, sql } from 'kysely'
import type { Dialect } from '../dialect'
import { idType } from './kit'

export const migration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<any>) {
    const id = idType(dialect)
    for (const column of ['zip', 'visit_windows', 'estimate', 'pattern']) {
      await db.schema.alterTable('leads').addColumn(column, 'text').execute()
    }
    await db.schema
      .alterTable('leads')
      .addColumn('in_area', 'integer', (c) => c.check(sql`in_area IN (0, 1)`))
      .execute()
    await db.schema
      .createTable('lead_photos')
      .addColumn('id', id, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('original_bytes', 'integer', (c) => c.notNull())
      .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('lead_photos_lead_position', ['lead_id', 'position'])
      .execute()
    await db.schema.createIndex('lead_photos_created_at').on('lead_photos').column('created_at').execute()
  },
})
