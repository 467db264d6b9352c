// buildApp() assembles the server from its parts and never listens: tests inject into it,
// server/index.ts starts it. Logs carry method, path and status only, never form contents nor a
// secret path's key.
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import Fastify, { type FastifyServerOptions, LogController } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { clientErrorHandler } from './net/client-error'
import { guardServer, serverOptions } from './net/connection-guard'
import { type ConnectionLimits, defaultConnectionLimits } from './net/connection-limits'
import { rawAnswerHeaders, securityHeadersPlugin, siteHeaders } from './plugins/security-headers'
import { type Site, createSite, sitePlugin } from './plugins/site'
import { attributionHooks } from './plugins/attribution'
import type { EntryCounter } from './plugins/entry-counter'
import { useCookies } from './plugins/cookies'
import { createStaticReplay } from './plugins/static-replay'
import { loadPagePolicies } from './security/csp'
import { healthRoutes } from './health'
import { leadsRoutes, type LeadsRoutesOptions } from './intake/leads'
import { inboxRoutes, type InboxRoutesOptions } from './desk/routes'
import { type DeskConfig, deskConfig } from './desk/relying-party'
import { refusedTarget } from './net/request-target'
import { secretSafeLogging } from './security/log-secrets'
import { type VisitRoutesOptions, visitRoutes } from './visits/visit-routes'
import { type QuoteRoutesOptions, quoteRoutes } from './quotes/quote-routes'
import { business } from '#content/business'

export type AppOptions = {
  distDir: string
  logger?: FastifyServerOptions['logger']
  /** false, a number of proxy hops, or the proxies' addresses (TRUST_PROXY). */
  trustProxy?: FastifyServerOptions['trustProxy']
  /** The lead endpoints; left out, the server serves the site alone (as in the static tests). */
  leads?: LeadsRoutesOptions
  /** The owner's lead desk (/inbox); left out, its pages are served like any other and its API answers 404. */
  inbox?: Omit<InboxRoutesOptions, 'config' | 'site'>
  /** The customer's private visit page (/visit/<token>); left out, it answers the 404 page. */
  visits?: Omit<VisitRoutesOptions, 'distDir'>
  /** The customer's written quote (/quote/<token>); left out, it answers the 404 page. */
  quotes?: Omit<QuoteRoutesOptions, 'distDir'>
  /** A readiness check for /healthz, e.g. that the lead database answers. */
  healthCheck?: () => Promise<unknown> | unknown
  /** Replay repeated plain requests for built files from Node's server (default true). */
  replayStatic?: boolean
  /** The public origin (SITE_URL): with it, a landing's campaign and referrer are kept for its lead (plugins/attribution.ts). */
  siteUrl?: string
  /** Counts the site's entries as the listener receives requests (plugins/entry-counter.ts); left out, nothing is counted. */
  entries?: Pick<EntryCounter, 'observe'>
  /** Timeouts and connection caps of the listening server (docs/limits.md); the defaults otherwise. */
  limits?: Partial<ConnectionLimits>
}

/** Pino options for LOG_LEVEL: method, path and status only, a secret path as its pattern (security/log-secrets.ts). */
export const loggerOptions = (level: string) => ({ level, ...secretSafeLogging })

/** Any logger the app is given keeps secrets out of its lines, a test's capturing one too. */
function secretSafe(logger: AppOptions['logger']): AppOptions['logger'] {
  if (!logger) return false
  const given = logger === true ? { level: 'info' } : logger
  return {
    ...given,
    serializers: { ...given.serializers, ...secretSafeLogging.serializers },
    hooks: { ...given.hooks, ...secretSafeLogging.hooks },
  }
}

/** A photo upload: held to a minimum rate instead of the request timeout. */
const isUpload = (req: IncomingMessage) =>
  req.method === 'POST' && (req.url ?? '').startsWith('/api/quote') && /^multipart\/form-data/i.test(req.headers['content-type'] ?? '')

/** A route as registered, with the config its scope gave it (the desk's door test reads the desk's). */
export type RegisteredRoute = { method: string | string[]; url: string; config?: { desk?: string } }

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with its config (awaiting a Fastify instance keeps only declared fields). */
    routeTable: RegisteredRoute[]
  }
}

export async function buildApp(options: AppOptions) {
  const policies = loadPagePolicies(options.distDir)
  const replay = options.replayStatic === false ? undefined : createStaticReplay()
  // Behind a proxy every connection comes from the proxy: a cap per address or network would cap the proxy.
  const perClient = options.trustProxy ? { maxConnectionsPerAddress: 0, maxConnectionsPerNetwork: 0 } : {}
  const limits: ConnectionLimits = { ...defaultConnectionLimits, ...perClient, ...options.limits }
  const site: Site = createSite({ distDir: options.distDir, policies, replay })
  const app = Fastify({
    logger: secretSafe(options.logger),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 16_384,
    // A passkey's id (base64url, up to 1,023 bytes by WebAuthn) is a path parameter of the desk.
    routerOptions: { maxParamLength: 1400 },
    // One log line for an API request or an error, none for a page or file served fine (below).
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify's HTTP server, guarded against clients that hold it (server/net/connection-guard.ts),
    // with recorded static answers replayed before Fastify sees them (server/plugins/static-replay.ts).
    // inject() in tests goes around it, straight to Fastify.
    serverFactory(handler) {
      const server = createServer(serverOptions(limits))
      const onShed = (count: number) =>
        app.log.warn(`shed ${count} connections still sending, near MAX_CONNECTIONS (${limits.maxConnections})`)
      const onFull = ({ shed, refused }: { shed: number; refused: number }) =>
        app.log.warn(`at MAX_CONNECTIONS (${limits.maxConnections}): shed ${shed} connections still sending, refused ${refused}`)
      const guard = guardServer(server, { limits, isUpload, onShed, onFull })
      server.on('request', (req, res) => {
        guard(req, res)
        // Before routing, before the replay: a target the router would read otherwise (request-target.ts).
        const refused = refusedTarget(req.url ?? '')
        if (refused) {
          // The reason and method only: the target itself is the attacker's text.
          app.log.info({ method: req.method, refused, status: 400 }, 'request target refused')
          return refuseTarget(res)
        }
        // Before the replay, which answers most pages without Fastify.
        options.entries?.observe(req, site.isPage)
        if (!replay?.answer(req, res)) handler(req, res)
      })
      return server
    },
    // A request Node's parser refuses is answered with the site's security headers (server/net/client-error.ts).
    clientErrorHandler,
    // On SIGTERM a request already under way is finished, not refused (new connections are).
    return503OnClosing: false,
    // A URL the router cannot even decode (bad escapes, overlong UTF-8) is answered here, before
    // any hook: the same headers and the 404 page, never Fastify's bare error text.
    frameworkErrors(_error, request, reply) {
      siteHeaders(request, reply)
      site.notFound(request, reply)
    },
  })

  // Routes declare zod schemas (the desk's contract, domain/desk-contract): checked before the
  // handler, which reads the parsed values. Answers are typed, not serialized by a schema.
  app.setValidatorCompiler(validatorCompiler)

  // Every route as it is registered, with the config its scope gave it (the desk's test reads it).
  const routeTable: RegisteredRoute[] = []
  app.decorate('routeTable', routeTable)
  app.addHook('onRoute', (route) => {
    routeTable.push(route)
  })
  await app.register(securityHeadersPlugin)
  // request.cookies and reply.setCookie, before the attribution's hooks (plugins/cookies.ts).
  await useCookies(app)
  // The same refusal for requests that do not come through the listener (inject, in tests).
  app.addHook('onRequest', async (request, reply) => {
    if (refusedTarget(request.raw.url ?? request.url)) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request')
  })
  const siteUrl = options.siteUrl ?? options.leads?.siteUrl
  if (siteUrl) {
    const hooks = attributionHooks(siteUrl)
    app.addHook('onRequest', hooks.onRequest)
    app.addHook('onSend', hooks.onSend)
  }
  app.addHook('onResponse', async (request, reply) => {
    replay?.record(request, reply)
    // A desk route logs its own line (route pattern, status, person: server/desk/door.ts).
    if (request.routeOptions.config?.desk) return
    if (reply.statusCode < 400 && !request.url.startsWith('/api/')) return
    request.log.info({ req: request, res: reply, ms: Math.round(reply.elapsedTime) }, 'request completed')
  })

  await app.register(healthRoutes, { check: options.healthCheck })
  if (options.leads) await app.register(leadsRoutes, options.leads)
  let desk: DeskConfig | undefined
  if (options.inbox) {
    desk = deskConfig(options.inbox.siteUrl, business.name)
    // Said once at start, so a wrong SITE_URL is seen before anyone tries to sign in.
    if (!desk.enabled) app.log.warn(desk.reason)
    // Every desk route in one scope, the signed-in ones behind its session hook (server/desk/routes.ts).
    await app.register(inboxRoutes, { ...options.inbox, config: desk, site })
  }

  if (options.visits) await app.register(visitRoutes, { ...options.visits, distDir: options.distDir })
  if (options.quotes) await app.register(quoteRoutes, { ...options.quotes, distDir: options.distDir })

  app.all('/api/*', async (_request, reply) => reply.code(404).send({ ok: false, error: 'Not found' }))
  await app.register(sitePlugin, { site })
  // Any other method on a site path (POST /about): the 404 page, never Fastify's JSON echo of the URL.
  app.setNotFoundHandler((request, reply) => site.notFound(request, reply))

  return Object.assign(app, { staticReplay: replay, desk })
}

/** A 400 written by the listener itself, with the site's fixed security headers. */
function refuseTarget(res: ServerResponse): void {
  res.writeHead(400, {
    ...rawAnswerHeaders,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': 11,
    connection: 'close',
  })
  res.end('Bad request')
}
