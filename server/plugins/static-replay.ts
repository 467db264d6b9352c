// A repeated request for a built file is answered by Node's HTTP server itself, before Fastify
// builds its request and reply: the first time, the site's one path (site.ts) answers as usual and
// the answer (status 200, every header it sent, the same body buffer) is recorded; after that it
// is replayed as is. The replay decides nothing: it only repeats what that path decided.
// This halves the cost of a small file and is what lets one process keep pace with nginx on the
// static site. Only plain requests are recorded and replayed: GET, no query string, no
// percent-escape (so each file has one address, and junk spellings of it cannot fill the
// recordings), no conditional or range header, no Referer from another site and nothing that sets
// a cookie (attribution.ts), no X-Forwarded-Proto (the answer depends on the
// protocol behind a proxy), no body, a URL of at most 512 characters. Recordings are kept per
// order of preferred encodings, which is all of Accept-Encoding the answer depends on. Everything else, and anything not yet
// recorded, goes to Fastify. The build is immutable while the server runs, as for the files held
// in memory. Desk pages (/inbox...) and the API are never recorded or replayed: their answers
// depend on who asks.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { encodingPreference } from './accept-encoding'
import { touchesAttribution } from './attribution'

type Recorded = { headers: (string | number)[]; body: Buffer }

const maxUrlLength = 512

function replayable(req: IncomingMessage): boolean {
  const { url, headers } = req
  return (
    req.method === 'GET' &&
    url !== undefined &&
    url.length <= maxUrlLength &&
    // The desk's pages and the API answer per session: never recorded, never replayed.
    !url.startsWith('/inbox') &&
    !url.startsWith('/api/') &&
    // The customer's private visit page answers per token and must never be kept (server/visits/).
    !url.startsWith('/visit/') &&
    // Nor the customer's quote page (server/quotes/), which also records each view.
    !url.startsWith('/quote/') &&
    !url.includes('?') &&
    !url.includes('%') &&
    headers['if-none-match'] === undefined &&
    headers['if-modified-since'] === undefined &&
    headers.range === undefined &&
    headers['x-forwarded-proto'] === undefined &&
    // A GET with a body goes to Fastify, which closes the connection instead of reading it all.
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    // A landing from another site (or an opted-out visitor's clean-up) is answered with a cookie.
    !touchesAttribution(headers)
  )
}

function keyOf(req: IncomingMessage): string {
  return `${encodingPreference(req.headers['accept-encoding']).join(',')} ${req.url}`
}

function flatten(headers: Record<string, string | number | string[] | undefined>): (string | number)[] {
  const flat: (string | number)[] = []
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, one)
  }
  return flat
}

export type StaticReplay = ReturnType<typeof createStaticReplay>

/** `maxEntries` bounds the memory a stream of distinct URLs for the same files can take. */
export function createStaticReplay({ maxEntries = 4096 } = {}) {
  const recorded = new Map<string, Recorded>()
  // The body a route chose for a request, until its answer is complete and can be recorded.
  const offered = new WeakMap<FastifyRequest, Buffer>()
  let replays = 0

  return {
    /** Answers from a recording; false when the request is for Fastify. */
    answer(req: IncomingMessage, res: ServerResponse): boolean {
      if (!replayable(req)) return false
      const hit = recorded.get(keyOf(req))
      if (!hit) return false
      replays++
      res.writeHead(200, hit.headers)
      res.end(hit.body)
      return true
    },

    /** A route says: this request's body is this whole buffer, and may be replayed. */
    offer(request: FastifyRequest, body: Buffer) {
      offered.set(request, body)
    },

    /** Called once an answer is sent (onResponse): records it if it was offered and went well. */
    record(request: FastifyRequest, reply: FastifyReply) {
      const body = offered.get(request)
      // An answer that sets a cookie is that visitor's alone: never repeated to another.
      if (
        !body ||
        reply.statusCode !== 200 ||
        // A desk route's answer (decided by the route, whatever its URL's spelling) is never kept.
        request.routeOptions?.config?.desk !== undefined ||
        !replayable(request.raw) ||
        'set-cookie' in reply.getHeaders() ||
        recorded.size >= maxEntries
      )
        return
      recorded.set(keyOf(request.raw), { headers: flatten(reply.getHeaders()), body })
    },

    stats: () => ({ entries: recorded.size, replays }),
  }
}
