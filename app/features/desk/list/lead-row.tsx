// One lead in the list: its name and status, then what it is about and how old; unopened ones stand out.
import { Link, href } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'
import type { LeadRow } from '#domain/desk-contract'
import { visitLabel } from '#domain/morning-digest'
import { age } from '../age'
import { QuoteChip } from '../lead/quote/quote-chip'

export function LeadRowLink({ lead }: { lead: LeadRow }) {
  const words = inboxWords.list
  const about = [
    lead.projectType,
    lead.zip ? `${lead.place ?? lead.zip} ${lead.inArea === false ? words.outOfArea : words.inArea}` : null,
    lead.photoCount > 0 ? (lead.photoCount === 1 ? words.photo : fillSlots(words.photos, { count: lead.photoCount })) : null,
    lead.estimate ? words.estimate : null,
    lead.status === 'Visit booked' && lead.visit ? fillSlots(words.visit, { when: visitLabel(lead.visit) }) : null,
    age(lead.createdAt),
    lead.opened ? null : words.unopened,
  ]
  return (
    <Link
      to={href('/inbox/leads/:id', { id: String(lead.id) })}
      className={`focus block rounded-xl border bg-white p-3 no-underline ${lead.opened ? 'border-line' : 'border-l-6 border-terracotta'}`}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className={`break-words text-lg ${lead.opened ? 'font-600' : 'font-800'}`}>{lead.name}</span>
        <span className="shrink-0 rounded-full bg-paper px-2 text-sm font-600">{lead.status}</span>
      </span>
      <span className="mt-1 block text-sm text-slate">{about.filter(Boolean).join(' · ')}</span>
      {lead.quote ? (
        <span className="mt-1 block">
          <QuoteChip state={lead.quote} />
        </span>
      ) : null}
      {lead.visitRequest ? (
        <span className="mt-1 inline-block rounded-full bg-terracotta px-2 text-sm font-600 text-white">{words.visitRequest}</span>
      ) : null}
    </Link>
  )
}
