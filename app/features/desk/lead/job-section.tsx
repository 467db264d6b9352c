// The lead's job after a signed quote (issue 43, record 039): the year built and its flags, whether
// a contract can be produced online, the lien notice to print (its official text once pasted, else
// where to get it) and its delivery, the old-house records, the customer's wish to start sooner, and
// the start date, offered only from the earliest allowed day. The data is the lead route's loader's.
import { useId } from 'react'
import { Form, useActionData, useNavigation } from 'react-router'
import { jobWords } from '#content/job-words'
import { inboxWords } from '#content/pages/inbox'
import type { JobAnswer } from '#domain/desk-contract'
import { fillSlots } from '#domain/slots'
import { visitDateWords } from '#domain/day-words'
import { Button } from '~/components/ui/button'
import { deskInput } from '../desk-shell'
import { JobRecordForm } from './job-record-form'
import type { LeadActionResult } from './status-section'

export function JobSection({ job }: { job: JobAnswer }) {
  const id = useId()
  const busy = useNavigation().state !== 'idle'
  const result = useActionData<LeadActionResult>()
  const flags = job.flags.map((f) => f.key)
  const record = { records: job.records, mayRecord: job.mayRecord, today: job.today, busy }
  return (
    <section aria-labelledby={`${id}job`} className="mt-6 rounded-xl border border-line bg-white p-3">
      <h2 id={`${id}job`} className="heading-3">
        {jobWords.heading}
      </h2>
      <Form method="post" className="mt-2 grid gap-2">
        <input type="hidden" name="intent" value="year" />
        <label htmlFor={`${id}year`} className="font-600">
          {jobWords.year.label}
        </label>
        <input
          id={`${id}year`}
          name="year"
          inputMode="numeric"
          maxLength={4}
          defaultValue={job.yearBuilt ?? ''}
          aria-describedby={`${id}yearHint`}
          className={`${deskInput} max-w-32`}
        />
        <p id={`${id}yearHint`} className="text-sm text-slate">
          {jobWords.year.clear}
        </p>
        <Button type="submit" variant="outline" disabled={busy}>
          {jobWords.year.save}
        </Button>
      </Form>
      <ul className="mt-2 grid gap-1 pl-5 font-600">
        {job.flags.map((f) => (
          <li key={f.key}>{f.text}</li>
        ))}
      </ul>
      {!job.contractDay ? (
        <p className="mt-2">{jobWords.noContract}</p>
      ) : (
        <>
          <p className="mt-2">{fillSlots(jobWords.contractDay, { date: visitDateWords(job.contractDay) })}</p>
          {job.contractBlocked ? <p className="mt-1 text-sm text-slate">{job.contractBlocked}</p> : null}
          <JobRecordForm kind="lien-notice" {...record}>
            <div className="rounded-lg border border-line p-2">
              <p className="font-600">{job.lienNotice.title}</p>
              {job.lienNotice.paragraphs ? job.lienNotice.paragraphs.map((p, i) => <p key={i}>{p}</p>) : <p>{jobWords.lien.missingText}</p>}
              <Button type="button" variant="outline" className="mt-2" onClick={() => window.print()}>
                {jobWords.lien.print}
              </Button>
            </div>
          </JobRecordForm>
          {flags.includes('leadSafe') ? <JobRecordForm kind="renovate-right" {...record} /> : null}
          {flags.includes('asbestos') ? <JobRecordForm kind="asbestos-survey" {...record} /> : null}
          <JobRecordForm kind="start-sooner" {...record} />
          <StartDate job={job} busy={busy} />
        </>
      )}
      <p role="status" className="mt-2 min-h-6 font-600">
        {busy ? inboxWords.pending : result?.job ? result.message : ''}
      </p>
    </section>
  )
}

function StartDate({ job, busy }: { job: JobAnswer; busy: boolean }) {
  const id = useId()
  const w = job.windows
  return (
    <div className="mt-4 grid gap-2" role="group" aria-labelledby={`${id}h`}>
      <h3 id={`${id}h`} className="font-700">
        {jobWords.start.heading}
      </h3>
      {job.startOn ? <p>{fillSlots(jobWords.start.current, { date: visitDateWords(job.startOn) })}</p> : null}
      {w?.nextBusinessDayEnds ? <p>{fillSlots(jobWords.start.windows, { date: visitDateWords(w.nextBusinessDayEnds) })}</p> : null}
      {w?.threeDaysEnd ? <p>{fillSlots(jobWords.start.threeDays, { date: visitDateWords(w.threeDaysEnd) })}</p> : null}
      {w ? <p className="font-600">{fillSlots(jobWords.start.earliest, { date: visitDateWords(w.earliest) })}</p> : null}
      {job.startBlocked ? <p>{job.startBlocked}</p> : null}
      {job.mayRecord && w && !job.startBlocked ? (
        <Form method="post" className="grid gap-2">
          <input type="hidden" name="intent" value="job-start" />
          <label htmlFor={`${id}on`} className="font-600">
            {jobWords.start.label}
          </label>
          <input
            id={`${id}on`}
            name="on"
            type="date"
            required
            min={w.earliest}
            defaultValue={job.startOn ?? w.earliest}
            className={deskInput}
          />
          <Button type="submit" disabled={busy}>
            {jobWords.start.set}
          </Button>
        </Form>
      ) : null}
    </div>
  )
}
