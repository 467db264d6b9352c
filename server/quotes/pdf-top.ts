// The top of the quote PDF (issue 42): who quotes (name, address, phone, e-mail, CCB license), the
// quote's reference, version and days, who it is for and where, and then at once what each option
// costs: the customer sees the totals before any line item.
import type { QuoteSnapshot } from '#domain/quote/quote-snapshot'
import { formatBasisPoints, formatCents, formatDifference } from '#domain/quote/money'
import { quotePdfWords as words } from '#content/quote-words-pdf'
import { dayText, fill } from './pdf-format'
import { type Pen, colors, contentWidth, page } from './pdf-pen'

export function drawHeader(pen: Pen, s: QuoteSnapshot, title: string): void {
  const b = s.business
  const leftWidth = 300
  const rightX = page.right - 200
  let left = pen.y
  left += pen.textAt(b.name, page.left, left, leftWidth, { font: 'heading', size: 22 }) + 2
  for (const line of [b.address, `${b.phone} · ${b.email}`, `${words.licence}: ${b.licence}`]) {
    left += pen.textAt(line, page.left, left, leftWidth, { size: 9.5, color: colors.slate })
  }
  let right = pen.y + 4
  right += pen.textAt(title, rightX, right, 200, { font: 'heading', size: 15, align: 'right' }) + 2
  right += pen.textAt(fill(words.reference, { reference: s.reference, version: s.version }), rightX, right, 200, {
    align: 'right',
    color: colors.slate,
  })
  for (const [label, day] of [
    [words.issued, s.issuedOn],
    [words.validThrough, s.validThrough],
  ]) {
    right += pen.textAt(`${label}: ${dayText(day)}`, rightX, right, 200, { font: 'strong', align: 'right' })
  }
  pen.y = Math.max(left, right) + 8
  pen.rule(colors.accent, 1.5)
}

export function drawCustomer(pen: Pen, s: QuoteSnapshot): void {
  const half = contentWidth / 2 - 10
  const top = pen.y + 2
  let left = top
  left += pen.textAt(words.preparedFor, page.left, left, half, { size: 8.5, color: colors.slate })
  left += pen.textAt(s.customer.name, page.left, left, half, { font: 'strong', size: 11 })
  for (const line of [s.customer.email, s.customer.phone].filter(Boolean)) left += pen.textAt(line, page.left, left, half)
  let right = top
  const rightX = page.left + contentWidth / 2 + 10
  const place = s.jobAddress || s.customer.zip
  if (place) {
    right += pen.textAt(words.jobAddress, rightX, right, half, { size: 8.5, color: colors.slate })
    right += pen.textAt(place, rightX, right, half, { font: 'strong', size: 11 }) + 4
  }
  if (s.projectType) {
    right += pen.textAt(words.project, rightX, right, half, { size: 8.5, color: colors.slate })
    right += pen.textAt(s.projectType, rightX, right, half, { font: 'strong', size: 11 })
  }
  pen.y = Math.max(left, right) + 10
}

/** One card per option, side by side on a light panel: name, total, the difference from the first. */
export function drawSummary(pen: Pen, s: QuoteSnapshot): void {
  pen.heading(words.summary, 2, 110)
  pen.paragraph(words.summaryIntro, { color: colors.slate }, 6)
  const gap = 10
  const width = (contentWidth - gap * (s.options.length - 1)) / s.options.length
  const first = s.options[0]
  const cards = s.options.map((option, i) => {
    const t = option.totals
    const lines: string[] = []
    if (i > 0) {
      lines.push(
        t.differenceCents === 0
          ? fill(words.sameAsFirst, { first: first.name })
          : fill(words.difference, { difference: formatDifference(t.differenceCents), first: first.name }),
      )
    }
    if (t.taxCents > 0) lines.push(fill(words.includesTax, { tax: formatCents(t.taxCents) }))
    if (s.addOns.length) lines.push(`${words.withAddOns}: ${formatCents(t.allAddOnsTotalCents)}`)
    if (s.deposit.kind !== 'none') lines.push(`${words.depositLabel}: ${formatCents(t.depositCents)}`)
    return { name: option.name, total: formatCents(t.totalCents), lines }
  })
  const inner = width - 20
  const heightOf = (c: (typeof cards)[number]) =>
    pen.heightOf(c.name, inner, { font: 'strong', size: 10.5 }) +
    pen.heightOf(c.total, inner, { font: 'heading', size: 18, figures: true }) +
    c.lines.reduce((h, l) => h + pen.heightOf(l, inner, { size: 8.5 }) + 1, 0)
  const height = Math.max(...cards.map(heightOf)) + 26
  pen.ensure(height)
  cards.forEach((card, i) => {
    const x = page.left + i * (width + gap)
    pen.doc.roundedRect(x, pen.y, width, height, 4).fillAndStroke(colors.panel, colors.line)
    let y = pen.y + 10
    y += pen.textAt(card.name, x + 10, y, inner, { font: 'strong', size: 10.5 }) + 2
    y += pen.textAt(card.total, x + 10, y, inner, { font: 'heading', size: 18, figures: true }) + 3
    for (const line of card.lines) y += pen.textAt(line, x + 10, y, inner, { size: 8.5, color: colors.slate }) + 1
  })
  pen.y += height + 8
  if (s.taxBasisPoints > 0) pen.paragraph(`${words.taxLabel}: ${formatBasisPoints(s.taxBasisPoints)}`, { size: 8.5, color: colors.slate })
}
