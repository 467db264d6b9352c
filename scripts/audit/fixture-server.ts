// Serves the self-test's fixture build with the real server code (buildApp). The hook applies the
// header contract of issue 12 from the build's csp-manifest.json; once the server sends the same
// headers itself, it only repeats them.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { buildApp } from '../../server/app'

const basePolicy = "default-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

export async function serveFixture(distDir: string, port: number) {
  const manifest = z.record(z.string(), z.string()).parse(JSON.parse(readFileSync(path.join(distDir, 'csp-manifest.json'), 'utf8')))
  const app = await buildApp({ distDir, trustProxy: true })
  app.addHook('onSend', async (request, reply, payload) => {
    const route = reply.statusCode === 404 ? '/404' : request.url.split('?')[0]
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    reply.header('content-security-policy', (html && manifest[route]) || basePolicy)
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()')
    reply.header('cross-origin-opener-policy', 'same-origin')
    reply.header('cross-origin-resource-policy', 'same-origin')
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store')
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=63072000; includeSubDomains')
    return payload
  })
  await app.listen({ host: '127.0.0.1', port })
  return { base: `http://127.0.0.1:${port}`, close: () => app.close() }
}
