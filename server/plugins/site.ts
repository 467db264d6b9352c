// The one path that answers a built file: it decides which file answers a request (a page at its
// slashless path, an asset, or the 404 page with status 404), which stored encoding goes out (by
// the client's q-values), and every header, then sends it from memory (static-cache.ts). The
// replay (static-replay.ts) only records and repeats what this path answered. Redirects of
// trailing slashes and of content/redirects.ts are 301s; a URL that is not a file is the 404 page.
import { createReadStream, existsSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { PagePolicies } from '../security/csp'
import { chooseEncoding, encodingPreference } from './accept-encoding'
import { resolveRequestPath } from './request-path'
import { secretPattern } from '../security/log-secrets'
import { deskAppFiles } from '#domain/desk-url'
import { internalFile, staticCache } from './static-cache'
import type { StaticReplay } from './static-replay'

const YEAR = 31_536_000

const isDeskAppFile = (name: string) => (deskAppFiles as readonly string[]).includes(name)

/** Cache policy by path: hashed assets forever, HTML and data always revalidated. */
export function cacheControlFor(urlPath: string): string {
  // The installable desk's files (scripts/desk-app.ts): the worker and manifest checked on every
  // load, so a new build reaches the phones at once; the icons kept a day.
  const deskFile = urlPath.startsWith('/inbox/') ? urlPath.slice('/inbox/'.length) : ''
  if (isDeskAppFile(deskFile)) return deskFile.endsWith('.png') ? 'public, max-age=86400' : 'no-cache'
  // The desk's pages are for a signed-in person: no cache may keep them.
  if (urlPath.startsWith('/inbox')) return 'no-store'
  if (urlPath.startsWith('/assets/')) return `public, max-age=${YEAR}, immutable`
  if (urlPath.startsWith('/og/')) return 'public, max-age=2592000, stale-while-revalidate=86400'
  if (urlPath.startsWith('/images/') || urlPath.startsWith('/fonts/')) return 'public, max-age=2592000'
  if (urlPath.endsWith('.html') || urlPath.endsWith('.data')) return 'no-cache'
  return 'public, max-age=3600'
}

/** Which built file answers a site path: a page's index.html (with the page path for its CSP), a file, or none. */
export function fileFor(urlPath: string): { rel: string; page?: string } | undefined {
  if (path.posix.extname(urlPath)) {
    const rel = urlPath.slice(1)
    return rel.endsWith('.html') || internalFile(rel) ? undefined : { rel }
  }
  if (urlPath === '/404') return undefined
  return { rel: urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}/index.html`, page: urlPath }
}

export type Site = ReturnType<typeof createSite>

export function createSite(opts: { distDir: string; policies: PagePolicies; replay?: StaticReplay }) {
  const root = path.resolve(opts.distDir)
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No built site in ${root}: run \`npm run build\` first (or set DIST_DIR).`)
  }
  const files = staticCache(root)
  const { policies, replay } = opts

  /** Sends the built file `rel` with `status`; false when there is no such file. */
  function send(request: FastifyRequest, reply: FastifyReply, rel: string, status: 200 | 404, page?: string): boolean {
    const entry = files.get(rel)
    if (!entry) return false
    reply.code(status)
    reply.header('cache-control', cacheControlFor(`/${rel}`))
    reply.header('etag', entry.etag).header('last-modified', entry.lastModified).header('vary', 'accept-encoding')
    reply.type(entry.type)
    if (page) reply.header('content-security-policy', policies.forPage(page, request.protocol === 'https'))
    if (status === 200 && request.headers['if-none-match'] === entry.etag) {
      reply.code(304).send()
      return true
    }
    if (!entry.body) {
      reply.header('content-length', entry.size).send(createReadStream(entry.file))
      return true
    }
    const coding = chooseEncoding(encodingPreference(request.headers['accept-encoding']), {
      br: Boolean(entry.br),
      gzip: Boolean(entry.gz),
    })
    const body = coding === 'br' ? entry.br : coding === 'gzip' ? entry.gz : entry.body
    if (coding !== 'identity') reply.header('content-encoding', coding)
    if (status === 200 && body) replay?.offer(request, body)
    reply.send(body)
    return true
  }

  /** The 404 page with status 404 (plain text when the build has none, as in a bare test build). */
  function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    if (send(request, reply, '404/index.html', 404, '/404')) return reply
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
  }

  /** A GET or HEAD for the site: a redirect, the file that answers the path, or the 404 page. */
  function answer(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const decision = resolveRequestPath(request.url)
    if (decision.kind === 'redirect') {
      // A visit link with a trailing slash: the answer names the token, so no cache may keep it.
      if (secretPattern(decision.location)) reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
      return reply.redirect(decision.location, 301)
    }
    const target = decision.kind === 'serve' ? fileFor(decision.path) : undefined
    if (target && send(request, reply, target.rel, 200, target.page)) return reply
    return notFound(request, reply)
  }

  /**
   * A desk page: every /inbox address is answered with the one desk document (inbox/index.html,
   * React Router's SPA fallback copied there by the build: scripts/desk-document.ts), whose router
   * renders the page the address names. A trailing slash or a dot segment is redirected first.
   */
  function answerDesk(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const decision = resolveRequestPath(request.url)
    if (decision.kind === 'redirect') return reply.redirect(decision.location, 301)
    if (send(request, reply, 'inbox/index.html', 200, '/inbox')) return reply
    return notFound(request, reply)
  }

  /**
   * One of the installable desk's files (deskAppFiles), outside the session. The worker may control
   * /inbox itself, the list's address, which is above its own folder (Service-Worker-Allowed).
   */
  function answerDeskFile(request: FastifyRequest, reply: FastifyReply, name: (typeof deskAppFiles)[number]): FastifyReply {
    if (name === 'sw.js') reply.header('service-worker-allowed', '/inbox')
    if (send(request, reply, `inbox/${name}`, 200)) return reply
    return notFound(request, reply)
  }

  /** Whether a site path is answered with one of the built pages (a 200, or a 304 for a page the browser has). */
  const isPage = (urlPath: string): boolean => {
    const target = fileFor(urlPath)
    return target?.page !== undefined && files.get(target.rel) !== undefined
  }

  return { root, answer, answerDesk, answerDeskFile, notFound, isPage }
}

export async function sitePlugin(app: FastifyInstance, opts: { site: Site }) {
  app.get('/*', (request, reply) => opts.site.answer(request, reply))
}
