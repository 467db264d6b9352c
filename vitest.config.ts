// Unit tests only: no React Router plugin, no Playwright specs.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{app,content,server,scripts}/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
})
