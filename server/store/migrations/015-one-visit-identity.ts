// One visit, one calendar identity (record 035): the owner's feed now carries the lead's visit UID
// and SEQUENCE, as the customer's calendar file does, and keeps a cancelled visit (STATUS:CANCELLED)
// until its day has passed, so the lead remembers the date and time it was cancelled on. Backfilled:
// a visit booked before migration 011 gets its UID now (the owner's calendar replaces the event it
// knew by the lead's old feed UID); a visit cancelled before this migration gets its cancelled date
// and time from the cancellation e-mail of its current SEQUENCE.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration } from 'kysely'
import { randomBytes } from 'node:crypto'
import { business } from '#content/business'

const domain = business.email.split('@')[1] ?? 'localhost'

export const migration = (): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('leads').addColumn('visit_cancelled_on', 'text').execute()
    await db.schema.alterTable('leads').addColumn('visit_cancelled_time', 'text').execute()
    await db.schema.createIndex('leads_visit_cancelled_on').on('leads').column('visit_cancelled_on').execute()

    // Visits booked before 011 have a date and no UID: each gets the UID its next change will keep.
    const withoutUid = await db.selectFrom('leads').select('id').where('visit_on', 'is not', null).where('visit_uid', 'is', null).execute()
    for (const { id } of withoutUid) {
      const uid = `visit-${Number(id)}-${randomBytes(9).toString('base64url')}@${domain}`
      await db.updateTable('leads').set({ visit_uid: uid }).where('id', '=', id).execute()
    }

    // Visits cancelled since 011: the date the customer's cancellation named, at the lead's SEQUENCE.
    const cancelled = await db
      .selectFrom('outbox as o')
      .innerJoin('leads as l', 'l.id', 'o.lead_id')
      .select(['l.id as id', 'o.visit_on as on', 'o.visit_time as time'])
      .where('o.kind', '=', 'visit-cancelled')
      .whereRef('o.visit_sequence', '=', 'l.visit_sequence')
      .where('l.visit_on', 'is', null)
      .where('l.visit_uid', 'is not', null)
      .execute()
    for (const row of cancelled) {
      await db.updateTable('leads').set({ visit_cancelled_on: row.on, visit_cancelled_time: row.time }).where('id', '=', row.id).execute()
    }
  },
})
