// One lead: every field, its photos at full size, the attached estimate (reopened in the
// calculator), the visit windows, a map of the ZIP, one-tap call, text and e-mail (a reply written
// in content/), the delivery of its e-mails, its status and notes with their history. The data is
// the route's loader's (routes/inbox/lead.tsx) and every change its action's, which the router
// follows by loading the lead again.
import type { LeadAnswer } from '#domain/desk-contract'
import { ContactLinks } from './contact-links'
import { LeadDetails } from './lead-details'
import { LeadHeader } from './lead-header'
import { LeadPhotos } from './lead-photos'
import { StatusSection } from './status-section'
import { VisitRequests } from './visit-requests'

export function DeskLeadView({ answer }: { answer: LeadAnswer }) {
  const { lead } = answer
  return (
    <>
      <LeadHeader lead={lead} />
      <ContactLinks lead={lead} />
      <VisitRequests requests={answer.visitRequests} />
      <StatusSection lead={lead} events={answer.events} />
      <LeadDetails lead={lead} mail={answer.mail} presented={answer.presented} />
      <LeadPhotos lead={lead} photos={answer.photos} />
    </>
  )
}
