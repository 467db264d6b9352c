// The rules of a desk change to a lead, apart from the route that receives it: what the lead's
// history says of it, and whether it queued an e-mail to the customer (so the outbox is woken).
import { inboxWords } from '#content/pages/inbox'
import type { SourceRow } from './desk-contract/answers'
import { visitLabel } from './morning-digest'
import { fillTokens } from './tokens'

type Visit = { on: string; time: string | null }
export type LeadChange = { visit?: Visit | null; note?: string; status?: string }

/** The history note of a change: a visit set or cleared in words, beside any note sent with it; undefined for neither. */
export function changeNote({ visit, note }: LeadChange): string | undefined {
  const visitNote =
    visit === undefined
      ? undefined
      : visit
        ? fillTokens(inboxWords.lead.visit.history, { when: visitLabel(visit) })
        : inboxWords.lead.visit.cleared
  return [visitNote, note?.trim()].filter(Boolean).join('\n') || undefined
}

/** A visit booked, moved or cleared, or the lead lost, queues the customer's e-mail. */
export const changeQueuesMail = ({ visit, status }: LeadChange): boolean => visit !== undefined || status === 'Lost'

type SourceCounts = { source: string; leads: number; won: number; wonCents: number }

/** Leads and jobs won (and their value in cents) by source over the last 30 and 90 days, from each window's counts (every source of the 90 days). */
export function sourcesOverWindows(last30: SourceCounts[], last90: SourceCounts[]): SourceRow[] {
  return last90.map(({ source, leads, won, wonCents }) => {
    const recent = last30.find((r) => r.source === source)
    return {
      source,
      leads30: recent?.leads ?? 0,
      won30: recent?.won ?? 0,
      wonCents30: recent?.wonCents ?? 0,
      leads90: leads,
      won90: won,
      wonCents90: wonCents,
    }
  })
}
