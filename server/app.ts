// buildApp() assembles the server from its parts and never listens: tests inject into it,
// server/index.ts starts it. Logs carry method, path and status only, never form contents.
import { createServer } from 'node:http'
import Fastify, { type FastifyServerOptions, LogController } from 'fastify'
import { securityHeadersPlugin, siteHeaders } from './plugins/security-headers'
import { sendNotFoundPage, sitePlugin } from './plugins/site'
import { createStaticReplay } from './plugins/static-replay'
import { loadPagePolicies } from './security/csp'
import { healthRoutes } from './routes/health'
import { leadsRoutes, type LeadsRoutesOptions } from './routes/leads'

export type AppOptions = {
  distDir: string
  logger?: FastifyServerOptions['logger']
  /** false, a number of proxy hops, or the proxies' addresses (TRUST_PROXY). */
  trustProxy?: FastifyServerOptions['trustProxy']
  /** The lead endpoints; left out, the server serves the site alone (as in the static tests). */
  leads?: LeadsRoutesOptions
  /** A readiness check for /healthz, e.g. that the lead database answers. */
  healthCheck?: () => Promise<unknown> | unknown
  /** Replay repeated plain requests for built files from Node's server (default true). */
  replayStatic?: boolean
}

/** Pino options for LOG_LEVEL: method, path and status only. */
export const loggerOptions = (level: string) => ({
  level,
  serializers: {
    req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  },
})

export async function buildApp(options: AppOptions) {
  const policies = loadPagePolicies(options.distDir)
  const replay = options.replayStatic === false ? undefined : createStaticReplay()
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 16_384,
    // One log line for an API request or an error, none for a page or file served fine (below).
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify's own HTTP server, with recorded static answers replayed before Fastify sees them
    // (server/plugins/static-replay.ts). inject() in tests goes around it, straight to Fastify.
    serverFactory(handler) {
      const server = createServer(replay ? (req, res) => replay.answer(req, res) || handler(req, res) : handler)
      // What Fastify sets on a server of its own making, with its defaults.
      server.keepAliveTimeout = 72_000
      server.requestTimeout = 0
      server.setTimeout(0)
      return server
    },
    // On SIGTERM a request already under way is finished, not refused (new connections are).
    return503OnClosing: false,
    // A URL the router cannot even decode (bad escapes, overlong UTF-8) is answered here, before
    // any hook: the same headers and the 404 page, never Fastify's bare error text.
    frameworkErrors(_error, request, reply) {
      siteHeaders(request, reply)
      sendNotFoundPage(options.distDir, policies, request, reply)
    },
  })

  await app.register(securityHeadersPlugin)
  app.addHook('onResponse', async (request, reply) => {
    replay?.record(request, reply)
    if (reply.statusCode < 400 && !request.url.startsWith('/api/')) return
    request.log.info({ req: request, res: reply, ms: Math.round(reply.elapsedTime) }, 'request completed')
  })

  await app.register(healthRoutes, { check: options.healthCheck })
  if (options.leads) await app.register(leadsRoutes, options.leads)

  app.all('/api/*', async (_request, reply) => reply.code(404).send({ ok: false, error: 'Not found' }))
  await app.register(sitePlugin, { distDir: options.distDir, policies, replay })

  return Object.assign(app, { staticReplay: replay })
}
