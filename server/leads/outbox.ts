// The outbox worker: sends the e-mails the store queued with each lead, one at a time, so a slow
// or absent SMTP server never touches the visitor's request. A message is claimed (flipped to
// `sending`) before it is sent, so it goes out at most once; a failure is retried with
// exponential backoff for 48 hours, then marked `failed` for `npm run leads -- retry`.
import { type Mailer, mailAddresses } from './mailer'
import { type MailAddresses, buildMessage } from './messages'
import type { LeadStore, OutboxJob } from './store'

type LogFn = (obj: object, msg: string) => void
export type OutboxLog = { info: LogFn; warn: LogFn; error: LogFn }

/** leadsTo and from default to LEADS_TO and MAIL_FROM (see mailAddresses in mailer.ts). */
export type OutboxOptions = Partial<MailAddresses> & {
  store: LeadStore
  mailer: Pick<Mailer, 'send'>
  log?: OutboxLog
  /** How often due messages are looked for, besides the nudge after each new lead. */
  pollMs?: number
  /** First retry delay, doubling per attempt up to maxMs; retries stop forMs after queuing. */
  retry?: { baseMs?: number; maxMs?: number; forMs?: number }
  /** A message left in `sending` this long (a crash mid-send) is put back on start-up. */
  stuckAfterMs?: number
  now?: () => Date
}

export type Outbox = {
  start(): void
  /** Stops polling and waits for the message being sent, if any. */
  stop(): Promise<void>
  /** One pass over the due messages; resolves to the number of send attempts made. */
  runOnce(): Promise<number>
  /** Looks for due messages now (called right after a lead is stored). */
  nudge(): void
}

const silent: OutboxLog = { info() {}, warn() {}, error() {} }

/** Delay before the next attempt after `attempts` failures: base, 2×base, 4×base, ... capped at max. */
export function backoffMs(attempts: number, baseMs = 30_000, maxMs = 3_600_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1))
}

/** What is stored as last_error: the error text, for the owner's eyes only (never logged). */
function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err)
  const code = 'code' in err && err.code ? `${String(err.code)}: ` : ''
  return `${code}${err.message}`
}

/** Log fields of an error that cannot carry an address or other lead content. */
function errorCodes(err: unknown): object {
  if (!(err instanceof Error)) return { type: typeof err }
  return {
    type: err.name,
    code: 'code' in err ? err.code : undefined,
    responseCode: 'responseCode' in err ? err.responseCode : undefined,
  }
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { store, mailer, log = silent, pollMs = 2000, stuckAfterMs = 10 * 60_000 } = options
  const defaults = mailAddresses()
  const leadsTo = options.leadsTo || defaults.leadsTo
  const from = options.from || defaults.from
  const { baseMs = 30_000, maxMs = 3_600_000, forMs = 48 * 3_600_000 } = options.retry ?? {}
  const now = options.now ?? (() => new Date())

  let timer: ReturnType<typeof setInterval> | undefined
  let stopping = false
  let started = false
  // Passes run one after another; `queued` coalesces calls that arrive before the next pass starts.
  let chain: Promise<unknown> = Promise.resolve()
  let queued: Promise<number> | undefined

  async function send(job: OutboxJob): Promise<void> {
    const ids = { outboxId: job.id, leadId: job.leadId, kind: job.kind }
    const to = job.kind === 'business' ? leadsTo : job.toAddr
    try {
      if (!to) throw new Error('The message has no recipient')
      await mailer.send({ ...buildMessage(job.kind, job.lead, { from, leadsTo }), to })
    } catch (err) {
      const attempts = job.attempts + 1
      const at = now()
      const giveUp = at.getTime() - new Date(job.queuedAt).getTime() >= forMs
      const retryAt = giveUp ? null : new Date(at.getTime() + backoffMs(attempts, baseMs, maxMs))
      store.markAttemptFailed(job.id, errorText(err), retryAt, at)
      if (giveUp) log.error({ ...ids, attempts, err: errorCodes(err) }, 'lead e-mail failed; run `npm run leads -- retry` to requeue')
      else log.warn({ ...ids, attempts, retryAt, err: errorCodes(err) }, 'lead e-mail not sent yet; will retry')
      return
    }
    store.markSent(job.id, job.kind === 'business' ? to : null, now())
    log.info(ids, 'lead e-mail sent')
  }

  async function pass(): Promise<number> {
    let attempts = 0
    while (!stopping) {
      const job = store.claimNext(now())
      if (!job) break
      await send(job)
      attempts++
    }
    return attempts
  }

  function runOnce(): Promise<number> {
    if (queued) return queued
    const next = chain.then(() => {
      queued = undefined
      return pass()
    })
    queued = next
    chain = next.catch(() => {})
    return next
  }

  const tick = () => {
    runOnce().catch((err: unknown) => log.error({ err: errorCodes(err) }, 'outbox pass failed'))
  }

  return {
    start() {
      if (started) return
      started = true
      stopping = false
      const released = store.releaseStuck(new Date(now().getTime() - stuckAfterMs))
      if (released > 0) log.warn({ released }, 'requeued lead e-mails left in sending by an earlier run')
      timer = setInterval(tick, pollMs)
      timer.unref()
      tick()
    },
    async stop() {
      stopping = true
      started = false
      if (timer) clearInterval(timer)
      timer = undefined
      await chain
    },
    runOnce,
    nudge() {
      if (started && !stopping) tick()
    },
  }
}
