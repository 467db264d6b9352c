// The tests', the audit's and the bench's settings: parsed apart from the server's, each listed in
// its own table of the docs.
import { describe, expect, it } from 'vitest'
import { documentedVariables } from '../tests/helpers/settings-tables'
import { readTestSettings, testEnvSchema } from '../tests/settings'
import { auditEnvSchema, readAuditSettings } from './audit/settings'
import { benchEnvSchema, readBenchSettings } from './bench-settings'

describe('settings of the tests, the audit and the bench', () => {
  it('have their defaults', () => {
    expect(readTestSettings({})).toMatchObject({
      chromiumPath: '/usr/bin/chromium',
      e2ePort: 3107,
      postgresUrl: 'postgres://postgres@127.0.0.1:5432/test',
    })
    expect(readAuditSettings({})).toEqual({ chromiumPath: '/usr/bin/chromium', port: 3211, testPort: 3341 })
    expect(readBenchSettings({})).toEqual({
      port: 3317,
      staticSeconds: 10,
      nginxPath: '/usr/sbin/nginx',
      parts: new Set(['leads', 'static', 'counting']),
    })
  })

  it('name the variable they refuse', () => {
    expect(() => readBenchSettings({ BENCH_PORT: 'abc' })).toThrow("BENCH_PORT must be a whole number, got 'abc'")
    expect(() => readTestSettings({ TEST_REDIS_URL: 'localhost' })).toThrow('TEST_REDIS_URL must be a redis:// or rediss:// URL')
    expect(() => readAuditSettings({ AUDIT_PORT: '-1' })).toThrow('AUDIT_PORT must be a whole number')
  })

  it('are each listed in their own table', () => {
    expect(documentedVariables('docs/testing.md', '### Settings of the tests').sort()).toEqual(Object.keys(testEnvSchema.shape).sort())
    expect(documentedVariables('docs/testing.md', '### Settings of the audit').sort()).toEqual(Object.keys(auditEnvSchema.shape).sort())
    expect(documentedVariables('docs/performance.md', '## Bench').sort()).toEqual(Object.keys(benchEnvSchema.shape).sort())
  })
})
