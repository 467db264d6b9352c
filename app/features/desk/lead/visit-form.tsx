// Booking the visit of a lead whose status is "Visit booked": a date and an optional time, or clearing it.
import { useId } from 'react'
import { Form } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'
import type { DeskLead } from '#domain/desk-contract'
import { visitLabel } from '#domain/morning-digest'
import { Button } from '~/components/ui/button'
import { deskInput } from '../desk-shell'

export function VisitForm({ lead, busy }: { lead: DeskLead; busy: boolean }) {
  const words = inboxWords.lead.visit
  const id = useId()
  return (
    // Keyed by version: after a save the fields show what is stored.
    <Form method="post" key={lead.version} className="mt-3 grid gap-2" aria-labelledby={`${id}visit`}>
      <input type="hidden" name="version" value={lead.version} />
      <h3 id={`${id}visit`} className="font-700">
        {words.heading}
      </h3>
      <p>{lead.visit ? fillSlots(words.on, { when: visitLabel(lead.visit) }) : words.none}</p>
      <p className="text-sm text-slate">{words.mails}</p>
      <label htmlFor={`${id}visitOn`} className="font-600">
        {words.date}
      </label>
      <input id={`${id}visitOn`} name="on" type="date" required defaultValue={lead.visit?.on ?? ''} className={deskInput} />
      <label htmlFor={`${id}visitTime`} className="font-600">
        {words.time}
      </label>
      <input id={`${id}visitTime`} name="time" type="time" defaultValue={lead.visit?.time ?? ''} className={deskInput} />
      <Button type="submit" name="intent" value="visit" disabled={busy}>
        {words.save}
      </Button>
      {lead.visit ? (
        // Clearing needs no date: the browser's check of the required field is skipped.
        <Button variant="outline" type="submit" name="intent" value="clear-visit" formNoValidate disabled={busy}>
          {words.clear}
        </Button>
      ) : null}
    </Form>
  )
}
