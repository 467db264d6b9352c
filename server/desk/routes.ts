// The lead desk's routes, all in one Fastify scope (server/desk/door.ts has its hooks): outside the
// session only the public state, sign-in and registration (passkeys.ts) and the sign-in and
// welcome pages; every other desk route, API or page, is registered in the inner scope whose hook
// requires a session, so deny is the default for whatever is added there later. With the desk off
// (SITE_URL cannot hold passkeys) only the state and the pages (which send to the sign-in page,
// where the reason is shown) are registered: no desk API exists at all.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import type { LeadStore } from '../store/store'
import type { VisitStore } from '../visits/visit-queries'
import type { DeskStore } from './desk-store'
import type { Site } from '../plugins/site'
import { useCookies } from '../plugins/cookies'
import { inboxLeadRoutes } from './lead-routes'
import { inboxEarningsRoutes } from './earnings-routes'
import { inboxPeopleRoutes } from './people-routes'
import { type DeskQuoteStore, inboxQuoteRoutes } from './quote-routes'
import { quotePdf } from '../quotes/quote-pdf'
import type { QuotePdfMaker } from '../mail/quote-mail-facts'
import { type PushRoutesOptions, inboxPushRoutes } from '../push/push-routes'
import { deskPaths, deskScopeHooks, markDeskRoutes, requireSession, sessionReader, signedIn } from './door'
import { passkeyRoutes } from './passkeys'
import type { DeskConfig } from './relying-party'
import { clearSessionCookie, readCookie } from './session-cookie'
import { deskRoute, typedRoutes } from '../net/typed-routes'
import { inboxJobRoutes } from './job-routes'
import type { RecordsKeep } from '#domain/records-kept'
import { inboxWords } from '#content/pages/inbox'
import { feedDaysFrom, ownerFeed } from '../calendar/owner-feed'
import { limitFeedReads } from '../calendar/feed-limit'
import { deskAppFiles, deskLeadId, deskUrl, movedDeskUrl } from '#domain/desk-url'

const api = inboxWords.api

export type InboxRoutesOptions = {
  store: LeadStore & Pick<VisitStore, 'visitRequestsFor'>
  /** The desk's own queries over the same database (desk-store.ts). */
  deskStore: DeskStore
  config: DeskConfig
  /** Answers the desk's pages (the built shells). */
  site: Site
  /** SITE_URL, for invitation links. */
  siteUrl: string
  outbox: { nudge(): void }
  /** The desk's push alerts (server/push/): the store and the VAPID public key; without them, no alert endpoints. */
  push?: Omit<PushRoutesOptions, 'now' | 'signedIn'>
  /** The written quotes' queries (server/quotes/) and, for a test, another PDF maker; without them, no quote endpoints. */
  quotes?: { store: DeskQuoteStore; pdf?: QuotePdfMaker }
  /** Sign-in and registration requests per minute per client (DESK_RATE_LIMIT); 0 turns it off. */
  rateLimit: number
  rateLimitStore?: { redis: Redis; nameSpace: string }
  /** Sends invitations made in the desk; left out, the inviter passes the link on. */
  sendMail?: (message: { to: string; subject: string; text: string }) => Promise<void>
  now?: () => Date
  /** The contract's settings (record 039): HOME_SOLICITATION_NOTICE and RECORDS_KEEP_*_YEARS; unset: on and the defaults. */
  records?: { homeSolicitationNotice: boolean; keep: RecordsKeep }
}

/** A unique key broken by a race (the same passkey registered twice at once): PostgreSQL 23505, SQLite's constraint. */
const isUniqueViolation = (error: { code?: unknown }) =>
  error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || error.code === 'SQLITE_CONSTRAINT_UNIQUE'

/** The desk's errors: a client's mistake is a 4xx with one of the desk's sentences, anything else a 500 without details. */
function deskErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isUniqueViolation(error)) return reply.code(409).send({ ok: false, error: api.doneAlready })
  // A request its route's schema refused (the contract's, domain/desk-contract): an id that is
  // not one is the same 404 as an unknown one; a body or query, the route's own sentence.
  if (error.validation) {
    if (error.validationContext === 'params') return reply.code(404).send({ ok: false, error: api.notFound })
    return reply.code(400).send({ ok: false, error: request.routeOptions.config.invalid ?? api.unreadable })
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    // Never the framework's or the database's own text: it may name internals or echo the request.
    // A 429 is the sign-in or the calendar feed's rate limit's (@fastify/rate-limit throws its answer here).
    // A body beyond its route's limit (413) gets the route's own sentence for it, if it has one.
    const sentence =
      { 401: api.signIn, 404: api.notFound, 413: request.routeOptions.config.tooLarge, 429: inboxWords.signIn.tooMany }[status] ??
      api.unreadable
    return reply.code(status).send({ ok: false, error: sentence })
  }
  request.log.error({ err: error, route: request.routeOptions.url }, 'desk error')
  return reply.code(500).send({ ok: false, error: api.failed })
}

export async function inboxRoutes(app: FastifyInstance, opts: InboxRoutesOptions): Promise<void> {
  const { store, deskStore, config, site } = opts
  await useCookies(app)
  const now = opts.now ?? (() => new Date())
  const door = { store: deskStore, config, now }
  const readSession = sessionReader(door)
  // Every desk page is the one desk document; its router renders what the address names.
  const page = (request: FastifyRequest, reply: FastifyReply) => site.answerDesk(request, reply)

  app.decorateRequest('deskSessionValue', null)
  app.setErrorHandler(deskErrors)
  deskScopeHooks(app, config)
  markDeskRoutes(app, 'public')

  deskRoute(app, 'state', async (request, reply) => ({
    enabled: config.enabled,
    reason: config.enabled ? null : config.reason,
    signedIn: Boolean(await readSession(request, reply)),
  }))
  app.get(deskPaths.signIn, page)
  app.get(deskPaths.welcome, page)
  // The owner's calendar, read by a calendar app without a session: the secret in the address is
  // the key; a stopped or made-up one is the same 404 (the route's schema refuses a malformed one).
  // In a scope of its own for its rate limit (calendar/feed-limit.ts).
  if (config.enabled) {
    await app.register(async (feed) => {
      await limitFeedReads(feed, opts.rateLimitStore)
      deskRoute(feed, 'calendarFeed', async (request, reply) => {
        const secret = request.params.file.slice(0, -'.ics'.length)
        if (!(await deskStore.calendarFeedOpens(secret))) return reply.code(404).send({ ok: false, error: api.notFound })
        const { from, to } = feedDaysFrom(now())
        const [visits, jobs] = await Promise.all([deskStore.bookedVisits(from, to), deskStore.jobStarts(from, to)])
        const body = ownerFeed(visits, opts.siteUrl, now(), jobs)
        return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="visits.ics"').send(body)
      })
    })
  }
  // The installable desk's worker, manifest and icons: a browser fetches a manifest without cookies.
  for (const name of deskAppFiles) app.get(`/inbox/${name}`, (request, reply) => site.answerDeskFile(request, reply, name))
  if (config.enabled) {
    await app.register(passkeyRoutes, {
      store: deskStore,
      config,
      rateLimit: opts.rateLimit,
      rateLimitStore: opts.rateLimitStore,
      now,
      readSession,
    })
  }

  await app.register(async (scope) => {
    const desk = typedRoutes(scope)
    markDeskRoutes(desk, 'signed-in')
    desk.addHook('onRequest', requireSession(door))
    desk.get(deskUrl.list(), page)
    desk.get(deskUrl.people(), page)
    desk.get<{ Params: { id: string } }>('/inbox/leads/:id', (request, reply) =>
      deskLeadId(request.params.id) === undefined ? site.notFound(request, reply) : page(request, reply),
    )
    // The old address of a lead (in owners' mailboxes: digests, e-mails): moved for good.
    desk.get('/inbox/lead', (request, reply) => {
      const query = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1 || request.url.length))
      return reply.redirect(movedDeskUrl('/inbox/lead', query) ?? deskUrl.list(), 301)
    })
    // Any other desk address is the site's 404 page (still only for a signed-in person).
    desk.get('/inbox/*', (request, reply) => site.notFound(request, reply))
    if (!config.enabled) return
    const { cookie } = config
    await desk.register(inboxLeadRoutes, { store, deskStore, outbox: opts.outbox, now, recordsKeep: opts.records?.keep })
    await desk.register(inboxJobRoutes, {
      deskStore,
      outbox: opts.outbox,
      now,
      homeSolicitationNotice: opts.records?.homeSolicitationNotice ?? true,
    })
    await desk.register(inboxEarningsRoutes, { store, now })
    await desk.register(inboxPeopleRoutes, { store: deskStore, siteUrl: opts.siteUrl, sendMail: opts.sendMail, now })
    if (opts.push) await desk.register(inboxPushRoutes, { ...opts.push, now, signedIn })
    if (opts.quotes) {
      const quotes = opts.quotes.store
      const pdf = opts.quotes.pdf ?? quotePdf
      await desk.register(inboxQuoteRoutes, { store, quotes, pdf, outbox: opts.outbox, now })
    }

    deskRoute(desk, 'signOut', async (request, reply) => {
      const session = signedIn(request)
      const token = readCookie(request, cookie.name)
      if (token) await deskStore.endSession(token)
      // Signed out, the device's alerts are off (docs/decisions/030-push-alerts-fenced.md).
      if (session.passkeyId) await opts.push?.store.alertsOffOnSignOut(session.person.id, session.passkeyId)
      clearSessionCookie(reply, cookie)
      await deskStore.recordDeskEvent({ kind: 'sign-out', ...who(request), personEmail: session.person.email }, now())
      return { ok: true }
    })

    deskRoute(desk, 'signOutEverywhere', async (request, reply) => {
      const session = signedIn(request)
      const ended = await deskStore.endSessionsOf(session.person.id)
      await opts.push?.store.alertsOffOnSignOut(session.person.id, null)
      clearSessionCookie(reply, cookie)
      await deskStore.recordDeskEvent(
        { kind: 'sign-out', ...who(request), personEmail: session.person.email, detail: `everywhere (${ended} sessions)` },
        now(),
      )
      return { ok: true, ended }
    })
  })
}

const who = (request: FastifyRequest) => ({ address: request.ip, userAgent: request.headers['user-agent'] ?? null })
