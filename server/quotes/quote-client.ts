// Who opened or answered the customer's quote, as far as the server can tell, and whether an
// opening counts as the customer's view: never a HEAD, a bot (isbot: e-mail scanners and link
// previews open every link) or a browser's prefetch or prerender (Sec-Purpose, Purpose, X-Purpose,
// X-Moz), which fetch a page nobody looked at.
import type { FastifyRequest } from 'fastify'
import { isbot } from 'isbot'
import type { ClientFacts } from './quote-store'

/** The client's address (trust-proxy aware) and its browser, cut to a sane length for the record. */
export const clientOf = (request: FastifyRequest): ClientFacts => ({
  address: request.ip || null,
  userAgent: request.headers['user-agent']?.slice(0, 500) || null,
})

const purposeHeaders = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'] as const

/** Whether this request is the customer looking at the page (a view to record). */
export function isView(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false
  if (isbot(request.headers['user-agent'] ?? '')) return false
  const purpose = purposeHeaders.map((h) => request.headers[h] ?? '').join(' ')
  return !/prefetch|prerender|preview/i.test(purpose)
}

/** Typed text put back into the page after a refusal: without the characters that were refused. */
export const keptText = (text: string | null | undefined) => (text ?? '').replace(/[\p{Cf}\u2028\u2029]|[^\P{Cc}\n\t]/gu, '')
