// The outbox's third lane (server/outbox/outbox.ts runs it beside the e-mails and the webhook): the
// desk's push alerts, one device at a time, so a slow or absent push service never holds back an
// e-mail. Each alert is leased (push-queries.ts), sent (push-sender.ts) and recorded by its lease
// holder; a failure is retried with the outbox's backoff; a device its push service no longer
// knows (404, 410) is removed with its alerts; a device that never answers fails only its own.
import { type OutboxLog, type RetryPolicy, backoffMs, errorCodes, isPermanent } from '../mail/retries'
import { alertPayload } from './alert-payload'
import type { PushAlertJob, PushStore } from './push-queries'
import { PushError, type PushSender } from './push-sender'

export type PushLaneOptions = { store: PushStore; sender: PushSender; siteUrl: string }

type Worker = {
  workerId: string
  leaseMs: number
  retry: RetryPolicy
  log: OutboxLog
  now: () => Date
  random: () => number
  stopping: () => boolean
  /** Aborted when the outbox stops: a send in flight gives up and its lease is given back. */
  signal: () => AbortSignal
}

export function pushLane({ store, sender, siteUrl }: PushLaneOptions, w: Worker) {
  async function send(job: PushAlertJob): Promise<void> {
    const ids = { alertId: job.id, kind: job.kind, leadId: job.lead?.id ?? null, subscriptionId: job.subscription.id }
    try {
      const payload = JSON.stringify(alertPayload(job, siteUrl))
      await sender.send(job.subscription, payload, { signal: w.signal(), urgency: job.kind === 'mail-failing' ? 'normal' : 'high' })
    } catch (err) {
      if (w.signal().aborted) return
      if (err instanceof PushError && err.gone) {
        await store.removeSubscription(job.subscription.id)
        w.log.info(ids, 'push subscription gone; removed')
        return
      }
      const at = w.now()
      const expired = at.getTime() - new Date(job.queuedAt).getTime() >= w.retry.forMs
      const giveUp = expired || isPermanent(err)
      const retryAt = giveUp ? null : new Date(at.getTime() + backoffMs(job.attempts + 1, w.retry, w.random))
      const text = err instanceof Error ? err.message : String(err)
      await store.markAlertFailed(job.id, w.workerId, text, retryAt, at)
      if (giveUp) w.log.error({ ...ids, err: errorCodes(err) }, 'push alert failed')
      else w.log.warn({ ...ids, retryAt, err: errorCodes(err) }, 'push alert not sent yet; will retry')
      return
    }
    if (await store.markAlertSent(job.id, w.workerId, w.now())) w.log.info(ids, 'push alert sent')
    else w.log.warn(ids, 'push alert sent after its lease expired')
  }

  return {
    /** Sends due alerts until none is left; resolves to the number of attempts. */
    async pass(): Promise<number> {
      let attempts = 0
      while (!w.stopping()) {
        const job = await store.claimNextAlert(w.workerId, w.leaseMs, w.now())
        if (!job) break
        await send(job)
        attempts++
      }
      return attempts
    },
    release: () => store.releaseAlertLeases(w.workerId),
  }
}
