import type { FastifyInstance } from 'fastify'

export async function healthRoutes(app: FastifyInstance, opts: { check?: () => void }) {
  app.get('/healthz', async (_request, reply) => {
    try {
      opts.check?.()
      return { status: 'ok' }
    } catch {
      return reply.code(503).send({ status: 'unavailable' })
    }
  })
}
