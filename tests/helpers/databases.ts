// Test helpers for the real PostgreSQL and Redis every machine of this project runs on loopback.
// Each run gets a database (and each store a schema) or a key prefix of its own, dropped after.
// When they cannot be reached the test fails with the reason: it never passes without them.
import { testSettings } from '../settings'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import { Redis } from 'ioredis'
import pg from 'pg'
import { type LeadStore, type StoreOptions, openLeadStore } from '../../server/store/store'
import { type ServerStore, withRoomQueries } from '../../server/stores'
import { createDeskStore } from '../../server/desk/desk-store'
import { openSqlite } from '../../server/store/database'
import type { Dialect } from '../../server/store/dialect'

export const { postgresUrl: postgresAdminUrl, redisUrl: redisTestUrl } = testSettings()

export const uniqueName = (what: string) => `startile_test_${what}_${process.pid}_${randomBytes(4).toString('hex')}`

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `PostgreSQL is required by this test and could not be reached at ${postgresAdminUrl} (${reason}). Start PostgreSQL on loopback with trust auth, or set TEST_POSTGRES_URL.`,
    )
  }
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** A fresh PostgreSQL database for this run: its URL, a URL per schema, and drop(). */
export async function createPostgresDatabase() {
  const name = uniqueName('db')
  await admin((c) => c.query(`CREATE DATABASE ${name}`))
  const url = new URL(postgresAdminUrl)
  url.pathname = `/${name}`
  let schemas = 0
  return {
    name,
    url: url.toString(),
    /** A URL whose connections work in a new, empty schema of that database. */
    async schemaUrl(): Promise<string> {
      const schema = `s${++schemas}`
      const client = new pg.Client({ connectionString: url.toString() })
      await client.connect()
      await client.query(`CREATE SCHEMA ${schema}`)
      await client.end()
      const withSchema = new URL(url)
      withSchema.searchParams.set('options', `-c search_path=${schema}`)
      return withSchema.toString()
    },
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  }
}

export type PostgresTestDatabase = Awaited<ReturnType<typeof createPostgresDatabase>>

/** The desk's store over a lead store's database (as server/index.ts builds it). */
export const deskOf = (store: Pick<LeadStore, 'handle'>) => createDeskStore(store.handle)

export const tempDir = (prefix = 'leads-') => mkdtempSync(join(tmpdir(), prefix))

/**
 * An empty database of `dialect` (a SQLite file in a new folder, or a schema of the test's
 * PostgreSQL database) with a bare Kysely over it, for a migration test to bring to an older
 * version, fill as that version would, and then migrate on: `options` opens the store over it.
 */
export async function bareDatabase(
  dialect: Dialect,
  pgDb: () => PostgresTestDatabase,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as in the migrations: no table types before the schema exists
): Promise<{ db: Kysely<any>; schema?: string; options: { dataDir?: string; databaseUrl?: string } }> {
  if (dialect === 'sqlite') {
    const dataDir = tempDir()
    return { db: new Kysely({ dialect: new SqliteDialect({ database: openSqlite(join(dataDir, 'leads.sqlite')) }) }), options: { dataDir } }
  }
  const databaseUrl = await pgDb().schemaUrl()
  const schema = new URL(databaseUrl).searchParams.get('options')?.split('=')[1]
  return {
    db: new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) }) }),
    schema,
    options: { databaseUrl },
  }
}

export type StoreTarget = {
  name: string
  /** A new, empty store, another() opening a second connection to the same database, exec() raw SQL on it. */
  open(options?: StoreOptions): Promise<{
    store: ServerStore
    another(): Promise<ServerStore>
    exec(sql: string): Promise<void>
    /** Every row of every table, each value as stored (bytes as hex), in a stable order: equal dumps, equal stores. */
    dump(): Promise<Record<string, string[]>>
  }>
}

/** Rows as sorted JSON lines, bytes as hex. */
const rowsOf = (rows: unknown[]) =>
  rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('hex') : value))).sort()

/** The two databases the contract suite runs against. */
export function storeTargets(pgDb: () => PostgresTestDatabase): StoreTarget[] {
  return [
    {
      name: 'SQLite',
      async open(options = {}) {
        const dataDir = tempDir()
        return {
          store: withRoomQueries(await openLeadStore({ dataDir, ...options })),
          another: async () => withRoomQueries(await openLeadStore({ dataDir, ...options })),
          async exec(sql) {
            const raw = new Database(join(dataDir, 'leads.sqlite'))
            raw.exec(sql)
            raw.close()
          },
          async dump() {
            const raw = new Database(join(dataDir, 'leads.sqlite'), { readonly: true })
            try {
              const tables = raw.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all() as { name: string }[]
              return Object.fromEntries(tables.map(({ name }) => [name, rowsOf(raw.prepare(`SELECT * FROM "${name}"`).all())]))
            } finally {
              raw.close()
            }
          },
        }
      },
    },
    {
      name: 'PostgreSQL',
      async open(options = {}) {
        const databaseUrl = await pgDb().schemaUrl()
        return {
          store: withRoomQueries(await openLeadStore({ databaseUrl, ...options })),
          another: async () => withRoomQueries(await openLeadStore({ databaseUrl, ...options })),
          async exec(sql) {
            const client = new pg.Client({ connectionString: databaseUrl })
            await client.connect()
            await client.query(sql)
            await client.end()
          },
          async dump() {
            const client = new pg.Client({ connectionString: databaseUrl })
            await client.connect()
            try {
              const { rows } = await client.query<{ name: string }>(
                `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1`,
              )
              const dumped: Record<string, string[]> = {}
              for (const { name } of rows) dumped[name] = rowsOf((await client.query(`SELECT * FROM "${name}"`)).rows)
              return dumped
            } finally {
              await client.end()
            }
          },
        }
      },
    },
  ]
}

/** A Redis connection and a key prefix of this run's own; cleanup() deletes its keys. */
export async function connectTestRedis() {
  const redis = new Redis(redisTestUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000, retryStrategy: () => null })
  try {
    await redis.connect()
  } catch (error) {
    redis.disconnect()
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Redis is required by this test and could not be reached at ${redisTestUrl} (${reason}). Start Redis on loopback, or set TEST_REDIS_URL.`,
    )
  }
  const prefix = `${uniqueName('redis')}:`
  return {
    redis,
    url: redisTestUrl,
    prefix,
    async cleanup() {
      const keys = await redis.keys(`${prefix}*`)
      if (keys.length > 0) await redis.del(...keys)
      redis.disconnect()
    },
  }
}
