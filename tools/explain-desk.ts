// `node --import tsx tools/explain-desk.ts`: the query plan of every query the desk's endpoints,
// the digest, the purge and the export make, on a store seeded to 100,000 leads (BENCH_DESK_SIZES'
// last size), on SQLite (EXPLAIN QUERY PLAN) and PostgreSQL (EXPLAIN). Each query is the store's
// own, caught by Kysely's log as the store runs it. docs/performance.md keeps what it showed.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { decodeCursor } from '../server/desk/lead-list'
import { createLeadStore, openLeadStore } from '../server/store/store'
import type { Tables } from '../server/store/tables'
import { createPostgresDatabase, deskOf } from '../tests/helpers/databases'
import { needle, seedLeads } from './bench-desk-seed'

const n = Number((process.env.BENCH_DESK_SIZES ?? '100000').split(',').at(-1))

async function explain(db: Kysely<Tables>, dialect: 'sqlite' | 'postgres', captured: CompiledQuery[]) {
  const store = createLeadStore(db, dialect)
  const now = new Date()
  const first = await deskOf(store).deskLeads()
  await deskOf(store).deskLeads({}, { before: decodeCursor(first.page.older ?? '') })
  await deskOf(store).deskLeads({ status: 'Won' })
  await deskOf(store).deskLeads({ q: 'quixote' })
  await deskOf(store).deskLeads({ q: needle.phone })
  await deskOf(store).deskLeads({ q: needle.zip, status: 'New' })
  await store.getLead(first.leads[0].id)
  await store.photoInfo([first.leads[0].id])
  await store.outboxFor(first.leads[0].id)
  await deskOf(store).leadEvents(first.leads[0].id)
  await store.leadsBySource(new Date(now.getTime() - 90 * 86_400_000), now)
  await store.firstContacts(new Date(now.getTime() - 30 * 86_400_000), now)
  await deskOf(store).outboxHealth(now)
  await store.photosRefusedBySiteBudget(now)
  await deskOf(store).leadsOfPerson({ phone: needle.phone, email: needle.email })
  await store.digestContents([now.toISOString().slice(0, 10)], new Date(now.getTime() - 7 * 86_400_000))
  for await (const page of store.leadPages({ status: 'Spam' }, 500)) if (page) break
  const seen = new Set<string>()
  for (const q of captured) {
    if (seen.has(q.sql) || !/^\s*select/i.test(q.sql)) continue
    seen.add(q.sql)
    const prefix = dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN '
    const { rows } = await db.executeQuery<Record<string, unknown>>({ ...q, sql: prefix + q.sql })
    console.log(`\n${q.sql.slice(0, 240)}`)
    for (const row of rows) console.log(`    ${String(row.detail ?? row['QUERY PLAN'])}`)
  }
}

const captured: CompiledQuery[] = []
const log = (event: { level: string; query: CompiledQuery }) => void (event.level === 'query' && captured.push(event.query))

if (process.env.EXPLAIN_ONLY !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'explain-desk-'))
  await (await openLeadStore({ dataDir })).close()
  await seedLeads({ kind: 'sqlite', file: join(dataDir, 'leads.sqlite') }, 0, n)
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new Database(join(dataDir, 'leads.sqlite')) }), log })
  console.log(`# SQLite, ${n} leads`)
  await explain(db, 'sqlite', captured)
  await db.destroy()
}
if (process.env.EXPLAIN_ONLY !== 'sqlite') {
  captured.length = 0
  const pgDb = await createPostgresDatabase()
  try {
    await (await openLeadStore({ databaseUrl: pgDb.url })).close()
    await seedLeads({ kind: 'postgres', url: pgDb.url }, 0, n)
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: pgDb.url }) }), log })
    console.log(`\n# PostgreSQL, ${n} leads`)
    await explain(db, 'postgres', captured)
    await sql`SELECT 1`.execute(db)
    await db.destroy()
  } finally {
    await pgDb.drop()
  }
}
