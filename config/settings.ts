// The server's settings: the one module the server reads its environment through. It parses only
// the server's variables (docs/settings.md lists each with its default); the build, the tests, the
// audit and the bench parse their own, so a wrong test or bench knob never stops the live server.
// A wrong value stops the server with the variable named ("LEADS_RATE_LIMIT must be a whole number, got 'abc'").
import { isIP } from 'node:net'
import path from 'node:path'
import * as z from 'zod'
import { type Env, parseEnv, text, url, whole } from './env'
import { siteEnvSchema, toSiteSettings } from './site'

/** false: X-Forwarded-For is ignored; n: that many proxy hops are trusted; a list: only those proxies. */
export type TrustProxy = false | number | string[]

const isCidr = (value: string) => {
  const [address, bits, extra] = value.split('/')
  const family = isIP(address)
  if (!family || extra !== undefined) return false
  if (bits === undefined) return true
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

const trustProxy = text('').transform((value, ctx): TrustProxy => {
  if (value === '' || value === '0' || value === 'false' || value === 'off') return false
  if (/^\d+$/.test(value)) return Number(value)
  const message =
    value === 'true'
      ? "must not be 'true': that would believe any X-Forwarded-For; set the number of proxies in front (e.g. 1) or their addresses"
      : `must be 0, a number of proxy hops, or a list of IP addresses/CIDR ranges, got '${value}'`
  const list = value.split(',').map((s) => s.trim())
  if (value === 'true' || !list.every(isCidr)) {
    ctx.addIssue({ code: 'custom', message })
    return z.NEVER
  }
  return list
})

/** Every variable the server reads, by name. docs/settings.md documents each one. */
export const envSchema = siteEnvSchema.extend({
  HOST: text('0.0.0.0'),
  PORT: whole(3000),
  DATA_DIR: text('data'),
  LOG_LEVEL: text('info').pipe(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: (issue) => `must be one of fatal, error, warn, info, debug, trace, silent, got '${String(issue.input)}'`,
    }),
  ),
  DATABASE_URL: url(['postgres', 'postgresql'], 'postgres://user:pass@host:5432/db'),
  REDIS_URL: url(['redis', 'rediss'], 'redis://127.0.0.1:6379'),
  REDIS_KEY_PREFIX: text('startile:'),
  SMTP_URL: url(['smtp', 'smtps'], 'smtps://user:pass@smtp.example.com:465'),
  MAIL_FROM: text(undefined),
  LEADS_TO: text(undefined),
  // Many mail servers refuse messages over 20-25 MB, and base64 makes attachments a third larger.
  MAIL_PHOTOS_MAX_MB: whole(15),
  LEADS_RATE_LIMIT: whole(5),
  SPAM_MIN_FILL_MS: whole(3000),
  TRUST_PROXY: trustProxy,
  OUTBOX_POLL_MS: whole(2000, 10),
  OUTBOX_RETRY_BASE_MS: whole(30_000, 10),
  OUTBOX_RETRY_MAX_MS: whole(3_600_000, 10),
  // Never under a day: an SMTP outage over a night or a weekend day must not lose e-mail.
  OUTBOX_GIVE_UP_HOURS: whole(48, 24),
  // Longer than any send can take (the SMTP timeouts in server/leads/mailer.ts), or a message could go twice.
  OUTBOX_LEASE_MS: whole(10 * 60_000, 100),
})

export type Settings = ReturnType<typeof toSettings>

function toSettings(env: z.output<typeof envSchema>) {
  return {
    site: toSiteSettings(env),
    server: {
      host: env.HOST,
      port: env.PORT,
      dataDir: path.resolve(env.DATA_DIR),
      logLevel: env.LOG_LEVEL,
      databaseUrl: env.DATABASE_URL,
      redisUrl: env.REDIS_URL,
      redisKeyPrefix: env.REDIS_KEY_PREFIX,
      leadsRateLimit: env.LEADS_RATE_LIMIT,
      spamMinFillMs: env.SPAM_MIN_FILL_MS,
      trustProxy: env.TRUST_PROXY,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, leadsTo: env.LEADS_TO, photosMaxBytes: env.MAIL_PHOTOS_MAX_MB * 1024 * 1024 },
    outbox: {
      pollMs: env.OUTBOX_POLL_MS,
      retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
      retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
      giveUpMs: env.OUTBOX_GIVE_UP_HOURS * 3_600_000,
      leaseMs: env.OUTBOX_LEASE_MS,
    },
  }
}

/** The settings of `env`; throws one line per wrong variable, each naming it. */
export const readSettings = (env: Env = process.env): Settings => toSettings(parseEnv(envSchema, env))

let current: Settings | undefined

/** This process's settings, read from its environment on first use. */
export function settings(): Settings {
  current ??= readSettings()
  return current
}
