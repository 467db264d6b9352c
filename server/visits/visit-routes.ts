// The customer's private link: GET /visit/<token> shows the visit (a GET or HEAD changes nothing:
// e-mail scanners open every link), POST records a request to move (chosen windows of the next
// two weeks, or a note) or to cancel, then answers 303 back to the page (post, redirect, get).
// A post from another site is refused (403) as the lead forms refuse one (security/same-origin.ts);
// the token itself is the rest of the check. An unknown, revoked or expired token is the 404 page
// in the site's words.
// Every answer is no-store, no-referrer and noindex; requests are rate-limited per client like the
// lead forms (LEADS_RATE_LIMIT). The static replay never keeps these answers (static-replay.ts).
import rateLimit from '@fastify/rate-limit'
import { z } from 'zod'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { business } from '#content/business'
import { visitPage as words } from '#content/visit-words'
import { multiLine } from '#domain/lead-form'
import { fillSlots } from '#domain/slots'
import { choiceWords, windowChoices } from '#domain/visit-plan'
import { visitWindows } from '#domain/visit-windows'
import { requestClientKey } from '../net/client-address'
import { fromAnotherSite } from '../security/same-origin'
import { loadPagePolicies } from '../security/csp'
import type { VisitStore } from './visit-queries'
import { notFoundPageHtml, refusedPageHtml, visitPageHtml } from './visit-page'

/** The page's one query parameter, after the customer sent a request; anything else is ignored. */
const sentSchema = z.object({ sent: z.string().optional() })

export type VisitRoutesOptions = {
  store: Pick<VisitStore, 'leadByVisitToken' | 'recordVisitRequest' | 'visitRequestsFor'>
  outbox: { nudge(): void }
  distDir: string
  siteUrl: string
  /** Requests per minute per client (LEADS_RATE_LIMIT); 0 turns it off. */
  rateLimit: number
  rateLimitStore?: { redis: Redis; nameSpace: string }
  now?: () => Date
}

const FORM = 'application/x-www-form-urlencoded'
/** Unanswered requests a visit takes before the owner answers one (books, moves or clears the visit). */
const timeZone = business.replyPromise.timeZone
const whenWords = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso))

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v) => typeof v === 'string')

export async function visitRoutes(app: FastifyInstance, opts: VisitRoutesOptions): Promise<void> {
  const now = opts.now ?? (() => new Date())
  const siteOrigin = new URL(opts.siteUrl).origin
  const policy = (https: boolean) => loadPagePolicies(opts.distDir).forPage('/404', https)
  if (opts.rateLimit > 0) {
    await app.register(rateLimit, {
      global: true,
      max: opts.rateLimit,
      timeWindow: 60_000,
      keyGenerator: requestClientKey,
      errorResponseBuilder: () => ({ statusCode: 429, error: 'Too Many Requests', message: 'Too many requests: wait a minute.' }),
      ...(opts.rateLimitStore && { redis: opts.rateLimitStore.redis, nameSpace: opts.rateLimitStore.nameSpace, skipOnError: true }),
    })
  }
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 8192 }, (_req, body, done) => {
    const params = new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))
    done(null, { action: params.get('action'), choices: params.getAll('choices'), note: params.get('note') })
  })

  const html = (request: FastifyRequest, reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('content-security-policy', policy(request.protocol === 'https'))
      .send(body)

  // Any refusal before the handler (too many requests, a body too large or of another type) is a
  // page in the site's words with its status, never Fastify's JSON; anything else a logged 500 page.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) request.log.error({ err: { type: error.name, code: error.code } }, 'visit page failed')
    return html(request, reply, status, refusedPageHtml(opts.distDir, status === 429 ? words.tooMany : words.refused))
  })

  const choicesNow = () => windowChoices(now(), timeZone, visitWindows)

  async function show(request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply, extra: object = {}, status = 200) {
    const { token } = request.params
    const lead = await opts.store.leadByVisitToken(token, now())
    if (!lead) return html(request, reply, 404, notFoundPageHtml(opts.distDir))
    const open = (await opts.store.visitRequestsFor(lead.id)).find((r) => !r.handledAt)
    const sent = sentSchema.safeParse(request.query).data?.sent
    const received = sent === 'move' || sent === 'cancel' ? sent : undefined
    const page = visitPageHtml(opts.distDir, {
      lead,
      token,
      choices: choicesNow(),
      pendingSince: open ? whenWords(open.createdAt) : undefined,
      received,
      ...extra,
    })
    return html(request, reply, status, page)
  }

  app.get<{ Params: { token: string } }>('/visit/:token', async (request, reply) => show(request, reply))

  app.post<{ Params: { token: string }; Body: { action?: string | null; choices?: string[]; note?: string | null } }>(
    '/visit/:token',
    async (request, reply) => {
      if (fromAnotherSite(request, siteOrigin) || (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() !== FORM) {
        return html(request, reply, 403, refusedPageHtml(opts.distDir))
      }
      const { token } = request.params
      const lead = await opts.store.leadByVisitToken(token, now())
      if (!lead?.visit) return html(request, reply, 404, notFoundPageHtml(opts.distDir))
      const body = request.body ?? {}
      const kind = body.action === 'cancel' ? 'cancel' : body.action === 'move' ? 'move' : undefined
      if (!kind) return html(request, reply, 400, refusedPageHtml(opts.distDir))
      const offered = new Set(choicesNow().map((c) => c.value))
      const choices = kind === 'move' ? [...new Set(list(body.choices))].filter((c) => offered.has(c)).slice(0, 20) : []
      // Cleaned as the quote form's text is: no control (NUL, ESC), no bidi override or other invisible format character.
      const note =
        multiLine(typeof body.note === 'string' ? body.note : '')
          .trim()
          .slice(0, 1000) || null
      if (kind === 'move' && choices.length === 0 && !note) {
        return show(request, reply, { error: words.emptyMove, chosen: [], note: '' }, 400)
      }
      const history =
        kind === 'cancel'
          ? words.history.cancel
          : [words.history.move, ...choices.map(choiceWords), ...(note ? [fillSlots(words.history.note, { note })] : [])].join('\n')
      // Each request e-mails the owner and alerts their phones: a visit holds a few unanswered ones,
      // not a flood. The store counts them under the lead's lock, so posts at once cannot pass together.
      const stored = await opts.store.recordVisitRequest(
        lead.id,
        { kind, choices, note, visitSequence: lead.visitSequence, historyNote: history },
        now(),
      )
      if (!stored) return html(request, reply, 429, refusedPageHtml(opts.distDir, words.enough))
      opts.outbox.nudge()
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(`/visit/${token}?sent=${kind}`, 303)
    },
  )
}
