// Starts the site: reads the settings, opens the lead store, starts the e-mail outbox, listens,
// and on SIGTERM/SIGINT stops taking requests, finishes the e-mail in flight and closes the store.
import { buildApp, loggerOptions } from './app'
import { readConfig } from './config'
import { createMailer } from './leads/mailer'
import { createOutbox } from './leads/outbox'
import { openLeadStore } from './leads/store'

const config = readConfig()
const store = openLeadStore(config.dataDir)
const mailer = createMailer(process.env, { dataDir: config.dataDir })
const app = await buildApp({
  distDir: config.distDir,
  logger: loggerOptions,
  trustProxy: config.trustProxy,
  healthCheck: () => store.stats(),
  leads: {
    store,
    outbox: { nudge: () => outbox.nudge() },
    siteUrl: config.siteUrl,
    rateLimit: config.leadsRateLimit,
    minFillMs: config.spamMinFillMs,
  },
})
const outbox = createOutbox({ store, mailer, log: app.log })

// Keep leads no longer than the privacy policy says: at start and once a day.
const purge = () => {
  const n = store.purgeExpired()
  if (n > 0) app.log.info(`deleted ${n} lead(s) past their retention period`)
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
    await outbox.stop()
    await mailer.close()
    store.close()
    process.exit(0)
  })
}

await app.listen({ host: config.host, port: config.port })
outbox.start()
purge()
app.log.info(
  `Star Tile is serving ${config.distDir} at http://localhost:${config.port}; leads in ${config.dataDir}; e-mail: ${mailer.description}`,
)
