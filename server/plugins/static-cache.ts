// The built files held in memory, with their brotli/gzip siblings: a static request is answered
// from a buffer (no stat, no open, no stream per request), which is what lets one Node process
// keep up with nginx on the same build. Files are read on first request; a file over 2 MB is left
// to @fastify/static. The build is immutable while the server runs (a rebuild means a restart).
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { acceptedEncodings } from './accept-encoding'
import type { StaticReplay } from './static-replay'

type Entry = { body: Buffer; br?: Buffer; gz?: Buffer; etag: string; lastModified: string; type: string }

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
}

const maxBytes = 2 * 1024 * 1024

export function staticCache(root: string, cacheControlFor: (urlPath: string) => string, replay?: StaticReplay) {
  const entries = new Map<string, Entry | null>()
  const sibling = (file: string) => {
    try {
      return readFileSync(file)
    } catch {
      return undefined
    }
  }

  function load(rel: string): Entry | null {
    const file = path.join(root, rel)
    const stat = statSync(file)
    if (stat.size > maxBytes) return null
    return {
      body: readFileSync(file),
      br: sibling(`${file}.br`),
      gz: sibling(`${file}.gz`),
      // The same validator form as @fastify/static: size and modification time.
      etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
      lastModified: stat.mtime.toUTCString(),
      type: types[path.extname(rel)] ?? 'application/octet-stream',
    }
  }

  /** Whether the file was already read (so the caller can skip its stat). */
  const has = (rel: string) => Boolean(entries.get(rel))

  /** Answers from memory; false when the file is too large to hold (the caller streams it). */
  function send(request: FastifyRequest, reply: FastifyReply, rel: string): boolean {
    let entry = entries.get(rel)
    if (entry === undefined) entries.set(rel, (entry = load(rel)))
    if (!entry) return false
    reply.header('cache-control', cacheControlFor(`/${rel}`))
    reply.header('etag', entry.etag).header('last-modified', entry.lastModified).header('vary', 'accept-encoding')
    if (!reply.hasHeader('content-type')) reply.type(entry.type)
    if (request.headers['if-none-match'] === entry.etag) {
      reply.code(304).send()
      return true
    }
    const accepts = acceptedEncodings(request.headers['accept-encoding'])
    let body = entry.body
    if (entry.br && accepts.br) {
      reply.header('content-encoding', 'br')
      body = entry.br
    } else if (entry.gz && accepts.gzip) {
      reply.header('content-encoding', 'gzip')
      body = entry.gz
    }
    replay?.offer(request, body)
    reply.send(body)
    return true
  }

  return { has, send }
}
