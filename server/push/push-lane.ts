// The outbox's third lane (server/outbox/outbox.ts runs it beside the e-mails and the webhook): the
// desk's push alerts, several devices at once (one alert in flight per device, healthy devices
// first: push-queries.ts), so a slow or absent push service never holds back an e-mail or another
// device's alert: a free place looks for new alerts while others wait on their push service. Each
// alert is leased, sent (push-sender.ts, within its short timeout) and recorded by its lease
// holder; a failure is retried with the outbox's backoff; a device its push service no longer
// knows (404, 410), or that failed 5 sends in a row over a day (`dropAfter`), is removed with its alerts.
import { type OutboxLog, type RetryPolicy, backoffMs, errorCodes, isPermanent } from '../mail/retries'
import { alertPayload } from './alert-payload'
import type { PushAlertJob, PushStore } from './push-queries'
import { PushError, type PushSender } from './push-sender'

export type PushLaneOptions = {
  store: PushStore
  sender: PushSender
  siteUrl: string
  /** Alerts sent at once (16): more than one person's cap of devices (10), so one person's hung devices never fill the lane. */
  concurrency?: number
  /** Failed sends in a row, over at least `forMs`, that drop a device (5 over a day); a delivery resets the count. */
  dropAfter?: { failures: number; forMs: number }
}

/** While sends are out and nothing is due, how soon the lane looks again for an alert queued meanwhile. */
const idleLookMs = 100

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

export function pushLane(
  { store, sender, siteUrl, concurrency = 16, dropAfter = { failures: 5, forMs: 86_400_000 } }: PushLaneOptions,
  w: Worker,
) {
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
      if (await store.recordFailure(job.subscription.id, dropAfter, at))
        w.log.warn({ ...ids, failures: dropAfter.failures }, 'push subscription failing for a day; removed')
      return
    }
    await store.recordDelivery(job.subscription.id, w.now())
    if (await store.markAlertSent(job.id, w.workerId, w.now())) w.log.info(ids, 'push alert sent')
    else w.log.warn(ids, 'push alert sent after its lease expired')
  }

  return {
    /** Sends due alerts, `concurrency` at a time, until none is left; resolves to the number of attempts. */
    async pass(): Promise<number> {
      let attempts = 0
      let failure: unknown
      const inFlight = new Set<Promise<void>>()
      while (!w.stopping()) {
        if (inFlight.size >= concurrency) {
          await Promise.race(inFlight)
          continue
        }
        const job = await store.claimNextAlert(w.workerId, w.leaseMs, w.now())
        if (job) {
          const sending: Promise<void> = send(job)
            .catch((err: unknown) => void (failure ??= err))
            .finally(() => inFlight.delete(sending))
          inFlight.add(sending)
          attempts++
          continue
        }
        if (inFlight.size === 0) break
        // Nothing due now (or only alerts of devices with one in flight): look again when a send
        // ends, or shortly, so an alert queued meanwhile never waits behind a slow push service.
        await Promise.race([...inFlight, new Promise((resolve) => setTimeout(resolve, idleLookMs))])
      }
      await Promise.all(inFlight)
      if (failure !== undefined) throw failure
      return attempts
    },
    release: () => store.releaseAlertLeases(w.workerId),
  }
}
