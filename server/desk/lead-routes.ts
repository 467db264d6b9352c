// The desk's lead endpoints, registered in the desk's signed-in scope (server/desk/routes.ts), each
// reading its signed-in person before it touches the store: the list, a page at a time, with its counts and
// the outbox's health (with the photos the site's daily budget refused), the speed-to-lead and source figures, one lead, its photos, the status and notes (against the lead's version: 409
// when someone else changed it first), "Not spam", the CSV of the current filter, and deleting
// every lead of a person. An id that is malformed, unknown or deleted answers the same 404. Paths,
// requests and answers are the desk's contract (domain/desk-contract): a malformed request is
// refused before the handler runs, with the sentence its route's config names (routes.ts).
import type { FastifyInstance, FastifyReply } from 'fastify'
import { deskApi } from '#domain/desk-contract'
import { median, minutesToFirstContact } from '#domain/first-contact'
import { changeNote, changeQueuesMail, sourcesOverWindows } from '#domain/lead-change'
import { placeShort, presentLead } from '#domain/lead-presenter'
import { inboxWords } from '#content/pages/inbox'
import { jobWords } from '#content/job-words'
import { type RecordsKeep, defaultRecordsKeep } from '#domain/records-kept'
import { fillSlots } from '#domain/slots'
import { leadsCsvStream } from './csv-stream'
import { type Cursor, type LeadFilter, decodeCursor } from './lead-list'
import { outboxKinds } from '../mail/outbox-kinds'
import { choiceWords } from '#domain/visit-plan'
import type { LeadStore } from '../store/store'
import type { VisitStore } from '../visits/visit-queries'
import type { DeskStore } from './desk-store'
import { signedIn } from './door'
import { deskRoute } from '../net/typed-routes'

const api = inboxWords.api

type Options = {
  store: LeadStore & Pick<VisitStore, 'visitRequestsFor'>
  deskStore: DeskStore
  outbox: { nudge(): void }
  now: () => Date
  /** The periods a signed contract's records are kept (RECORDS_KEEP_*_YEARS), for the privacy deletion's explanation. */
  recordsKeep?: RecordsKeep
}

const review = inboxWords.lead.review

const notFound = (reply: FastifyReply) => reply.code(404).send({ ok: false, error: api.notFound })
const conflict = inboxWords.lead.conflict

/** The sentence for a body the schema refused. */
const unreadableChange = { config: { invalid: api.changeUnreadable } }
const matchNeeded = { config: { invalid: api.matchNeeded } }

const filterOf = ({ status, q }: LeadFilter): LeadFilter => ({ status, q })

/** The page asked for: undefined when a cursor is malformed, or both are given. */
function cursorsOf({ before, after }: { before?: string; after?: string }): { before?: Cursor; after?: Cursor } | undefined {
  if (before !== undefined && after !== undefined) return undefined
  const cursor = before ?? after
  if (cursor === undefined) return {}
  const decoded = decodeCursor(cursor)
  if (!decoded) return undefined
  return before !== undefined ? { before: decoded } : { after: decoded }
}

const matchOf = (text: string) => (text.includes('@') ? { email: text } : { phone: text })

export async function inboxLeadRoutes(scope: FastifyInstance, { store, deskStore, outbox, now, recordsKeep }: Options): Promise<void> {
  const keep = recordsKeep ?? defaultRecordsKeep
  const keptWords = (kept: number) =>
    fillSlots(jobWords.privacyKept, { kept, notices: keep.noticeYears, leadSafe: keep.leadSafeYears, contract: keep.contractYears })
  // One page of the list (lead-list.ts): before= / after= a cursor of an earlier answer, one of them.
  deskRoute(scope, 'leads', async (request, reply) => {
    signedIn(request)
    const at = cursorsOf(request.query)
    if (!at) return reply.code(400).send({ ok: false, error: api.cursorUnreadable })
    const [list, health, photosRefused] = await Promise.all([
      deskStore.deskLeads(filterOf(request.query), at, now()),
      deskStore.outboxHealth(now()),
      store.photosRefusedBySiteBudget(now()),
    ])
    return { ...list, leads: list.leads.map((l) => ({ ...l, place: placeShort(l.zip) ?? null })), health: { ...health, photosRefused } }
  })

  // Speed to lead and where leads come from: the median wait before first contact over the last
  // 30 days, and leads and jobs won by source over the last 30 and 90 days.
  deskRoute(scope, 'insights', async (request) => {
    signedIn(request)
    const to = now()
    const daysAgo = (days: number) => new Date(to.getTime() - days * 86_400_000)
    const contacts = await store.firstContacts(daysAgo(30), to)
    const [last30, last90] = await Promise.all([store.leadsBySource(daysAgo(30), to), store.leadsBySource(daysAgo(90), to)])
    const sources = sourcesOverWindows(last30, last90)
    return {
      firstContact: {
        medianMinutes: median(contacts.map((c) => minutesToFirstContact(c.createdAt, c.firstContactedAt))) ?? null,
        count: contacts.length,
      },
      sources,
    }
  })

  // "Ask for a review": once per lead, and only for a Won one.
  deskRoute(scope, 'review', async (request, reply) => {
    signedIn(request)
    const result = await deskStore.requestReview(request.params.id, now())
    if (!result.ok && result.reason === 'missing') return notFound(reply)
    if (!result.ok) return reply.code(409).send({ ok: false, error: result.reason === 'not-won' ? review.notWon : review.already })
    outbox.nudge()
    return { ok: true }
  })

  deskRoute(scope, 'csv', async (request, reply) => {
    signedIn(request)
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${now().toISOString().slice(0, 10)}.csv"`)
      .send(leadsCsvStream(store, filterOf(request.query)))
  })

  deskRoute(scope, 'lead', async (request, reply) => {
    signedIn(request)
    const lead = await store.getLead(request.params.id)
    if (!lead) return notFound(reply)
    const [photos, mail, events, requests] = await Promise.all([
      store.photoInfo([lead.id]),
      store.outboxFor(lead.id),
      deskStore.leadEvents(lead.id),
      store.visitRequestsFor(lead.id),
    ])
    // The details in the words the e-mails use; visitWindows stay as words too for older desk pages.
    const presented = presentLead(lead)
    return {
      lead: { ...lead, visitWindows: presented.visitWindows.map((w) => w.text) },
      presented,
      photos: photos.map((p) => ({ id: p.id, url: deskApi.photo(p.id), width: p.width, height: p.height, position: p.position })),
      mail: mail.map((m) => ({
        kind: m.kind,
        label: outboxKinds[m.kind].label,
        status: m.status,
        attempts: m.attempts,
        lastError: m.lastError,
        sentAt: m.sentAt,
        dueAt: m.status === 'pending' && m.attempts === 0 && m.nextAttemptAt > now().toISOString() ? m.nextAttemptAt : null,
      })),
      events,
      visitRequests: requests.map((r) => ({
        id: r.id,
        kind: r.kind,
        choices: r.choices.map(choiceWords),
        note: r.note,
        at: r.createdAt,
        handled: r.handledAt !== null,
      })),
    }
  })

  deskRoute(scope, 'opened', async (request, reply) => {
    signedIn(request)
    const { id } = request.params
    if (!(await store.getLead(id))) return notFound(reply)
    await deskStore.markOpened(id, now())
    return { ok: true }
  })

  deskRoute(scope, 'change', unreadableChange, async (request, reply) => {
    const me = signedIn(request).person
    const { id } = request.params
    const note = changeNote(request.body)
    const result = await deskStore.changeLead(id, { ...request.body, note, person: me }, now())
    if (!result.ok) return result.reason === 'missing' ? notFound(reply) : reply.code(409).send({ ok: false, error: conflict })
    if (changeQueuesMail(request.body)) outbox.nudge()
    return result
  })

  deskRoute(scope, 'notSpam', unreadableChange, async (request, reply) => {
    const me = signedIn(request).person
    const result = await deskStore.markNotSpam(request.params.id, request.body.version, me, now())
    if (!result.ok) return result.reason === 'missing' ? notFound(reply) : reply.code(409).send({ ok: false, error: conflict })
    outbox.nudge()
    return result
  })

  deskRoute(scope, 'photo', async (request, reply) => {
    signedIn(request)
    const photo = await store.photo(request.params.id)
    if (!photo) return notFound(reply)
    return reply.type(photo.contentType).header('content-disposition', 'inline').send(photo.data)
  })

  deskRoute(scope, 'privacyFind', matchNeeded, async (request) => {
    signedIn(request)
    return { count: (await deskStore.leadsOfPerson(matchOf(request.body.match))).length }
  })

  // The count shown to the person comes back as the confirmation: if more leads matched meanwhile,
  // nothing is deleted and the new count is shown instead.
  deskRoute(scope, 'privacyDelete', matchNeeded, async (request, reply) => {
    const me = signedIn(request).person
    const ids = await deskStore.leadsOfPerson(matchOf(request.body.match))
    if (ids.length !== request.body.count) return reply.code(409).send({ ok: false, count: ids.length, error: api.countChanged })
    const { deleted, kept } = await deskStore.deleteLeads(ids, now())
    await deskStore.recordDeskEvent(
      {
        kind: 'removal',
        address: request.ip,
        userAgent: request.headers['user-agent'],
        personEmail: me.email,
        detail:
          kept > 0 ? `${deleted} leads deleted on request, ${kept} kept for their signed contract` : `${deleted} leads deleted on request`,
      },
      now(),
    )
    await store.forgetDeleted(ids)
    return { ok: true, deleted, kept, keptWhy: kept > 0 ? keptWords(kept) : null }
  })
}
