// The owner's desk: each lead's status (spam already flagged starts as Spam), when it was first
// opened and first contacted, and a version that every change raises, so two people changing one
// lead at once never overwrite each other. The people who may sign in, their passkeys, sessions
// (only a hash of each token is kept), invitations, single-use sign-in challenges, each lead's
// history and a record of sign-ins, failures, invitations and removals.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration, sql } from 'kysely'
import type { Dialect } from '../dialect'
import { idType } from './kit'

export const migration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<any>) {
    const id = idType(dialect)
    await db.schema
      .alterTable('leads')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('New'))
      .execute()
    await sql`UPDATE leads SET status = 'Spam' WHERE spam = 1`.execute(db)
    for (const column of ['opened_at', 'first_contacted_at']) {
      await db.schema.alterTable('leads').addColumn(column, 'text').execute()
    }
    await db.schema
      .alterTable('leads')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute()
    await db.schema.createIndex('leads_status').on('leads').column('status').execute()
    await db.schema
      .createTable('people')
      .addColumn('id', id, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('device_label', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .execute()
    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
      .addColumn('passkey_id', 'text', (c) => c.notNull().references('passkeys.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('invitations')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('invited_by', 'integer')
      .execute()
    await db.schema
      .createTable('challenges')
      .addColumn('challenge', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('lead_events')
      .addColumn('id', id, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id'))
      .addColumn('person_id', 'integer')
      .addColumn('person_email', 'text')
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('status', 'note')`))
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text')
      .addColumn('note', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('lead_events_lead').on('lead_events').column('lead_id').execute()
    await db.schema
      .createTable('desk_events')
      .addColumn('id', id, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('person_email', 'text')
      .addColumn('detail', 'text')
      .execute()
    await db.schema.createIndex('desk_events_at').on('desk_events').column('at').execute()
  },
})
