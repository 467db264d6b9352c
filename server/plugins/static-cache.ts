// The built files as the site's one path (site.ts) answers them: each read once, on its first
// request, with its brotli/gzip siblings, and kept in memory (no stat, open or stream per request,
// which is what lets one Node process keep up with nginx on the same build). A file over 2 MB is
// streamed from disk instead. The build is immutable while the server runs (a rebuild means a
// restart). Build artefacts that are not pages or assets (the CSP manifest, the precompressed
// siblings themselves, *.html under their own name) are not files of the site.
import { statSync, readFileSync } from 'node:fs'
import path from 'node:path'

export type BuiltFile = {
  /** The whole file, or undefined for a file too large to hold (stream it from `file`). */
  body?: Buffer
  br?: Buffer
  gz?: Buffer
  file: string
  size: number
  etag: string
  lastModified: string
  type: string
}

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

/** Files of the build that no URL names: the server's own input and the stored encodings. */
export const internalFile = (rel: string) => rel === 'csp-manifest.json' || /\.(br|gz)$/.test(rel)

export function staticCache(root: string) {
  const entries = new Map<string, BuiltFile>()
  const sibling = (file: string) => {
    try {
      return readFileSync(file)
    } catch {
      return undefined
    }
  }

  function load(rel: string): BuiltFile | undefined {
    const file = path.join(root, rel)
    if (!file.startsWith(root + path.sep)) return undefined
    let stat
    try {
      stat = statSync(file)
    } catch {
      return undefined
    }
    if (!stat.isFile()) return undefined
    const small = stat.size <= maxBytes
    return {
      body: small ? readFileSync(file) : undefined,
      br: small ? sibling(`${file}.br`) : undefined,
      gz: small ? sibling(`${file}.gz`) : undefined,
      file,
      size: stat.size,
      // Size and modification time, the validator form @fastify/static used before.
      etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
      lastModified: stat.mtime.toUTCString(),
      type: types[path.extname(rel)] ?? 'application/octet-stream',
    }
  }

  /** The built file at `rel` (a path under the build, no leading slash), or undefined. */
  function get(rel: string): BuiltFile | undefined {
    const known = entries.get(rel)
    if (known) return known
    const entry = load(rel)
    // Only files that exist are kept, so junk addresses cannot fill the memory.
    if (entry) entries.set(rel, entry)
    return entry
  }

  return { get }
}
