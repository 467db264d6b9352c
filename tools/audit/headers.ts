// The response headers of a locked-down site, checked on every kind of answer it gives: pages,
// assets, the 404 page and the API. HSTS only where the request came over HTTPS (behind a proxy
// that says so with X-Forwarded-Proto and TRUST_PROXY=1), never on plain HTTP.
import { policyProblems } from './csp'

const expected: [string, string][] = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
]

/** Problems with the headers of an answer to a plain HTTP request. */
export function headerProblems(headers: Headers, opts: { api?: boolean } = {}): string[] {
  const problems = policyProblems(headers.get('content-security-policy') ?? undefined)
  for (const [name, value] of expected) {
    const got = headers.get(name)
    if (got?.toLowerCase() !== value) problems.push(`${name} is ${got === null ? 'missing' : `"${got}"`}, expected ${value}`)
  }
  if (!headers.get('permissions-policy')) problems.push('permissions-policy is missing')
  if (opts.api && !/\bno-store\b/.test(headers.get('cache-control') ?? '')) {
    problems.push(`cache-control is "${headers.get('cache-control') ?? ''}" on an API answer, expected no-store`)
  }
  if (headers.get('strict-transport-security')) problems.push('strict-transport-security sent over plain HTTP')
  return problems
}

const YEAR = 31_536_000

/** Problems with HSTS on an answer to a request forwarded as HTTPS. */
export function hstsProblems(headers: Headers): string[] {
  const hsts = headers.get('strict-transport-security')
  if (!hsts) return ['strict-transport-security missing on a request forwarded as HTTPS']
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0)
  return maxAge >= YEAR ? [] : [`strict-transport-security "${hsts}" has max-age below one year`]
}
