// The desk's door, decided by the route, never by the URL's text. Every desk route is registered
// inside one scope (server/desk/routes.ts): the scope's hooks send no-store and noindex,
// refuse a change (any method but GET and HEAD) that does not come from SITE_URL's own origin
// (403), and log each answer with its route pattern, status and person id. Inside it, the
// signed-in scope's onRequest hook (requireSession) answers 401 (an API route) or 303 to the
// sign-in page (a desk page) to a request without a valid session, before any handler runs: a
// route registered there cannot be reached without a session, whatever spelling matched it.
// Only sign-in, registration, the invitation's welcome page and the public state stand outside.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { DeskSession, DeskStore } from './desk-store'
import type { DeskConfig } from './relying-party'
import { readCookie, setSessionCookie } from './session-cookie'
import { inboxWords } from '#content/pages/inbox'
import { deskUrl, safeDeskNext } from '#domain/desk-url'

const refusals = inboxWords.api

export const deskPaths = { signIn: deskUrl.signIn(), welcome: deskUrl.welcome() } as const

/** Where a desk route stands: outside the session (sign-in, welcome, state) or behind it. */
export type DeskRouteKind = 'public' | 'signed-in'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route registered in the desk's scope (server/desk/routes.ts). */
    desk?: DeskRouteKind
    /** The desk's sentence for a body or query its schema refused (400); unset, api.unreadable. */
    invalid?: string
    /** The desk's sentence for a body beyond the route's limit (413); unset, api.unreadable. */
    tooLarge?: string
  }
  interface FastifyRequest {
    /** The desk session the request came with; set by the desk's hooks, null otherwise. */
    deskSessionValue: DeskSession | null
  }
}

/** The signed-in person's session; a handler calls it first, before it touches the store. */
export function signedIn(request: FastifyRequest): DeskSession {
  const session = request.deskSessionValue
  // The scope's hook has already refused a request without one: this is the handler's own check.
  if (!session) throw Object.assign(new Error(refusals.signIn), { statusCode: 401 })
  return session
}

export type DoorOptions = { store: Pick<DeskStore, 'session'>; config: DeskConfig; now: () => Date }

/** Reads the session cookie into request.deskSessionValue, sliding the cookie's expiry with it. */
export function sessionReader({ store, config, now }: DoorOptions) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<DeskSession | undefined> => {
    if (request.deskSessionValue) return request.deskSessionValue
    if (!config.enabled) return undefined
    const token = readCookie(request, config.cookie.name)
    if (!token) return undefined
    const session = await store.session(token, now())
    if (!session) return undefined
    request.deskSessionValue = session
    setSessionCookie(reply, config.cookie, token)
    return session
  }
}

/** The sign-in page with a `next` back to a desk page (none for the list, where sign-in lands anyway). */
export function signInAfter(url: string): string {
  const next = safeDeskNext(url)
  return next === deskUrl.list() ? deskPaths.signIn : `${deskPaths.signIn}?${new URLSearchParams({ next })}`
}

const isPageRoute = (request: FastifyRequest) => !(request.routeOptions.url ?? '').startsWith('/api/')

/** Marks every route registered in `scope` (and its children, unless they mark their own). */
export function markDeskRoutes(scope: FastifyInstance, kind: DeskRouteKind): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, desk: kind }
  })
}

/** The hooks of the desk's whole scope: headers, same origin for changes, one log line per answer. */
export function deskScopeHooks(scope: FastifyInstance, config: DeskConfig): void {
  scope.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow')
    if (request.method === 'GET' || request.method === 'HEAD') return
    if (!config.enabled || request.headers.origin !== config.origin) {
      return reply.code(403).send({ ok: false, error: refusals.notFromDesk })
    }
  })
  // The route's pattern, never its URL: a search or an e-mail address never reaches the log.
  scope.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        desk: {
          method: request.method,
          route: request.routeOptions.url,
          status: reply.statusCode,
          person: request.deskSessionValue?.person.id ?? null,
          ms: Math.round(reply.elapsedTime),
        },
      },
      'desk answer',
    )
  })
}

/** The signed-in scope's hook: no valid session, no handler (401 for the API, sign-in for a page). */
export function requireSession(options: DoorOptions) {
  const readSession = sessionReader(options)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (await readSession(request, reply)) return
    // A page sends to the sign-in page, which brings the person back here afterwards.
    if (isPageRoute(request)) return reply.code(303).header('location', signInAfter(request.url)).send()
    return reply.code(401).send({ ok: false, error: refusals.signIn })
  }
}
