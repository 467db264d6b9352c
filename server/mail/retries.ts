// How a failed delivery is retried, shared by the outbox (e-mails and webhook posts) and the
// morning digest: the backoff between attempts, which failures are permanent, and the log fields
// of an error. It lives with the mail so that the digest reads it without importing the outbox,
// which imports the mail's builders (mail/outbox-kinds.ts).

type LogFn = (obj: object, msg: string) => void
export type OutboxLog = { info: LogFn; warn: LogFn; error: LogFn }

export type RetryPolicy = { baseMs: number; maxMs: number; forMs: number }
/** 30 s doubling to at most an hour between attempts, for 48 hours after the lead came in. */
export const defaultRetry: RetryPolicy = { baseMs: 30_000, maxMs: 3_600_000, forMs: 48 * 3_600_000 }

/** A refusal or failure of a receiver; `permanent` when sending it again cannot succeed (outbox/webhook.ts throws these). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'DeliveryError'
  }
}

/** Delay after `attempts` failures: base × 2^(attempts-1), capped at max, then jittered into its upper half. */
export function backoffMs(attempts: number, policy: Pick<RetryPolicy, 'baseMs' | 'maxMs'> = defaultRetry, random = Math.random): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1))
  // Jitter spreads the retries of many messages (and instances) after an outage ends.
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

/** An SMTP 5xx reply, or a receiver's refusal such as a webhook 4xx, is permanent: sending the same message again cannot succeed. */
export function isPermanent(err: unknown): boolean {
  if (err instanceof DeliveryError) return err.permanent
  const code = err instanceof Error && 'responseCode' in err ? Number(err.responseCode) : NaN
  return code >= 500 && code < 600
}

/** Log fields of an error that cannot carry an address or other lead content. */
export function errorCodes(err: unknown): object {
  if (!(err instanceof Error)) return { type: typeof err }
  return {
    type: err.name,
    code: 'code' in err ? err.code : undefined,
    responseCode: 'responseCode' in err ? err.responseCode : undefined,
    status: err instanceof DeliveryError ? err.status : undefined,
  }
}
