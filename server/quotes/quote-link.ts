// The customer's private link to a sent quote (record 038): /quote/<token>, with
// token = base64url(HMAC-SHA256(key, "quote:<leadId>:<version>")), the key made once per database
// (migration 018, store_keys 'quote-link'), as the visit's link is (server/visits/visit-link.ts). So
// every instance makes the same token, the e-mail built at send time makes it again, and the token is
// never stored: the version keeps only its SHA-256, to find it by. Lead ids are never reused (an
// autoincrement key on SQLite, a sequence on PostgreSQL), so a deleted lead's old link cannot open a
// later lead's quote. 256 bits from a secret key: not guessable.
import { createHash, createHmac } from 'node:crypto'
import { siteOrigin } from '#config/site-url'

export const quoteToken = (key: string, leadId: number, version: number) =>
  createHmac('sha256', key).update(`quote:${leadId}:${version}`).digest('base64url')

export const quoteTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** What a token looks like: 43 base64url characters. Anything else is not looked up. */
export const isQuoteTokenShaped = (text: string) => /^[A-Za-z0-9_-]{43}$/.test(text)

export const quotePath = (token: string) => `/quote/${token}`

export const quoteUrl = (token: string) => `${siteOrigin()}${quotePath(token)}`
