// Browser tests in the machine's Chromium (Debian's /usr/bin/chromium) against the built site,
// served by the built server (as `npm start` runs it) on its own port with its own data directory.
import { mkdtempSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags } from '#config/chromium'
import { siteSettings } from '#config/site'
import { testSettings } from './tests/settings'
import { sharedServerPort } from './tests/helpers/e2e-ports'
import { serverStartMs } from './tests/helpers/timeouts'

const tools = testSettings()
const port = sharedServerPort()
// The workers load this file again: they must find the server's data directory, not make another.
export const e2eDataDir = tools.e2eDataDir ?? mkdtempSync(path.join(tmpdir(), 'startile-e2e-'))
process.env.E2E_DATA_DIR = e2eDataDir

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker per core but one (the servers, SMTP and sharp need one), and never fewer than two:
  // on two cores tools/test.ts runs this lane alone, after the integration lane.
  workers: Math.max(2, availableParallelism() - 1),
  retries: 0,
  // Two workers share two cores with the server, SMTP and sharp: a test that takes 20 s alone (the
  // quote with photos) took 30 s in CI. An expectation waits up to 10 s: at a load of 7 a project
  // dialog, whose code loads on its first opening, once took longer than the default 5 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: tools.chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node ${path.join(siteSettings().buildDir, 'server', 'index.js')}`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: serverStartMs,
    env: {
      DIST_DIR: siteSettings().distDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      LEADS_RATE_LIMIT: '0',
      SPAM_MIN_FILL_MS: '0',
      // No morning digest among the e-mails a test counts (its own tests run it with a set clock).
      MORNING_DIGEST: 'off',
      LOG_LEVEL: 'warn',
    },
  },
})
