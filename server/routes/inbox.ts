// The lead desk's sign-in: passkeys (WebAuthn, discoverable credentials) registered with a one-time
// invitation or by a signed-in person on another device, and sessions in the lead store, shared by
// every instance. Each challenge is stored, taken once and expires after 5 minutes, so a replayed
// response fails. Sign-in and registration are rate limited per client. Every sign-in, failure and
// registration is recorded with the time, address and browser. The desk's other endpoints are in
// inbox-leads.ts and inbox-people.ts; the door in front of them all is server/desk/guard.ts.
import { createHash } from 'node:crypto'
import rateLimit from '@fastify/rate-limit'
import {
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import * as z from 'zod'
import { tokenHash } from '../leads/desk-access'
import type { LeadStore } from '../leads/store'
import { requestClientKey } from '../net/client-address'
import { deskSession } from '../desk/guard'
import type { DeskConfig } from '../desk/relying-party'
import { clearSessionCookie, readCookie, setSessionCookie } from '../desk/session-cookie'
import { inboxLeadRoutes } from './inbox-leads'
import { inboxPeopleRoutes } from './inbox-people'
import { inboxWords } from '#content/pages/inbox'

const api = inboxWords.api

export type InboxRoutesOptions = {
  store: LeadStore
  config: DeskConfig
  /** SITE_URL, for invitation links. */
  siteUrl: string
  outbox: { nudge(): void }
  /** Sign-in and registration requests per minute per client (DESK_RATE_LIMIT); 0 turns it off. */
  rateLimit: number
  rateLimitStore?: { redis: Redis; nameSpace: string }
  /** Sends invitations made in the desk; left out, the inviter passes the link on. */
  sendMail?: (message: { to: string; subject: string; text: string }) => Promise<void>
  now?: () => Date
}

const responseSchema = z.looseObject({
  id: z.string().min(1).max(1400),
  rawId: z.string(),
  type: z.literal('public-key'),
  response: z.looseObject({}),
})
const registerOptionsSchema = z.object({ token: z.string().max(200).optional() })
const registerVerifySchema = z.object({
  token: z.string().max(200).optional(),
  label: z.string().trim().max(120).optional(),
  response: responseSchema,
})
const signInVerifySchema = z.object({ response: responseSchema })

/** A stable WebAuthn user handle for an address: the same person on one authenticator has one passkey. */
const userHandle = (email: string) => new Uint8Array(createHash('sha256').update(email).digest().subarray(0, 16))

const refused = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ ok: false, error })

export async function inboxRoutes(app: FastifyInstance, opts: InboxRoutesOptions): Promise<void> {
  const { store, config } = opts
  const now = opts.now ?? (() => new Date())
  const who = (request: FastifyRequest) => ({ address: request.ip, userAgent: request.headers['user-agent'] ?? null })

  if (opts.rateLimit > 0) {
    await app.register(rateLimit, {
      global: false,
      keyGenerator: requestClientKey,
      errorResponseBuilder: () => ({ statusCode: 429, ok: false, error: inboxWords.signIn.tooMany }),
      ...(opts.rateLimitStore && { redis: opts.rateLimitStore.redis, nameSpace: opts.rateLimitStore.nameSpace, skipOnError: true }),
    })
  }
  const limited = opts.rateLimit > 0 ? { config: { rateLimit: { max: opts.rateLimit, timeWindow: 60_000 } } } : {}

  app.get('/api/inbox/state', async (request) => ({
    enabled: config.enabled,
    reason: config.enabled ? null : config.reason,
    signedIn: Boolean(deskSession(request)),
  }))

  await app.register(inboxLeadRoutes, { store, outbox: opts.outbox, now })
  await app.register(inboxPeopleRoutes, { store, siteUrl: opts.siteUrl, sendMail: opts.sendMail, now })
  if (!config.enabled) return
  const { rpId, rpName, origin, cookie } = config

  app.post('/api/inbox/register/options', limited, async (request, reply) => {
    const body = registerOptionsSchema.safeParse(request.body ?? {})
    if (!body.success) return refused(reply, 400, api.unreadable)
    const session = deskSession(request)
    const token = body.data.token
    const email = token ? await store.openInvitation(token, now()) : session?.person.email
    if (!email) return refused(reply, token ? 410 : 401, token ? api.invitationUsed : api.signIn)
    const existing = session && !token ? ((await store.people()).find((p) => p.id === session.person.id)?.passkeys ?? []) : []
    const options = await generateRegistrationOptions({
      rpName,
      rpID: rpId,
      userName: email,
      userID: userHandle(email),
      attestationType: 'none',
      excludeCredentials: existing.map((k) => ({ id: k.id, transports: k.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    })
    const subject = token ? `invitation:${tokenHash(token)}` : `person:${session?.person.id}`
    await store.saveChallenge(options.challenge, 'register', subject, now())
    return options
  })

  app.post('/api/inbox/register/verify', limited, async (request, reply) => {
    const body = registerVerifySchema.safeParse(request.body)
    if (!body.success) return refused(reply, 400, api.unreadable)
    const { token, response } = body.data
    const session = deskSession(request)
    const expected = token ? `invitation:${tokenHash(token)}` : session ? `person:${session.person.id}` : undefined
    if (!expected) return refused(reply, 401, api.signIn)
    let registration
    try {
      registration = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        // The challenge is taken (deleted) as it is checked: the same response never works twice.
        expectedChallenge: async (challenge) => (await store.takeChallenge(challenge, 'register', now()))?.subject === expected,
        expectedOrigin: origin,
        expectedRPID: rpId,
        requireUserVerification: false,
      })
    } catch {
      registration = { verified: false as const }
    }
    if (!registration.verified) {
      await store.recordDeskEvent({ kind: 'failure', ...who(request), detail: 'passkey registration refused' }, now())
      return refused(reply, 400, inboxWords.welcome.failed)
    }
    const { credential } = registration.registrationInfo
    const passkey = {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceLabel: body.data.label || deviceName(request.headers['user-agent']),
    }
    let person
    if (token) {
      person = await store.redeemInvitation(token, passkey, now())
      if (!person) return refused(reply, 410, api.invitationUsed)
    } else if (session) {
      person = session.person
      await store.addPasskey(person.id, passkey, now())
    } else return refused(reply, 401, api.signIn)
    await store.recordDeskEvent({ kind: 'registration', ...who(request), personEmail: person.email, detail: passkey.deviceLabel }, now())
    if (token) setSessionCookie(reply, cookie, await store.createSession(person.id, passkey.id, now()))
    return { ok: true }
  })

  app.post('/api/inbox/sign-in/options', limited, async () => {
    const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: 'preferred', allowCredentials: [] })
    await store.saveChallenge(options.challenge, 'sign-in', null, now())
    return options
  })

  app.post('/api/inbox/sign-in/verify', limited, async (request, reply) => {
    const body = signInVerifySchema.safeParse(request.body)
    const passkey = body.success ? await store.passkey(body.data.response.id) : undefined
    let verified = false
    let newCounter = 0
    if (body.success && passkey) {
      try {
        const result = await verifyAuthenticationResponse({
          response: body.data.response as unknown as AuthenticationResponseJSON,
          expectedChallenge: async (challenge) => Boolean(await store.takeChallenge(challenge, 'sign-in', now())),
          expectedOrigin: origin,
          expectedRPID: rpId,
          credential: {
            id: passkey.id,
            publicKey: Buffer.from(passkey.publicKey, 'base64url'),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: false,
        })
        verified = result.verified && (await store.usePasskey(passkey.id, result.authenticationInfo.newCounter, now()))
        newCounter = result.authenticationInfo.newCounter
      } catch {
        verified = false
      }
    }
    const person = verified && passkey ? await store.person(passkey.personId) : undefined
    if (!passkey || !person) {
      // One answer for an unknown passkey, a bad signature and a replay: nothing says which.
      await store.recordDeskEvent({ kind: 'failure', ...who(request), detail: 'sign-in refused' }, now())
      return refused(reply, 401, api.signInFailed)
    }
    setSessionCookie(reply, cookie, await store.createSession(person.id, passkey.id, now()))
    await store.recordDeskEvent(
      { kind: 'sign-in', ...who(request), personEmail: person.email, detail: `${passkey.deviceLabel} (counter ${newCounter})` },
      now(),
    )
    return { ok: true }
  })

  app.post('/api/inbox/sign-out', async (request, reply) => {
    const token = readCookie(request, cookie.name)
    if (token) await store.endSession(token)
    clearSessionCookie(reply, cookie)
    const session = deskSession(request)
    await store.recordDeskEvent({ kind: 'sign-out', ...who(request), personEmail: session?.person.email }, now())
    return { ok: true }
  })

  app.post('/api/inbox/sign-out-everywhere', async (request, reply) => {
    const session = deskSession(request)
    if (!session) return refused(reply, 401, api.signIn)
    const ended = await store.endSessionsOf(session.person.id)
    clearSessionCookie(reply, cookie)
    await store.recordDeskEvent(
      { kind: 'sign-out', ...who(request), personEmail: session.person.email, detail: `everywhere (${ended} sessions)` },
      now(),
    )
    return { ok: true, ended }
  })
}

/** A label for a passkey the person did not name: the kind of device its browser runs on. */
export function deviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? ''
  const device = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android phone'
        : /Mac OS X/.test(ua)
          ? 'Mac'
          : /Windows/.test(ua)
            ? 'Windows computer'
            : /Linux/.test(ua)
              ? 'Linux computer'
              : 'Device'
  return device
}
