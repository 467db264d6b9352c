// The banner over the list when notification e-mails are failing: how many, the last error, what to do.
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'
import type { ListAnswer } from '#domain/desk-contract'

export function HealthBanner({ health }: { health: ListAnswer['health'] }) {
  if (health.failing === 0) return null
  const words = inboxWords.health
  return (
    <div role="alert" className="mt-3 rounded-lg border-2 border-danger bg-white p-3">
      <h2 className="font-700">{words.heading}</h2>
      <p className="mt-1 break-words">{fillSlots(words.text, { count: health.failing, error: health.lastError ?? '' })}</p>
      <p className="mt-1 text-sm text-slate">{words.hint}</p>
    </div>
  )
}
