// The top of a lead's page: back to the list, the name, what it is about and how old.
import { Link, href } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import type { DeskLead } from '#domain/desk-contract'
import { age } from '../age'

export function LeadHeader({ lead }: { lead: DeskLead }) {
  return (
    <>
      <p className="mt-1">
        <Link to={href('/inbox')} className="focus font-600 text-terracotta underline underline-offset-4">
          {inboxWords.lead.back}
        </Link>
      </p>
      <h1 className="heading-2 mt-3 break-words">{lead.name}</h1>
      <p className="mt-1 text-slate">
        {lead.projectType ?? lead.form} · {age(lead.createdAt)}
      </p>
    </>
  )
}
