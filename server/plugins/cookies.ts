// Cookies read (request.cookies) and written (reply.setCookie) by @fastify/cookie, for the desk's
// session and the visit's attribution. buildApp registers it for the whole server; the lead and
// desk routes make sure of it in their own scope too, so a test that mounts them alone has it.
// Values are read as sent: the attribution's is a percent-encoded query string it decodes itself.
import type { FastifyInstance } from 'fastify'
import fastifyCookie, { type FastifyCookieOptions } from '@fastify/cookie'

// The plugin hands parseOptions to its parser too, though its types name only the writer's options.
const readAsSent = { decode: (value: string) => value } as FastifyCookieOptions['parseOptions']

export async function useCookies(app: FastifyInstance): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie, { parseOptions: readAsSent })
}
