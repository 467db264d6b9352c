// The signed copy's acceptance record (issue 42), last in the PDF: what the customer signed (the
// version's SHA-256, the option and add-ons, the total and deposit), who and when (the typed name,
// the time on Portland's clock), how (the consent's exact text and version) and from where (the
// network address and browser), and every view of the quote after signing.
import type { QuoteSnapshot } from '#domain/quote/quote-snapshot'
import { formatCents } from '#domain/quote/money'
import { quotePdfWords } from '#content/quote-words-pdf'
import type { QuoteAcceptance, QuoteEvent } from './quote-store'
import { fill, instantText } from './pdf-format'
import { type Pen, type TextStyle, colors, page } from './pdf-pen'

const words = quotePdfWords.record
const labelWidth = 150
const valueX = page.left + labelWidth + 12
const valueWidth = page.right - valueX

function row(pen: Pen, label: string, value: string, style: TextStyle = {}): void {
  const height = Math.max(pen.heightOf(label, labelWidth, { size: 8.5 }), pen.heightOf(value, valueWidth, style)) + 6
  pen.ensure(height)
  pen.textAt(label, page.left, pen.y + 1, labelWidth, { size: 8.5, color: colors.slate })
  pen.textAt(value, valueX, pen.y, valueWidth, style)
  pen.y += height
}

/** The views after `since`, in order; an acceptance's own page view before it is not a later view. */
export const laterViews = (events: readonly QuoteEvent[], since: string) =>
  events.filter((e) => e.kind === 'view' && Date.parse(e.at) > Date.parse(since)).sort((a, b) => Date.parse(a.at) - Date.parse(b.at))

export function drawRecord(pen: Pen, s: QuoteSnapshot, acceptance: QuoteAcceptance, events: readonly QuoteEvent[]): void {
  // On a page of its own: the record reads whole, and a printed copy can be signed on its page.
  pen.newPage()
  pen.heading(words.heading, 2)
  pen.paragraph(words.intro, { color: colors.slate })
  const option = s.options[acceptance.optionIndex]
  const addOns = acceptance.addOns.map((i) => s.addOns[i]?.description).filter((d): d is string => Boolean(d))
  const strong: TextStyle = { font: 'strong' }
  row(pen, words.signedBy, acceptance.typedName, strong)
  row(pen, words.acceptedAt, instantText(acceptance.acceptedAt))
  // Small enough to stay on one line: a hash broken in two is copied wrong.
  row(pen, words.hash, acceptance.sha256, { size: 8, figures: true })
  row(pen, words.option, option ? option.name : String(acceptance.optionIndex + 1))
  row(pen, words.addOns, addOns.length ? addOns.join('; ') : words.none)
  row(pen, words.total, formatCents(acceptance.totalCents), strong)
  row(pen, words.deposit, formatCents(acceptance.depositCents))
  row(pen, words.clientAddress, acceptance.clientAddress ?? words.unknown)
  row(pen, words.browser, acceptance.userAgent ?? words.unknown)
  row(pen, fill(words.consent, { version: acceptance.consentVersion }), acceptance.consentText)
  const views = laterViews(events, acceptance.acceptedAt)
  row(
    pen,
    words.views,
    views.length
      ? views
          .map((v) =>
            fill(words.view, { at: instantText(v.at), address: v.clientAddress ?? words.unknown, browser: v.userAgent ?? words.unknown }),
          )
          .join('\n')
      : words.noViews,
  )
}
