// Migration 015 on both databases: a visit booked before migration 011 (a date, no UID) gets its
// UID, and a visit cancelled before 015 keeps its cancelled day from the cancellation e-mail of its
// SEQUENCE, so the owner's feed shows both under the identity the customer's calendar knows.
import { Migrator, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { migrations } from './migrate'
import { openLeadStore } from './store'
import { bareDatabase, deskOf } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()

describe.each(['sqlite', 'postgres'] as const)('migration 015 on %s', (dialect) => {
  it('gives an old booked visit its UID and keeps a cancelled one in the feed, cancelled', async () => {
    const { db, schema, options } = await bareDatabase(dialect, pgDb)
    cleanups.push(() => db.destroy())
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) }, migrationTableSchema: schema })
    expect((await migrator.migrateTo('013-push-subscriptions')).error).toBeUndefined()
    await sql`INSERT INTO leads (form, name, email, phone, message, spam, status, created_at, zip, visit_on, visit_time, visit_uid, visit_sequence)
      VALUES ('quote', 'Old Booked', 'a@example.com', '503-555-0100', '', 0, 'Visit booked', '2026-10-01T03:04:05.000Z', '97030', '2026-11-10', '09:30', NULL, 0),
             ('quote', 'Old Cancelled', 'b@example.com', '503-555-0101', '', 0, 'Contacted', '2026-10-02T03:04:05.000Z', '97301', NULL, NULL, 'visit-2-abc@startile.example', 1)`.execute(
      db,
    )
    const ids = await sql<{ id: number; name: string }>`SELECT id, name FROM leads ORDER BY id`.execute(db)
    const cancelledId = ids.rows.find((r) => r.name === 'Old Cancelled')?.id
    await sql`INSERT INTO outbox (lead_id, kind, status, attempts, next_attempt_at, queued_at, created_at, visit_on, visit_time, visit_sequence)
      VALUES (${cancelledId}, 'visit-booked', 'sent', 1, '2026-10-03T00:00:00.000Z', '2026-10-03T00:00:00.000Z', '2026-10-03T00:00:00.000Z', '2026-11-12', '13:00', 0),
             (${cancelledId}, 'visit-cancelled', 'sent', 1, '2026-10-04T00:00:00.000Z', '2026-10-04T00:00:00.000Z', '2026-10-04T00:00:00.000Z', '2026-11-12', '13:00', 1)`.execute(
      db,
    )

    const store = await openLeadStore(options)
    cleanups.push(() => store.close())
    const visits = await deskOf(store).bookedVisits('2026-11-01', '2026-11-30')
    expect(visits.map((v) => [v.lead.name, v.visit, v.sequence, v.cancelled])).toEqual([
      ['Old Booked', { on: '2026-11-10', time: '09:30' }, 0, false],
      ['Old Cancelled', { on: '2026-11-12', time: '13:00' }, 1, true],
    ])
    expect(visits[0].uid).toMatch(new RegExp(`^visit-${visits[0].lead.id}-[\\w-]+@startile\\.example$`))
    expect(visits[1].uid).toBe('visit-2-abc@startile.example')
  })
})
