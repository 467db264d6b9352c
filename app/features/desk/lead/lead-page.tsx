// One lead: every field, its photos at full size, the attached estimate (reopened in the
// calculator), its written quote, the visit windows, a map of the ZIP, one-tap call, text and e-mail (a reply written
// in content/), the delivery of its e-mails, its status and notes with their history. The data is
// the route's loader's (routes/inbox/lead.tsx) and every change its action's, which the router
// follows by loading the lead again. The job after a signed quote is its own section (record 039).
import type { DeskQuoteAnswer, JobAnswer, LeadAnswer } from '#domain/desk-contract'
import { ContactLinks } from './contact-links'
import { LeadDetails } from './lead-details'
import { LeadHeader } from './lead-header'
import { JobSection } from './job-section'
import { LeadPhotos } from './lead-photos'
import { QuoteSection } from './quote/quote-section'
import { StatusSection } from './status-section'
import { VisitRequests } from './visit-requests'

/** `quote` and `job` are null when the desk could not read them (the lead is shown all the same). */
export function DeskLeadView({ answer, quote, job }: { answer: LeadAnswer; quote: DeskQuoteAnswer | null; job: JobAnswer | null }) {
  const { lead } = answer
  return (
    <>
      <LeadHeader lead={lead} />
      <ContactLinks lead={lead} />
      <VisitRequests requests={answer.visitRequests} />
      <StatusSection lead={lead} events={answer.events} />
      {quote && lead.status !== 'Spam' ? <QuoteSection quote={quote} photos={answer.photos} /> : null}
      {job ? <JobSection job={job} /> : null}
      <LeadDetails lead={lead} mail={answer.mail} presented={answer.presented} />
      <LeadPhotos lead={lead} photos={answer.photos} />
    </>
  )
}
