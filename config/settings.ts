// The server's settings: the one module the server reads its environment through. It parses only
// the server's variables (docs/settings.md lists each with its default); the build, the tests, the
// audit and the bench parse their own, so a wrong test or bench knob never stops the live server.
// A wrong value stops the server with the variable named ("LEADS_RATE_LIMIT must be a whole number, got 'abc'").
import { isIP } from 'node:net'
import path from 'node:path'
import * as z from 'zod'
import { type Env, parseEnv, text, url, whole } from './env'
import { siteEnvSchema, toSiteSettings } from './site'
import { parseExtraOrigins } from './push-services'

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

/** An http(s) URL a server can post to, or unset; never with user:password@ (fetch refuses those). */
const webhookUrl = text(undefined).superRefine((raw, ctx) => {
  if (raw === undefined) return
  const u = URL.canParse(raw) ? new URL(raw) : undefined
  if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:') || u.hostname === '') {
    ctx.addIssue({ code: 'custom', message: 'must be an http:// or https:// URL such as https://hooks.example.com/star-tile, or unset' })
  } else if (u.username || u.password) {
    ctx.addIssue({
      code: 'custom',
      message: 'must not hold a user name or password (user:password@): the receiver checks X-Signature-256 instead',
    })
  }
})

/** A comma-separated list of http(s) origins (scheme, host, port, nothing else), or unset: none. */
const pushExtraOrigins = text('').transform((value, ctx): string[] => {
  const parsed = parseExtraOrigins(value)
  if ('origins' in parsed) return parsed.origins
  ctx.addIssue({ code: 'custom', message: `must be origins such as http://127.0.0.1:4107, comma-separated, or unset, got '${parsed.bad}'` })
  return z.NEVER
})

/** Every variable the server reads, by name. docs/settings.md documents each one. */
export const envSchema = siteEnvSchema
  .extend({
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
    DESK_RATE_LIMIT: whole(10),
    SPAM_MIN_FILL_MS: whole(3000),
    TRUST_PROXY: trustProxy,
    // What a client may hold and send (docs/limits.md says why each default).
    HEADERS_TIMEOUT_MS: whole(15_000, 1000),
    REQUEST_TIMEOUT_MS: whole(60_000, 1000),
    KEEP_ALIVE_TIMEOUT_MS: whole(5_000, 100),
    IDLE_TIMEOUT_MS: whole(30_000, 1000),
    UPLOAD_MIN_KB_PER_S: whole(4),
    MAX_CONNECTIONS: whole(1000, 1),
    MAX_CONNECTIONS_PER_ADDRESS: whole(32),
    MAX_CONNECTIONS_PER_NETWORK: whole(128),
    PHOTO_BUDGET_REQUEST_MB: whole(5, 1),
    PHOTO_BUDGET_ADDRESS_MB: whole(50),
    PHOTO_BUDGET_SITE_MB: whole(250),
    PHOTO_MIN_FREE_DISK_MB: whole(1024),
    PHOTO_BUDGET_ADDRESS_MP: whole(1000),
    PHOTO_HOLD_MB: whole(256),
    ACK_PER_RECIPIENT_DAY: whole(3),
    OUTBOX_POLL_MS: whole(2000, 10),
    OUTBOX_RETRY_BASE_MS: whole(30_000, 10),
    OUTBOX_RETRY_MAX_MS: whole(3_600_000, 10),
    // Never under a day: an SMTP outage over a night or a weekend day must not lose e-mail.
    OUTBOX_GIVE_UP_HOURS: whole(48, 24),
    // Longer than any send can take (the SMTP timeouts in server/mail/mailer.ts), or a message could go twice.
    OUTBOX_LEASE_MS: whole(10 * 60_000, 100),
    // 'off' when cron runs `npm run leads -- digest` instead (it sends once a day either way).
    MORNING_DIGEST: text('on').pipe(z.enum(['on', 'off'], { error: (issue) => `must be on or off, got '${String(issue.input)}'` })),
    // Entries counted by the server, without cookie or script (record 040); 'off' counts nothing.
    ENTRY_COUNTING: text('on').pipe(z.enum(['on', 'off'], { error: (issue) => `must be on or off, got '${String(issue.input)}'` })),
    // How often counted entries are written: a crash loses at most this long's entries.
    ENTRY_FLUSH_MS: whole(5000, 100),
    // After an in-home visit, the contract's three business days (Home Solicitation Sales Act, record 039).
    HOME_SOLICITATION_NOTICE: text('on').pipe(
      z.enum(['on', 'off'], { error: (issue) => `must be on or off, got '${String(issue.input)}'` }),
    ),
    // How long a signed contract's records are kept after a deletion removed the rest (record 039).
    RECORDS_KEEP_NOTICES_YEARS: whole(2, 1),
    RECORDS_KEEP_LEAD_SAFE_YEARS: whole(3, 1),
    RECORDS_KEEP_CONTRACT_YEARS: whole(6, 1),
    LEADS_WEBHOOK_URL: webhookUrl,
    LEADS_WEBHOOK_SECRET: text(undefined),
    // The desk's push alerts (docs/limits.md): devices per person and per passkey, one push's timeout.
    PUSH_MAX_PER_PERSON: whole(10, 1),
    PUSH_MAX_PER_PASSKEY: whole(3, 1),
    PUSH_TIMEOUT_MS: whole(5000, 100),
    // Tests only: their push service on loopback, besides the browsers' (config/push-services.ts). Unset in production.
    PUSH_EXTRA_ORIGINS: pushExtraOrigins,
  })
  .superRefine((env, ctx) => {
    // A receiver can trust a post only if it can check the signature: no URL without a secret.
    if (env.LEADS_WEBHOOK_URL && (env.LEADS_WEBHOOK_SECRET ?? '').length < 16) {
      ctx.addIssue({
        code: 'custom',
        path: ['LEADS_WEBHOOK_SECRET'],
        message: 'must be set, at least 16 characters, when LEADS_WEBHOOK_URL is: the receiver checks each post with it',
      })
    }
  })

export type Settings = ReturnType<typeof toSettings>

const MB = 1024 * 1024

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
      deskRateLimit: env.DESK_RATE_LIMIT,
      spamMinFillMs: env.SPAM_MIN_FILL_MS,
      trustProxy: env.TRUST_PROXY,
      limits: {
        headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
        requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
        keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
        idleTimeoutMs: env.IDLE_TIMEOUT_MS,
        uploadMinBytesPerSecond: env.UPLOAD_MIN_KB_PER_S * 1024,
        uploadGraceMs: 10_000,
        maxConnections: env.MAX_CONNECTIONS,
        // Behind a proxy every connection comes from the proxy: the proxy must cap per client.
        maxConnectionsPerAddress: env.TRUST_PROXY === false ? env.MAX_CONNECTIONS_PER_ADDRESS : 0,
        maxConnectionsPerNetwork: env.TRUST_PROXY === false ? env.MAX_CONNECTIONS_PER_NETWORK : 0,
      },
      photoBudget: {
        requestBytes: env.PHOTO_BUDGET_REQUEST_MB * MB,
        addressBytesPerDay: env.PHOTO_BUDGET_ADDRESS_MB * MB,
        siteBytesPerDay: env.PHOTO_BUDGET_SITE_MB * MB,
        minFreeDiskBytes: env.PHOTO_MIN_FREE_DISK_MB * MB,
        addressMegapixelsPerDay: env.PHOTO_BUDGET_ADDRESS_MP,
        holdBytes: env.PHOTO_HOLD_MB * MB,
      },
      acknowledgementsPerRecipientPerDay: env.ACK_PER_RECIPIENT_DAY,
    },
    entries: { counting: env.ENTRY_COUNTING === 'on', flushMs: env.ENTRY_FLUSH_MS },
    records: {
      homeSolicitationNotice: env.HOME_SOLICITATION_NOTICE === 'on',
      keep: {
        noticeYears: env.RECORDS_KEEP_NOTICES_YEARS,
        leadSafeYears: env.RECORDS_KEEP_LEAD_SAFE_YEARS,
        contractYears: env.RECORDS_KEEP_CONTRACT_YEARS,
      },
    },
    webhook: env.LEADS_WEBHOOK_URL ? { url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET ?? '' } : undefined,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      leadsTo: env.LEADS_TO,
      photosMaxBytes: env.MAIL_PHOTOS_MAX_MB * MB,
      morningDigest: env.MORNING_DIGEST === 'on',
    },
    push: {
      maxPerPerson: env.PUSH_MAX_PER_PERSON,
      maxPerPasskey: env.PUSH_MAX_PER_PASSKEY,
      timeoutMs: env.PUSH_TIMEOUT_MS,
      extraOrigins: env.PUSH_EXTRA_ORIGINS,
    },
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
