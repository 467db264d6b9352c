// The quote's state as a chip, on the lead and in the list (issue 42): draft, sent, viewed,
// question, accepted, declined, expired; the states that wait for the owner stand out.
import { deskQuoteWords } from '#content/pages/desk-quote'
import type { QuoteState } from '#domain/quote/quote-state'

const loud: readonly QuoteState[] = ['question', 'accepted']

export function QuoteChip({ state }: { state: QuoteState }) {
  return (
    <span
      className={`inline-block rounded-full px-2 text-sm font-600 ${loud.includes(state) ? 'bg-deep text-white' : 'border border-slate bg-white text-ink'}`}
    >
      {deskQuoteWords.states[state]}
    </span>
  )
}
