// The customer's requests from the visit's private link: another time (the windows they chose, or a
// note) or to cancel, the open ones first and marked, with what the owner does about them.
import { inboxWords } from '#content/pages/inbox'
import type { DeskVisitRequest } from '#domain/desk-contract'
import { when } from '../age'

export function VisitRequests({ requests }: { requests: DeskVisitRequest[] }) {
  const words = inboxWords.lead.visitRequests
  if (requests.length === 0) return null
  const open = requests.some((r) => !r.handled)
  return (
    <section aria-labelledby="visit-requests" className="mt-6 rounded-xl border border-line bg-white p-3">
      <h2 id="visit-requests" className="text-lg font-700">
        {words.heading}
      </h2>
      {open ? <p className="mt-1 text-sm text-slate">{words.hint}</p> : null}
      <ul className="mt-2 grid gap-3">
        {requests.map((r) => (
          <li key={r.id} className={`border-l-4 pl-2 ${r.handled ? 'border-line' : 'border-terracotta'}`}>
            <p className="font-600">
              {r.kind === 'cancel' ? words.cancel : words.move}{' '}
              <span className="rounded-full bg-paper px-2 text-sm font-600">{r.handled ? words.handled : words.open}</span>
            </p>
            <p className="text-sm text-slate">{when(r.at)}</p>
            {r.choices.length > 0 ? (
              <>
                <p className="mt-1 text-sm font-600">{words.choices}</p>
                <ul className="list-disc pl-5">
                  {r.choices.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {r.note ? (
              <p className="mt-1 whitespace-pre-wrap break-words">
                <span className="font-600">{words.note}:</span> {r.note}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
