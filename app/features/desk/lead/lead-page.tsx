// One lead: every field, its photos at full size, the attached estimate (reopened in the
// calculator), its written quote, the visit windows, a map of the ZIP, one-tap call, text and e-mail (a reply written
// in content/), the delivery of its e-mails, its status and notes with their history. The data is
// the route's loader's (routes/inbox/lead.tsx) and every change its action's, which the router
// follows by loading the lead again.
import type { DeskQuoteAnswer, LeadAnswer } from '#domain/desk-contract'
import { ContactLinks } from './contact-links'
import { LeadDetails } from './lead-details'
import { LeadHeader } from './lead-header'
import { LeadPhotos } from './lead-photos'
import { QuoteSection } from './quote/quote-section'
import { StatusSection } from './status-section'
import { VisitRequests } from './visit-requests'

/** `quote` is null when the desk could not read it (the lead is shown all the same). */
export function DeskLeadView({ answer, quote }: { answer: LeadAnswer; quote: DeskQuoteAnswer | null }) {
  const { lead } = answer
  return (
    <>
      <LeadHeader lead={lead} />
      <ContactLinks lead={lead} />
      <VisitRequests requests={answer.visitRequests} />
      <StatusSection lead={lead} events={answer.events} />
      {quote && lead.status !== 'Spam' ? <QuoteSection quote={quote} photos={answer.photos} /> : null}
      <LeadDetails lead={lead} mail={answer.mail} presented={answer.presented} />
      <LeadPhotos lead={lead} photos={answer.photos} />
    </>
  )
}
