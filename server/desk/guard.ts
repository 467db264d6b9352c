// The desk's door, in front of every route (the built pages are served by the site's own path):
// a desk page without a valid session answers 303 to /inbox/sign-in, a desk API or photo URL
// 401; every desk answer carries no-store and noindex; a desk API request that changes anything
// must come from SITE_URL's own origin (403 otherwise), whatever the cookie says.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { DeskSession, LeadStore } from '../leads/store'
import { resolveRequestPath } from '../plugins/request-path'
import type { DeskConfig } from './relying-party'
import { readCookie, setSessionCookie } from './session-cookie'
import { inboxWords } from '#content/pages/inbox'

const refusals = inboxWords.api

export const deskPaths = { signIn: '/inbox/sign-in', welcome: '/inbox/welcome' } as const
const publicPages: string[] = [deskPaths.signIn, deskPaths.welcome]
/** Desk API paths open without a session (signing in, registering with an invitation). */
const publicApi = [
  '/api/inbox/state',
  '/api/inbox/sign-in/options',
  '/api/inbox/sign-in/verify',
  '/api/inbox/register/options',
  '/api/inbox/register/verify',
]

const sessions = new WeakMap<FastifyRequest, DeskSession>()

/** The session a request came with (set by the guard for every desk request). */
export const deskSession = (request: FastifyRequest): DeskSession | undefined => sessions.get(request)

const apiPath = (url: string) => url.split('?')[0]
export const isDeskApi = (url: string) => url === '/api/inbox' || url.startsWith('/api/inbox/') || url.startsWith('/api/inbox?')
/** A desk page by the path the site would serve (any spelling of it). */
function deskPage(url: string): string | undefined {
  const decision = resolveRequestPath(url)
  if (decision.kind !== 'serve') return undefined
  return decision.path === '/inbox' || decision.path.startsWith('/inbox/') || decision.path.startsWith('/inbox.')
    ? decision.path
    : undefined
}

export type DeskGuardOptions = { store: Pick<LeadStore, 'session'>; config: DeskConfig; now?: () => Date }

async function guard(app: FastifyInstance, opts: DeskGuardOptions) {
  const { config, store } = opts
  const now = opts.now ?? (() => new Date())

  async function sessionOf(request: FastifyRequest, reply: FastifyReply): Promise<DeskSession | undefined> {
    if (!config.enabled) return undefined
    const token = readCookie(request, config.cookie.name)
    if (!token) return undefined
    const session = await store.session(token, now())
    if (session) {
      sessions.set(request, session)
      // The cookie's own expiry slides with the session's.
      setSessionCookie(reply, config.cookie, token)
    }
    return session
  }

  app.addHook('onRequest', async (request, reply) => {
    const api = isDeskApi(request.url)
    const page = api ? undefined : deskPage(request.url)
    if (!api && !page) return
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow')
    if (page) {
      if (publicPages.includes(page)) return
      if (!(await sessionOf(request, reply))) return reply.code(303).header('location', deskPaths.signIn).send()
      return
    }
    const changes = request.method !== 'GET' && request.method !== 'HEAD'
    if (changes && (!config.enabled || request.headers.origin !== config.origin)) {
      return reply.code(403).send({ ok: false, error: refusals.notFromDesk })
    }
    const session = await sessionOf(request, reply)
    if (!session && !publicApi.includes(apiPath(request.url))) {
      return reply.code(401).send({ ok: false, error: refusals.signIn })
    }
  })
}

export const deskGuard = fp(guard, { name: 'desk-guard' })
