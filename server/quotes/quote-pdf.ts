// The quote as a PDF (issue 42, record 038): drawn only from the sent snapshot, so it says exactly
// what the customer's page and e-mail say, with the same figures (domain/quote computed them once).
// PDF/A-2b (archival: every font embedded, sRGB output intent, XMP identification), in the site's
// own fonts, dark text on white, the options' totals at the top. The signed copy is the same quote
// with the acceptance record last. The same input always gives the same bytes: the creation date is
// the day the quote was issued, or the moment it was accepted, never the clock.
import type { QuoteSnapshot } from '#domain/quote/quote-snapshot'
import { quotePdfWords as words } from '#content/quote-words-pdf'
import type { QuoteAcceptance, QuoteEvent } from './quote-store'
import { type QuotePhoto, drawNote, drawPhotos, drawTerms, thumbnails } from './pdf-extras'
import { fill } from './pdf-format'
import { drawAddOns, drawDeposit, drawOptions } from './pdf-lines'
import { Pen, colors, newDocument, page } from './pdf-pen'
import { drawRecord } from './pdf-record'
import { drawCustomer, drawHeader, drawSummary } from './pdf-top'

export type SignedFacts = { acceptance: QuoteAcceptance; events: QuoteEvent[] }

export async function quotePdf(snapshot: QuoteSnapshot, signed?: SignedFacts, photos: QuotePhoto[] = []): Promise<Buffer> {
  const shots = await thumbnails(snapshot, photos)
  const title = fill(signed ? words.signedTitle : words.title, { reference: snapshot.reference })
  const doc = newDocument({
    title: `${title} v${snapshot.version}`,
    author: snapshot.business.name,
    subject: fill(words.reference, { reference: snapshot.reference, version: snapshot.version }),
    createdAt: new Date(signed ? signed.acceptance.acceptedAt : `${snapshot.issuedOn}T12:00:00Z`),
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const pen = new Pen(doc)
  drawHeader(pen, snapshot, title)
  drawCustomer(pen, snapshot)
  drawSummary(pen, snapshot)
  drawOptions(pen, snapshot)
  drawAddOns(pen, snapshot)
  drawDeposit(pen, snapshot)
  drawNote(pen, snapshot)
  drawPhotos(pen, shots)
  drawTerms(pen, snapshot)
  if (signed) drawRecord(pen, snapshot, signed.acceptance, signed.events)
  drawFooters(pen, snapshot)
  doc.end()
  return done
}

/** "Quote ST-1042, version 2 · Page 1 of 3" under every page, once the number of pages is known. */
function drawFooters(pen: Pen, s: QuoteSnapshot): void {
  const { doc } = pen
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    // Drawing below the bottom margin would make pdfkit start a page: the margin is lifted for the foot.
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const text = fill(words.footer, { reference: s.reference, version: s.version, n: i + 1, of: range.count })
    pen.textAt(text, page.left, page.bottom + 24, page.right - page.left, { size: 8, color: colors.slate, align: 'center' })
    doc.page.margins.bottom = bottom
  }
}
