// GET /healthz: 200 when the server can take a lead (the database accepts a write), else 503, so
// a load balancer sends visitors to an instance that can store their request.
import type { FastifyInstance } from 'fastify'

export async function healthRoutes(app: FastifyInstance, opts: { check?: () => Promise<unknown> | unknown }) {
  app.get('/healthz', async (_request, reply) => {
    try {
      await opts.check?.()
      return { status: 'ok' }
    } catch {
      return reply.code(503).send({ status: 'unavailable', reason: 'The lead database cannot be written.' })
    }
  })
}
