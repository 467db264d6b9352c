// One-tap call, text and e-mail (a reply written in content/), each a 44 px button-like link.
import { useId } from 'react'
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'
import type { DeskLead } from '#domain/desk-contract'
import { smsHref, telHref } from '#domain/lead-words'

export const actionLink =
  'focus inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-ink px-3 font-600 text-ink no-underline'

export function ContactLinks({ lead }: { lead: DeskLead }) {
  const words = inboxWords.lead
  const id = useId()
  const reply = new URLSearchParams({ subject: inboxWords.reply.subject, body: fillSlots(inboxWords.reply.body, { name: lead.name }) })
  return (
    <section aria-labelledby={`${id}reply`} className="mt-4">
      <h2 id={`${id}reply`} className="sr-only">
        {words.contact}
      </h2>
      <div className="grid grid-cols-1 gap-2">
        <a className={actionLink} href={telHref(lead.phone)}>
          {fillSlots(words.call, { phone: lead.phone })}
        </a>
        <a className={actionLink} href={smsHref(lead.phone)}>
          {fillSlots(words.text, { phone: lead.phone })}
        </a>
        {/* mailto: wants %20 for a space, not the form encoding's + */}
        <a className={`${actionLink} break-all`} href={`mailto:${lead.email}?${reply.toString().replace(/\+/g, '%20')}`}>
          {fillSlots(words.email, { email: lead.email })}
        </a>
      </div>
    </section>
  )
}
