// The two lead endpoints: POST /api/send-contact-email and POST /api/quote.
// JSON comes from the scripted contact form, application/x-www-form-urlencoded from the contact
// form without JavaScript, multipart/form-data from the quote form (which carries photos) with or
// without JavaScript. A post without JavaScript is answered with a 303 to /thank-you or an HTML
// page listing what to fix; a scripted one (Accept: application/json) with JSON.
// A quote's photos are read and held, raw, until its text fields (spam checks included) have passed;
// only then are they decoded, within the budgets and the server's decode slots (leads/quote-parts.ts).
// A lead is committed to the database before the answer; e-mail is the outbox worker's job.
// Nothing the visitor typed is ever logged, not even in errors.
import type { IncomingMessage } from 'node:http'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import type { Redis } from 'ioredis'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type FieldErrors, contactSchema, fieldErrors, quoteSchema } from '#domain/lead-form'
import { photoMessages } from '#domain/photo-rules'
import { requestClientKey } from '../net/client-address'
import { fromAnotherSite } from '../security/same-origin'
import { httpError, isProblem, problems } from './lead-problems'
import { fieldErrorsPage, formPageHeaders, problemPage } from './form-page'
import { type PhotoBudget, type RequestBudget, keepWithin } from './photo-budget'
import { checkQuoteDetails } from './quote-details'
import { spamReason } from './spam-check'
import { developPhotos, fieldsOnly, maxMultipartBytes, multipartLimits, readQuoteParts, undevelopedPhotos } from './quote-parts'
import type { LeadForm, LeadSource, LeadStore, NewLead, PhotoRefusal } from '../store/store'
import { ownHosts } from '../plugins/attribution'
import { useCookies } from '../plugins/cookies'
import { attributionCookie, decodeSource, optedOut, sourcePage } from '#domain/attribution'

export type LeadsRoutesOptions = {
  store: Pick<LeadStore, 'insertLead'>
  outbox: { nudge(): void }
  /** The public origin (SITE_URL); posts from it, or from the server's own host, are accepted. */
  siteUrl: string
  /** Requests per minute per client over both endpoints (LEADS_RATE_LIMIT); 0 turns it off. */
  rateLimit: number
  /** Shares the rate limit between instances (REDIS_URL); without it each process counts alone. */
  rateLimitStore?: { redis: Redis; nameSpace: string }
  /** Fastest plausible fill time in ms (SPAM_MIN_FILL_MS); 0 turns the check off. */
  minFillMs: number
  /** What photos may take (PHOTO_BUDGET_*, PHOTO_MIN_FREE_DISK_MB, PHOTO_HOLD_MB); left out, no budget applies. */
  photoBudget?: PhotoBudget
  /** The page this client's visit landed on today or yesterday (plugins/entry-counter.ts); left out, unknown. */
  landingOf?: (req: IncomingMessage) => Promise<string | undefined>
}

/** Where a post without JavaScript lands when its lead was stored but (some of) its photos were not. */
export const photosNotKeptPage = '/thank-you/photos-not-kept'

export const leadBodyLimit = 16_384

const FORM = 'application/x-www-form-urlencoded'
const JSON_TYPE = 'application/json'
const MULTIPART = 'multipart/form-data'
const mediaType = (req: FastifyRequest) => (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
/** Answered with the form page (no JavaScript): a plain form post, or a multipart one not asking for JSON. */
const wantsPage = (req: FastifyRequest) =>
  mediaType(req) === FORM || (mediaType(req) === MULTIPART && !(req.headers.accept ?? '').includes(JSON_TYPE))

export async function leadsRoutes(app: FastifyInstance, opts: LeadsRoutesOptions): Promise<void> {
  const { store, outbox, minFillMs } = opts
  await useCookies(app)
  /** What a visitor typed, once the body has been read: a refused form page comes back filled in. */
  const typedEntries = new WeakMap<FastifyRequest, Record<string, unknown>>()
  const budgets = new WeakMap<FastifyRequest, RequestBudget>()
  let siteOrigin: string
  try {
    siteOrigin = new URL(opts.siteUrl).origin
  } catch {
    throw new Error(`SITE_URL "${opts.siteUrl}" is not a valid URL; expected e.g. https://www.startile.example`)
  }

  if (opts.rateLimit > 0) {
    // global within this plugin only: one shared count per client over both endpoints.
    await app.register(rateLimit, {
      global: true,
      max: opts.rateLimit,
      timeWindow: 60_000,
      errorResponseBuilder: () => httpError(429),
      // Counted by the address remembered when the connection opened: a client that hangs up
      // mid-request is still counted, and its vanished socket is no error of ours.
      keyGenerator: requestClientKey,
      // The count lives in Redis when instances share it; if Redis fails, posts go through rather than fail.
      ...(opts.rateLimitStore && { redis: opts.rateLimitStore.redis, nameSpace: opts.rateLimitStore.nameSpace, skipOnError: true }),
    })
  }

  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: leadBodyLimit }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))))
  })
  // Multipart bodies are read by the quote handler as they stream (quote-parts.ts), within these limits.
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false })

  // Before the body is read: refuse cross-site posts and content types the forms never send. A
  // multipart body must say its length (browsers do), which caps what is read at all.
  app.addHook('preParsing', async (req) => {
    if (fromAnotherSite(req, siteOrigin)) throw httpError(403)
    const type = mediaType(req)
    if (type === MULTIPART && req.url.startsWith('/api/quote')) {
      const length = Number(req.headers['content-length'])
      if (req.headers['content-length'] === undefined || !Number.isInteger(length)) throw httpError(411)
      if (length > maxMultipartBytes) throw httpError(413)
    } else if (type !== JSON_TYPE && type !== FORM) throw httpError(415)
  })

  app.setErrorHandler((error: FastifyError, req, reply) => {
    // The client hung up (a tunnel, a closed tab, a malformed chunk): nobody is left to answer,
    // and it is no fault of the server's, so no stack trace.
    if (req.raw.socket?.destroyed || reply.raw.headersSent) {
      req.log.info({ err: { type: error.name, code: error.code } }, 'lead request ended: the client left before it was read')
      return reply
    }
    const code = error.statusCode ?? 500
    const status = code >= 400 && code < 600 ? code : 500
    // A 503 was logged where the database failed.
    if (status >= 500 && status !== 503) {
      // Name, code and frames only: an error message could quote what the visitor sent.
      const stack = error.stack?.split('\n').slice(1).join('\n')
      req.log.error({ err: { type: error.name, code: error.code, stack } }, 'lead request failed')
    }
    const message = problems[isProblem(status) ? status : status < 500 ? 400 : 500]
    const form: LeadForm = req.url.startsWith('/api/quote') ? 'quote' : 'contact'
    reply.code(status)
    // The rest of a refused upload is not read: close the connection rather than drain megabytes.
    if (mediaType(req) === MULTIPART) reply.header('connection', 'close')
    if (wantsPage(req)) {
      return reply.headers(formPageHeaders(form, req.protocol === 'https')).send(problemPage(form, message, typedEntries.get(req)))
    }
    return reply.send({ ok: false, error: message })
  })

  function invalid(req: FastifyRequest, reply: FastifyReply, form: LeadForm, errors: FieldErrors, entries: Record<string, unknown>) {
    if (wantsPage(req)) {
      return reply
        .code(400)
        .headers(formPageHeaders(form, req.protocol === 'https'))
        .send(fieldErrorsPage(form, errors, entries))
    }
    return reply.code(400).send({ ok: false, errors })
  }

  async function accept(
    req: FastifyRequest,
    reply: FastifyReply,
    lead: Omit<NewLead, 'spamReason' | 'userAgent'>,
    body: Record<string, unknown>,
    refused: { count: number; reason?: PhotoRefusal } = { count: 0 },
  ) {
    // Where it came from: the form's page (the Referer of a same-origin post), the tool whose
    // result it carries, and the visit's campaign and referrer from the session cookie, unless
    // the browser asks not to be tracked.
    const hosts = ownHosts(opts.siteUrl, req.headers.host)
    const visit = optedOut(req.headers) ? undefined : decodeSource(req.cookies[attributionCookie])
    const tools = [lead.estimate ? 'calculator' : '', lead.pattern ? 'pattern' : ''].filter(Boolean).join(', ')
    // The landing page is looked up by the day's visit key (never for an opted-out browser); a
    // failed lookup leaves it unknown and never holds the lead back.
    const landingPage = optedOut(req.headers) ? undefined : await opts.landingOf?.(req.raw).catch(() => undefined)
    const source: Partial<LeadSource> = { page: sourcePage(req.headers.referer, hosts), tool: tools || undefined, ...visit, landingPage }
    typedEntries.set(req, body)
    const reason = spamReason(body, minFillMs)
    let id: number
    // Spam is stored flagged (the owner can review it; its photos are neither kept nor counted) and answered exactly like a real lead.
    const { kept, notKept } = reason ? { kept: [], notKept: null } : await keepWithin(budgets.get(req), lead.photos ?? [], refused)
    try {
      ;({ id } = await store.insertLead({
        ...lead,
        photos: kept,
        photosRefused: notKept,
        spamReason: reason,
        userAgent: req.headers['user-agent'] ?? null,
        source,
      }))
    } catch (error) {
      // Locked, read-only, full or unreachable: nothing was committed; the visitor may try again.
      const code = error instanceof Error && 'code' in error ? String(error.code) : undefined
      req.log.error({ err: { type: error instanceof Error ? error.name : typeof error, code } }, 'lead not stored: database unavailable')
      throw httpError(503)
    }
    if (!reason) outbox.nudge()
    if (wantsPage(req))
      return reply
        .code(303)
        .header('location', notKept ? photosNotKeptPage : '/thank-you')
        .send()
    return reply.code(201).send(notKept ? { ok: true, id, photosNotKept: photoMessages.notKept(notKept.count) } : { ok: true, id })
  }

  app.post('/api/send-contact-email', { bodyLimit: leadBodyLimit }, async (req, reply) => {
    const body = isRecord(req.body) ? req.body : {}
    const result = contactSchema.safeParse(body)
    if (!result.success) return invalid(req, reply, 'contact', fieldErrors(result), body)
    return accept(req, reply, { form: 'contact', ...result.data, projectType: null }, body)
  })

  // Every check runs before anything is stored, and every message is answered at once: the fields,
  // the details (ZIP, times, attachments) and each photo that failed. Any message: nothing stored.
  // No photo is decoded unless the text fields pass every check, the spam checks included.
  app.post('/api/quote', { bodyLimit: leadBodyLimit }, async (req, reply) => {
    const parts = req.isMultipart() ? await readQuoteParts(req, opts.photoBudget?.hold) : fieldsOnly(isRecord(req.body) ? req.body : {})
    try {
      const { fields } = parts
      const result = quoteSchema.safeParse(fields)
      const checked = result.success ? checkQuoteDetails(result.data) : { errors: {}, details: {} }
      const errors: FieldErrors = { ...fieldErrors(result), ...checked.errors }
      const decode = result.success && Object.keys(errors).length === 0 && !spamReason(fields, minFillMs)
      const budget =
        decode && parts.held.length > 0 && opts.photoBudget ? await opts.photoBudget.forRequest(requestClientKey(req)) : undefined
      if (budget) budgets.set(req, budget)
      const developed = decode ? await developPhotos(parts, budget) : undevelopedPhotos(parts)
      if (developed.photoErrors.length > 0) errors.photos = developed.photoErrors.join(' ')
      if (!result.success || Object.keys(errors).length > 0) return invalid(req, reply, 'quote', errors, fields)
      const { estimate: _e, pattern: _p, visitWindows: _v, zip: _z, ...lead } = result.data
      return await accept(req, reply, { form: 'quote', ...lead, ...checked.details, photos: developed.photos }, fields, developed.notKept)
    } finally {
      parts.release()
    }
  })
}
