// The written quote (issue 42, record 038): the lead's working draft (one per lead); each sent
// version, frozen (its snapshot as canonical JSON and the SHA-256 of it, the hash of its link's
// token, the valid-through day and the instant it ends, what the customer did with it); the
// acceptance record, at most one per version (its primary key is the version: a second acceptance
// of the same version cannot be stored, also from two posts at once); the views, questions and
// answers as events (a view is only an event: the GET that shows the page changes no row of the quote); the PDFs kept (the quote as sent, and once signed the signed copy). The outbox
// learns the quote's e-mails, each row naming the version it was queued for; the link tokens are
// made from a key kept here, as the visit's are.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration, sql } from 'kysely'
import { randomBytes } from 'node:crypto'
import type { Dialect } from '../dialect'
import { idType, widenOutboxKinds } from './kit'

const visitKinds =
  "'business', 'acknowledgement', 'webhook', 'review', 'visit-booked', 'visit-moved', 'visit-cancelled', 'visit-reminder', 'visit-request'"
const quoteKinds = "'quote-sent', 'quote-followup', 'quote-expiring', 'quote-answer', 'quote-signed'"

export const migration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<any>) {
    const id = idType(dialect)
    const serial = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey())
    const bytes = dialect === 'postgres' ? 'bytea' : 'blob'
    await db.schema
      .createTable('quote_drafts')
      .addColumn('lead_id', 'integer', (c) => c.primaryKey().references('leads.id'))
      // JSON: the QuoteDraft (domain/quote/quote-draft.ts), parsed on every write
      .addColumn('draft', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .execute()
    await db.schema
      .createTable('quote_versions')
      .addColumn('id', id, serial)
      .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id'))
      .addColumn('version', 'integer', (c) => c.notNull())
      // canonical JSON of the QuoteSnapshot, and the hex SHA-256 of exactly that text
      .addColumn('snapshot', 'text', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('valid_through', 'text', (c) => c.notNull())
      .addColumn('valid_until', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addColumn('sent_by', 'text')
      .addColumn('replaced_at', 'text')
      .addColumn('question_at', 'text')
      .addColumn('declined_at', 'text')
      .addColumn('decline_reason', 'text')
      .addColumn('accepted_at', 'text')
      .addColumn('followups_stopped_at', 'text')
      .addUniqueConstraint('quote_versions_lead_version', ['lead_id', 'version'])
      .execute()
    await db.schema
      .createTable('quote_acceptances')
      .addColumn('version_id', 'integer', (c) => c.primaryKey().references('quote_versions.id'))
      .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id'))
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('option_index', 'integer', (c) => c.notNull())
      // JSON: the add-ons' indexes, e.g. [0, 2]
      .addColumn('add_ons', 'text', (c) => c.notNull())
      .addColumn('total_cents', 'bigint', (c) => c.notNull())
      .addColumn('deposit_cents', 'bigint', (c) => c.notNull())
      .addColumn('typed_name', 'text', (c) => c.notNull())
      .addColumn('consent_version', 'text', (c) => c.notNull())
      .addColumn('consent_text', 'text', (c) => c.notNull())
      .addColumn('accepted_at', 'text', (c) => c.notNull())
      .addColumn('client_address', 'text')
      .addColumn('user_agent', 'text')
      .execute()
    await db.schema
      .createTable('quote_events')
      .addColumn('id', id, serial)
      .addColumn('version_id', 'integer', (c) => c.notNull().references('quote_versions.id'))
      .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('view', 'question', 'decline', 'accept')`))
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('client_address', 'text')
      .addColumn('user_agent', 'text')
      // the customer's question or reason for declining
      .addColumn('text', 'text')
      .execute()
    await db.schema.createIndex('quote_events_version').on('quote_events').columns(['version_id', 'at']).execute()
    await db.schema
      .createTable('quote_documents')
      .addColumn('version_id', 'integer', (c) => c.notNull().references('quote_versions.id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('quote', 'signed')`))
      .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id'))
      .addColumn('data', bytes, (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('quote_documents_pk', ['version_id', 'kind'])
      .execute()
    await widenOutboxKinds(db, dialect, `kind IN (${visitKinds})`, `kind IN (${visitKinds}, ${quoteKinds})`)
    await db.schema.alterTable('outbox').addColumn('quote_version_id', 'integer').execute()
    await db
      .insertInto('store_keys')
      .values({ name: 'quote-link', secret: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
      .execute()
  },
})
