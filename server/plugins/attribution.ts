// Where a visit came from, kept for the lead it may send: on a landing request for a page (a GET
// of a site path, not a file or the API) that carries a campaign (utm_*), an ad click id or a
// Referer from another site, the answer sets a first-party session cookie (no expiry, HttpOnly,
// SameSite=Lax, Secure over HTTPS) with those few cleaned values (domain/attribution.ts). A
// browser that sends Sec-GPC: 1 or DNT: 1 gets no cookie, and one it still holds is cleared.
// Such answers are never replayed or recorded (static-replay.ts), and shared caches are told not
// to keep them. The value is never longer than the lead endpoints read back (maxCookieValueLength):
// the longest campaign values are shortened, by whole characters, until it fits.
import path from 'node:path'
import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  type VisitSource,
  attributionCookie,
  cookieValue,
  encodeSource,
  landingSource,
  maxCookieValueLength,
  optedOut,
} from '#domain/attribution'

/** The host names that are this site: SITE_URL's and the one the request was sent to. */
export function ownHosts(siteUrl: string, hostHeader: string | undefined): string[] {
  const hosts = [new URL(siteUrl).hostname.toLowerCase()]
  if (hostHeader) {
    try {
      hosts.push(new URL(`http://${hostHeader}`).hostname.toLowerCase())
    } catch {
      // A Host header that is no host name adds nothing.
    }
  }
  return hosts
}

const campaignFields = ['utmSource', 'utmMedium', 'utmCampaign'] as const

/** The cookie's value for `source`, at most maxCookieValueLength: the longest campaign value is cut by a quarter (whole characters) until it fits; the referrer goes last. */
export function cookieFor(source: VisitSource): string {
  let fitted: VisitSource = { ...source }
  let value = encodeSource(fitted)
  while (value.length > maxCookieValueLength) {
    const encodedLength = (text: string | undefined) => (text ? encodeURIComponent(text).length : 0)
    const longest = campaignFields.reduce((a, b) => (encodedLength(fitted[b]) > encodedLength(fitted[a]) ? b : a))
    const text = fitted[longest]
    if (text) {
      const chars = Array.from(text)
      fitted = {
        ...fitted,
        [longest]:
          chars
            .slice(0, Math.floor((chars.length * 3) / 4))
            .join('')
            .trim() || undefined,
      }
    } else fitted = { ...fitted, referrerHost: undefined }
    value = encodeSource(fitted)
  }
  return value
}

/** A request for a page of the site: what a visitor lands on. */
const isPageRequest = (method: string, url: string) => {
  if (method !== 'GET') return false
  const pathname = url.split('?')[0]
  // The owner's desk is no landing: its visits are not the site's visitors.
  return !pathname.startsWith('/api/') && !pathname.startsWith('/inbox') && pathname !== '/healthz' && path.posix.extname(pathname) === ''
}

/**
 * True when the answer to this request may set or clear the cookie, so it must not be replayed:
 * a query (already never replayed), a Referer from another host, or an opted-out browser that
 * still holds the cookie.
 */
export function touchesAttribution(headers: IncomingHttpHeaders): boolean {
  const { referer, host } = headers
  // String prefixes, not a URL parse, and the Cookie header read here (domain/attribution.ts), not
  // by @fastify/cookie: this runs in the listener before every replayed answer, before Fastify.
  if (referer && !(host && (referer.startsWith(`https://${host}/`) || referer.startsWith(`http://${host}/`)))) return true
  return optedOut(headers) && cookieValue(headers.cookie, attributionCookie) !== undefined
}

export function attributionHooks(siteUrl: string) {
  return {
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      if (!isPageRequest(request.method, request.url)) return
      const { headers } = request
      // Written as it is (already percent-encoded), never re-encoded.
      const attributes = {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        encode: (v: string) => v,
      } as const
      if (optedOut(headers)) {
        if (request.cookies[attributionCookie] !== undefined) reply.setCookie(attributionCookie, '', { ...attributes, maxAge: 0 })
        return
      }
      const at = request.url.indexOf('?')
      const search = new URLSearchParams(at >= 0 ? request.url.slice(at + 1) : '')
      const source = landingSource(search, headers.referer, ownHosts(siteUrl, headers.host))
      if (!source) return
      // No Max-Age or Expires: the cookie ends with the browser session.
      const value = cookieFor(source)
      if (value) reply.setCookie(attributionCookie, value, attributes)
    },
    async onSend(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      // Only answers carrying this cookie, and never weaker than a no-store already set.
      const cookie = reply.getHeader('set-cookie')
      const ours = [cookie].flat().some((c) => typeof c === 'string' && c.startsWith(`${attributionCookie}=`))
      if (ours && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('cache-control', 'private, no-cache')
      return payload
    },
  }
}
