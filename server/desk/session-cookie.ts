// The desk's session cookie: the random token (the store keeps only its hash), HttpOnly, Secure,
// SameSite=Strict, Path=/ and no Domain, as the __Host- prefix requires, for 30 days; every use
// slides the session's expiry in the store, and the cookie is sent again with a fresh Max-Age.
// Read and written by @fastify/cookie (registered in server/app.ts).
import type { FastifyReply, FastifyRequest } from 'fastify'

const maxAgeSeconds = 30 * 86_400

/** The value of cookie `name` in the request, if any and shaped like a token. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies[name]
  return value !== undefined && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined
}

const attributes = (cookie: { secure: boolean }, maxAge: number) =>
  ({ path: '/', maxAge, httpOnly: true, sameSite: 'strict', secure: cookie.secure }) as const

// One Set-Cookie per answer: @fastify/cookie keeps one per name and path, so the guard's refresh
// of the old session is replaced by a new session or by its end, never sent beside it.
export function setSessionCookie(reply: FastifyReply, cookie: { name: string; secure: boolean }, token: string): void {
  reply.setCookie(cookie.name, token, attributes(cookie, maxAgeSeconds))
}

export function clearSessionCookie(reply: FastifyReply, cookie: { name: string; secure: boolean }): void {
  reply.setCookie(cookie.name, '', attributes(cookie, 0))
}
