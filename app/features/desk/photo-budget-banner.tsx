// The desk's banner when the website's daily photo budget ran out (PHOTO_BUDGET_SITE_MB): how many
// visitors' photos were not kept since yesterday, and what the owner can do. Nothing when none.
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'

export function PhotoBudgetBanner({ refused }: { refused: number }) {
  if (refused <= 0) return null
  const words = inboxWords.photoBudget
  return (
    <div role="alert" className="mt-3 rounded-lg border-2 border-danger bg-white p-3">
      <h2 className="font-700">{words.heading}</h2>
      <p className="mt-1 break-words">{fillSlots(words.text, { count: refused })}</p>
      <p className="mt-1 text-sm text-slate">{words.hint}</p>
    </div>
  )
}
