// The outbox worker: sends the e-mails (and the webhook posts) the store queued with each lead, so a
// slow or absent SMTP server or receiver never touches the visitor's request. It works two lanes,
// each a loop of its own that sends one message at a time: the e-mails, and the webhook posts, so
// a receiver that hangs (up to its timeout, on every attempt) never holds back an e-mail. Each
// message is leased before it is sent (see server/store/outbox-queries.ts), so workers on several instances
// never send one twice. A failure is retried with exponential backoff and jitter for `retry.forMs`
// (48 hours), then marked `failed` for `npm run leads -- retry`; a permanent rejection (SMTP 5xx, a
// webhook 4xx) is marked failed at once. stop() waits for the e-mail being sent, cuts a webhook
// post short (its lease is given back untouched, so the next worker posts it at once) and gives
// back every lease.
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { type Mailer, mailAddresses } from '../mail/mailer'
import { type MailAddresses, buildMessage } from '../mail/messages'
import { type WebhookSender, WebhookError } from './webhook'
import type { OutboxLane } from '../store/outbox-queries'
import type { LeadStore, OutboxJob } from '../store/store'

type LogFn = (obj: object, msg: string) => void
export type OutboxLog = { info: LogFn; warn: LogFn; error: LogFn }

export type RetryPolicy = { baseMs: number; maxMs: number; forMs: number }
/** 30 s doubling to at most an hour between attempts, for 48 hours after the lead came in. */
export const defaultRetry: RetryPolicy = { baseMs: 30_000, maxMs: 3_600_000, forMs: 48 * 3_600_000 }

/** leadsTo and from default to LEADS_TO and MAIL_FROM (see mailAddresses in mailer.ts). */
export type OutboxOptions = Partial<MailAddresses> & {
  store: LeadStore
  mailer: Pick<Mailer, 'send'>
  /** Posts each lead to LEADS_WEBHOOK_URL; without it, a queued webhook fails with the setting named. */
  webhook?: Pick<WebhookSender, 'post' | 'description'>
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

/** Delay after `attempts` failures: base × 2^(attempts-1), capped at max, then jittered into its upper half. */
export function backoffMs(attempts: number, policy: Pick<RetryPolicy, 'baseMs' | 'maxMs'> = defaultRetry, random = Math.random): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1))
  // Jitter spreads the retries of many messages (and instances) after an outage ends.
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

/** An SMTP 5xx reply, or a webhook refusal such as a 4xx, is permanent: sending the same message again cannot succeed. */
export function isPermanent(err: unknown): boolean {
  if (err instanceof WebhookError) return err.permanent
  const code = err instanceof Error && 'responseCode' in err ? Number(err.responseCode) : NaN
  return code >= 500 && code < 600
}

/** What is stored as last_error: the error text, for the owner's eyes only (never logged). */
function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err)
  const code = 'code' in err && err.code ? `${String(err.code)}: ` : ''
  return `${code}${err.message}`
}

/** Log fields of an error that cannot carry an address or other lead content. */
export function errorCodes(err: unknown): object {
  if (!(err instanceof Error)) return { type: typeof err }
  return {
    type: err.name,
    code: 'code' in err ? err.code : undefined,
    responseCode: 'responseCode' in err ? err.responseCode : undefined,
    status: err instanceof WebhookError ? err.status : undefined,
  }
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
    const what = job.kind === 'webhook' ? 'lead webhook' : 'lead e-mail'
    const to = job.kind === 'business' ? leadsTo : job.kind === 'webhook' ? webhook?.description : job.toAddr
    try {
      if (!to) {
        throw job.kind === 'webhook'
          ? new WebhookError('LEADS_WEBHOOK_URL is not set: set it (and LEADS_WEBHOOK_SECRET), then run `npm run leads -- retry`', true)
          : new Error('The message has no recipient')
      }
      const quote = job.lead.form === 'quote'
      if (job.kind === 'webhook') {
        if (!webhook) throw new Error('The webhook has no sender')
        await webhook.post(job.lead, quote ? await store.photoCountFor(job.leadId) : 0, halt.signal)
      } else {
        // Photos are read for the owner's e-mail of a quote only, and only while it is sent.
        const photos = job.kind === 'business' && quote ? await store.photosFor(job.leadId) : []
        const photoCount = job.kind === 'business' ? photos.length : quote ? await store.photoCountFor(job.leadId) : 0
        await mailer.send({ ...buildMessage(job.kind, job.lead, { from, leadsTo }, { photos, maxAttachmentBytes }, photoCount), to })
      }
    } catch (err) {
      // Cut short by stop(): not an attempt; stop() gives the lease back.
      if (job.kind === 'webhook' && halt.signal.aborted) return
      const attempts = job.attempts + 1
      const at = now()
      const expired = at.getTime() - new Date(job.queuedAt).getTime() >= retry.forMs
      const giveUp = expired || isPermanent(err) || !to
      const retryAt = giveUp ? null : new Date(at.getTime() + backoffMs(attempts, retry, random))
      await store.markAttemptFailed(job.id, workerId, errorText(err), retryAt, at)
      if (giveUp) log.error({ ...ids, attempts, err: errorCodes(err) }, `${what} failed; run \`npm run leads -- retry\` to requeue`)
      else log.warn({ ...ids, attempts, retryAt, err: errorCodes(err) }, `${what} not sent yet; will retry`)
      return
    }
    const recorded = await store.markSent(job.id, workerId, job.kind === 'acknowledgement' || job.kind === 'review' ? null : to, now())
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
  function laneOf(lane: OutboxLane) {
    let chain: Promise<unknown> = Promise.resolve()
    let queued: Promise<number> | undefined
    return {
      runOnce(): Promise<number> {
        if (queued) return queued
        const next = chain.then(() => {
          queued = undefined
          return pass(lane)
        })
        queued = next
        chain = next.catch(() => {})
        return next
      },
      idle: () => chain,
    }
  }
  const lanes = [laneOf('mail'), laneOf('webhook')]

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
      const released = await store.releaseLeases(workerId).catch(() => 0)
      if (released > 0) log.info({ released }, 'gave back lead e-mail leases')
    },
    runOnce,
    nudge() {
      if (started && !stopping) tick()
    },
  }
}
