// A lead's history: each status change and note, who made it and when, oldest first.
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'
import type { LeadAnswer } from '#domain/desk-contract'
import { when } from '../age'

export function LeadHistory({ events }: { events: LeadAnswer['events'] }) {
  const words = inboxWords.lead
  return (
    <>
      <h3 className="mt-2 font-700">{words.history}</h3>
      {events.length === 0 ? (
        <p className="text-slate">{words.noHistory}</p>
      ) : (
        <ol className="mt-1 grid gap-2">
          {events.map((e) => (
            <li key={e.id} className="border-l-2 border-line pl-2">
              <p className="text-sm text-slate">{when(e.at)}</p>
              {e.kind === 'status' ? (
                <p>{fillSlots(words.statusChange, { who: e.personEmail ?? '', from: e.fromStatus ?? '', to: e.toStatus ?? '' })}</p>
              ) : (
                <>
                  <p>{e.personEmail ? fillSlots(words.noteBy, { who: e.personEmail }) : words.noteByCustomer}</p>
                  <p className="whitespace-pre-wrap break-words">{e.note}</p>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
