// Starts the site: reads the settings, listens, and closes gracefully on SIGTERM/SIGINT.
import { buildApp, loggerOptions } from './app'
import { readConfig } from './config'

const config = readConfig()
const app = await buildApp({ distDir: config.distDir, logger: loggerOptions, trustProxy: config.trustProxy })

let closing = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received: closing`)
    await app.close()
    process.exit(0)
  })
}

await app.listen({ host: config.host, port: config.port })
app.log.info(`Star Tile is serving ${config.distDir} at http://localhost:${config.port}`)
