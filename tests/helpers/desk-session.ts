// Signing a person in without the passkey ceremony, for the desk's short browser tests (as
// epic-stack's login fixture does): the test opens the desk server's own store (its SQLite file in
// DATA_DIR), makes the person with an invitation redeemed for a stand-in passkey, writes a session
// row and gives the browser context its cookie. The server checks that session as any other, so the
// pages and the API see a signed-in person. One journey still signs in with a real passkey
// (lead-desk.spec.ts).
import { randomBytes } from 'node:crypto'
import type { BrowserContext } from '@playwright/test'
import type { DeskRole } from '#domain/desk-people'
import { openLeadStore } from '../../server/store/store'
import { type ServerStore, withRoomQueries } from '../../server/stores'
import type { DeskServer } from './desk-browser'
import { deskOf } from './databases'

const stores = new Map<string, Promise<ServerStore>>()

/** The desk server's store, opened once per data folder (the caller closes it with `closeDeskStores`). */
export function deskStore(server: DeskServer): Promise<ServerStore> {
  let store = stores.get(server.dataDir)
  if (!store) {
    store = openLeadStore({ dataDir: server.dataDir }).then(withRoomQueries)
    stores.set(server.dataDir, store)
  }
  return store
}

export async function closeDeskStores(): Promise<void> {
  for (const store of stores.values()) await (await store).close()
  stores.clear()
}

/** A person with `role` (made if new) signed in in `context`; answers the session token and the person's id. */
export async function signInAs(context: BrowserContext, server: DeskServer, email: string, role: DeskRole = 'owner') {
  const store = await deskStore(server)
  const invitation = await deskOf(store).createInvitation(email, null, new Date(), { role })
  const passkeyId = randomBytes(16).toString('base64url')
  // Never used to sign in: the session below stands for a finished ceremony.
  const person = await deskOf(store).redeemInvitation(invitation, {
    id: passkeyId,
    publicKey: 'stand-in',
    counter: 0,
    transports: ['internal'],
    deviceLabel: 'Test browser',
  })
  if (!person) throw new Error(`The invitation for ${email} could not be redeemed`)
  const token = await deskOf(store).createSession(person.id, passkeyId)
  // The server's cookie: __Host- (Secure, Path=/, host-only: a domain without a leading dot), which
  // Chromium keeps on http://localhost as a secure context.
  const { hostname } = new URL(server.site)
  await context.addCookies([
    { name: '__Host-desk', value: token, domain: hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Strict' },
  ])
  return { token, personId: person.id }
}
