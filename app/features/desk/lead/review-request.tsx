// A won job: ask the customer for a review once (the server sends the e-mail), or when it was asked.
import { Form } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'
import type { DeskLead } from '#domain/desk-contract'
import { Button } from '~/components/ui/button'
import { when } from '../age'

export function ReviewRequest({ lead, busy }: { lead: DeskLead; busy: boolean }) {
  const words = inboxWords.lead.review
  if (lead.reviewRequestedAt) return <p className="mt-2">{fillSlots(words.asked, { when: when(lead.reviewRequestedAt) })}</p>
  return (
    <Form method="post" className="mt-2">
      <Button type="submit" name="intent" value="review" disabled={busy}>
        {words.ask}
      </Button>
      <p className="mt-1 text-sm text-slate">{words.hint}</p>
    </Form>
  )
}
