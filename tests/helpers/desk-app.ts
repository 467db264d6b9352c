// Test helper: the real server (buildApp) with the desk on, over a stand-in build, and the steps of
// its passkey ceremonies done with a software authenticator, so a test signs people in and acts as
// them through inject: register with an invitation, sign in, and requests with a session cookie.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import { buildApp } from '../../server/app'
import type { LeadStore } from '../../server/leads/store'
import { tempDir } from './databases'
import { softAuthenticator } from './soft-authenticator'

export const deskSite = 'http://localhost:8123'
/** The headers of a desk post from the desk's own page. */
export const deskJson = { 'content-type': 'application/json', origin: deskSite }

function standInDesk(): string {
  const dir = tempDir('desk-site-')
  for (const page of ['', '404', 'inbox', 'inbox/sign-in', 'inbox/welcome', 'inbox/lead', 'inbox/people']) {
    mkdirSync(join(dir, page), { recursive: true })
    writeFileSync(join(dir, page, 'index.html'), `<!doctype html><title>${page || 'home'}</title>`)
  }
  return dir
}

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  /^__Host-desk=([^;]*)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1] ?? ''

/** The server with the desk, its clock `now()`; `cleanups` closes it after the test. */
export async function deskApp(store: LeadStore, cleanups: (() => unknown)[], now: () => Date) {
  const server = await buildApp({
    distDir: standInDesk(),
    replayStatic: false,
    inbox: { store, siteUrl: deskSite, outbox: { nudge() {} }, rateLimit: 0, now },
  })
  cleanups.push(() => server.close())

  const withCookie = (cookie: string, extra: Record<string, string> = {}) => ({ cookie: `__Host-desk=${cookie}`, ...extra })

  return {
    server,
    withCookie,
    /** Registers a passkey with an invitation's token; resolves to the session cookie and the authenticator. */
    async register(token: string, authenticator = softAuthenticator(deskSite)) {
      const options = await server.inject({ method: 'POST', url: '/api/inbox/register/options', headers: deskJson, payload: { token } })
      expect(options.statusCode, options.body).toBe(200)
      const verify = await server.inject({
        method: 'POST',
        url: '/api/inbox/register/verify',
        headers: deskJson,
        payload: { token, response: authenticator.create(options.json()), label: 'Test phone' },
      })
      expect(verify.statusCode, verify.body).toBe(200)
      return { cookie: cookieOf(verify), authenticator, passkeyId: authenticator.credentials.at(-1)?.id.toString('base64url') ?? '' }
    },
    /** Signs in with the authenticator's last passkey; resolves to the answer and its cookie. */
    async signIn(authenticator: ReturnType<typeof softAuthenticator>) {
      const options = await server.inject({ method: 'POST', url: '/api/inbox/sign-in/options', headers: deskJson, payload: {} })
      const verify = await server.inject({
        method: 'POST',
        url: '/api/inbox/sign-in/verify',
        headers: deskJson,
        payload: { response: authenticator.get(options.json()) },
      })
      return { verify, cookie: cookieOf(verify) }
    },
    get: (url: string, cookie: string) => server.inject({ url, headers: withCookie(cookie) }),
    post: (url: string, cookie: string, payload: object = {}, remoteAddress?: string) =>
      server.inject({ method: 'POST', url, headers: withCookie(cookie, deskJson), payload, ...(remoteAddress && { remoteAddress }) }),
  }
}

/** The token of an invitation link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''
