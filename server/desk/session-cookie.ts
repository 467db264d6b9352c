// The desk's session cookie: the random token (the store keeps only its hash), HttpOnly, Secure,
// SameSite=Strict, Path=/ and no Domain, as the __Host- prefix requires, for 30 days; every use
// slides the session's expiry in the store, and the cookie is sent again with a fresh Max-Age.
import type { FastifyReply, FastifyRequest } from 'fastify'

const maxAgeSeconds = 30 * 86_400

/** The value of cookie `name` in the request, if any. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie
  if (!header) return undefined
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at === -1) continue
    if (part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim()
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined
    }
  }
  return undefined
}

// One Set-Cookie per answer: the guard's refresh of the old session is replaced by a new session
// or by its end, never sent beside it.
export function setSessionCookie(reply: FastifyReply, cookie: { name: string; secure: boolean }, token: string): void {
  reply.removeHeader('set-cookie')
  const secure = cookie.secure ? '; Secure' : ''
  reply.header('set-cookie', `${cookie.name}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`)
}

export function clearSessionCookie(reply: FastifyReply, cookie: { name: string; secure: boolean }): void {
  reply.removeHeader('set-cookie')
  const secure = cookie.secure ? '; Secure' : ''
  reply.header('set-cookie', `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure}`)
}
