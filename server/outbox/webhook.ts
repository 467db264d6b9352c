// The lead as JSON for LEADS_WEBHOOK_URL, so the owner can connect SMS, chat or a CRM without code.
// The body is the same bytes on every attempt; each attempt carries X-Signature-Timestamp (unix
// seconds, the time of that attempt) and X-Signature-256: sha256=<hex HMAC-SHA256 of
// `<timestamp>.<body>`, keyed with LEADS_WEBHOOK_SECRET>, as Stripe and Slack sign theirs, so a
// receiver refuses an old post replayed later (docs/leads.md has its check). X-Lead-Id lets the
// receiver drop a repeat (a worker that died after the receiver answered sends it again). A 2xx
// answer is delivered; a 5xx, 408, 429, a timeout or a connection error is retried by the outbox;
// any other answer (4xx, a redirect) will not change by trying again and fails at once.
// The URL's path and query often hold the receiver's secret: nothing here names more than its
// scheme, host and port, and no error text of fetch (whose messages can carry the URL) is kept.
// At most 4 KB of an answer is read, never kept (it may echo the URL), then the connection is dropped.
import { createHmac } from 'node:crypto'
import { presentLead } from '#domain/lead-presenter'
import { DeliveryError } from '../mail/retries'
import type { Lead } from '../store/store'

export type WebhookSender = {
  /** Where it posts, for the start-up line, the log and the outbox row: scheme, host and port only. */
  readonly description: string
  post(lead: Lead, photoCount: number, signal?: AbortSignal): Promise<void>
}

/** A refusal or failure of the receiver; `permanent` when sending it again cannot succeed. */
export class WebhookError extends DeliveryError {
  constructor(message: string, permanent: boolean, status?: number) {
    super(message, permanent, status)
    this.name = 'WebhookError'
  }
}

/**
 * What the receiver gets: the lead as the server stored and checked it, and its details in the
 * words of the owner's e-mail (`text` of a visit window, of the pattern).
 */
export function webhookPayload(lead: Lead, photoCount: number) {
  const shown = presentLead(lead)
  return {
    event: 'lead.created',
    id: lead.id,
    reference: shown.reference,
    form: lead.form,
    receivedAt: lead.createdAt,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    projectType: lead.projectType,
    message: lead.message,
    zip: lead.zip,
    place: shown.place,
    inServiceArea: lead.inArea,
    visitWindows: shown.visitWindows.map(({ id, label, text }) => ({ id, label, text })),
    estimate: shown.estimate && {
      total: shown.estimate.total,
      tiles: shown.estimate.tiles,
      summary: shown.estimate.lines,
      link: shown.estimate.link,
    },
    pattern: lead.pattern && { pattern: lead.pattern.pattern, color: lead.pattern.color, grout: lead.pattern.grout, text: shown.pattern },
    photos: photoCount,
    photosNotKept: lead.photosRefused?.count ?? 0,
    source: lead.source,
  }
}

/** How much of the receiver's answer is read before the connection is dropped. */
const answerReadLimit = 4096

/** The signature of one attempt: HMAC-SHA256 of `<timestamp>.<body>`, keyed with the secret. */
export const signature = (timestamp: number, body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`

/**
 * Posts to `url`, signed with `secret`; each attempt gives up after `timeoutMs`, or when `signal`
 * aborts (the outbox stopping). `now` is the clock of the signature's timestamp.
 */
export function createWebhookSender(options: { url: string; secret: string; timeoutMs?: number; now?: () => number }): WebhookSender {
  const { url, secret, timeoutMs = 10_000, now = Date.now } = options
  // What the log, the desk and the outbox rows may show: scheme, host and port, never path or query.
  const description = new URL(url).origin
  return {
    description,
    async post(lead, photoCount, signal) {
      const body = JSON.stringify(webhookPayload(lead, photoCount))
      const timestamp = Math.floor(now() / 1000)
      let status: number
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'StarTile-Leads/1',
            'x-signature-timestamp': String(timestamp),
            'x-signature-256': signature(timestamp, body, secret),
            'x-lead-id': String(lead.id),
          },
          body,
          redirect: 'manual',
          signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
        })
        status = response.status
        // The status is the answer: a body cut short by the timeout changes nothing.
        await skim(response).catch(() => undefined)
      } catch (error) {
        throw new WebhookError(`The webhook receiver at ${description}: ${failure(error, timeoutMs)}`, false)
      }
      if (status >= 200 && status < 300) return
      const retry = status >= 500 || status === 408 || status === 429
      throw new WebhookError(`The webhook receiver at ${description} answered ${status}`, !retry, status)
    },
  }
}

/**
 * Reads (and drops) the answer so a short one leaves the connection reusable; past
 * answerReadLimit bytes it cancels the body, which closes the connection: an endless answer
 * holds neither the worker nor memory.
 */
async function skim(response: Response): Promise<void> {
  if (!response.body) return
  const reader = response.body.getReader()
  let read = 0
  while (read <= answerReadLimit) {
    const chunk = await reader.read()
    if (chunk.done) return
    read += chunk.value.byteLength
  }
  await reader.cancel()
}

/** Why an attempt got no answer, in words that hold no part of the URL: fetch's own messages can. */
function failure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`
  if (error instanceof Error && error.name === 'AbortError') return 'stopped before it answered'
  const cause = error instanceof Error ? error.cause : undefined
  const code = cause instanceof Error && 'code' in cause && typeof cause.code === 'string' ? cause.code : ''
  return `could not connect${/^[A-Z0-9_]{2,40}$/.test(code) ? ` (${code})` : ''}`
}
