// Serves the prerendered build: slashless HTML paths mapped to <path>/index.html, precompressed
// brotli/gzip variants, long-lived hashed assets, the redirect table, and the 404 page with 404.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { PagePolicies } from '../security/csp'
import { resolveRequestPath } from './request-path'
import { staticCache } from './static-cache'
import type { StaticReplay } from './static-replay'

const YEAR = 31_536_000

/** Cache policy by path: hashed assets forever, HTML and data always revalidated. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return `public, max-age=${YEAR}, immutable`
  if (urlPath.startsWith('/og/')) return 'public, max-age=2592000, stale-while-revalidate=86400'
  if (urlPath.startsWith('/images/') || urlPath.startsWith('/fonts/')) return 'public, max-age=2592000'
  if (urlPath.endsWith('.html') || urlPath.endsWith('.data')) return 'no-cache'
  return 'public, max-age=3600'
}

/**
 * The 404 page for URLs the router rejects before any route runs (malformed escapes, overlong
 * UTF-8): read from disk on demand, since such requests are rare.
 */
export function sendNotFoundPage(distDir: string, policies: PagePolicies, request: FastifyRequest, reply: FastifyReply) {
  let html = 'Not found'
  try {
    html = readFileSync(path.join(path.resolve(distDir), '404', 'index.html'), 'utf8')
  } catch {
    // No build (a test of the bare server): the plain text is enough.
  }
  reply
    .code(404)
    .header('content-security-policy', policies.forPage('/404', request.protocol === 'https'))
    .type(html === 'Not found' ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8')
    .send(html)
}

export async function sitePlugin(app: FastifyInstance, opts: { distDir: string; policies: PagePolicies; replay?: StaticReplay }) {
  const root = path.resolve(opts.distDir)
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No built site in ${root}: run \`npm run build\` first (or set DIST_DIR).`)
  }
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      const rel =
        '/' +
        path
          .relative(root, filePath)
          .split(path.sep)
          .join('/')
          .replace(/\.(br|gz)$/, '')
      reply.header('cache-control', cacheControlFor(rel))
      // React Router's client navigation data; not a hashed name, so always revalidated.
      if (rel.endsWith('.data')) reply.header('content-type', 'text/x-script; charset=utf-8')
    },
  })

  const isFile = (rel: string) => {
    const full = path.join(root, rel)
    if (!full.startsWith(root + path.sep)) return false
    try {
      return statSync(full).isFile()
    } catch {
      return false
    }
  }

  const { policies } = opts
  const fromMemory = staticCache(root, cacheControlFor, opts.replay)
  const sendNotFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .header('content-security-policy', policies.forPage('/404', reply.request.protocol === 'https'))
      .type('text/html; charset=utf-8')
      .sendFile('404/index.html')

  app.get('/*', (request, reply) => {
    const decision = resolveRequestPath(request.url)
    if (decision.kind === 'redirect') return reply.redirect(decision.location, 301)
    if (decision.kind === 'not-found') return sendNotFound(reply)
    const urlPath = decision.path

    if (path.posix.extname(urlPath)) {
      const rel = urlPath.slice(1)
      if ((fromMemory.has(rel) || isFile(rel)) && !rel.endsWith('.html'))
        return fromMemory.send(request, reply, rel) ? reply : reply.sendFile(rel)
      return sendNotFound(reply)
    }
    const page = urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}/index.html`
    if (urlPath !== '/404' && (fromMemory.has(page) || isFile(page))) {
      reply.header('content-security-policy', policies.forPage(urlPath, request.protocol === 'https'))
      reply.type('text/html; charset=utf-8')
      return fromMemory.send(request, reply, page) ? reply : reply.sendFile(page)
    }
    return sendNotFound(reply)
  })
}
