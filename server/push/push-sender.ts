// Sends one Web Push message: web-push (RFC 8291 aes128gcm encryption with the device's keys, a
// RFC 8292 VAPID JWT for the push service's origin, signed with the desk's key) builds the
// request; node:https sends it, to a browser's push service only (config/push-services.ts), at an
// address checked to be public when it connects (push-endpoint.ts), within a short timeout that the
// outbox's stop() can also cut short. A 2xx is delivered; 404 or 410 means the device's
// subscription is gone (the caller removes it); a 429, a 5xx, a timeout or no connection is
// retried; any other answer fails the alert at once. The endpoint's path is the device's address
// at its push service: only its origin is ever named in an error or a log.
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import webPush from 'web-push'
import { readSettings } from '#config/settings'
import { type PushEndpoints, isPublicAddress, pushEndpointPolicy } from './push-endpoint'
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
 * `endpoints`: where a push may go (push-endpoint.ts); its PUSH_EXTRA_ORIGINS, the tests' push
 * service, are connected to unchecked.
 */
export function createPushSender(options: {
  keys: VapidKeys
  subject: string
  timeoutMs?: number
  ttlSeconds?: number
  endpoints?: PushEndpoints
}): PushSender {
  const { keys, subject, timeoutMs = readSettings({}).push.timeoutMs, ttlSeconds = 86_400, endpoints = pushEndpointPolicy() } = options
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
      const url = new URL(details.endpoint)
      const origin = url.origin
      const host = url.hostname.replace(/^\[|\]$/g, '')
      const extra = endpoints.isExtra(details.endpoint)
      // An IP literal is never looked up, so never passes the lookup's check: it is checked here.
      if (!extra && (endpoints.whyNotAService(details.endpoint) || (isIP(host) && !isPublicAddress(host))))
        throw new PushError(`The push service at ${origin}: not a browser's push service at a public address`, true)
      let status: number
      try {
        status = await post(url, details, { timeoutMs, signal, lookup: extra ? undefined : endpoints.lookup })
      } catch (error) {
        const code = error instanceof Error && 'code' in error ? error.code : undefined
        if (code === 'EPUSHADDRESS')
          throw new PushError(`The push service at ${origin}: ${error instanceof Error ? error.message : ''}`, true)
        const why = code === 'ETIMEDOUT' ? `no answer within ${timeoutMs} ms` : 'could not connect'
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

type RequestDetails = ReturnType<typeof webPush.generateRequestDetails>

/** One POST, its answer's status; the whole exchange within `timeoutMs` (an error coded ETIMEDOUT past it). */
function post(
  url: URL,
  details: RequestDetails,
  { timeoutMs, signal, lookup }: { timeoutMs: number; signal?: AbortSignal; lookup?: PushEndpoints['lookup'] },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]))
    // A new connection each time (agent: false), made through the checked lookup.
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: details.method,
      headers,
      agent: false,
      lookup,
      signal,
    })
    const timer = setTimeout(() => request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })), timeoutMs)
    request.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    request.on('response', (response) => {
      clearTimeout(timer)
      response.resume()
      resolve(response.statusCode ?? 0)
      request.destroy()
    })
    request.end(details.body ?? undefined)
  })
}
