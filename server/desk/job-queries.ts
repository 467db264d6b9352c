// The job after a signed quote in the store (issue 43, record 039): the lead's facts for the start
// rules (the latest accepted quote's time, the year built, whether a visit was booked, the compliance
// records), recording a step, the year, and the start date. The start date is checked and set in
// one transaction with its e-mail queued, so a record removed or a second post at once cannot
// slip past the rules: the check runs on what the transaction reads.
import { randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { business } from '#content/business'
import type { JobRecordKind } from '#domain/job-start'
import { type Tables, iso } from '../store/tables'

const domain = business.email.split('@')[1] ?? 'localhost'

export type JobRecord = {
  id: number
  kind: JobRecordKind
  on: string
  method: string
  inspector: string | null
  note: string | null
  recordedBy: string | null
  recordedAt: string
}

export type JobState = {
  /** When the latest accepted version was accepted (ISO), or null without a signed quote. */
  acceptedAt: string | null
  yearBuilt: number | null
  /** A visit was booked for this lead (its calendar UID is kept once made). */
  hadVisit: boolean
  startOn: string | null
  records: JobRecord[]
}

export type NewJobRecord = { kind: JobRecordKind; on: string; method: string; inspector?: string | null; note?: string | null }

type Db = Kysely<Tables> | Transaction<Tables>

async function stateOf(db: Db, leadId: number): Promise<JobState | undefined> {
  const lead = await db.selectFrom('leads').select(['year_built', 'visit_uid', 'job_start_on']).where('id', '=', leadId).executeTakeFirst()
  if (!lead) return undefined
  const accepted = await db
    .selectFrom('quote_acceptances as a')
    .innerJoin('quote_versions as v', 'v.id', 'a.version_id')
    .select('a.accepted_at')
    .where('a.lead_id', '=', leadId)
    .orderBy('v.version', 'desc')
    .limit(1)
    .executeTakeFirst()
  const records = await db.selectFrom('job_records').selectAll().where('lead_id', '=', leadId).orderBy('id').execute()
  return {
    acceptedAt: accepted?.accepted_at ?? null,
    yearBuilt: lead.year_built === null ? null : Number(lead.year_built),
    hadVisit: lead.visit_uid !== null,
    startOn: lead.job_start_on,
    records: records.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      on: r.on_day,
      method: r.method,
      inspector: r.inspector,
      note: r.note,
      recordedBy: r.recorded_by,
      recordedAt: r.recorded_at,
    })),
  }
}

export function jobQueries(db: Kysely<Tables>) {
  return {
    jobState: (leadId: number): Promise<JobState | undefined> => stateOf(db, leadId),

    /** Sets or clears the year; false for an unknown lead. */
    setYearBuilt: async (leadId: number, year: number | null): Promise<boolean> => {
      const result = await db.updateTable('leads').set({ year_built: year }).where('id', '=', leadId).executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    /** Adds a record; false for an unknown lead. */
    addJobRecord: async (leadId: number, record: NewJobRecord, by: string, now = new Date()): Promise<boolean> => {
      return db.transaction().execute(async (trx) => {
        const lead = await trx.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst()
        if (!lead) return false
        await trx
          .insertInto('job_records')
          .values({
            lead_id: leadId,
            kind: record.kind,
            on_day: record.on,
            method: record.method,
            inspector: record.inspector ?? null,
            note: record.note ?? null,
            recorded_by: by,
            recorded_at: iso(now),
          })
          .execute()
        return true
      })
    },

    /**
     * Sets the start date if `refuse` (the domain's rules over the state read here) finds nothing;
     * a new date raises the job's SEQUENCE and queues the customer's e-mail of it.
     */
    setJobStart: async <R>(
      leadId: number,
      day: string,
      refuse: (state: JobState) => R | null,
      now = new Date(),
    ): Promise<{ ok: true } | { ok: false; refusal: R } | { ok: false; refusal: 'missing' }> => {
      return db.transaction().execute(async (trx) => {
        const state = await stateOf(trx, leadId)
        if (!state) return { ok: false as const, refusal: 'missing' as const }
        const refusal = refuse(state)
        if (refusal !== null) return { ok: false as const, refusal }
        if (state.startOn === day) return { ok: true as const }
        const lead = await trx
          .selectFrom('leads')
          .select(['email', 'job_uid', 'job_sequence'])
          .where('id', '=', leadId)
          .executeTakeFirstOrThrow()
        const uid = lead.job_uid ?? `job-${leadId}-${randomBytes(9).toString('base64url')}@${domain}`
        const sequence = lead.job_uid ? Number(lead.job_sequence) + 1 : 0
        await trx
          .updateTable('leads')
          .set((eb) => ({ job_start_on: day, job_uid: uid, job_sequence: sequence, version: eb('version', '+', 1) }))
          .where('id', '=', leadId)
          .execute()
        const at = iso(now)
        await trx
          .insertInto('outbox')
          .values({
            lead_id: leadId,
            kind: 'job-start',
            to_addr: lead.email,
            next_attempt_at: at,
            queued_at: at,
            created_at: at,
            job_start_on: day,
            job_sequence: sequence,
          })
          .execute()
        return { ok: true as const }
      })
    },
  }
}
