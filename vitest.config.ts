// Two vitest lanes (tools/test.ts runs them, the integration lane beside the browser lane):
// - unit: beside the code, `*.test.ts(x)`; needs no build, no PostgreSQL or Redis and no browser,
//   and runs in under a minute (`npm run test:unit`, what a developer runs after each change);
// - integration: `*.integration.test.ts` (real PostgreSQL, Redis, server processes, Chromium,
//   builds of a project copy) and `tests/build/` (reads the built site) (`npm run test:integration`),
//   in two projects: `integration`, one file per core and one more at once, then `integration-alone`,
//   one at a time.
// No React Router plugin here, and no Playwright specs.
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { serverStartMs } from './tests/helpers/timeouts'

const rooms = '{app,config,content,domain,packages,server,scripts,tools}'
const shared = {
  environment: 'node',
  pool: 'forks',
  // The metadata snapshots assume the default origin.
  env: { SITE_URL: 'https://www.startile.example' },
} as const

// A hook may start two servers (and build a store), one after the other: each waits up to
// serverStartMs, so the hook has both and a margin; a test's own limits are set in the test.
const integration = { ...shared, testTimeout: 30_000, hookTimeout: 2 * serverStartMs + 30_000 } as const
const cores = availableParallelism()
/**
 * Integration files that run alone, last: those that time the server or kill and restart it, and
 * those that build a copy of the project (busy cores, not waiting: side by side they only share
 * the two cores, and each build's time limit is set for a build alone).
 */
const alone = [
  'server/net/*.integration.test.ts', // shutdown.integration.test.ts among them
  'server/outbox/crash.integration.test.ts',
  'server/outbox/two-instances.integration.test.ts',
  'server/cli/backup-drill.integration.test.ts',
  'tests/build/content-change.test.ts',
  'tests/build/publication.test.ts',
  'scripts/check-content.integration.test.ts',
  'scripts/new-article.integration.test.ts',
  'scripts/vite-editor-dev.integration.test.ts',
]

export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'unit',
          // One module registry per worker: the unit files import the same content and rules, and
          // loading them once instead of once a file halves the lane's time.
          isolate: false,
          include: [`${rooms}/**/*.test.{ts,tsx}`, 'tests/*.test.ts'],
          exclude: ['**/*.integration.test.{ts,tsx}', '**/node_modules/**'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: 'integration',
          include: [`${rooms}/**/*.integration.test.{ts,tsx}`, 'tests/build/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...alone],
          // Vitest's default on two cores is one file at a time, but these files mostly wait (servers
          // and CLIs starting, outboxes polling, sockets timing out), and each has its own database,
          // Redis prefix, ports and folders: three at once took a sample of 14 files from 483 s to
          // 222 s on the shared 2-core machine (docs/performance.md). One more file per core; with
          // two cores, tools/test.ts runs this lane alone, not beside the browser lane.
          maxWorkers: cores + 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: 'integration-alone',
          include: alone,
          exclude: ['**/node_modules/**'],
          // After the others, one at a time: what these files measure (a slow upload's rate, a crash
          // mid-way, a restart) failed, and a build passed its 120 s, with two other files beside
          // them at a load of 19-20.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
