// The quote PDF's line items (issue 42): each option's lines (description, quantity, unit, unit
// price, amount) with its subtotal, tax and total as domain/quote computed them, then the add-ons
// and the deposit. A row that would cross the page's foot starts the next page under the columns'
// heads again; the figures are right-aligned in tabular digits, so they line up.
import type { QuoteSnapshot, SnapshotLine } from '#domain/quote/quote-snapshot'
import { formatBasisPoints, formatCents } from '#domain/quote/money'
import { quotePdfWords as words } from '#content/quote-words-pdf'
import { fill } from './pdf-format'
import { type Pen, type TextStyle, colors, page } from './pdf-pen'

type Column = { key: keyof typeof words.columns; x: number; width: number; align: 'left' | 'right'; figures: boolean }
const columns: Column[] = [
  { key: 'description', x: page.left, width: 248, align: 'left', figures: false },
  { key: 'quantity', x: 304, width: 42, align: 'right', figures: true },
  { key: 'unit', x: 354, width: 50, align: 'left', figures: false },
  { key: 'unitPrice', x: 408, width: 70, align: 'right', figures: true },
  { key: 'amount', x: 482, width: page.right - 482, align: 'right', figures: true },
]
const cell: TextStyle = { size: 9.5, gap: 1 }

function cells(line: SnapshotLine): Record<Column['key'], string> {
  return {
    description: line.description,
    quantity: line.quantity.toLocaleString('en-US'),
    unit: line.unit,
    unitPrice: formatCents(line.unitCents),
    amount: formatCents(line.totalCents),
  }
}

function drawHead(pen: Pen): void {
  for (const c of columns) pen.textAt(words.columns[c.key], c.x, pen.y, c.width, { size: 8, color: colors.slate, align: c.align })
  pen.y += 13
  pen.rule(colors.slate, 0.5)
}

function drawRows(pen: Pen, lines: readonly SnapshotLine[]): void {
  drawHead(pen)
  // A short figure ("$99,999.99", "100,000") fits every figure column on one line: its height is
  // measured once. Words (description, unit) and longer figures, which may wrap, row by row.
  const oneLine = pen.heightOf('0', page.right - page.left, { ...cell, figures: true })
  const heightOf = (c: Column, text: string) =>
    c.figures && text.length <= 10 ? oneLine : pen.heightOf(text, c.width, { ...cell, figures: c.figures })
  for (const line of lines) {
    const values = cells(line)
    const height = Math.max(...columns.map((c) => heightOf(c, values[c.key]))) + 5
    if (pen.y + height > page.bottom) {
      pen.newPage()
      drawHead(pen)
    }
    for (const c of columns) pen.textAt(values[c.key], c.x, pen.y, c.width, { ...cell, align: c.align, figures: c.figures })
    pen.y += height
    pen.rule(colors.line, 0.5)
  }
}

/** A label and its figure, right-aligned under the amounts. */
function drawSum(pen: Pen, label: string, cents: number, strong = false): void {
  const s: TextStyle = strong ? { font: 'strong', size: 11, figures: true } : { size: 9.5, figures: true }
  pen.ensure(16)
  pen.textAt(label, 300, pen.y, 176, { ...s, align: 'right' })
  pen.textAt(formatCents(cents), 482, pen.y, page.right - 482, { ...s, align: 'right' })
  pen.y += strong ? 17 : 14
}

export function drawOptions(pen: Pen, s: QuoteSnapshot): void {
  pen.heading(words.optionsIntro, 2, 80)
  for (const option of s.options) {
    const t = option.totals
    pen.heading(`${option.name} · ${formatCents(t.totalCents)}`, 3, 60)
    drawRows(pen, option.lines)
    if (t.taxCents > 0) {
      drawSum(pen, words.subtotalLabel, t.subtotalCents)
      drawSum(pen, `${words.taxLabel} (${formatBasisPoints(s.taxBasisPoints)})`, t.taxCents)
    }
    drawSum(pen, `${option.name}: ${words.totalLabel}`, t.totalCents, true)
    pen.y += 6
  }
}

export function drawAddOns(pen: Pen, s: QuoteSnapshot): void {
  if (!s.addOns.length) return
  pen.heading(words.addOns, 2, 70)
  pen.paragraph(words.addOnsIntro, { color: colors.slate }, 4)
  drawRows(pen, s.addOns)
  pen.y += 6
}

export function drawDeposit(pen: Pen, s: QuoteSnapshot): void {
  if (s.deposit.kind === 'none') return
  pen.heading(words.depositLabel, 2, 30)
  const how =
    s.deposit.kind === 'percent'
      ? fill(words.depositPercent, { percent: formatBasisPoints(s.deposit.basisPoints) })
      : `${formatCents(s.deposit.cents)}, ${words.depositAmount}`
  pen.paragraph(how)
  for (const option of s.options) pen.paragraph(`${option.name}: ${formatCents(option.totals.depositCents)}`, { size: 9.5 }, 2)
  pen.y += 4
}
