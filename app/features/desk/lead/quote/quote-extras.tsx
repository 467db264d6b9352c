// The quote editor's deposit (none, a share of the total, or an amount) and its live totals: each
// option's total (with its tax when the business charges one, its deposit, and with every add-on),
// all from domain/quote/quote-totals.ts, the figures the customer's page, e-mail and PDF show.
import { useId } from 'react'
import { deskQuoteWords } from '#content/pages/desk-quote'
import { formatCents } from '#domain/quote/money'
import type { QuoteDraft } from '#domain/quote/quote-draft'
import { quoteTotals } from '#domain/quote/quote-totals'
import { fillSlots } from '#domain/slots'
import { deskInput } from '../../desk-shell'
import type { EditorFields } from './editor-state'

const words = deskQuoteWords
const kinds = ['none', 'percent', 'amount'] as const

export function DepositFields({
  fields,
  faults,
  set,
}: {
  fields: EditorFields
  faults: Set<string>
  set: (p: Partial<EditorFields>) => void
}) {
  const id = useId()
  const figure = (kind: 'percent' | 'amount') => {
    const bad = faults.has(`deposit-${kind}`)
    return (
      <>
        <label htmlFor={`${id}${kind}`} className="text-sm font-600">
          {kind === 'percent' ? words.depositPercent : words.depositAmount}
        </label>
        <input
          id={`${id}${kind}`}
          inputMode="decimal"
          value={kind === 'percent' ? fields.depositPercent : fields.depositAmount}
          onChange={(e) => set(kind === 'percent' ? { depositPercent: e.target.value } : { depositAmount: e.target.value })}
          aria-invalid={bad || undefined}
          aria-describedby={bad ? `${id}${kind}-fault` : undefined}
          className={deskInput}
        />
        {bad ? (
          <p id={`${id}${kind}-fault`} className="text-sm font-600 text-danger">
            {kind === 'percent' ? words.percent : words.dollars}
          </p>
        ) : null}
      </>
    )
  }
  return (
    <fieldset className="grid gap-1">
      <legend className="font-700">{words.deposit}</legend>
      {kinds.map((kind) => (
        <label key={kind} className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={`${id}deposit`}
            className="h-5 w-5"
            checked={fields.depositKind === kind}
            onChange={() => set({ depositKind: kind })}
          />
          {words.depositKinds[kind]}
        </label>
      ))}
      {fields.depositKind === 'percent' ? figure('percent') : null}
      {fields.depositKind === 'amount' ? figure('amount') : null}
    </fieldset>
  )
}

export function QuoteTotalsView({ draft, taxBasisPoints }: { draft: QuoteDraft; taxBasisPoints: number }) {
  const totals = quoteTotals(draft, taxBasisPoints)
  return (
    <section aria-labelledby="quote-totals" className="rounded-xl border border-line bg-white p-2">
      <h3 id="quote-totals" className="font-700">
        {words.totals}
      </h3>
      <ul className="mt-1 grid gap-2">
        {totals.map((t, i) => (
          <li key={i} className="tabular-nums">
            <span className="font-700">
              {fillSlots(words.optionTotal, {
                name: draft.options[i]?.name || fillSlots(words.option, { n: i + 1 }),
                total: formatCents(t.totalCents),
              })}
            </span>
            <span className="block text-sm text-slate">
              {[
                t.taxCents > 0 ? fillSlots(words.taxOf, { tax: formatCents(t.taxCents) }) : null,
                draft.deposit.kind === 'none' ? null : fillSlots(words.depositOf, { deposit: formatCents(t.depositCents) }),
                draft.addOns.length > 0 ? fillSlots(words.withAddOns, { total: formatCents(t.allAddOnsTotalCents) }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
