// The headers of a locked-down site, on every answer: HTML, assets, the 404 page and the API.
// One function sets them all, so that the answers Fastify gives before any hook runs (a URL it
// cannot decode) carry them too. Pages replace the strict default CSP with their own hashed
// policy (server/security/csp.ts). HTTPS is what the request says, trusting X-Forwarded-Proto
// only when TRUST_PROXY says a proxy sits in front; HSTS is sent over HTTPS only. The answers Node
// gives before a request exists (a malformed request, server/net/client-error.ts) carry
// rawAnswerHeaders: the fixed ones and the strict CSP.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { contentSecurityPolicy } from '../security/csp'

const strictPolicy = contentSecurityPolicy()

// Features the site never uses, turned off for it and anything it might embed.
export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'

export const hsts = 'max-age=63072000; includeSubDomains'

const fixedHeaders = {
  'x-content-type-options': 'nosniff',
  // Not no-referrer: with it, browsers send "Origin: null" on plain form posts, which then fail
  // the same-origin check of the lead endpoints.
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': permissionsPolicy,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
}

/** The headers of an answer written on the socket itself, before there is a request to read. */
export const rawAnswerHeaders: Readonly<Record<string, string>> = { ...fixedHeaders, 'content-security-policy': strictPolicy }

export function siteHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const https = request.protocol === 'https'
  reply.headers(fixedHeaders)
  reply.header('content-security-policy', https ? `${strictPolicy}; upgrade-insecure-requests` : strictPolicy)
  if (https) reply.header('strict-transport-security', hsts)
  if (request.url.startsWith('/api/') || request.url.startsWith('/healthz')) reply.header('cache-control', 'no-store')
  // The owner's desk: never cached, never indexed.
  if (request.url.startsWith('/inbox') || request.url.startsWith('/api/inbox')) {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow')
  }
}

async function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => siteHeaders(request, reply))
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' })
