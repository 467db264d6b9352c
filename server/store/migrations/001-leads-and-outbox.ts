/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration, sql } from 'kysely'
import type { Dialect } from '../dialect'
import { idType } from './kit'

export const migration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<any>) {
    const id = idType(dialect)
    await db.schema
      .createTable('leads')
      .ifNotExists()
      .addColumn('id', id, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn('form', 'text', (c) => c.notNull().check(sql`form IN ('contact', 'quote')`))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('project_type', 'text')
      .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('spam', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`spam IN (0, 1)`),
      )
      .addColumn('spam_reason', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text')
      .execute()
    await db.schema.createIndex('leads_created_at').ifNotExists().on('leads').column('created_at').execute()
    // to_addr of a business row is NULL until sent (it goes to LEADS_TO as configured then);
    // queued_at starts the retry window (created, or requeued by the CLI's retry).
    await db.schema
      .createTable('outbox')
      .ifNotExists()
      .addColumn('id', id, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('business', 'acknowledgement')`))
      .addColumn('to_addr', 'text')
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`status IN ('pending', 'sending', 'sent', 'failed')`),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('queued_at', 'text', (c) => c.notNull())
      .addColumn('claimed_at', 'text')
      .addColumn('last_error', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('outbox_lead_kind', ['lead_id', 'kind'])
      .execute()
    await db.schema.createIndex('outbox_due').ifNotExists().on('outbox').columns(['status', 'next_attempt_at']).execute()
  },
})
