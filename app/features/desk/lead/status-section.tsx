// A lead's status and notes: the status (or, for spam, why and "not spam"), asking a won job for a
// review, booking the visit, adding a note, what the last change came to, and the history. Each
// form posts to the lead route's clientAction with the version the person saw: when someone else
// changed the lead first, nothing is overwritten and the page says to reload.
import { useEffect, useId, useRef } from 'react'
import { Form, useActionData, useNavigation, useSubmit } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'
import type { DeskLead, LeadAnswer } from '#domain/desk-contract'
import { leadStatuses } from '#domain/lead-record'
import { Button } from '~/components/ui/button'
import { deskInput } from '../desk-shell'
import { LeadHistory } from './history'
import { ReviewRequest } from './review-request'
import { VisitForm } from './visit-form'

/**
 * What the lead route's action answers: the sentence to show, whether a note was saved (its field
 * empties), whether it is the Job section's, and the Quote section's own sentence.
 */
export type LeadActionResult = { message: string; noteSaved?: boolean; job?: boolean; quote?: string }

/** The lead's version, sent with every change. */
export const VersionField = ({ lead }: { lead: DeskLead }) => <input type="hidden" name="version" value={lead.version} />

export function StatusSection({ lead, events }: { lead: DeskLead; events: LeadAnswer['events'] }) {
  const words = inboxWords.lead
  const id = useId()
  const submit = useSubmit()
  // Busy until the lead is read again after a change: a second change then carries the new version.
  const busy = useNavigation().state !== 'idle'
  const result = useActionData<LeadActionResult>()
  // Emptied once its note is saved, never remounted: a note typed meanwhile is not lost.
  const noteForm = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (result?.noteSaved) noteForm.current?.reset()
  }, [result])
  return (
    <section aria-labelledby={`${id}status`} className="mt-6 rounded-xl border border-line bg-white p-3">
      <h2 id={`${id}status`} className="heading-3">
        {words.status}
      </h2>
      {lead.status === 'Spam' ? (
        <Form method="post" className="mt-2">
          <VersionField lead={lead} />
          <p>{lead.spamReason ? fillSlots(words.spam, { reason: lead.spamReason }) : words.spamByHand}</p>
          <Button className="mt-2" type="submit" name="intent" value="not-spam" disabled={busy}>
            {words.notSpam}
          </Button>
          <p className="mt-1 text-sm text-slate">{words.notSpamHint}</p>
        </Form>
      ) : (
        <div className="mt-2 grid gap-1">
          {/* Keyed by version: after a save the select shows what is stored. */}
          <Form method="post" key={lead.version} className="grid gap-1" onChange={(e) => void submit(e.currentTarget)}>
            <VersionField lead={lead} />
            <input type="hidden" name="intent" value="status" />
            <label htmlFor={`${id}select`} className="font-600">
              {words.status}
            </label>
            <select id={`${id}select`} name="status" defaultValue={lead.status} disabled={busy} className={deskInput}>
              {leadStatuses.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </Form>
          {lead.status === 'Won' ? <ReviewRequest lead={lead} busy={busy} /> : null}
          {lead.status === 'Visit booked' ? <VisitForm lead={lead} busy={busy} /> : null}
        </div>
      )}
      <Form method="post" ref={noteForm} className="mt-3 grid gap-2">
        <VersionField lead={lead} />
        <label htmlFor={`${id}note`} className="font-600">
          {words.note}
        </label>
        <textarea id={`${id}note`} name="note" rows={3} maxLength={4000} className="focus rounded-lg border border-slate bg-white p-2" />
        <Button type="submit" name="intent" value="note" disabled={busy}>
          {words.save}
        </Button>
      </Form>
      <p role="status" className="mt-2 min-h-6 font-600">
        {busy ? inboxWords.pending : result && !result.job ? result.message : ''}
      </p>
      <LeadHistory events={events} />
    </section>
  )
}
