// The lead route's quote changes (issue 42): save the draft, send it to the confirmed address, stop
// the follow-ups. The draft comes from the editor as JSON (its figures already parsed into cents);
// the server checks it whole and answers a refusal's sentence, shown as it comes.
import { deskQuoteWords } from '#content/pages/desk-quote'
import type { DeskBody } from '#domain/desk-contract'
import { fillSlots } from '#domain/slots'
import { routeCall } from '../../api'
import type { LeadActionResult } from '../status-section'

const words = deskQuoteWords

/** The sentence of a refusal, or the connection's when there is none (a network failure). */
const refusal = (r: { ok: false; error: string }) => r.error || words.notSaved

function draftFrom(form: FormData): DeskBody<'saveQuote'> | null {
  try {
    return JSON.parse(String(form.get('draft') ?? '')) as DeskBody<'saveQuote'>
  } catch {
    return null
  }
}

/** The result of a quote intent, or null for any other intent. */
export async function quoteAction(request: Request, id: number, intent: string, form: FormData): Promise<LeadActionResult | null> {
  const params = { id }
  if (intent === 'stop-follow-ups') {
    const r = await routeCall(request, 'stopFollowUps', { params })
    return { message: '', quote: r.ok ? (r.data.stopped ? words.stopped : words.noneToStop) : refusal(r) }
  }
  if (intent !== 'save-quote' && intent !== 'send-quote') return null
  const draft = draftFrom(form)
  if (!draft) return { message: '', quote: words.notSaved }
  if (intent === 'save-quote') {
    const r = await routeCall(request, 'saveQuote', { params, body: draft })
    return { message: '', quote: r.ok ? words.saved : refusal(r) }
  }
  const r = await routeCall(request, 'sendQuote', { params, body: { email: String(form.get('email') ?? ''), draft } })
  return { message: '', quote: r.ok ? fillSlots(words.sent, { n: r.data.version }) : refusal(r) }
}
