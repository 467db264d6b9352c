// The outbox worker: sends the e-mails (and the webhook posts) the store queued with each lead, so a
// slow or absent SMTP server or receiver never touches the visitor's request. It works up to three
// lanes, each a loop of its own that sends one message at a time: the e-mails, the webhook posts,
// and the desk's push alerts (server/push/push-lane.ts), so a receiver or push service that hangs
// (up to its timeout, on every attempt) never holds back an e-mail. Each
// message is leased before it is sent (see server/store/outbox-queries.ts), so workers on several instances
// never send one twice. A failure is retried with exponential backoff and jitter for `retry.forMs`
// (48 hours), then marked `failed` for `npm run leads -- retry`; a permanent rejection (SMTP 5xx, a
// webhook 4xx) is marked failed at once. stop() waits for the e-mail being sent, cuts a webhook
// post short (its lease is given back untouched, so the next worker posts it at once) and gives
// back every lease.
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { type Mailer, mailAddresses } from '../mail/mailer'
import type { MailAddresses } from '../mail/messages'
import { type OutboxLog, type RetryPolicy, backoffMs, defaultRetry, errorCodes, isPermanent } from '../mail/retries'
import { outboxKinds } from '../mail/outbox-kinds'
import type { VisitMailFacts } from '../mail/visit-mail'
import { type QuoteMailFacts, type QuoteMailStore, type QuotePdfMaker, loadQuoteMail } from '../mail/quote-mail-facts'
import type { JobMailFacts } from '../mail/job-mail'
import { type WebhookSender, WebhookError } from './webhook'
import type { OutboxLane } from '../store/outbox-queries'
import type { LeadStore, OutboxJob } from '../store/store'
import type { VisitStore } from '../visits/visit-queries'
import { type PushLaneOptions, pushLane } from '../push/push-lane'

export { type OutboxLog, type RetryPolicy, backoffMs, defaultRetry, errorCodes, isPermanent } from '../mail/retries'

/** leadsTo and from default to LEADS_TO and MAIL_FROM (see mailAddresses in mailer.ts). */
export type OutboxOptions = Partial<MailAddresses> & {
  store: LeadStore & Pick<VisitStore, 'visitRequest' | 'visitLinkFor'>
  mailer: Pick<Mailer, 'send'>
  /** Posts each lead to LEADS_WEBHOOK_URL; without it, a queued webhook fails with the setting named. */
  webhook?: Pick<WebhookSender, 'post' | 'description'>
  /**
   * The quote e-mails' queries (QuoteStore's) and PDF maker (quotePdf); without them a quote e-mail
   * fails with that said, and is retried.
   */
  quotes?: { store: QuoteMailStore; pdf: QuotePdfMaker }
  /** The desk's push alerts (server/push/), worked in a lane of their own; without it, none are sent. */
  push?: PushLaneOptions
  log?: OutboxLog
  /** How often due messages are looked for, besides the nudge after each new lead. */
  pollMs?: number
  retry?: Partial<RetryPolicy>
  /** How long a claimed message stays with this worker; longer than any send can take. */
  leaseMs?: number
  /** This worker's name in lease_owner; unique per process by default. */
  workerId?: string
  /** Photos of a quote go with the owner's e-mail up to this total size, else listed (MAIL_PHOTOS_MAX_MB). */
  maxAttachmentBytes?: number
  now?: () => Date
  random?: () => number
}

export type Outbox = {
  readonly workerId: string
  start(): void
  /** Stops polling, waits for the e-mail being sent, cuts a webhook post short, and gives back any lease still held. */
  stop(): Promise<void>
  /** One pass over the due messages of both lanes; resolves to the number of send attempts made. */
  runOnce(): Promise<number>
  /** Looks for due messages now (called right after a lead is stored). */
  nudge(): void
}

const silent: OutboxLog = { info() {}, warn() {}, error() {} }

/** What is stored as last_error: the error text, for the owner's eyes only (never logged). */
function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err)
  const code = 'code' in err && err.code ? `${String(err.code)}: ` : ''
  return `${code}${err.message}`
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { store, mailer, log = silent, pollMs = 2000, leaseMs = 10 * 60_000, random = Math.random } = options
  const maxAttachmentBytes = options.maxAttachmentBytes ?? 15 * 1024 * 1024
  const defaults = mailAddresses()
  const leadsTo = options.leadsTo || defaults.leadsTo
  const from = options.from || defaults.from
  const retry: RetryPolicy = { ...defaultRetry, ...options.retry }
  const now = options.now ?? (() => new Date())
  const workerId = options.workerId ?? `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`

  let timer: ReturnType<typeof setInterval> | undefined
  let stopping = false
  let started = false
  // Aborted by stop(): a webhook post in flight gives up, and its lease is given back.
  let halt = new AbortController()

  async function send(job: OutboxJob): Promise<void> {
    const ids = { outboxId: job.id, leadId: job.leadId, kind: job.kind }
    const { webhook } = options
    const kind = outboxKinds[job.kind]
    const what = kind.lane === 'webhook' ? 'lead webhook' : 'lead e-mail'
    const to = kind.recipient === 'owner' ? leadsTo : kind.recipient === 'receiver' ? webhook?.description : job.toAddr
    try {
      if (!to) {
        throw kind.recipient === 'receiver'
          ? new WebhookError('LEADS_WEBHOOK_URL is not set: set it (and LEADS_WEBHOOK_SECRET), then run `npm run leads -- retry`', true)
          : new Error('The message has no recipient')
      }
      const quote = job.lead.form === 'quote'
      if (kind.lane === 'webhook') {
        if (!webhook) throw new Error('The webhook has no sender')
        await webhook.post(job.lead, quote ? await store.photoCountFor(job.leadId) : 0, halt.signal)
      } else {
        // Photos are read for the e-mail that attaches them, of a quote only, and only while it is sent.
        const photos = kind.photos === 'attached' && quote ? await store.photosFor(job.leadId) : []
        const photoCount =
          kind.photos === 'attached' ? photos.length : kind.photos === 'counted' && quote ? await store.photoCountFor(job.leadId) : 0
        let visit: VisitMailFacts | undefined
        if ('visit' in kind) {
          // A visit e-mail queued for a version of the visit that has changed since is not sent.
          if (kind.visit === 'customer' && (job.visitSequence !== job.visit.sequence || !job.visit.uid)) {
            await store.markSkipped(job.id, workerId, 'A newer version of the visit replaced this e-mail', now())
            log.info(ids, `${what} skipped: the visit changed since`)
            return
          }
          const uid = job.visit.uid ?? ''
          const request = job.visitRequestId ? await store.visitRequest(job.visitRequestId) : undefined
          visit = { row: job, uid, link: uid ? await store.visitLinkFor(job.leadId, uid) : null, request }
        }
        let quoteFacts: QuoteMailFacts | undefined
        if ('quote' in kind) {
          if (!options.quotes) throw new Error('The outbox was started without the quotes’ queries and PDF maker')
          const sources = { ...options.quotes, photos: (leadId: number) => store.photosFor(leadId) }
          // A reminder of a quote answered, replaced, stopped or expired since it was queued is not sent.
          const loaded = await loadQuoteMail(job, sources, now())
          if ('skip' in loaded) {
            await store.markSkipped(job.id, workerId, loaded.skip, now())
            log.info(ids, `${what} skipped: ${loaded.skip}`)
            return
          }
          quoteFacts = loaded.facts
        }
        let jobFacts: JobMailFacts | undefined
        if ('job' in kind) {
          // A start date changed since this row was queued: the newer row says the new date.
          if (job.jobSequence !== job.job.sequence || !job.job.uid) {
            await store.markSkipped(job.id, workerId, 'A newer start date replaced this e-mail', now())
            log.info(ids, `${what} skipped: the start date changed since`)
            return
          }
          jobFacts = { row: job, uid: job.job.uid }
        }
        const message = kind.build(job.lead, {
          addresses: { from, leadsTo },
          mail: { photos, maxAttachmentBytes },
          photoCount,
          visit,
          quote: quoteFacts,
          job: jobFacts,
        })
        await mailer.send({ ...message, to })
      }
    } catch (err) {
      // Cut short by stop(): not an attempt; stop() gives the lease back.
      if (kind.lane === 'webhook' && halt.signal.aborted) return
      const attempts = job.attempts + 1
      const at = now()
      const expired = at.getTime() - new Date(job.queuedAt).getTime() >= retry.forMs
      const giveUp = expired || isPermanent(err) || !to
      const retryAt = giveUp ? null : new Date(at.getTime() + backoffMs(attempts, retry, random))
      await store.markAttemptFailed(job.id, workerId, errorText(err), retryAt, at)
      if (giveUp) log.error({ ...ids, attempts, err: errorCodes(err) }, `${what} failed; run \`npm run leads -- retry\` to requeue`)
      else log.warn({ ...ids, attempts, retryAt, err: errorCodes(err) }, `${what} not sent yet; will retry`)
      // The owner's e-mail failing for the first time: an alert on the desk's devices (at most one in six hours).
      if (kind.recipient === 'owner' && attempts === 1 && options.push) {
        const queued = await options.push.store.queueMailFailing(at).catch(() => 0)
        if (queued > 0) pushWork?.runOnce().catch(() => {})
      }
      return
    }
    // The visitor's address is not kept a second time as where the message went.
    const recorded = await store.markSent(job.id, workerId, kind.recipient === 'visitor' ? null : to, now())
    if (recorded) log.info(ids, `${what} sent`)
    else log.warn(ids, `${what} sent after its lease expired`)
  }

  async function pass(lane: OutboxLane): Promise<number> {
    let attempts = 0
    while (!stopping) {
      const job = await store.claimNext(workerId, leaseMs, now(), lane)
      if (!job) break
      await send(job)
      attempts++
    }
    return attempts
  }

  /** A lane's passes run one after another; `queued` coalesces calls that arrive before the next pass starts. */
  function laneOf(work: () => Promise<number>) {
    let chain: Promise<unknown> = Promise.resolve()
    let queued: Promise<number> | undefined
    return {
      runOnce(): Promise<number> {
        if (queued) return queued
        const next = chain.then(() => {
          queued = undefined
          return work()
        })
        queued = next
        chain = next.catch(() => {})
        return next
      },
      idle: () => chain,
    }
  }
  const push =
    options.push &&
    pushLane(options.push, {
      workerId,
      leaseMs,
      retry,
      log,
      now,
      random,
      stopping: () => stopping,
      signal: () => halt.signal,
    })
  const pushWork = push && laneOf(push.pass)
  const lanes = [laneOf(() => pass('mail')), laneOf(() => pass('webhook')), ...(pushWork ? [pushWork] : [])]

  const runOnce = async () => (await Promise.all(lanes.map((lane) => lane.runOnce()))).reduce((a, b) => a + b, 0)

  // Each lane on its own: a pass stuck on a receiver leaves the e-mails' passes running.
  const tick = () => {
    for (const lane of lanes) {
      lane.runOnce().catch((err: unknown) => log.error({ err: errorCodes(err) }, 'outbox pass failed; will try again'))
    }
  }

  return {
    workerId,
    start() {
      if (started) return
      started = true
      stopping = false
      if (halt.signal.aborted) halt = new AbortController()
      timer = setInterval(tick, pollMs)
      timer.unref()
      tick()
    },
    async stop() {
      stopping = true
      started = false
      if (timer) clearInterval(timer)
      timer = undefined
      halt.abort()
      await Promise.all(lanes.map((lane) => lane.idle()))
      const released = (await store.releaseLeases(workerId).catch(() => 0)) + ((await push?.release().catch(() => 0)) ?? 0)
      if (released > 0) log.info({ released }, 'gave back lead e-mail leases')
    },
    runOnce,
    nudge() {
      if (started && !stopping) tick()
    },
  }
}
