// The customer's three answers on the quote page (quote-routes.ts registers them): accept and sign,
// decline, ask a question. Each is refused before the store is asked when it comes from another
// site or is not a form (403), names no quote (404), answers a quote that is closed (409, the page
// says why), or carries a choice, total or text that is not acceptable (400, the page with the
// sentence and what was typed kept). The store decides again in its own transaction (an accept
// racing another gets 'accepted'); after it stored the answer: 303 back to the page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { quotePage as words } from '#content/quote-words'
import type { AcceptRefusal } from '#domain/quote/quote-state'
import { choiceTotals } from '#domain/quote/quote-totals'
import { fromAnotherSite } from '../security/same-origin'
import { type Fields, choiceOf, fieldsOfBody, single, totalOf, typedName, typedText } from './quote-input'
import type { QuotePageState } from './quote-page-parts'
import { notFoundPageHtml, refusedPageHtml } from './quote-page'
import type { AnswerRefusal, CustomerQuote, QuoteStore } from './quote-store'
import { clientOf, keptText } from './quote-client'

type Page = (
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  quote: CustomerQuote,
  extra: Partial<QuotePageState>,
  status?: number,
) => FastifyReply
type Html = (request: FastifyRequest, reply: FastifyReply, status: number, body: string) => FastifyReply

/** What the answers share with the page's route. */
export type Answer = {
  store: Pick<QuoteStore, 'acceptQuote' | 'declineQuote' | 'askQuoteQuestion'>
  outbox: { nudge(): void }
  distDir: string
  siteOrigin: string
  now: () => Date
  quoteOf(token: string): Promise<CustomerQuote | null>
  refusalOf(quote: CustomerQuote): AcceptRefusal | null
  page: Page
  html: Html
}

const FORM = 'application/x-www-form-urlencoded'
type Kind = 'accept' | 'decline' | 'question'
type Handler = (a: {
  request: FastifyRequest
  reply: FastifyReply
  token: string
  quote: CustomerQuote
  fields: Fields
}) => Promise<FastifyReply | { ok: true } | { ok: false; reason: AnswerRefusal }>

export function answerRoutes(app: FastifyInstance, a: Answer): void {
  const back = (reply: FastifyReply, token: string, kind: Kind) =>
    reply
      .code(303)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(`/quote/${encodeURIComponent(token)}?sent=${kind}`, 303)

  const route = (kind: Kind, handler: Handler) =>
    app.post<{ Params: { token: string }; Body: string }>(`/quote/:token/${kind}`, async (request, reply) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
      if (fromAnotherSite(request, a.siteOrigin) || type !== FORM) return a.html(request, reply, 403, refusedPageHtml(a.distDir))
      const { token } = request.params
      const quote = await a.quoteOf(token)
      if (!quote) return a.html(request, reply, 404, notFoundPageHtml(a.distDir))
      if (a.refusalOf(quote)) return a.page(request, reply, token, quote, {}, 409)
      const fields = fieldsOfBody(typeof request.body === 'string' ? request.body : '')
      const result = await handler({ request, reply, token, quote, fields })
      if (!('ok' in result)) return result
      if (result.ok) {
        a.outbox.nudge()
        return back(reply, token, kind)
      }
      if (result.reason === 'not-found') return a.html(request, reply, 404, notFoundPageHtml(a.distDir))
      // Closed meanwhile (another post accepted it, the day ended): the page as it now stands says why.
      const now = await a.quoteOf(token)
      if (!now) return a.html(request, reply, 404, notFoundPageHtml(a.distDir))
      if (result.reason === 'tampered') {
        return a.page(request, reply, token, now, { error: { form: 'accept', message: words.errors.tampered } }, 400)
      }
      return a.page(request, reply, token, now, {}, 409)
    })

  route('accept', async ({ request, reply, token, quote, fields }) => {
    const snapshot = quote.version.snapshot
    const choice = choiceOf(fields, snapshot, true)
    const total = totalOf(fields)
    const name = single(fields, 'name')
    const typed = { name: keptText(name) }
    // The total the page showed must be the one domain computes for this choice: a page edited by
    // hand, or kept open across a new version, names a total the quote does not hold.
    if (
      !choice ||
      total === null ||
      total !== choiceTotals(snapshot, choice.optionIndex, choice.addOns, snapshot.taxBasisPoints).totalCents
    ) {
      const error = { form: 'accept' as const, message: words.errors.tampered }
      return a.page(request, reply, token, quote, { error, typed, ...(choice && { choice }) }, 400)
    }
    if (name === null) return a.html(request, reply, 400, refusedPageHtml(a.distDir))
    const signed = typedName(name)
    if (!signed.ok) return a.page(request, reply, token, quote, { choice, typed, error: { form: 'accept', message: signed.message } }, 400)
    const { optionIndex, addOns } = choice
    return a.store.acceptQuote(
      token,
      { optionIndex, addOns, expectedTotalCents: total, typedName: signed.text },
      clientOf(request),
      a.now(),
    )
  })

  route('decline', async ({ request, reply, token, quote, fields }) => {
    const reason = single(fields, 'reason')
    if (reason === null) return a.html(request, reply, 400, refusedPageHtml(a.distDir))
    const text = typedText(reason, 'reason')
    if (!text.ok)
      return a.page(
        request,
        reply,
        token,
        quote,
        { typed: { reason: keptText(reason) }, error: { form: 'decline', message: text.message } },
        400,
      )
    return a.store.declineQuote(token, text.text, clientOf(request), a.now())
  })

  route('question', async ({ request, reply, token, quote, fields }) => {
    const question = single(fields, 'question')
    if (question === null) return a.html(request, reply, 400, refusedPageHtml(a.distDir))
    const text = typedText(question, 'question')
    if (!text.ok) {
      return a.page(
        request,
        reply,
        token,
        quote,
        { typed: { question: keptText(question) }, error: { form: 'question', message: text.message } },
        400,
      )
    }
    return a.store.askQuoteQuestion(token, text.text, clientOf(request), a.now())
  })
}
