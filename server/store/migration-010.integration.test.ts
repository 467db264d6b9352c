// Migration 010 on both databases: leads stored before it get their search keys (found by the
// desk's search and the privacy search) and their counts per status.
import { Migrator, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { migrations } from './migrate'
import { openLeadStore } from './store'
import { bareDatabase, deskOf } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()

describe.each(['sqlite', 'postgres'] as const)('migration 010 on %s', (dialect) => {
  it('fills the search keys and the counts of the leads already stored', async () => {
    const { db, schema, options } = await bareDatabase(dialect, pgDb)
    cleanups.push(() => db.destroy())
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) }, migrationTableSchema: schema })
    expect((await migrator.migrateTo('009-desk-roles')).error).toBeUndefined()
    await sql`INSERT INTO leads (form, name, email, phone, message, spam, status, created_at, zip)
      VALUES ('quote', 'Old Ann', 'Old.Ann@Example.com', '+1 (503) 555-0123', '', 0, 'Won', '2025-01-02T03:04:05.000Z', '97030'),
             ('contact', 'Old Bot', 'bot@spam.example', '000', '', 1, 'Spam', '2025-01-03T03:04:05.000Z', NULL)`.execute(db)

    const store = await openLeadStore(options)
    cleanups.push(() => store.close())
    for (const q of ['old ann', 'old.ann@example', '97030', '503.555.0123', '5035550123']) {
      expect(
        (await deskOf(store).deskLeads({ q })).leads.map((l) => l.name),
        q,
      ).toEqual(['Old Ann'])
    }
    expect((await deskOf(store).deskLeads()).counts).toMatchObject({ all: 2, Won: 1, Spam: 1, New: 0 })
    expect(await deskOf(store).leadsOfPerson({ email: 'old.ann@example.com' })).toHaveLength(1)
    expect(await deskOf(store).leadsOfPerson({ phone: '503-555-0123' })).toHaveLength(1)
    // New leads are indexed as they come, beside the old ones.
    await store.insertLead({ form: 'contact', name: 'New Ann', email: 'new@example.com', phone: '971-555-0100', message: '' })
    expect((await deskOf(store).deskLeads({ q: 'ann' })).leads.map((l) => l.name)).toEqual(['New Ann', 'Old Ann'])
    expect((await deskOf(store).deskLeads()).counts).toMatchObject({ all: 3, New: 1 })
  })
})
