import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { documentedVariables } from '../tests/helpers/settings-tables'
import { envSchema, readSettings } from './settings'

describe('settings', () => {
  it('gives the defaults docs/settings.md lists when nothing is set', () => {
    const s = readSettings({})
    expect(s.site.url).toBe('https://www.startile.example')
    expect(s.server).toMatchObject({ host: '0.0.0.0', port: 3000, leadsRateLimit: 5, spamMinFillMs: 3000, trustProxy: false })
    expect(s.server.dataDir).toBe(path.resolve('data'))
    expect(s.site.distDir).toBe(path.resolve('build', 'client'))
    expect(s.outbox.giveUpMs).toBe(48 * 3_600_000)
  })

  it('caps push alerts per person and passkey, and takes no extra push origin unless the tests name one', () => {
    expect(readSettings({}).push).toEqual({ maxPerPerson: 10, maxPerPasskey: 3, timeoutMs: 5000, extraOrigins: [] })
    expect(readSettings({ PUSH_EXTRA_ORIGINS: 'http://127.0.0.1:4107' }).push.extraOrigins).toEqual(['http://127.0.0.1:4107'])
    expect(() => readSettings({ PUSH_EXTRA_ORIGINS: 'http://127.0.0.1:4107/path' })).toThrow(
      "PUSH_EXTRA_ORIGINS must be origins such as http://127.0.0.1:4107, comma-separated, or unset, got 'http://127.0.0.1:4107/path'",
    )
  })

  it('gives the connection limits and photo budgets of docs/limits.md, the per-client and per-network caps off behind a proxy', () => {
    const s = readSettings({})
    expect(s.server.limits).toEqual({
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 5_000,
      idleTimeoutMs: 30_000,
      uploadMinBytesPerSecond: 4096,
      uploadGraceMs: 10_000,
      maxConnections: 1000,
      maxConnectionsPerAddress: 32,
      maxConnectionsPerNetwork: 128,
    })
    expect(s.server.photoBudget).toEqual({
      requestBytes: 5 * 1024 * 1024,
      addressBytesPerDay: 50 * 1024 * 1024,
      siteBytesPerDay: 250 * 1024 * 1024,
      minFreeDiskBytes: 1024 * 1024 * 1024,
      addressMegapixelsPerDay: 1000,
      holdBytes: 256 * 1024 * 1024,
    })
    expect(s.server.acknowledgementsPerRecipientPerDay).toBe(3)
    expect(readSettings({ TRUST_PROXY: '1' }).server.limits).toMatchObject({ maxConnectionsPerAddress: 0, maxConnectionsPerNetwork: 0 })
  })

  it('reads each value, trims it and derives the served folder from BUILD_DIR', () => {
    const s = readSettings({ PORT: ' 8080 ', SITE_URL: 'https://tile.example/', BUILD_DIR: '/tmp/b', TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' })
    expect(s.server.port).toBe(8080)
    expect(s.site.url).toBe('https://tile.example')
    expect(s.site.distDir).toBe('/tmp/b/client')
    expect(s.server.trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16'])
  })

  it.each([
    [{ LEADS_RATE_LIMIT: 'abc' }, "LEADS_RATE_LIMIT must be a whole number, got 'abc'"],
    [{ PORT: '3.5' }, "PORT must be a whole number, got '3.5'"],
    [{ OUTBOX_GIVE_UP_HOURS: '12' }, "OUTBOX_GIVE_UP_HOURS must be a whole number of 24 or more, got '12'"],
    [
      { SITE_URL: 'www.startile.example' },
      "SITE_URL must be an http(s) origin such as https://www.startile.example, got 'www.startile.example'",
    ],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL'],
    [{ TRUST_PROXY: 'true' }, "TRUST_PROXY must not be 'true'"],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      "TRUST_PROXY must be 0, a number of proxy hops, or a list of IP addresses/CIDR ranges, got '10.0.0.0/33'",
    ],
    [{ HEADERS_TIMEOUT_MS: '500' }, "HEADERS_TIMEOUT_MS must be a whole number of 1000 or more, got '500'"],
    [{ MAX_CONNECTIONS: '0' }, "MAX_CONNECTIONS must be a whole number of 1 or more, got '0'"],
    [{ LOG_LEVEL: 'loud' }, "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'"],
  ])('names the variable and the value it refuses: %o', (env, message) => {
    expect(() => readSettings(env)).toThrow(message)
  })

  it('takes a webhook only as an http(s) URL with a secret to sign it', () => {
    expect(readSettings({}).webhook).toBeUndefined()
    const secret = 'a-long-enough-secret'
    expect(readSettings({ LEADS_WEBHOOK_URL: 'https://hooks.example.com/in?k=1', LEADS_WEBHOOK_SECRET: secret }).webhook).toEqual({
      url: 'https://hooks.example.com/in?k=1',
      secret,
    })
    for (const url of ['ftp://hooks.example.com/in', 'hooks.example.com/in', 'https://', 'javascript:alert(1)']) {
      expect(() => readSettings({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret }), url).toThrow(
        /^LEADS_WEBHOOK_URL must be an http:\/\/ or https:\/\/ URL/,
      )
    }
    // The message never repeats the URL: its path, query or user part may be the receiver's secret.
    expect(() => readSettings({ LEADS_WEBHOOK_URL: 'https://zap:SECRET-PASS@hooks.example.com/in', LEADS_WEBHOOK_SECRET: secret })).toThrow(
      /^LEADS_WEBHOOK_URL must not hold a user name or password \(user:password@\): [^\n]*X-Signature-256 instead$/,
    )
    expect(() => readSettings({ LEADS_WEBHOOK_URL: 'https://hooks.example.com/in' })).toThrow(/^LEADS_WEBHOOK_SECRET must be set/)
    expect(() => readSettings({ LEADS_WEBHOOK_URL: 'https://hooks.example.com/in', LEADS_WEBHOOK_SECRET: 'short' })).toThrow(
      /^LEADS_WEBHOOK_SECRET must be set, at least 16 characters/,
    )
  })

  it('reports every wrong variable at once, one line each', () => {
    expect(() => readSettings({ PORT: 'x', LEADS_RATE_LIMIT: 'y' })).toThrow(/^PORT .*\nLEADS_RATE_LIMIT /)
  })

  it('leaves the build, tests, audit and bench knobs alone: a bad BENCH_PORT never stops the server', () => {
    expect(readSettings({ BENCH_PORT: 'abc', E2E_PORT: 'x', AUDIT_PORT: 'y', CHROMIUM_PATH: '', BUILD_DATE: 'soon' }).server.port).toBe(
      3000,
    )
  })

  it('documents every variable it reads, and no other, in docs/settings.md', () => {
    const documented = [
      ...documentedVariables('docs/settings.md', '## The site'),
      ...documentedVariables('docs/settings.md', '## The server'),
    ]
    expect(documented.sort()).toEqual(Object.keys(envSchema.shape).sort())
  })
})
