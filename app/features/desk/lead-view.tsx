// One lead: every field, its photos at full size, the attached estimate (reopened in the
// calculator), the visit windows, a map of the ZIP, one-tap call, text and e-mail (a reply written
// in content/), the delivery of its e-mails, its status and notes with their history. Each change
// names the version it was made on: when someone else changed the lead first, nothing is
// overwritten and the page says to reload.
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { inboxWords } from '#content/pages/inbox'
import { fillTokens } from '#domain/tokens'
import type { Lead, LeadEvent } from '#domain/lead-record'
import { smsHref, telHref } from '#domain/lead-words'
import { formatWait, minutesToFirstContact } from '#domain/first-contact'
import { visitLabel } from '#domain/morning-digest'
import { Button } from '~/components/ui/button'
import { getJson, postJson } from './api'
import { age, when } from './age'
import { DeskShell, deskInput } from './desk-shell'
import { statuses } from './lead-list'

type Detail = {
  // The lead as the desk's API sends it: its visit windows already in words.
  lead: Lead
  // The same details in the words of the owner's e-mail (domain/lead-presenter.ts).
  presented: { pattern: string | null; campaign: string | null; estimate: { path: string } | null }
  photos: { id: number; url: string; width: number; height: number; position: number }[]
  mail: {
    kind: string
    /** What the desk calls the kind (server/outbox/kinds.ts) */
    label: string
    status: string
    attempts: number
    lastError: string | null
    sentAt: string | null
  }[]
  events: LeadEvent[]
}

/** Where the visit came from, as the owner reads it: the campaign as the e-mail names it, then the referring site. */
const cameFrom = ({ presented, lead }: Detail) =>
  [presented.campaign, lead.source.referrerHost ? fillTokens(inboxWords.lead.referredBy, { host: lead.source.referrerHost }) : '']
    .filter(Boolean)
    .join(', ')

const actionLink =
  'focus inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-ink px-3 font-600 text-ink no-underline'

function Field({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="border-b border-line py-2">
      <dt className="text-sm font-600 text-slate">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}

export function DeskLeadView() {
  const words = inboxWords.lead
  const id = useId()
  const [detail, setDetail] = useState<Detail | undefined>()
  const [missing, setMissing] = useState(false)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const leadId = typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('id') ?? '')

  const detailUrl = `/api/inbox/leads/${encodeURIComponent(leadId)}`
  const load = useCallback(async () => {
    const r = await getJson<Detail>(detailUrl)
    if (r.ok) setDetail(r.data)
    else setMissing(true)
    return r.ok
  }, [detailUrl])

  useEffect(() => {
    // Opening the page marks the lead opened (the first time only).
    void getJson<Detail>(detailUrl).then((r) => {
      if (r.ok) setDetail(r.data)
      else setMissing(true)
      if (r.ok) void postJson(`${detailUrl}/opened`)
    })
  }, [detailUrl])

  async function change(body: { status?: string; note?: string; visit?: { on: string; time: string | null } | null }) {
    if (!detail) return false
    setBusy(true)
    const r = await postJson<{ version: number }>(`/api/inbox/leads/${detail.lead.id}`, { version: detail.lead.version, ...body })
    setBusy(false)
    if (r.ok) {
      setMessage(words.saved)
      await load()
      return true
    }
    setMessage(r.status === 409 ? words.conflict : words.saveFailed)
    return false
  }
  async function askForReview() {
    if (!detail) return
    setBusy(true)
    const r = await postJson<{ ok: boolean; error?: string }>(`/api/inbox/leads/${detail.lead.id}/review`)
    setBusy(false)
    setMessage(r.ok ? words.review.sent : r.status === 409 ? words.review.already : words.saveFailed)
    await load()
  }
  async function notSpam() {
    if (!detail) return
    setBusy(true)
    const r = await postJson(`/api/inbox/leads/${detail.lead.id}/not-spam`, { version: detail.lead.version })
    setBusy(false)
    setMessage(r.ok ? words.saved : r.status === 409 ? words.conflict : words.saveFailed)
    if (r.ok) await load()
  }
  async function saveVisit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const on = String(data.get('on') ?? '')
    const time = String(data.get('time') ?? '')
    if (!on) {
      setMessage(words.visit.needDate)
      return
    }
    await change({ visit: { on, time: time || null } })
  }
  async function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const note = String(new FormData(form).get('note') ?? '').trim()
    if (note && (await change({ note }))) form.reset()
  }

  const lead = detail?.lead
  return (
    <DeskShell current="leads">
      <p className="mt-3">
        <a href="/inbox" className="focus font-600 text-terracotta underline underline-offset-4">
          {words.back}
        </a>
      </p>
      {!lead ? (
        <p className="mt-6">{missing ? words.missing : inboxWords.list.loading}</p>
      ) : (
        <>
          <h1 className="heading-2 mt-3 break-words">{lead.name}</h1>
          <p className="mt-1 text-slate">
            {lead.projectType ?? lead.form} · {age(lead.createdAt)}
          </p>
          <section aria-labelledby={`${id}reply`} className="mt-4">
            <h2 id={`${id}reply`} className="sr-only">
              {words.contact}
            </h2>
            <div className="grid grid-cols-1 gap-2">
              <a className={actionLink} href={telHref(lead.phone)}>
                {fillTokens(words.call, { phone: lead.phone })}
              </a>
              <a className={actionLink} href={smsHref(lead.phone)}>
                {fillTokens(words.text, { phone: lead.phone })}
              </a>
              <a
                className={`${actionLink} break-all`}
                href={`mailto:${lead.email}?${new URLSearchParams({ subject: inboxWords.reply.subject, body: fillTokens(inboxWords.reply.body, { name: lead.name }) }).toString().replace(/\+/g, '%20')}`}
              >
                {fillTokens(words.email, { email: lead.email })}
              </a>
            </div>
          </section>

          <section aria-labelledby={`${id}status`} className="mt-6 rounded-xl border border-line bg-white p-3">
            <h2 id={`${id}status`} className="heading-3">
              {words.status}
            </h2>
            {lead.status === 'Spam' ? (
              <div className="mt-2">
                <p>{fillTokens(words.spam, { reason: lead.spamReason ?? '' })}</p>
                <Button className="mt-2" onClick={notSpam} disabled={busy}>
                  {words.notSpam}
                </Button>
                <p className="mt-1 text-sm text-slate">{words.notSpamHint}</p>
              </div>
            ) : (
              <div className="mt-2 grid gap-1">
                <label htmlFor={`${id}select`} className="font-600">
                  {words.status}
                </label>
                <select
                  id={`${id}select`}
                  value={lead.status}
                  disabled={busy}
                  onChange={(e) => void change({ status: e.target.value })}
                  className={deskInput}
                >
                  {statuses.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
                {lead.status === 'Won' ? (
                  lead.reviewRequestedAt ? (
                    <p className="mt-2">{fillTokens(words.review.asked, { when: when(lead.reviewRequestedAt) })}</p>
                  ) : (
                    <div className="mt-2">
                      <Button onClick={askForReview} disabled={busy}>
                        {words.review.ask}
                      </Button>
                      <p className="mt-1 text-sm text-slate">{words.review.hint}</p>
                    </div>
                  )
                ) : null}
                {lead.status === 'Visit booked' ? (
                  // Keyed by version: after a save the fields show what is stored.
                  <form key={lead.version} className="mt-3 grid gap-2" onSubmit={saveVisit} aria-labelledby={`${id}visit`}>
                    <h3 id={`${id}visit`} className="font-700">
                      {words.visit.heading}
                    </h3>
                    <p>{lead.visit ? fillTokens(words.visit.on, { when: visitLabel(lead.visit) }) : words.visit.none}</p>
                    <label htmlFor={`${id}visitOn`} className="font-600">
                      {words.visit.date}
                    </label>
                    <input id={`${id}visitOn`} name="on" type="date" required defaultValue={lead.visit?.on ?? ''} className={deskInput} />
                    <label htmlFor={`${id}visitTime`} className="font-600">
                      {words.visit.time}
                    </label>
                    <input id={`${id}visitTime`} name="time" type="time" defaultValue={lead.visit?.time ?? ''} className={deskInput} />
                    <Button type="submit" disabled={busy}>
                      {words.visit.save}
                    </Button>
                    {lead.visit ? (
                      <Button variant="outline" onClick={() => void change({ visit: null })} disabled={busy}>
                        {words.visit.clear}
                      </Button>
                    ) : null}
                  </form>
                ) : null}
              </div>
            )}
            <form className="mt-3 grid gap-2" onSubmit={addNote}>
              <label htmlFor={`${id}note`} className="font-600">
                {words.note}
              </label>
              <textarea
                id={`${id}note`}
                name="note"
                rows={3}
                maxLength={4000}
                className="focus rounded-lg border border-slate bg-white p-2"
              />
              <Button type="submit" disabled={busy}>
                {words.save}
              </Button>
            </form>
            <p role="status" className="mt-2 min-h-6 font-600">
              {message}
            </p>
            <h3 className="mt-2 font-700">{words.history}</h3>
            {detail.events.length === 0 ? (
              <p className="text-slate">{words.noHistory}</p>
            ) : (
              <ol className="mt-1 grid gap-2">
                {detail.events.map((e) => (
                  <li key={e.id} className="border-l-2 border-line pl-2">
                    <p className="text-sm text-slate">{when(e.at)}</p>
                    {e.kind === 'status' ? (
                      <p>{fillTokens(words.statusChange, { who: e.personEmail ?? '', from: e.fromStatus ?? '', to: e.toStatus ?? '' })}</p>
                    ) : (
                      <>
                        <p>{fillTokens(words.noteBy, { who: e.personEmail ?? '' })}</p>
                        <p className="whitespace-pre-wrap break-words">{e.note}</p>
                      </>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>

          <dl className="mt-6">
            <Field term={words.received}>{when(lead.createdAt)}</Field>
            {lead.projectType ? <Field term={words.project}>{lead.projectType}</Field> : null}
            <Field term={words.message}>
              <span className="whitespace-pre-wrap">{lead.message}</span>
            </Field>
            {lead.zip ? (
              <Field term={words.zip}>
                {lead.zip} ({lead.inArea === false ? inboxWords.list.outOfArea : inboxWords.list.inArea}){' '}
                <a
                  className="focus text-terracotta underline underline-offset-4"
                  href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${lead.zip} USA`)}`}
                >
                  {fillTokens(words.map, { zip: lead.zip })}
                </a>
              </Field>
            ) : null}
            {lead.visitWindows.length > 0 ? <Field term={words.windows}>{lead.visitWindows.join('; ')}</Field> : null}
            {lead.estimate ? (
              <Field term={words.estimate}>
                <ul>
                  {lead.estimate.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <a className="focus text-terracotta underline underline-offset-4" href={detail.presented.estimate?.path}>
                  {words.reopen}
                </a>
              </Field>
            ) : null}
            {lead.pattern ? (
              <Field term={words.pattern}>
                <a className="focus text-terracotta underline underline-offset-4" href={`/tile-pattern-comparison?${lead.pattern.query}`}>
                  {detail.presented.pattern}
                </a>
              </Field>
            ) : null}
            <Field term={words.mail}>
              {detail.mail.length === 0 ? (
                words.mailNone
              ) : (
                <ul>
                  {detail.mail.map((m) => (
                    <li key={m.kind} className="break-words">
                      {m.label}: {m.status}
                      {m.sentAt ? ` (${when(m.sentAt)})` : ''}
                      {m.lastError ? ` · ${m.lastError}` : ''}
                    </li>
                  ))}
                </ul>
              )}
            </Field>
            {lead.firstContactedAt ? (
              <Field term={words.firstContacted}>
                {fillTokens(words.firstContactedAfter, {
                  when: when(lead.firstContactedAt),
                  wait: formatWait(minutesToFirstContact(lead.createdAt, lead.firstContactedAt), inboxWords.waits),
                })}
              </Field>
            ) : null}
            {lead.source.page ? (
              <Field term={words.sentFrom}>
                {lead.source.page}
                {lead.source.tool ? ` (${fillTokens(words.withTool, { tool: lead.source.tool })})` : ''}
              </Field>
            ) : null}
            {cameFrom(detail) ? <Field term={words.cameFrom}>{cameFrom(detail)}</Field> : null}
            {lead.userAgent ? (
              <Field term={words.browser}>
                <span className="text-sm">{lead.userAgent}</span>
              </Field>
            ) : null}
          </dl>

          {detail.photos.length > 0 || lead.photosRefused ? (
            <section aria-labelledby={`${id}photos`} className="mt-6">
              <h2 id={`${id}photos`} className="heading-3">
                {words.photos}
              </h2>
              {lead.photosRefused ? <p className="mt-1">{fillTokens(words.photosRefused, { count: lead.photosRefused.count })}</p> : null}
              {detail.photos.map((p) => (
                <a key={p.id} href={p.url} className="focus mt-3 block">
                  <img
                    src={p.url}
                    width={p.width}
                    height={p.height}
                    alt={fillTokens(words.photoAlt, { n: p.position })}
                    className="h-auto w-full rounded-lg"
                  />
                </a>
              ))}
            </section>
          ) : null}
        </>
      )}
    </DeskShell>
  )
}
