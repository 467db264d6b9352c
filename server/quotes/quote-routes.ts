// The customer's quote link: GET /quote/<token> shows the quote as it was sent, with the total of
// the choice its query names (?option=1&addOns=0: the "Update total" form, which changes nothing).
// A GET records a view (never a HEAD, a bot or a prefetch: quote-client.ts), and changes nothing else. POST /quote/<token>/accept, /decline
// and /question record the customer's answer through the store, then answer 303 back to the page.
// A post from another site is refused (403) as the lead forms refuse one (security/same-origin.ts);
// the token is the rest of the check. A choice or total that is not this quote's is refused whole
// (400), before the store is asked; the store checks again in its transaction. An unknown token is
// the 404 page in the site's words; no request from the customer is ever answered with a 500 page
// that it could cause.
// Every answer is no-store, no-referrer and noindex; requests are rate-limited per client like the
// lead forms (LEADS_RATE_LIMIT). The static replay never keeps these answers (static-replay.ts).
import rateLimit from '@fastify/rate-limit'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { business } from '#content/business'
import { quotePage as words } from '#content/quote-words'
import { acceptRefusal } from '#domain/quote/quote-state'
import { requestClientKey } from '../net/client-address'
import { loadPagePolicies } from '../security/csp'
import type { QuotePageState } from './quote-page-parts'
import { notFoundPageHtml, quotePageHtml, refusedPageHtml } from './quote-page'
import type { CustomerQuote, QuoteStore } from './quote-store'
import { clientOf, isView } from './quote-client'
import { choiceOf, fieldsOfQuery } from './quote-input'
import { isQuoteTokenShaped } from './quote-link'
import { type Answer, answerRoutes } from './quote-answer-routes'

export type QuoteRoutesOptions = {
  store: Pick<QuoteStore, 'quoteByToken' | 'recordQuoteView' | 'acceptQuote' | 'declineQuote' | 'askQuoteQuestion'>
  outbox: { nudge(): void }
  distDir: string
  siteUrl: string
  /** Requests per minute per client (LEADS_RATE_LIMIT); 0 turns it off. */
  rateLimit: number
  rateLimitStore?: { redis: Redis; nameSpace: string }
  now?: () => Date
}

const FORM = 'application/x-www-form-urlencoded'
/** The largest body a form of the page sends: a 2,000-character question, each character escaped as up to 12 bytes. */
export const quoteBodyLimit = 32 * 1024
const timeZone = business.replyPromise.timeZone

export async function quoteRoutes(app: FastifyInstance, opts: QuoteRoutesOptions): Promise<void> {
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
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: quoteBodyLimit }, (_req, body, done) =>
    done(null, typeof body === 'string' ? body : body.toString('utf8')),
  )

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
    if (status === 500) request.log.error({ err: { type: error.name, code: error.code } }, 'quote page failed')
    const sentence = status === 429 ? words.tooMany : status === 413 ? words.tooLarge : words.refused
    return html(request, reply, status, refusedPageHtml(opts.distDir, sentence))
  })

  /** The version behind the token, or null (an unknown, malformed or withdrawn token). */
  const quoteOf = async (token: string): Promise<CustomerQuote | null> =>
    isQuoteTokenShaped(token) ? opts.store.quoteByToken(token, now()) : null

  const refusalOf = (quote: CustomerQuote) => acceptRefusal(quote.version, now(), timeZone)

  /** The page of `quote` with the given state (a received notice, a refused form), at `status`. */
  const page = (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    quote: CustomerQuote,
    extra: Partial<QuotePageState>,
    status = 200,
  ) =>
    html(
      request,
      reply,
      status,
      quotePageHtml(opts.distDir, { token, quote, refusal: refusalOf(quote), choice: { optionIndex: 0, addOns: [] }, ...extra }),
    )

  app.get<{ Params: { token: string } }>('/quote/:token', async (request, reply) => {
    const { token } = request.params
    const quote = await quoteOf(token)
    if (!quote) return html(request, reply, 404, notFoundPageHtml(opts.distDir))
    if (isView(request)) await opts.store.recordQuoteView(quote.version.id, clientOf(request), now())
    const fields = fieldsOfQuery(request.query)
    const sent = fields.sent?.length === 1 ? fields.sent[0] : undefined
    const received = sent === 'accept' || sent === 'decline' || sent === 'question' ? sent : undefined
    const choice = choiceOf(fields, quote.version.snapshot, false)
    if (!choice) return page(request, reply, token, quote, { received, error: { form: 'choice', message: words.errors.choice } }, 400)
    return page(request, reply, token, quote, { received, choice })
  })

  const answers: Answer = { store: opts.store, outbox: opts.outbox, distDir: opts.distDir, siteOrigin, now, quoteOf, refusalOf, page, html }
  answerRoutes(app, answers)
}
