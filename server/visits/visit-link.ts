// The customer's private link to the visit (record 028): /visit/<token>, with
// token = base64url(HMAC-SHA256(key, "visit:<leadId>:<uid>")) for a lead's first booking, and
// "visit:<leadId>:<uid>:<booking>" for a booking made after a clearing (record 032), <booking> the
// SEQUENCE it began at: the calendar UID stays one per lead, the link is new per booking. The key is made once per database
// (migration 011, table store_keys), so every instance makes the same token, and the e-mail, built
// at send time, can make it again without the token ever being stored: the lead keeps only its
// sha-256, to find the lead by. 256 bits from a secret key: not guessable. It works while a visit is
// booked and until the end of its day (linkLive, domain/visit-plan.ts); clearing the visit removes
// the hash, which revokes it.
import { createHash, createHmac } from 'node:crypto'
import { siteOrigin } from '#config/site-url'

export const visitToken = (key: string, leadId: number, uid: string, booking: number) =>
  createHmac('sha256', key)
    .update(booking === 0 ? `visit:${leadId}:${uid}` : `visit:${leadId}:${uid}:${booking}`)
    .digest('base64url')

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** What a token looks like: 43 base64url characters. Anything else is not looked up. */
export const isTokenShaped = (text: string) => /^[A-Za-z0-9_-]{43}$/.test(text)

export const visitPath = (token: string) => `/visit/${token}`

export const visitUrl = (token: string) => `${siteOrigin()}${visitPath(token)}`
