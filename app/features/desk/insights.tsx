// Speed to lead and where leads come from, under the list: the median time to first contact over
// the last 30 days, and leads and jobs won by source over the last 30 and 90 days, with the won
// jobs' value (an accepted quote's total, or the owner's figure) under each count.
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'
import type { InsightsAnswer } from '#domain/desk-contract'
import { formatWait } from '#domain/first-contact'
import { formatCents } from '#domain/quote/money'

/** A count of jobs won, and under it their value when any is known. */
function Won({ count, cents }: { count: number; cents: number }) {
  return (
    <>
      {count}
      {cents > 0 ? <span className="block text-xs text-slate">{formatCents(cents)}</span> : null}
    </>
  )
}

export function DeskInsights({ insights }: { insights: InsightsAnswer }) {
  const words = inboxWords.insights
  const { firstContact, sources } = insights
  const cell = 'border-t border-line px-2 py-1 text-right tabular-nums'
  return (
    <section aria-labelledby="desk-insights" className="mt-8">
      <h2 id="desk-insights" className="heading-3">
        {words.heading}
      </h2>
      <h3 className="mt-3 font-700">{words.firstContact}</h3>
      <p className="mt-1">
        {firstContact.medianMinutes === null
          ? words.noContacts
          : fillSlots(words.firstContactOf, { wait: formatWait(firstContact.medianMinutes, inboxWords.waits), count: firstContact.count })}
      </p>
      <h3 className="mt-4 font-700">{words.sources}</h3>
      {sources.length === 0 ? (
        <p className="mt-1">{words.noSources}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1 text-left">
                  {words.source}
                </th>
                {[words.leads30, words.won30, words.leads90, words.won90].map((h) => (
                  <th key={h} scope="col" className="px-2 py-1 text-right">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sources.map((s) => (
                <tr key={s.source}>
                  <th scope="row" className="break-all border-t border-line px-2 py-1 text-left font-600">
                    {s.source}
                  </th>
                  <td className={cell}>{s.leads30}</td>
                  <td className={cell}>
                    <Won count={s.won30} cents={s.wonCents30} />
                  </td>
                  <td className={cell}>{s.leads90}</td>
                  <td className={cell}>
                    <Won count={s.won90} cents={s.wonCents90} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
