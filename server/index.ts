// Starts the site: reads the settings, opens the lead store (PostgreSQL or SQLite), starts the
// outbox (e-mail, the webhook and the desk's push alerts) and the morning digest, listens, and on SIGTERM/SIGINT stops taking requests, finishes those in flight
// and the e-mail being sent, gives back the outbox leases, and closes the connections.
// The files it makes under DATA_DIR (database, outbox) are its user's alone, whatever the umask
// (leads/private-files.ts says why modes at creation rather than process.umask()).
import { Redis } from 'ioredis'
import { buildApp, loggerOptions } from './app'
import { type Settings, settings } from '#config/settings'
import { fastifyTrustProxy } from './trust-proxy'
import { createMailer, forgetMailOf, mailAddresses, outboxFolder } from './mail/mailer'
import { createMorningDigest } from './mail/digest'
import { createOutbox } from './outbox/outbox'
import { createPhotoBudget } from './intake/photo-budget'
import { openLeadStore } from './store/store'
import { withRoomQueries } from './stores'
import { quotePdf } from './quotes/quote-pdf'
import { createDeskStore, purgeExpired } from './desk/desk-store'
import { createWebhookSender } from './outbox/webhook'
import { openDeskPush } from './push/desk-push'
import { pushEndpointPolicy } from './push/push-endpoint'
import { createEntryCounter } from './plugins/entry-counter'
import { clientAddressOf } from './net/listener-address'
import { clientKey } from './net/client-address'
import { business } from '#content/business'

const {
  site,
  server: config,
  mail,
  outbox: outboxSettings,
  webhook: webhookSettings,
  records,
  entries: entrySettings,
} = readSettingsOrExit()
const store = withRoomQueries(
  await openLeadStore({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    acknowledgementsPerRecipientPerDay: config.acknowledgementsPerRecipientPerDay,
    webhook: webhookSettings !== undefined,
    recordsKeep: records.keep,
    // A privacy deletion removes the lead's .eml copies there, also those from before SMTP_URL was set.
    forgetFiles: (leadIds) => forgetMailOf(outboxFolder(config.dataDir), leadIds),
  }),
)
const deskStore = createDeskStore(store.handle)
const webhook = webhookSettings && createWebhookSender(webhookSettings)
const pushSettings = settings().push
const pushEndpoints = pushEndpointPolicy({ extraOrigins: pushSettings.extraOrigins })
const push = await openDeskPush(store, site.url, { timeoutMs: pushSettings.timeoutMs, extraOrigins: pushSettings.extraOrigins })
const mailer = createMailer({ smtpUrl: mail.smtpUrl, dataDir: config.dataDir })
const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined
// Without a listener, a Redis outage would crash the process; the rate limit lets posts through meanwhile.
redis?.on('error', () => {})
// The site's entries (record 040), counted in the listener with the same client address as request.ip.
const trustProxy = fastifyTrustProxy(config.trustProxy)
const addressOf = clientAddressOf(trustProxy)
let entryWarn = (_message: string) => {}
const entries = entrySettings.counting
  ? createEntryCounter({
      store: store.entries,
      siteUrl: site.url,
      timeZone: business.replyPromise.timeZone,
      clientAddress: (req) => clientKey(addressOf(req)),
      flushMs: entrySettings.flushMs,
      warn: (message) => entryWarn(message),
    })
  : undefined
const app = await buildApp({
  entries,
  distDir: site.distDir,
  siteUrl: site.url,
  logger: loggerOptions(config.logLevel),
  trustProxy,
  limits: config.limits,
  healthCheck: () => store.probeWrite(),
  inbox: {
    store,
    deskStore,
    siteUrl: site.url,
    outbox: { nudge: () => outbox.nudge() },
    push: {
      store: push.store,
      publicKey: push.sender.publicKey,
      endpoints: pushEndpoints,
      caps: { perPerson: pushSettings.maxPerPerson, perPasskey: pushSettings.maxPerPasskey },
    },
    quotes: { store },
    rateLimit: config.deskRateLimit,
    records,
    rateLimitStore: redis && { redis, nameSpace: `${config.redisKeyPrefix}desk-rate-limit:` },
    sendMail: (message) => mailer.send({ ...message, from: mailAddresses(mail).from }),
  },
  leads: {
    store,
    outbox: { nudge: () => outbox.nudge() },
    siteUrl: site.url,
    rateLimit: config.leadsRateLimit,
    rateLimitStore: redis && { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:` },
    minFillMs: config.spamMinFillMs,
    // The free-space check watches DATA_DIR's disk, where SQLite keeps the photos.
    landingOf: entries && ((req) => entries.landingOf(req)),
    photoBudget: createPhotoBudget(store, config.photoBudget, config.databaseUrl ? undefined : config.dataDir),
  },
  visits: {
    store,
    outbox: { nudge: () => outbox.nudge() },
    siteUrl: site.url,
    rateLimit: config.leadsRateLimit,
    rateLimitStore: redis && { redis, nameSpace: `${config.redisKeyPrefix}visit-rate-limit:` },
  },
  quotes: {
    store,
    outbox: { nudge: () => outbox.nudge() },
    siteUrl: site.url,
    rateLimit: config.leadsRateLimit,
    rateLimitStore: redis && { redis, nameSpace: `${config.redisKeyPrefix}quote-rate-limit:` },
  },
})
entryWarn = (message) => app.log.warn(message)
const stopEntries = entries?.start()
const outbox = createOutbox({
  store,
  mailer,
  webhook,
  push,
  ...mailAddresses(mail),
  log: app.log,
  pollMs: outboxSettings.pollMs,
  leaseMs: outboxSettings.leaseMs,
  maxAttachmentBytes: mail.photosMaxBytes,
  quotes: { store, pdf: quotePdf },
  retry: { baseMs: outboxSettings.retryBaseMs, maxMs: outboxSettings.retryMaxMs, forMs: outboxSettings.giveUpMs },
})

// The owner's morning digest: every instance looks once a minute; one sends it on each open day
// (unless MORNING_DIGEST=off, for an operator whose cron runs `npm run leads -- digest`).
const digest = createMorningDigest({ store, mailer, addresses: mailAddresses(mail), siteUrl: site.url, log: app.log })

// Keep leads and photos no longer than the privacy policy says: at start and once a day.
const purge = async () => {
  try {
    const { leads, photos } = await purgeExpired(store, deskStore)
    // SQLite zeroed the freed pages; the checkpoint moves the zeros into the file and empties the log.
    if (leads + photos > 0) await store.forgetDeleted([])
    if (leads > 0) app.log.info(`deleted ${leads} lead(s) past their retention period`)
    if (photos > 0) app.log.info(`deleted ${photos} photo(s) past their retention period`)
  } catch {
    app.log.warn('could not delete leads past their retention period; will try again tomorrow')
  }
}
const purgeTimer = setInterval(purge, 86_400_000)
purgeTimer.unref()

let closing = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received: closing`)
    clearInterval(purgeTimer)
    await app.close()
    await stopEntries?.()
    await outbox.stop()
    await digest.stop()
    mailer.close()
    redis?.disconnect()
    await store.close()
    process.exit(0)
  })
}

// A deep queue of connections waiting to be accepted: when a client floods it, a visitor's
// connection waits its turn there instead of being dropped and resent a second later (Linux caps
// it at net.core.somaxconn, 4096 on current kernels).
await app.listen({ host: config.host, port: config.port, backlog: 4096 })
outbox.start()
if (mail.morningDigest) digest.start()
await purge()
app.log.info(
  `Star Tile is serving ${site.distDir} at http://localhost:${config.port}; leads in ${store.description}; e-mail: ${mailer.description}; webhook: ${webhook?.description ?? 'none'}; rate limit: ${redis ? 'shared in Redis' : 'in this process'}`,
)

/** A wrong setting stops the server with one line per variable, not a stack trace. */
function readSettingsOrExit(): Settings {
  try {
    return settings()
  } catch (error) {
    console.error(`The server cannot start:\n${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
