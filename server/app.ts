// buildApp() assembles the server from its parts and never listens: tests inject into it,
// server/index.ts starts it. Logs carry method, path and status only, never form contents.
import helmet from '@fastify/helmet'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { sitePlugin } from './plugins/site'
import { healthRoutes } from './routes/health'
import { leadsRoutes, type LeadsRoutesOptions } from './routes/leads'

export type AppOptions = {
  distDir: string
  logger?: FastifyServerOptions['logger']
  trustProxy?: boolean
  /** The lead endpoints; left out, the server serves the site alone (as in the static tests). */
  leads?: LeadsRoutesOptions
  /** A readiness check for /healthz, e.g. that the lead database answers. */
  healthCheck?: () => void
}

export const loggerOptions = {
  level: process.env.LOG_LEVEL || 'info',
  serializers: {
    req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  },
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 16_384,
  })

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // React Router's prerendered pages hydrate from inline module scripts.
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Helmet's default (no-referrer) makes browsers send "Origin: null" with plain form posts.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: false,
  })

  await app.register(healthRoutes, { check: options.healthCheck })
  if (options.leads) await app.register(leadsRoutes, options.leads)

  app.all('/api/*', async (_request, reply) => reply.code(404).send({ ok: false, error: 'Not found' }))
  await app.register(sitePlugin, { distDir: options.distDir })

  return app
}
