// One step of the job to record (record 039): what was done, the day and how, with an optional note
// (and the inspector for the asbestos survey); what is recorded already is listed above the form.
// Posts to the lead route's action (intent job-record); only an owner sees the form.
import { useId } from 'react'
import { Form } from 'react-router'
import { jobWords } from '#content/job-words'
import type { DeskJobRecord } from '#domain/desk-contract'
import { recordMethods } from '#domain/job-record-kinds'
import { fillSlots } from '#domain/slots'
import { visitDateWords } from '#domain/day-words'
import { Button } from '~/components/ui/button'
import { deskInput } from '../desk-shell'

type Kind = DeskJobRecord['kind']
const wordsOf = {
  'lien-notice': jobWords.lien,
  'renovate-right': jobWords.renovateRight,
  'asbestos-survey': jobWords.asbestos,
  'start-sooner': jobWords.startSooner,
} as const

export function recordedText(r: DeskJobRecord): string {
  const date = visitDateWords(r.on)
  if (r.kind === 'asbestos-survey') return fillSlots(jobWords.asbestos.recorded, { date, inspector: r.inspector ?? '' })
  return fillSlots(wordsOf[r.kind].recorded, { date, method: r.methodLabel })
}

export function JobRecordForm({
  kind,
  records,
  mayRecord,
  today,
  busy,
  children,
}: {
  kind: Kind
  records: DeskJobRecord[]
  mayRecord: boolean
  today: string
  busy: boolean
  children?: React.ReactNode
}) {
  const id = useId()
  const words = wordsOf[kind]
  const mine = records.filter((r) => r.kind === kind)
  return (
    <div className="mt-4 grid gap-2" role="group" aria-labelledby={`${id}h`}>
      <h3 id={`${id}h`} className="font-700">
        {words.heading}
      </h3>
      <p className="text-sm text-slate">{words.intro}</p>
      {children}
      {mine.length > 0 ? (
        <ul className="m-0 grid gap-1 pl-5">
          {mine.map((r) => (
            <li key={r.id}>{recordedText(r)}</li>
          ))}
        </ul>
      ) : null}
      {mayRecord ? (
        <Form method="post" className="grid gap-2">
          <input type="hidden" name="intent" value="job-record" />
          <input type="hidden" name="kind" value={kind} />
          <label htmlFor={`${id}on`} className="font-600">
            {jobWords.fields.date}
          </label>
          <input id={`${id}on`} name="on" type="date" required max={today} defaultValue={today} className={deskInput} />
          {recordMethods[kind].length > 1 ? (
            <>
              <label htmlFor={`${id}method`} className="font-600">
                {jobWords.fields.method}
              </label>
              <select id={`${id}method`} name="method" className={deskInput}>
                {recordMethods[kind].map((m) => (
                  <option key={m} value={m}>
                    {jobWords.methods[m]}
                  </option>
                ))}
              </select>
            </>
          ) : (
            <input type="hidden" name="method" value={recordMethods[kind][0]} />
          )}
          {kind === 'asbestos-survey' ? (
            <>
              <label htmlFor={`${id}inspector`} className="font-600">
                {jobWords.fields.inspector}
              </label>
              <input id={`${id}inspector`} name="inspector" required maxLength={120} className={deskInput} />
            </>
          ) : null}
          <label htmlFor={`${id}note`} className="font-600">
            {jobWords.fields.note}
          </label>
          <input id={`${id}note`} name="note" maxLength={1000} className={deskInput} />
          <Button type="submit" disabled={busy}>
            {jobWords.fields.record}
          </Button>
        </Form>
      ) : null}
    </div>
  )
}
