// The parts of the customer's quote page (quote-page.ts puts them together): the options side by
// side (stacked on a phone) with their differences from the first, the add-ons, the total of the
// customer's choice, and the terms. Every figure is read from the frozen snapshot or computed by
// domain/quote (choiceTotals), never here; everything from the snapshot is escaped.
import { quotePage as words } from '#content/quote-words'
import { formatCents, formatDifference } from '#domain/quote/money'
import type { QuoteSnapshot, SnapshotLine } from '#domain/quote/quote-snapshot'
import type { ChoiceTotals } from '#domain/quote/quote-totals'
import type { AcceptRefusal } from '#domain/quote/quote-state'
import { fillTokens } from '#domain/tokens'
import { escapeHtml as e } from '../escape-html'
import type { CustomerQuote } from './quote-store'

export const css = {
  h1: 'font-display text-4xl font-650',
  h2: 'mt-10 font-display text-2xl font-650',
  h3: 'font-display text-xl font-600 text-ink',
  muted: 'mt-4 text-lg text-slate',
  input:
    'focus box-border block w-full min-h-11 rounded-lg border border-solid border-line bg-white px-3 py-2 font-sans text-base text-ink placeholder:text-slate/70 aria-[invalid=true]:border-danger aria-[invalid=true]:border-2 resize-y',
  button:
    'focus inline-flex items-center justify-center gap-2 rounded-lg font-600 no-underline transition-colors duration-200 motion-reduce:transition-none bg-terracotta text-white hover:bg-[#7f371c] min-h-12 px-7 py-3 text-lg mt-6',
  secondary:
    'focus inline-flex items-center justify-center gap-2 rounded-lg font-600 no-underline transition-colors duration-200 motion-reduce:transition-none border-2 border-solid border-ink text-ink bg-transparent hover:bg-ink/5 min-h-11 px-5 py-2 text-base mt-6',
  label: 'mb-1.5 block font-600 text-ink',
  checkLabel: 'inline-flex min-h-11 cursor-pointer items-center gap-2 text-ink',
  check: 'focus h-5 w-5 shrink-0 accent-terracotta',
  link: 'font-600 underline underline-offset-4',
  fieldset: 'm-0 min-w-0 border-0 p-0',
  notice: 'mt-6 rounded-lg border border-solid border-line bg-white px-4 py-3 text-lg',
  error: 'mt-4 font-600 text-danger',
} as const

/** The customer's choice: one option and the add-ons ticked (indexes into the snapshot). */
export type Choice = { optionIndex: number; addOns: number[] }
export type QuoteForm = 'choice' | 'accept' | 'decline' | 'question'

export type QuotePageState = {
  token: string
  quote: CustomerQuote
  /** Why it cannot be accepted now (domain's acceptRefusal), or null while open. */
  refusal: AcceptRefusal | null
  choice: Choice
  /** After a post: which was received. */
  received?: 'accept' | 'decline' | 'question'
  /** A refused form: which, the sentence, and what was typed, kept. */
  error?: { form: QuoteForm; message: string }
  typed?: { name?: string; reason?: string; question?: string }
}

const unitWords = (l: SnapshotLine) =>
  fillTokens(words.lineDetail, { quantity: l.quantity.toLocaleString('en-US'), unit: l.unit, price: formatCents(l.unitCents) })
    .replace(/\s+/g, ' ')
    .trim()

const lineItem = (l: SnapshotLine) =>
  `<li class="border-b border-line py-2"><div class="flex justify-between gap-4"><span class="min-w-0 break-words">${e(l.description)}</span><span class="shrink-0 whitespace-nowrap tabular-nums">${e(formatCents(l.totalCents))}</span></div><p class="m-0 text-sm text-slate">${e(unitWords(l))}</p></li>`

const columns = (count: number) => (count >= 3 ? 'md:grid-cols-2 lg:grid-cols-3' : count === 2 ? 'md:grid-cols-2' : '')

/** The options as cards: with radios when the quote is open (inside the page's GET form), plain once closed. */
export function optionsHtml(snapshot: QuoteSnapshot, choice: Choice, open: boolean): string {
  const cards = snapshot.options.map((o, i) => {
    const difference = i === 0 ? words.baseOption : formatDifference(o.totals.differenceCents, words.samePrice)
    const radio = open
      ? `<label class="${css.checkLabel} mt-3"><input type="radio" class="${css.check}" name="option" value="${i}"${i === choice.optionIndex ? ' checked' : ''}>${e(fillTokens(words.chooseOption, { option: o.name }))}</label>`
      : ''
    // The chosen option stands out (a border, not only a color: the radio says it too).
    const chosen = i === choice.optionIndex && (open || snapshot.options.length > 1) ? ' border-2 border-terracotta' : ''
    return `<li class="card min-w-0 p-5${chosen}"><h3 class="${css.h3} m-0">${e(o.name)}</h3>
<p class="m-0 mt-2 text-lg font-600 tabular-nums">${e(fillTokens(words.optionTotal, { total: formatCents(o.totals.totalCents) }))}</p>
<p class="m-0 text-slate tabular-nums">${e(difference)}</p>
<ul class="m-0 mt-3 list-none p-0">${o.lines.map(lineItem).join('')}</ul>${radio}</li>`
  })
  return `<ul class="m-0 mt-4 grid list-none gap-6 p-0 ${columns(snapshot.options.length)}">${cards.join('')}</ul>`
}

/** The add-ons, each with its price as a difference ("+$300.00"): boxes to tick when open. */
export function addOnsHtml(snapshot: QuoteSnapshot, choice: Choice, open: boolean): string {
  const chosen = new Set(choice.addOns)
  const items = snapshot.addOns.map((a, i) => {
    const price = formatDifference(a.totalCents, words.samePrice)
    const text = `<span class="min-w-0 break-words">${e(a.description)} <span class="text-slate">(${e(unitWords(a))})</span></span>`
    const body = open
      ? `<label class="${css.checkLabel}"><input type="checkbox" class="${css.check}" name="addOns" value="${i}"${chosen.has(i) ? ' checked' : ''}>${text}</label>`
      : text
    return `<li class="flex items-center justify-between gap-4 border-b border-line py-2">${body}<span class="shrink-0 whitespace-nowrap tabular-nums">${e(price)}</span></li>`
  })
  return `<ul class="m-0 mt-4 list-none p-0">${items.join('')}</ul>`
}

/** The total of one choice, as domain computed it: option, add-ons, tax if any, total, deposit and balance. */
export function summaryHtml(snapshot: QuoteSnapshot, choice: Choice, totals: ChoiceTotals): string {
  const names = choice.addOns.map((i) => snapshot.addOns[i].description)
  const s = words.summary
  const rows: [string, string, boolean?][] = [
    [s.option, snapshot.options[choice.optionIndex].name],
    [s.addOns, names.length ? names.join('; ') : words.noAddOns],
    ...(totals.taxCents > 0
      ? ([
          [s.subtotal, formatCents(totals.subtotalCents)],
          [s.tax, formatCents(totals.taxCents)],
        ] as [string, string][])
      : []),
    [s.total, formatCents(totals.totalCents), true],
    ...(totals.depositCents > 0
      ? ([
          [s.deposit, formatCents(totals.depositCents)],
          [s.balance, formatCents(totals.totalCents - totals.depositCents)],
        ] as [string, string][])
      : []),
  ]
  const row = ([k, v, strong]: [string, string, boolean?]) =>
    `<div class="flex justify-between gap-4 border-b border-line py-2${strong ? ' text-xl font-700' : ''}"><dt class="font-600 text-ink">${e(k)}</dt><dd class="m-0 min-w-0 break-words text-right tabular-nums">${e(v)}</dd></div>`
  return `<dl class="card m-0 mt-4 p-5 text-lg">${rows.map(row).join('')}</dl>`
}

/** The terms the quote froze, with their version. */
export function termsHtml(snapshot: QuoteSnapshot): string {
  const paragraphs = snapshot.terms.paragraphs.map((p) => `<p class="mt-3 max-w-prose">${e(p)}</p>`).join('')
  return `${paragraphs}<p class="mt-3 text-sm text-slate">${e(fillTokens(words.termsVersion, { version: snapshot.terms.version }))}</p>`
}
