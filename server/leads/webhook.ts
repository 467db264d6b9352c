// The lead as JSON for LEADS_WEBHOOK_URL, so the owner can connect SMS, chat or a CRM without code.
// The body is the same bytes on every attempt, signed with LEADS_WEBHOOK_SECRET (X-Signature-256:
// sha256=<hex HMAC-SHA256 of the body>, as GitHub signs its webhooks); X-Lead-Id lets the
// receiver drop a repeat (a worker that died after the receiver answered sends it again). A 2xx
// answer is delivered; a 5xx, 408, 429, a timeout or a connection error is retried by the
// outbox; any other answer (4xx, a redirect) will not change by trying again and fails at once.
import { createHmac } from 'node:crypto'
import { absoluteUrl } from '#config/site-url'
import { leadReference } from '#domain/lead-reference'
import { placeOf } from '#domain/service-area'
import { findVisitWindow } from '#domain/visit-windows'
import type { Lead } from './store'

export type WebhookSender = {
  /** Where it posts, for the start-up line and the outbox row: no credentials, no query. */
  readonly description: string
  post(lead: Lead, photoCount: number): Promise<void>
}

/** A refusal or failure of the receiver; `permanent` when sending it again cannot succeed. */
export class WebhookError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'WebhookError'
  }
}

/** What the receiver gets: the lead as the server stored and checked it. */
export function webhookPayload(lead: Lead, photoCount: number) {
  return {
    event: 'lead.created',
    id: lead.id,
    reference: leadReference(lead.id),
    form: lead.form,
    receivedAt: lead.createdAt,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    projectType: lead.projectType,
    message: lead.message,
    zip: lead.zip,
    place: lead.zip ? (placeOf(lead.zip) ?? null) : null,
    inServiceArea: lead.inArea,
    visitWindows: lead.visitWindows.map((id) => ({ id, label: findVisitWindow(id)?.label ?? id })),
    estimate: lead.estimate && {
      total: lead.estimate.totalWithWaste,
      tiles: lead.estimate.totalTiles,
      summary: lead.estimate.lines,
      link: `${absoluteUrl('/tile-cost-calculator')}?${lead.estimate.query}`,
    },
    pattern: lead.pattern && { pattern: lead.pattern.pattern, color: lead.pattern.color, grout: lead.pattern.grout },
    photos: photoCount,
    photosNotKept: lead.photosRefused?.count ?? 0,
    source: lead.source,
  }
}

export const signature = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

/** Posts to `url`, signed with `secret`; each attempt gives up after `timeoutMs`. */
export function createWebhookSender(options: { url: string; secret: string; timeoutMs?: number }): WebhookSender {
  const { url, secret, timeoutMs = 10_000 } = options
  const target = new URL(url)
  const description = `${target.origin}${target.pathname}`
  return {
    description,
    async post(lead, photoCount) {
      const body = JSON.stringify(webhookPayload(lead, photoCount))
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'StarTile-Leads/1',
            'x-signature-256': signature(body, secret),
            'x-lead-id': String(lead.id),
          },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        })
        // Read (and drop) the answer, so the connection can be reused.
        await response.arrayBuffer().catch(() => undefined)
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
        const what =
          error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `could not connect${cause}`
        throw new WebhookError(`The webhook receiver at ${description}: ${what}`, false)
      }
      const { status } = response
      if (status >= 200 && status < 300) return
      const retry = status >= 500 || status === 408 || status === 429
      throw new WebhookError(`The webhook receiver at ${description} answered ${status}`, !retry, status)
    },
  }
}
