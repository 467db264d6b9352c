// The written quote's desk endpoints (issue 42), in the desk's signed-in scope (routes.ts): the
// lead's quote (its draft or the first draft made from the request, its versions with their state,
// the follow-ups, the customer's answers, the acceptance and the won value), saving the draft
// (owner or helper), sending it (an owner: the address shown is confirmed, the draft saved and
// frozen as the next version in the store's one transaction), stopping the follow-ups (an owner),
// and a version's PDF, made once and kept. A draft is checked whole before anything is stored, and
// refused with the sentence of its first fault.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { business } from '#content/business'
import { laborRates } from '#content/labor-rates'
import { deskQuoteWords } from '#content/pages/desk-quote'
import { inboxWords } from '#content/pages/inbox'
import { quotePrefill } from '#content/quote-prefill'
import { quoteTerms } from '#content/quote-terms'
import { deskRules } from '#domain/desk-people'
import { sendQuoteBody, saveQuoteBody } from '#domain/desk-contract/schemas'
import { prefillQuote, validThroughFrom } from '#domain/quote/prefill'
import type { QuoteDraft } from '#domain/quote/quote-draft'
import { fillSlots } from '#domain/slots'
import type { QuoteStore } from '../quotes/quote-store'
import type { LeadStore } from '../store/store'
import { keptDocument, type QuotePdfMaker } from '../mail/quote-mail-facts'
import { deskRoute } from '../net/typed-routes'
import { signedIn } from './door'
import { draftFault, draftRefusal } from './quote-refusal'
import { deskQuoteOf } from './quote-view'

const words = deskQuoteWords.api

/** The quotes' queries the desk uses (server/quotes/quote-store.ts). */
export type DeskQuoteStore = Pick<
  QuoteStore,
  | 'quoteDraft'
  | 'saveQuoteDraft'
  | 'sendQuote'
  | 'quoteVersions'
  | 'quoteFollowUps'
  | 'stopQuoteFollowUps'
  | 'quoteEvents'
  | 'acceptanceOf'
  | 'quoteDocument'
  | 'saveQuoteDocument'
>

export type QuoteRoutesOptions = {
  store: Pick<LeadStore, 'getLead' | 'photoInfo' | 'photosFor'>
  quotes: DeskQuoteStore
  /** Makes a version's PDF the first time it is asked for (server/quotes/quote-pdf.ts). */
  pdf: QuotePdfMaker
  outbox: { nudge(): void }
  now: () => Date
}

const refuse = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ ok: false, error })
const notFound = (reply: FastifyReply) => refuse(reply, 404, inboxWords.api.notFound)
const timeZone = business.replyPromise.timeZone
/** The biggest draft the schema can accept is some 60 KB of JSON; anything far beyond is refused unread. */
const bodyLimit = 512 * 1024

export async function inboxQuoteRoutes(scope: FastifyInstance, { store, quotes, pdf, outbox, now }: QuoteRoutesOptions): Promise<void> {
  /** The draft in the body checked whole, with the lead's photos and the day; the refusal's sentence otherwise. */
  async function checked(leadId: number, parsed: QuoteDraft): Promise<string | null> {
    const photos = await store.photoInfo([leadId])
    return draftFault(
      parsed,
      validThroughFrom(now(), 0, timeZone),
      photos.map((p) => p.position),
    )
  }

  deskRoute(scope, 'quote', async (request, reply) => {
    const me = signedIn(request).person
    const lead = await store.getLead(request.params.id)
    if (!lead) return notFound(reply)
    const prefill = prefillQuote({
      estimate: lead.estimate,
      projectType: lead.projectType,
      rates: laborRates,
      content: quotePrefill,
      validThrough: validThroughFrom(now(), quoteTerms.validDays, timeZone),
    })
    return deskQuoteOf(quotes, lead, { prefill, maySend: deskRules.maySendQuote(me), now: now(), timeZone })
  })

  deskRoute(scope, 'saveQuote', { bodyLimit, config: { tooLarge: words.tooLarge } }, async (request, reply) => {
    const me = signedIn(request).person
    const parsed = saveQuoteBody.safeParse(request.body)
    if (!parsed.success) return refuse(reply, 400, draftRefusal(parsed.error))
    const { id } = request.params
    if (!(await store.getLead(id))) return notFound(reply)
    const fault = await checked(id, parsed.data)
    if (fault) return refuse(reply, 400, fault)
    const at = now()
    await quotes.saveQuoteDraft(id, parsed.data, me.email, at)
    return { ok: true, updatedAt: at.toISOString() }
  })

  deskRoute(scope, 'sendQuote', { bodyLimit, config: { tooLarge: words.tooLarge } }, async (request, reply) => {
    const me = signedIn(request).person
    // The role first: a helper's send is refused whatever it carries, and nothing of it is kept.
    if (!deskRules.maySendQuote(me)) return refuse(reply, 403, words.ownersOnly)
    const parsed = sendQuoteBody.safeParse(request.body)
    if (!parsed.success) {
      const draftIssue = parsed.error.issues[0]?.path[0] === 'draft'
      if (!draftIssue) return refuse(reply, 400, inboxWords.api.unreadable)
      parsed.error.issues.forEach((i) => i.path.shift())
      return refuse(reply, 400, draftRefusal(parsed.error))
    }
    const { id } = request.params
    const lead = await store.getLead(id)
    if (!lead) return notFound(reply)
    // The address the owner confirmed is the lead's: a changed one is shown before anything goes.
    if (parsed.data.email.trim().toLowerCase() !== lead.email.trim().toLowerCase()) {
      return refuse(reply, 409, fillSlots(words.emailChanged, { email: lead.email }))
    }
    const fault = await checked(id, parsed.data.draft)
    if (fault) return refuse(reply, 400, fault)
    if ((await quotes.quoteVersions(id)).some((v) => v.acceptedAt)) return refuse(reply, 409, words.accepted)
    const at = now()
    await quotes.saveQuoteDraft(id, parsed.data.draft, me.email, at)
    const sent = await quotes.sendQuote(id, me.email, at)
    if (!sent.ok) {
      const refusal = {
        'no-lead': [404, inboxWords.api.notFound],
        'no-draft': [409, words.noDraft],
        'invalid-draft': [400, fillSlots(words.invalid, { where: '', message: '' })],
        accepted: [409, words.accepted],
        stale: [409, words.stale],
      } as const
      const [status, error] = refusal[sent.reason]
      return refuse(reply, status, error)
    }
    outbox.nudge()
    return { ok: true, version: sent.version.version }
  })

  deskRoute(scope, 'stopFollowUps', async (request, reply) => {
    const me = signedIn(request).person
    if (!deskRules.maySendQuote(me)) return refuse(reply, 403, words.ownersOnly)
    const { id } = request.params
    if (!(await store.getLead(id))) return notFound(reply)
    return { ok: true, stopped: await quotes.stopQuoteFollowUps(id, me.email, now()) }
  })

  // The PDF as sent (or the signed copy of an accepted version): kept once made, the same bytes the e-mail attached.
  deskRoute(scope, 'quotePdf', async (request, reply) => {
    signedIn(request)
    const { id, version: number, kind } = request.params
    const version = (await quotes.quoteVersions(id)).find((v) => v.version === number)
    if (!version) return notFound(reply)
    const acceptance = kind === 'signed' ? await quotes.acceptanceOf(version.id) : null
    if (kind === 'signed' && !acceptance) return notFound(reply)
    const shown = new Set(version.snapshot.photos.map((p) => p.position))
    const photos = async () => (shown.size ? (await store.photosFor(id)).filter((p) => shown.has(p.position)) : [])
    const data = await keptDocument(
      quotes,
      version.id,
      kind,
      async () =>
        acceptance
          ? pdf(version.snapshot, { acceptance, events: await quotes.quoteEvents(version.id) }, await photos())
          : pdf(version.snapshot, undefined, await photos()),
      now(),
    )
    const name = `quote-${version.snapshot.reference}-v${version.version}${kind === 'signed' ? '-signed' : ''}.pdf`
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${name}"`).send(data)
  })
}
