// Turns a request URL into what the site server should do with it. Everything here is hostile
// input: a redirect may only ever point to a path on this origin (never `//host` or `/\host`,
// which browsers follow off-site), and nothing outside the build may be named.
import { redirects } from '#content/redirects'

export type PathDecision = { kind: 'redirect'; location: string } | { kind: 'serve'; path: string } | { kind: 'not-found' }

// C0 controls, DEL and the C1 range: never part of a real page address.
const controlChars = /[\u0000-\u001f\u007f-\u009f]/
// A query string is passed on only when it is plain printable ASCII.
const safeQuery = /^[\u0021-\u007e]*$/

/** Percent-encodes each segment again, so a Location header holds only URL-safe characters. */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/')
}

export function resolveRequestPath(url: string): PathDecision {
  const queryAt = url.indexOf('?')
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt)
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1)
  if (!rawPath.startsWith('/')) return { kind: 'not-found' }

  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    // Malformed escapes, overlong UTF-8 (%c0%ae) and lone surrogates land here.
    return { kind: 'not-found' }
  }
  if (controlChars.test(decoded)) return { kind: 'not-found' }

  // Backslashes count as slashes (browsers treat them so); runs of slashes become one.
  const collapsed = decoded.replace(/[\\/]+/g, '/')
  if (collapsed.split('/').some((segment) => segment === '..' || segment === '.')) return { kind: 'not-found' }

  const slashless = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') || '/' : collapsed
  const target = redirects[slashless] ?? slashless
  if (target !== decoded) {
    const search = query && safeQuery.test(query) ? `?${query}` : ''
    // encodePath keeps the leading single slash: the result can never start with // or /\.
    return { kind: 'redirect', location: encodePath(target) + search }
  }
  return { kind: 'serve', path: decoded }
}
