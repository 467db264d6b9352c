// PLACEHOLDER, so that the quote e-mails (server/mail/quote-mail-facts.ts) type-check on their own
// branch: engineer P writes the real quotePdf (pdfkit, PDF/A-2b) in this same file, which replaces
// this one whole at the merge. Nothing calls this in production until then: the outbox is handed
// its PDF maker, and the tests hand it their own.
import type { QuoteSnapshot } from '#domain/quote/quote-snapshot'
import type { QuoteAcceptance, QuoteEvent } from './quote-store'

export async function quotePdf(
  _snapshot: QuoteSnapshot,
  _signed?: { acceptance: QuoteAcceptance; events: QuoteEvent[] },
  _photos?: { position: number; data: Buffer; contentType: string }[],
): Promise<Buffer> {
  throw new Error('quotePdf: not built yet')
}
