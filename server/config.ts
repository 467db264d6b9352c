// Reads the server's settings from the environment, with the embedded defaults of the README.
// A wrong value stops the server with the setting named.
import { isIP } from 'node:net'
import path from 'node:path'

export type TrustProxy = false | number | string[]

export type ServerConfig = {
  host: string
  port: number
  distDir: string
  dataDir: string
  siteUrl: string
  /** postgres://... for PostgreSQL; unset, SQLite in dataDir. */
  databaseUrl: string | undefined
  /** redis://... shares the rate limit between instances. */
  redisUrl: string | undefined
  redisKeyPrefix: string
  leadsRateLimit: number
  spamMinFillMs: number
  trustProxy: TrustProxy
  outbox: { pollMs: number; retryBaseMs: number; retryMaxMs: number; giveUpMs: number; leaseMs: number }
  /** Photos of a quote ride with the owner's e-mail up to this total; above it they are listed. */
  mailPhotosMaxBytes: number
}

function intSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of ${min} or more (got "${raw}")`)
  return n
}

const isCidr = (value: string) => {
  const [address, bits, extra] = value.split('/')
  const family = isIP(address)
  if (!family || extra !== undefined) return false
  if (bits === undefined) return true
  const n = Number(bits)
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY: unset or 0, X-Forwarded-For is ignored; a number, that many proxy hops in front of
 * the server are trusted; a comma-separated list of addresses or CIDR ranges, only those proxies.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? ''
  if (value === '' || value === '0' || value === 'false' || value === 'off') return false
  if (/^\d+$/.test(value)) return Number(value)
  if (value === 'true') {
    throw new Error('TRUST_PROXY=true would believe any X-Forwarded-For; set the number of proxies in front (e.g. 1) or their addresses')
  }
  const list = value.split(',').map((s) => s.trim())
  const bad = list.filter((s) => !isCidr(s))
  if (bad.length > 0)
    throw new Error(`TRUST_PROXY must be 0, a number of proxy hops, or a list of IP addresses/CIDR ranges (not "${bad[0]}")`)
  return list
}

/** Fastify's form of the setting: n hops become "trust the n addresses nearest the server". */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust
  return (_address, hop) => hop < trust
}

function postgresUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  if (!/^postgres(ql)?:\/\//.test(value)) throw new Error('DATABASE_URL must be a postgres:// URL (or unset for the SQLite file)')
  return value
}

function redisUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  if (!/^rediss?:\/\//.test(value)) throw new Error('REDIS_URL must be a redis:// or rediss:// URL (or unset)')
  return value
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST || '0.0.0.0',
    port: intSetting(env, 'PORT', 3000),
    distDir: path.resolve(env.DIST_DIR || path.join(env.BUILD_DIR || 'build', 'client')),
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    siteUrl: (env.SITE_URL || 'https://www.startile.example').replace(/\/+$/, ''),
    databaseUrl: postgresUrl(env.DATABASE_URL),
    redisUrl: redisUrl(env.REDIS_URL),
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'startile:',
    leadsRateLimit: intSetting(env, 'LEADS_RATE_LIMIT', 5),
    spamMinFillMs: intSetting(env, 'SPAM_MIN_FILL_MS', 3000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    outbox: {
      pollMs: intSetting(env, 'OUTBOX_POLL_MS', 2000, 10),
      retryBaseMs: intSetting(env, 'OUTBOX_RETRY_BASE_MS', 30_000, 10),
      retryMaxMs: intSetting(env, 'OUTBOX_RETRY_MAX_MS', 3_600_000, 10),
      // Never under a day: an SMTP outage over a night or a weekend day must not lose e-mail.
      giveUpMs: intSetting(env, 'OUTBOX_GIVE_UP_HOURS', 48, 24) * 3_600_000,
      // Longer than any send can take (the SMTP timeouts in mailer.ts), or a message could go twice.
      leaseMs: intSetting(env, 'OUTBOX_LEASE_MS', 10 * 60_000, 100),
    },
    // Many mail servers refuse messages over 20-25 MB, and base64 makes attachments a third larger.
    mailPhotosMaxBytes: intSetting(env, 'MAIL_PHOTOS_MAX_MB', 15) * 1024 * 1024,
  }
}
