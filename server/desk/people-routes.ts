// The desk's people endpoints, in the desk's signed-in scope (server/desk/routes.ts): who may sign in, with which role and passkeys,
// the pending invitations and the record of sign-ins and changes; inviting a new person (the link
// is shown to the inviter and e-mailed), revoking an invitation, making a person an owner or a
// helper, and removing a person or a passkey (their sessions end at once). Each handler reads the
// signed-in person first; who may do what is domain/desk-people.ts, and the store keeps the last
// owner who can sign in. Invitations are limited per person and per client, counted in the store
// (so every instance agrees). Ids in paths are parsed strictly: a person's or an invitation's as a
// lead's, a passkey's as bounded base64url; anything else is the same 404. Paths, requests and
// answers are the desk's contract (domain/desk-contract), checked before the handler runs.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type PeopleAnswer, deskApi } from '#domain/desk-contract'
import { deskRules } from '#domain/desk-people'
import { invitationMessage } from '../mail/invitation-mail'
import { invitationsPerHour } from './invitations'
import type { DeskEventKind } from './records'
import type { DeskStore } from './desk-store'
import { signedIn } from './door'
import { deskRoute } from '../net/typed-routes'
import { requestClientKey } from '../net/client-address'
import { inboxWords } from '#content/pages/inbox'
import { fillTokens } from '#domain/tokens'
import { absoluteDeskUrl, deskUrl } from '#domain/desk-url'

const api = inboxWords.api

type Options = {
  store: DeskStore
  siteUrl: string
  sendMail?: (message: { to: string; subject: string; text: string }) => Promise<void>
  now: () => Date
}

const refuse = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ ok: false, error })
const notFound = (reply: FastifyReply) => refuse(reply, 404, api.notFound)

export async function inboxPeopleRoutes(scope: FastifyInstance, { store, siteUrl, sendMail, now }: Options): Promise<void> {
  const hourAgo = () => new Date(now().getTime() - 3_600_000)

  deskRoute(scope, 'people', async (request) => {
    const session = signedIn(request)
    const people = await store.people()
    const answer: PeopleAnswer = {
      me: session.person.id,
      currentPasskey: session.passkeyId,
      people: people.map((p) => ({
        id: p.id,
        email: p.email,
        role: p.role,
        createdAt: p.createdAt,
        passkeys: p.passkeys.map((k) => ({
          id: k.id,
          label: k.deviceLabel,
          createdAt: k.createdAt,
          lastUsedAt: k.lastUsedAt,
          origin: k.origin,
          invitation: k.invitation,
        })),
      })),
      invitations: await store.pendingInvitations(now()),
      events: await store.deskEvents(50),
      calendarFeed: await store.calendarFeedOf(session.person.id),
    }
    return answer
  })

  const invitation = { config: { invalid: api.emailNeeded } }
  deskRoute(scope, 'invitations', invitation, async (request, reply) => {
    const session = signedIn(request)
    const { email, role } = request.body
    if (!deskRules.mayInvite(session.person, role)) return refuse(reply, 403, api.ownersOnly)
    const client = requestClientKey(request)
    const made = Math.max(
      await store.invitationsMadeSince({ personId: session.person.id }, hourAgo()),
      await store.invitationsMadeSince({ client }, hourAgo()),
    )
    if (made >= invitationsPerHour) return refuse(reply, 429, api.tooManyInvitations)
    const existing = await store.personByEmail(email)
    if (existing) return refuse(reply, 409, fillTokens(api.personExists, { email: existing.email }))
    const token = await store.createInvitation(email, session.person.id, now(), { role, client })
    const link = `${absoluteDeskUrl(siteUrl, deskUrl.welcome())}?token=${token}`
    await record(request, 'invitation', `for ${email} (${role})`)
    let mailed = false
    if (sendMail) {
      const message = invitationMessage(email, link, '')
      mailed = await sendMail({ to: email, subject: String(message.subject), text: String(message.text) }).then(
        () => true,
        () => false,
      )
    }
    return { ok: true, link, mailed }
  })

  deskRoute(scope, 'revokeInvitation', async (request, reply) => {
    const session = signedIn(request)
    const invitation = (await store.pendingInvitations(now())).find((i) => i.id === request.params.id)
    if (!invitation) return notFound(reply)
    if (!deskRules.mayRevoke(session.person, invitation.invitedBy?.id ?? null)) return refuse(reply, 403, api.ownersOnly)
    if (!(await store.revokeInvitation(invitation.id, now()))) return notFound(reply)
    await record(request, 'revocation', `invitation for ${invitation.email}`)
    return { ok: true }
  })

  deskRoute(scope, 'role', async (request, reply) => {
    const session = signedIn(request)
    if (!deskRules.mayChangeRoles(session.person)) return refuse(reply, 403, api.ownersOnly)
    const changed = await store.setRole(request.params.id, request.body.role, now())
    if (!changed.ok) return changed.reason === 'last-owner' ? refuse(reply, 409, api.lastOwner) : notFound(reply)
    await record(request, 'role', `${changed.value.email} is now ${changed.value.role}`)
    return { ok: true }
  })

  deskRoute(scope, 'removePerson', async (request, reply) => {
    const session = signedIn(request)
    const { id } = request.params
    if (!deskRules.mayRemovePerson(session.person, id)) return refuse(reply, 403, api.ownersOnly)
    const removed = await store.removePerson(id, now())
    if (!removed.ok) return removed.reason === 'last-owner' ? refuse(reply, 409, api.lastOwner) : notFound(reply)
    const invitees = removed.value.invitees.map((p) => p.email)
    await record(
      request,
      'removal',
      `person ${removed.value.email}${invitees.length ? ` and the helpers they invited: ${invitees.join(', ')}` : ''}`,
    )
    return { ok: true }
  })

  deskRoute(scope, 'removePasskey', async (request, reply) => {
    const session = signedIn(request)
    const passkey = await store.passkey(request.params.id)
    if (!passkey) return notFound(reply)
    if (!deskRules.mayRemovePasskey(session.person, passkey.personId)) return refuse(reply, 403, api.ownersOnly)
    const removed = await store.removePasskey(passkey.id)
    if (!removed.ok) return removed.reason === 'last-owner' ? refuse(reply, 409, api.lastOwner) : notFound(reply)
    await record(request, 'removal', `passkey ${removed.value.deviceLabel}`)
    return { ok: true }
  })

  // Each person makes and stops their own calendar address; the address is answered this once.
  deskRoute(scope, 'makeCalendarFeed', async (request) => {
    const session = signedIn(request)
    const secret = await store.makeCalendarFeed(session.person.id, now())
    await record(request, 'calendar', 'made')
    return { ok: true, url: absoluteDeskUrl(siteUrl, deskApi.calendarFeed(`${secret}.ics`)) }
  })

  deskRoute(scope, 'revokeCalendarFeed', async (request, reply) => {
    const session = signedIn(request)
    if (!(await store.revokeCalendarFeed(session.person.id))) return notFound(reply)
    await record(request, 'calendar', 'stopped')
    return { ok: true }
  })

  /** Writes the desk's record of a change, under the signed-in person's address. */
  async function record(request: FastifyRequest, kind: DeskEventKind, detail: string) {
    await store.recordDeskEvent(
      { kind, address: request.ip, userAgent: request.headers['user-agent'], personEmail: signedIn(request).person.email, detail },
      now(),
    )
  }
}
