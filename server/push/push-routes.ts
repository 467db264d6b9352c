// The desk's alert endpoints, in its signed-in scope (server/desk/routes.ts): the VAPID public key a
// device subscribes with and which devices have alerts on; turning alerts on for this device (its
// push subscription, stored for the signed-in person and the passkey the session signed in with)
// and off (only the person's own). Paths, bodies and answers are the desk's contract.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { inboxWords } from '#content/pages/inbox'
import { deskAlertWords } from '#content/pages/desk-alerts'
import { fillSlots } from '#domain/slots'
import { readSettings } from '#config/settings'
import { deskRoute } from '../net/typed-routes'
import type { PushStore } from './push-queries'
import { type PushEndpoints, pushEndpointPolicy } from './push-endpoint'

export type PushRoutesOptions = {
  store: PushStore
  publicKey: string
  now: () => Date
  /** The desk's session of the request (server/desk/door.ts), passed in: the desk sits above push. */
  signedIn: (request: FastifyRequest) => { person: { id: number }; passkeyId: string }
  /** Where a device's endpoint may point (push-endpoint.ts). */
  endpoints?: PushEndpoints
  /** PUSH_MAX_PER_PERSON and PUSH_MAX_PER_PASSKEY: devices with alerts on. */
  caps?: { perPerson: number; perPasskey: number }
}

/** The settings' own defaults (PUSH_MAX_PER_PERSON, PUSH_MAX_PER_PASSKEY), for a caller that passes none. */
const defaults = readSettings({}).push
const defaultCaps = { perPerson: defaults.maxPerPerson, perPasskey: defaults.maxPerPasskey }

export async function inboxPushRoutes(scope: FastifyInstance, options: PushRoutesOptions): Promise<void> {
  const { store, publicKey, now, signedIn, endpoints = pushEndpointPolicy(), caps = defaultCaps } = options

  // Only the caller's own devices: another person's passkey ids are not theirs to see.
  deskRoute(scope, 'alerts', async (request) => {
    const session = signedIn(request)
    const { passkeys, mine } = await store.alertDevices(session.person.id)
    return { publicKey, devices: passkeys, mine }
  })

  const invalid = { invalid: inboxWords.api.unreadable }
  deskRoute(scope, 'alertsOn', { config: invalid }, async (request, reply) => {
    const session = signedIn(request)
    const { endpoint, keys } = request.body
    const refused = await endpoints.whyRefused(endpoint)
    if (refused) return reply.code(400).send({ ok: false, error: refused })
    const subscription = { personId: session.person.id, passkeyId: session.passkeyId, endpoint, ...keys }
    const outcome = await store.subscribeWithin(subscription, caps, now())
    if (outcome === 'taken') return reply.code(409).send({ ok: false, error: deskAlertWords.refusals.taken })
    if (outcome === 'person-full')
      return reply.code(409).send({ ok: false, error: fillSlots(deskAlertWords.refusals.personFull, { count: String(caps.perPerson) }) })
    if (outcome === 'passkey-full')
      return reply.code(409).send({ ok: false, error: fillSlots(deskAlertWords.refusals.passkeyFull, { count: String(caps.perPasskey) }) })
    return { ok: true }
  })

  deskRoute(scope, 'alertsOff', { config: invalid }, async (request) => {
    const session = signedIn(request)
    await store.unsubscribe(session.person.id, request.body.endpoint)
    return { ok: true }
  })
}
