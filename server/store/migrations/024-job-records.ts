// The job after a signed quote (issue 43, record 039): the lead's compliance records (the lien
// notice's delivery, the Renovate Right acknowledgment, the asbestos survey, the customer's written
// wish to start sooner), each with its date, how, a note, who recorded it and when; the job's start
// date with its own calendar identity (UID and SEQUENCE, as the visit has); the day until which a
// lead with a contract is kept after a deletion removed the rest of it; and the customer's e-mail
// of the start date ('job-start'), each outbox row naming the start date and SEQUENCE it was queued for.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration, sql } from 'kysely'
import type { Dialect } from '../dialect'
import { idType, widenOutboxKinds } from './kit'

const kindsOf018 =
  "'business', 'acknowledgement', 'webhook', 'review', 'visit-booked', 'visit-moved', 'visit-cancelled', 'visit-reminder', 'visit-request', 'quote-sent', 'quote-followup', 'quote-expiring', 'quote-answer', 'quote-signed'"

export const migration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<any>) {
    const serial = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey())
    await db.schema
      .createTable('job_records')
      .addColumn('id', idType(dialect), serial)
      .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id'))
      .addColumn('kind', 'text', (c) =>
        c.notNull().check(sql`kind IN ('lien-notice', 'renovate-right', 'asbestos-survey', 'start-sooner')`),
      )
      // The day it happened on the business's calendar, "2026-11-30"
      .addColumn('on_day', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      // The asbestos survey's inspector
      .addColumn('inspector', 'text')
      .addColumn('note', 'text')
      .addColumn('recorded_by', 'text')
      .addColumn('recorded_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('job_records_lead').on('job_records').columns(['lead_id', 'kind']).execute()
    await db.schema.alterTable('leads').addColumn('job_start_on', 'text').execute()
    await db.schema.alterTable('leads').addColumn('job_uid', 'text').execute()
    await db.schema
      .alterTable('leads')
      .addColumn('job_sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    // Set when a deletion kept the lead for its contract: the purge leaves it alone until then.
    await db.schema.alterTable('leads').addColumn('kept_until', 'text').execute()
    await db.schema.createIndex('leads_job_start_on').on('leads').column('job_start_on').execute()
    await widenOutboxKinds(db, dialect, `kind IN (${kindsOf018})`, `kind IN (${kindsOf018}, 'job-start')`)
    await db.schema.alterTable('outbox').addColumn('job_start_on', 'text').execute()
    await db.schema.alterTable('outbox').addColumn('job_sequence', 'integer').execute()
  },
})
