// Test helper: the real server (buildApp) with the desk on, over a stand-in build, and the steps of
// its passkey ceremonies (desk.ts) bound to it, so a test signs people in and acts as them through
// inject: register with an invitation, sign in, and requests with a session cookie.
import { expect } from 'vitest'
import { buildApp } from '../../server/app'
import { makeVapidKeys } from '../../server/push/push-sender'
import { type SoftAuthenticator, deskJson, deskSite, register, signIn, standInDesk, withCookie } from './desk'
import { softAuthenticator } from './soft-authenticator'
import { deskOf } from './databases'
import { type ServerStore } from '../../server/stores'
import type { QuotePdfMaker } from '../../server/mail/quote-mail-facts'

export { deskJson, deskSite }

/** The server with the desk, its clock `now()`; `cleanups` closes it after the test; `pdf` makes the quotes' PDFs (the real maker if left out). */
export async function deskApp(store: ServerStore, cleanups: (() => unknown)[], now: () => Date, options: { pdf?: QuotePdfMaker } = {}) {
  const { publicKey } = await store.push.vapidKeys(makeVapidKeys)
  const server = await buildApp({
    distDir: standInDesk(),
    replayStatic: false,
    inbox: {
      store,
      deskStore: deskOf(store),
      siteUrl: deskSite,
      outbox: { nudge() {} },
      push: { store: store.push, publicKey },
      quotes: { store, pdf: options.pdf },
      rateLimit: 0,
      now,
    },
  })
  cleanups.push(() => server.close())

  return {
    server,
    withCookie,
    /** Registers a passkey with an invitation's token; resolves to the session cookie and the authenticator. */
    async register(token: string, authenticator = softAuthenticator(deskSite)) {
      const registered = await register(server, token, authenticator)
      expect(registered.verify.statusCode, registered.verify.body).toBe(200)
      return { cookie: registered.cookie, authenticator, passkeyId: authenticator.credentials.at(-1)?.id.toString('base64url') ?? '' }
    },
    /** Signs in with the authenticator's last passkey; resolves to the answer and its cookie. */
    async signIn(authenticator: SoftAuthenticator) {
      const { verify, cookie } = await signIn(server, authenticator)
      return { verify, cookie }
    },
    get: (url: string, cookie: string) => server.inject({ url, headers: withCookie(cookie) }),
    post: (url: string, cookie: string, payload: object = {}, remoteAddress?: string) =>
      server.inject({ method: 'POST', url, headers: withCookie(cookie, deskJson), payload, ...(remoteAddress && { remoteAddress }) }),
  }
}

/** The token of an invitation link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''
