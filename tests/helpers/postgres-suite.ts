// Vitest set-up shared by the suites that run on PostgreSQL too: a database for this test file,
// created before its tests and dropped after them, and clean-ups run after each test.
import { afterAll, afterEach, beforeAll } from 'vitest'
import { type PostgresTestDatabase, createPostgresDatabase } from './databases'

/** The file's PostgreSQL database (a getter: it exists once beforeAll has run). */
export function postgresForThisFile(): () => PostgresTestDatabase {
  let db: PostgresTestDatabase | undefined
  beforeAll(async () => {
    db = await createPostgresDatabase()
  })
  afterAll(async () => {
    await db?.drop()
  })
  return () => {
    if (!db) throw new Error('The PostgreSQL test database was not created (see the error of beforeAll).')
    return db
  }
}

/** Clean-ups registered during a test (close a store, an app), run after it in reverse order. */
export function cleanupsAfterEach(): (() => unknown)[] {
  const cleanups: (() => unknown)[] = []
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn()
  })
  return cleanups
}
