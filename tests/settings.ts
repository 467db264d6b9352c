// The test lanes' settings, apart from the server's: which Chromium the browser tests drive, the
// port and data folder of the server they start, and the PostgreSQL and Redis the integration tests
// use. docs/testing.md lists each with its default.
import * as z from 'zod'
import { chromiumPathSetting } from '#config/chromium'
import { type Env, parseEnv, text, url, whole } from '#config/env'

export const testEnvSchema = z.object({
  CHROMIUM_PATH: chromiumPathSetting,
  E2E_PORT: whole(3107),
  E2E_DATA_DIR: text(undefined),
  TEST_POSTGRES_URL: url(['postgres', 'postgresql'], 'postgres://postgres@127.0.0.1:5432/test'),
  TEST_REDIS_URL: url(['redis', 'rediss'], 'redis://127.0.0.1:6379'),
})

export const readTestSettings = (env: Env = process.env) => {
  const e = parseEnv(testEnvSchema, env)
  return {
    chromiumPath: e.CHROMIUM_PATH,
    e2ePort: e.E2E_PORT,
    e2eDataDir: e.E2E_DATA_DIR,
    postgresUrl: e.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    redisUrl: e.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  }
}

/** This process's test settings, read afresh (Playwright's config hands E2E_DATA_DIR on to its workers). */
export const testSettings = () => readTestSettings()
