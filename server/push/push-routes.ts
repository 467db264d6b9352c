// The desk's alert endpoints, in its signed-in scope (server/desk/routes.ts): the VAPID public key a
// device subscribes with and which devices have alerts on; turning alerts on for this device (its
// push subscription, stored for the signed-in person and the passkey the session signed in with)
// and off (only the person's own). Paths, bodies and answers are the desk's contract.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { inboxWords } from '#content/pages/inbox'
import { deskRoute } from '../net/typed-routes'
import type { PushStore } from './push-queries'

export type PushRoutesOptions = {
  store: PushStore
  publicKey: string
  now: () => Date
  /** The desk's session of the request (server/desk/door.ts), passed in: the desk sits above push. */
  signedIn: (request: FastifyRequest) => { person: { id: number }; passkeyId: string }
}

export async function inboxPushRoutes(scope: FastifyInstance, { store, publicKey, now, signedIn }: PushRoutesOptions): Promise<void> {
  deskRoute(scope, 'alerts', async (request) => {
    const session = signedIn(request)
    const { passkeys, mine } = await store.alertDevices(session.person.id)
    return { publicKey, devices: passkeys, mine }
  })

  const invalid = { invalid: inboxWords.api.unreadable }
  deskRoute(scope, 'alertsOn', { config: invalid }, async (request) => {
    const session = signedIn(request)
    const { endpoint, keys } = request.body
    await store.subscribe({ personId: session.person.id, passkeyId: session.passkeyId, endpoint, ...keys }, now())
    return { ok: true }
  })

  deskRoute(scope, 'alertsOff', { config: invalid }, async (request) => {
    const session = signedIn(request)
    await store.unsubscribe(session.person.id, request.body.endpoint)
    return { ok: true }
  })
}
