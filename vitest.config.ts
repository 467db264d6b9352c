// Unit tests only: no React Router plugin, no Playwright specs.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{app,config,content,domain,server,scripts,packages}/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The metadata snapshots assume the default origin.
    env: { SITE_URL: 'https://www.startile.example' },
  },
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
})
