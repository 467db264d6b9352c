// The desk's lead endpoints, registered in the desk's signed-in scope (server/desk/routes.ts), each
// reading its signed-in person before it touches the store: the list with its counts and
// the outbox's health (with the photos the site's daily budget refused), the speed-to-lead and source figures, one lead, its photos, the status and notes (against the lead's version: 409
// when someone else changed it first), "Not spam", the CSV of the current filter, and deleting
// every lead of a person. An id that is malformed, unknown or deleted answers the same 404.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as z from 'zod'
import { median, minutesToFirstContact } from '#domain/first-contact'
import { isCalendarDate, isClockTime, visitLabel } from '#domain/morning-digest'
import { findVisitWindow } from '#domain/visit-windows'
import { inboxWords } from '#content/pages/inbox'
import { fillTokens } from '#domain/tokens'
import { leadsCsv } from '../mail/format'
import { matchesSearch } from './lead-queries'
import { type LeadStatus, type LeadStore, isLeadStatus, leadStatuses } from '../store/store'
import type { DeskStore } from './desk-store'
import { signedIn } from './door'
import { rowId } from './ids'

const api = inboxWords.api

type Options = { store: LeadStore; deskStore: DeskStore; outbox: { nudge(): void }; now: () => Date }

const review = inboxWords.lead.review

const notFound = (reply: FastifyReply) => reply.code(404).send({ ok: false, error: api.notFound })
const conflict = inboxWords.lead.conflict

const filterSchema = z.object({ status: z.string().optional(), q: z.string().max(200).optional() })
const changeSchema = z.object({
  version: z.number().int().positive(),
  status: z.enum(leadStatuses).optional(),
  note: z.string().max(4000).optional(),
  // The booked visit's date on the business's calendar and its time, if set; null clears it.
  visit: z
    .object({ on: z.string().refine(isCalendarDate), time: z.string().refine(isClockTime).nullable() })
    .nullable()
    .optional(),
})
const versionSchema = z.object({ version: z.number().int().positive() })
const matchSchema = z.object({ match: z.string().trim().min(3).max(200), count: z.number().int().nonnegative().optional() })

function filterOf(request: FastifyRequest): { status?: LeadStatus; q?: string } {
  const parsed = filterSchema.safeParse(request.query)
  if (!parsed.success) return {}
  return { status: isLeadStatus(parsed.data.status) ? parsed.data.status : undefined, q: parsed.data.q }
}

const matchOf = (text: string) => (text.includes('@') ? { email: text } : { phone: text })

export async function inboxLeadRoutes(app: FastifyInstance, { store, deskStore, outbox, now }: Options): Promise<void> {
  app.get('/api/inbox/leads', async (request) => {
    signedIn(request)
    const { leads, counts } = await deskStore.deskLeads(filterOf(request))
    return {
      counts,
      health: { ...(await deskStore.outboxHealth(now())), photosRefused: await store.photosRefusedBySiteBudget(now()) },
      leads: leads.map((l) => ({
        id: l.id,
        name: l.name,
        form: l.form,
        projectType: l.projectType,
        zip: l.zip,
        inArea: l.inArea,
        photoCount: l.photoCount,
        estimate: Boolean(l.estimate),
        createdAt: l.createdAt,
        status: l.status,
        opened: l.openedAt !== null,
        visit: l.visit,
      })),
    }
  })

  // Speed to lead and where leads come from: the median wait before first contact over the last
  // 30 days, and leads and jobs won by source over the last 30 and 90 days.
  app.get('/api/inbox/insights', async (request) => {
    signedIn(request)
    const to = now()
    const daysAgo = (days: number) => new Date(to.getTime() - days * 86_400_000)
    const contacts = await store.firstContacts(daysAgo(30), to)
    const [last30, last90] = await Promise.all([store.leadsBySource(daysAgo(30), to), store.leadsBySource(daysAgo(90), to)])
    const sources = last90.map(({ source, leads, won }) => {
      const recent = last30.find((r) => r.source === source)
      return { source, leads30: recent?.leads ?? 0, won30: recent?.won ?? 0, leads90: leads, won90: won }
    })
    return {
      firstContact: {
        medianMinutes: median(contacts.map((c) => minutesToFirstContact(c.createdAt, c.firstContactedAt))) ?? null,
        count: contacts.length,
      },
      sources,
    }
  })

  // "Ask for a review": once per lead, and only for a Won one.
  app.post('/api/inbox/leads/:id/review', async (request, reply) => {
    signedIn(request)
    const id = rowId((request.params as { id?: string }).id)
    const result = id === undefined ? undefined : await deskStore.requestReview(id, now())
    if (!result || (!result.ok && result.reason === 'missing')) return notFound(reply)
    if (!result.ok) return reply.code(409).send({ ok: false, error: result.reason === 'not-won' ? review.notWon : review.already })
    outbox.nudge()
    return { ok: true }
  })

  app.get('/api/inbox/leads.csv', async (request, reply) => {
    signedIn(request)
    const filter = filterOf(request)
    const leads = (await store.allLeads()).filter((l) => (!filter.status || l.status === filter.status) && matchesSearch(l, filter.q ?? ''))
    const photos = await store.photoInfo(leads.map((l) => l.id))
    const csv = leadsCsv(leads.map((l) => ({ ...l, photos: photos.filter((p) => p.leadId === l.id) })))
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${now().toISOString().slice(0, 10)}.csv"`)
      .send(csv)
  })

  app.get('/api/inbox/leads/:id', async (request, reply) => {
    signedIn(request)
    const id = rowId((request.params as { id?: string }).id)
    const lead = id === undefined ? undefined : await store.getLead(id)
    if (!lead) return notFound(reply)
    const [photos, mail, events] = await Promise.all([store.photoInfo([lead.id]), store.outboxFor(lead.id), deskStore.leadEvents(lead.id)])
    return {
      lead: { ...lead, visitWindows: lead.visitWindows.map((w) => findVisitWindow(w)?.label ?? w) },
      photos: photos.map((p) => ({ id: p.id, url: `/api/inbox/photos/${p.id}`, width: p.width, height: p.height, position: p.position })),
      mail: mail.map((m) => ({ kind: m.kind, status: m.status, attempts: m.attempts, lastError: m.lastError, sentAt: m.sentAt })),
      events,
    }
  })

  app.post('/api/inbox/leads/:id/opened', async (request, reply) => {
    signedIn(request)
    const id = rowId((request.params as { id?: string }).id)
    if (id === undefined || !(await store.getLead(id))) return notFound(reply)
    await deskStore.markOpened(id, now())
    return { ok: true }
  })

  app.post('/api/inbox/leads/:id', async (request, reply) => {
    const me = signedIn(request).person
    const id = rowId((request.params as { id?: string }).id)
    if (id === undefined) return notFound(reply)
    const body = changeSchema.safeParse(request.body)
    if (!body.success) return reply.code(400).send({ ok: false, error: api.changeUnreadable })
    // A visit set or cleared is written in the lead's history, beside any note sent with it.
    const { visit } = body.data
    const visitNote =
      visit === undefined
        ? undefined
        : visit
          ? fillTokens(inboxWords.lead.visit.history, { when: visitLabel(visit) })
          : inboxWords.lead.visit.cleared
    const note = [visitNote, body.data.note?.trim()].filter(Boolean).join('\n') || undefined
    const result = await deskStore.changeLead(id, { ...body.data, note, person: me }, now())
    if (!result.ok) return result.reason === 'missing' ? notFound(reply) : reply.code(409).send({ ok: false, error: conflict })
    return result
  })

  app.post('/api/inbox/leads/:id/not-spam', async (request, reply) => {
    const me = signedIn(request).person
    const id = rowId((request.params as { id?: string }).id)
    if (id === undefined) return notFound(reply)
    const body = versionSchema.safeParse(request.body)
    if (!body.success) return reply.code(400).send({ ok: false, error: api.changeUnreadable })
    const result = await deskStore.markNotSpam(id, body.data.version, me, now())
    if (!result.ok) return result.reason === 'missing' ? notFound(reply) : reply.code(409).send({ ok: false, error: conflict })
    outbox.nudge()
    return result
  })

  app.get('/api/inbox/photos/:id', async (request, reply) => {
    signedIn(request)
    const id = rowId((request.params as { id?: string }).id)
    const photo = id === undefined ? undefined : await store.photo(id)
    if (!photo) return notFound(reply)
    return reply.type(photo.contentType).header('content-disposition', 'inline').send(photo.data)
  })

  app.post('/api/inbox/privacy/find', async (request, reply) => {
    signedIn(request)
    const body = matchSchema.safeParse(request.body)
    if (!body.success) return reply.code(400).send({ ok: false, error: api.matchNeeded })
    return { count: (await deskStore.leadsOfPerson(matchOf(body.data.match))).length }
  })

  // The count shown to the person comes back as the confirmation: if more leads matched meanwhile,
  // nothing is deleted and the new count is shown instead.
  app.post('/api/inbox/privacy/delete', async (request, reply) => {
    const me = signedIn(request).person
    const body = matchSchema.safeParse(request.body)
    if (!body.success || body.data.count === undefined) return reply.code(400).send({ ok: false, error: api.matchNeeded })
    const ids = await deskStore.leadsOfPerson(matchOf(body.data.match))
    if (ids.length !== body.data.count) return reply.code(409).send({ ok: false, count: ids.length, error: api.countChanged })
    const deleted = await deskStore.deleteLeads(ids)
    await deskStore.recordDeskEvent(
      {
        kind: 'removal',
        address: request.ip,
        userAgent: request.headers['user-agent'],
        personEmail: me.email,
        detail: `${deleted} leads deleted on request`,
      },
      now(),
    )
    await store.forgetDeleted(ids)
    return { ok: true, deleted }
  })
}
