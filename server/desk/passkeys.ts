// Passkeys (WebAuthn, discoverable credentials) for the lead desk, outside the session: sign-in,
// and registration with a one-time invitation or, for a signed-in person, on another device. Each
// challenge is stored, taken once and expires after 5 minutes, so a replayed response fails. The
// fingerprint, face or screen lock is required (user verification), in the options and in the
// check of every response: a tap alone signs nobody in and adds no passkey. Sign-in and
// registration are rate limited per client. Every sign-in, failure and registration is recorded
// with the time, address and browser. Paths, requests and answers are the desk's contract
// (domain/desk-contract).
import { createHash } from 'node:crypto'
import rateLimit from '@fastify/rate-limit'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { tokenHash } from './access'
import type { DeskSession, DeskStore } from './desk-store'
import { requestClientKey } from '../net/client-address'
import type { DeskConfig } from './relying-party'
import { setSessionCookie } from './session-cookie'
import { deskRoute, typedRoutes } from '../net/typed-routes'
import { signInVerifyBody } from '#domain/desk-contract/schemas'
import { inboxWords } from '#content/pages/inbox'

const api = inboxWords.api

export type PasskeyRoutesOptions = {
  store: DeskStore
  config: Extract<DeskConfig, { enabled: true }>
  /** Sign-in and registration requests per minute per client (DESK_RATE_LIMIT); 0 turns it off. */
  rateLimit: number
  rateLimitStore?: { redis: Redis; nameSpace: string }
  now: () => Date
  /** The session the request came with, if any (registering a passkey on another device). */
  readSession: (request: FastifyRequest, reply: FastifyReply) => Promise<DeskSession | undefined>
}

/** A stable WebAuthn user handle for an address: the same person on one authenticator has one passkey. */
const userHandle = (email: string) => new Uint8Array(createHash('sha256').update(email).digest().subarray(0, 16))

const refused = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ ok: false, error })

export async function passkeyRoutes(scope: FastifyInstance, opts: PasskeyRoutesOptions): Promise<void> {
  const app = typedRoutes(scope)
  const { store, config, now, readSession } = opts
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

  const { rpId, rpName, origin, cookie } = config

  deskRoute(scope, 'registerOptions', limited, async (request, reply) => {
    const session = await readSession(request, reply)
    const token = request.body.token
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
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    const subject = token ? `invitation:${tokenHash(token)}` : `person:${session?.person.id}`
    await store.saveChallenge(options.challenge, 'register', subject, now())
    return options
  })

  deskRoute(scope, 'registerVerify', limited, async (request, reply) => {
    const { token, response, label } = request.body
    const session = await readSession(request, reply)
    const expected = token ? `invitation:${tokenHash(token)}` : session ? `person:${session.person.id}` : undefined
    if (!expected) return refused(reply, 401, api.signIn)
    let registration
    try {
      registration = await verifyRegistrationResponse({
        response,
        // The challenge is taken (deleted) as it is checked: the same response never works twice.
        expectedChallenge: async (challenge) => (await store.takeChallenge(challenge, 'register', now()))?.subject === expected,
        expectedOrigin: origin,
        expectedRPID: rpId,
        requireUserVerification: true,
      })
    } catch {
      registration = { verified: false as const }
    }
    if (!registration.verified) {
      await store.recordDeskEvent({ kind: 'failure', ...who(request), detail: 'passkey registration refused' }, now())
      return refused(reply, 400, inboxWords.welcome.failed)
    }
    const { credential } = registration.registrationInfo
    // The same authenticator's credential twice (a second registration of one passkey): a 409 with
    // a sentence, never the database's unique-key error.
    if (await store.passkey(credential.id)) return refused(reply, 409, api.passkeyKnown)
    const passkey = {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceLabel: label || deviceName(request.headers['user-agent']),
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

  deskRoute(scope, 'signInOptions', limited, async () => {
    const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: 'required', allowCredentials: [] })
    await store.saveChallenge(options.challenge, 'sign-in', null, now())
    return options
  })

  // The body is checked here, not by the route: a malformed answer is refused and recorded as
  // every other failed sign-in is (401), never told apart by a 400.
  deskRoute(scope, 'signInVerify', limited, async (request, reply) => {
    const body = signInVerifyBody.safeParse(request.body)
    const passkey = body.success ? await store.passkey(body.data.response.id) : undefined
    let verified = false
    let newCounter = 0
    if (body.success && passkey) {
      try {
        const result = await verifyAuthenticationResponse({
          response: body.data.response,
          expectedChallenge: async (challenge) => Boolean(await store.takeChallenge(challenge, 'sign-in', now())),
          expectedOrigin: origin,
          expectedRPID: rpId,
          credential: {
            id: passkey.id,
            publicKey: Buffer.from(passkey.publicKey, 'base64url'),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: true,
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
