// Request targets refused before routing (400), because the router would read them otherwise than
// their text says: an absolute-form target (`GET http://x/api/inbox/leads`), whose scheme and host
// the router drops, or any target that is not origin-form; and an API path that percent-encodes an
// unreserved character (`/api/%69nbox`, `/%61pi/inbox`), which the router decodes. No page or API
// address of this site needs either: a browser sends neither, so only a crafted request is refused.
// The server's request listener (app.ts) applies it to every request before Fastify or the static
// replay sees it, and a root hook applies it again to requests injected in tests.

const escape = /%([0-9A-Fa-f]{2})/g
const unreserved = /[A-Za-z0-9\-._~]/

/** Why a request target is refused, or undefined when it may be routed. */
export function refusedTarget(url: string): 'not-origin-form' | 'encoded-api-path' | undefined {
  if (!url.startsWith('/')) return 'not-origin-form'
  const queryAt = url.indexOf('?')
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  if (!path.includes('%')) return undefined
  let encodesUnreserved = false
  const decoded = path.replace(escape, (_, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16))
    if (unreserved.test(char)) encodesUnreserved = true
    return char
  })
  if (!encodesUnreserved) return undefined
  const lower = decoded.toLowerCase()
  return lower === '/api' || lower.startsWith('/api/') ? 'encoded-api-path' : undefined
}
