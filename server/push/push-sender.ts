// Sends one Web Push message: web-push (RFC 8291 aes128gcm encryption with the device's keys, a
// RFC 8292 VAPID JWT for the push service's origin, signed with the desk's key) builds the
// request; fetch sends it, so a send has a timeout and the outbox's stop() can cut it short, as a
// webhook post is. A 2xx is delivered; 404 or 410 means the device's subscription is gone (the
// caller removes it); a 429, a 5xx, a timeout or no connection is retried; any other answer fails
// the alert at once. The endpoint's path is the device's address at its push service: only its
// origin is ever named in an error or a log.
import webPush from 'web-push'
import { DeliveryError } from '../mail/retries'
import type { PushSubscription } from './push-queries'

export type VapidKeys = { publicKey: string; privateKey: string }

export class PushError extends DeliveryError {
  constructor(
    message: string,
    permanent: boolean,
    status?: number,
    /** The push service no longer knows the subscription (404, 410). */
    readonly gone = false,
  ) {
    super(message, permanent, status)
    this.name = 'PushError'
  }
}

export type PushSender = {
  readonly publicKey: string
  send(subscription: PushSubscription, payload: string, options?: { signal?: AbortSignal; urgency?: 'normal' | 'high' }): Promise<void>
}

/** A new VAPID key pair (P-256), base64url, as web-push and the browsers' applicationServerKey take it. */
export const makeVapidKeys = (): VapidKeys => webPush.generateVAPIDKeys()

/**
 * `subject`: the business's mailto: address, which the push services contact about abuse.
 * `ttlSeconds`: how long a push service keeps an alert for a phone that is off (a day).
 */
export function createPushSender(options: { keys: VapidKeys; subject: string; timeoutMs?: number; ttlSeconds?: number }): PushSender {
  const { keys, subject, timeoutMs = 10_000, ttlSeconds = 86_400 } = options
  return {
    publicKey: keys.publicKey,
    async send(subscription, payload, { signal, urgency = 'high' } = {}) {
      const details = webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          contentEncoding: 'aes128gcm',
          TTL: ttlSeconds,
          urgency,
        },
      )
      const origin = new URL(details.endpoint).origin
      let status: number
      try {
        const timeout = AbortSignal.timeout(timeoutMs)
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)])),
          body: details.body ? new Uint8Array(details.body) : undefined,
          redirect: 'manual',
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        })
        status = response.status
        await response.body?.cancel().catch(() => undefined)
      } catch (error) {
        const why = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'could not connect'
        throw new PushError(`The push service at ${origin}: ${why}`, false)
      }
      if (status >= 200 && status < 300) return
      if (status === 404 || status === 410)
        throw new PushError(`The push service at ${origin} no longer knows this device (${status})`, true, status, true)
      const retry = status >= 500 || status === 408 || status === 429
      throw new PushError(`The push service at ${origin} answered ${status}`, !retry, status)
    },
  }
}
