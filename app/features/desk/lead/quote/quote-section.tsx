// The lead's written quote (issue 42): its state, what the customer answered, the acceptance and
// the won value, the editor (until the quote is accepted: then it is the signed record), the sent
// versions and the follow-ups. The quote is the lead route loader's; every change its action's.
import { useId } from 'react'
import { useActionData, useNavigation } from 'react-router'
import { deskQuoteWords } from '#content/pages/desk-quote'
import type { DeskPhoto, DeskQuoteAnswer } from '#domain/desk-contract'
import type { LeadActionResult } from '../status-section'
import { QuoteChip } from './quote-chip'
import { QuoteEditor } from './quote-editor'
import { QuoteAnswers, QuoteVersions } from './quote-record'

export function QuoteSection({ quote, photos }: { quote: DeskQuoteAnswer; photos: DeskPhoto[] }) {
  const id = useId()
  const result = useActionData<LeadActionResult>()
  const busy = useNavigation().state !== 'idle'
  return (
    <section aria-labelledby={`${id}quote`} className="mt-6 rounded-xl border border-line bg-white p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}quote`} className="heading-3">
          {deskQuoteWords.heading}
        </h2>
        {quote.state ? <QuoteChip state={quote.state} /> : null}
      </div>
      <QuoteAnswers quote={quote} />
      {/* Keyed by the saved draft and the versions: after a save or a send the editor shows what is stored. */}
      {quote.acceptance ? null : (
        <QuoteEditor key={`${quote.draft?.updatedAt ?? 'new'}-${quote.versions.length}`} quote={quote} photos={photos} />
      )}
      <p role="status" className="mt-2 min-h-6 break-words font-600">
        {busy ? '' : (result?.quote ?? '')}
      </p>
      <QuoteVersions quote={quote} />
    </section>
  )
}
