// The desk's people endpoints, behind the guard: who may sign in and with which passkeys, the
// record of sign-ins, failures, invitations and removals, inviting a person (the link is shown
// to the inviter and e-mailed), and removing a person or a passkey (their sessions end at once).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as z from 'zod'
import { invitationMessage } from '../leads/invitation-mail'
import type { LeadStore } from '../leads/store'
import { deskSession } from '../desk/door'
import { inboxWords } from '#content/pages/inbox'

const api = inboxWords.api

type Options = {
  store: LeadStore
  siteUrl: string
  sendMail?: (message: { to: string; subject: string; text: string }) => Promise<void>
  now: () => Date
}

const inviteSchema = z.object({ email: z.email().max(200) })
const notFound = (reply: FastifyReply) => reply.code(404).send({ ok: false, error: api.notFound })

export async function inboxPeopleRoutes(app: FastifyInstance, { store, siteUrl, sendMail, now }: Options): Promise<void> {
  const me = (request: FastifyRequest) => {
    const session = deskSession(request)
    if (!session) throw Object.assign(new Error(api.signIn), { statusCode: 401 })
    return session
  }
  const who = (request: FastifyRequest) => ({
    address: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    personEmail: me(request).person.email,
  })

  app.get('/api/inbox/people', async (request) => {
    const session = me(request)
    const people = await store.people()
    return {
      me: session.person.id,
      currentPasskey: session.passkeyId,
      people: people.map((p) => ({
        id: p.id,
        email: p.email,
        createdAt: p.createdAt,
        passkeys: p.passkeys.map((k) => ({ id: k.id, label: k.deviceLabel, createdAt: k.createdAt, lastUsedAt: k.lastUsedAt })),
      })),
      events: await store.deskEvents(50),
    }
  })

  app.post('/api/inbox/invitations', async (request, reply) => {
    const body = inviteSchema.safeParse(request.body)
    if (!body.success) return reply.code(400).send({ ok: false, error: api.emailNeeded })
    const token = await store.createInvitation(body.data.email, me(request).person.id, now())
    const link = `${siteUrl}/inbox/welcome?token=${token}`
    await store.recordDeskEvent({ kind: 'invitation', ...who(request), detail: `for ${body.data.email}` }, now())
    let mailed = false
    if (sendMail) {
      const message = invitationMessage(body.data.email, link, '')
      mailed = await sendMail({ to: body.data.email, subject: String(message.subject), text: String(message.text) }).then(
        () => true,
        () => false,
      )
    }
    return { ok: true, link, mailed }
  })

  app.post('/api/inbox/people/:id/remove', async (request, reply) => {
    const id = Number((request.params as { id?: string }).id)
    const removed = Number.isInteger(id) && id > 0 ? await store.removePerson(id) : undefined
    if (!removed) return notFound(reply)
    await store.recordDeskEvent({ kind: 'removal', ...who(request), detail: `person ${removed.email}` }, now())
    return { ok: true }
  })

  app.post('/api/inbox/passkeys/:id/remove', async (request, reply) => {
    const id = (request.params as { id?: string }).id ?? ''
    const removed = id.length > 0 && id.length < 1400 ? await store.removePasskey(id) : undefined
    if (!removed) return notFound(reply)
    await store.recordDeskEvent({ kind: 'removal', ...who(request), detail: `passkey ${removed.deviceLabel}` }, now())
    return { ok: true }
  })
}
