// One lead (/inbox/leads/:id): the loader reads it (and marks it opened the first time), the action
// makes each change against the version the person saw; the router then loads the lead again.
import { data } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import { jobWords } from '#content/job-words'
import type { DeskBody } from '#domain/desk-contract'
import { deskLeadId } from '#domain/desk-url'
import { leadStatuses } from '#domain/lead-record'
import { callDesk, loadDesk, routeCall } from '~/features/desk/api'
import { DeskLeadView } from '~/features/desk/lead/lead-page'
import type { LeadActionResult } from '~/features/desk/lead/status-section'
import { quoteAction } from '~/features/desk/lead/quote/quote-action'
import { deskMeta, deskPage } from '~/features/desk/meta'
import type { Route } from './+types/lead'

export const handle = deskPage('lead')
// Each page names its own title: the deepest route's meta is the page's.
export const meta = () => deskMeta('lead')

function leadIdOf(params: { id: string }): number {
  const id = deskLeadId(params.id)
  if (id === undefined) throw data(null, { status: 404 })
  return id
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const id = leadIdOf(params)
  const [answer, quote, job] = await Promise.all([
    loadDesk(request, 'lead', { params: { id } }),
    routeCall(request, 'quote', { params: { id } }),
    callDesk('job', { params: { id } }),
  ])
  // Opening the page marks the lead opened (the server keeps the first time only).
  if (!answer.lead.openedAt) void callDesk('opened', { params: { id } })
  // The quote and job sections are extra: the lead shows without them if their answer failed.
  return { answer, quote: quote.ok ? quote.data : null, job: job.ok ? job.data : null }
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim()

export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<LeadActionResult> {
  const words = inboxWords.lead
  const id = leadIdOf(params)
  const form = await request.formData()
  const version = Number(form.get('version'))
  const intent = text(form, 'intent')
  if (intent === 'year' || intent === 'job-record' || intent === 'job-start')
    return { ...(await jobAction(request, id, intent, form)), job: true }
  if (intent === 'review') {
    const r = await routeCall(request, 'review', { params: { id } })
    return { message: r.ok ? words.review.sent : r.status === 409 ? words.review.already : words.saveFailed }
  }
  const said = (r: { ok: boolean; status: number }) => ({
    message: r.ok ? words.saved : r.status === 409 ? words.conflict : words.saveFailed,
  })
  const change = async (body: Omit<DeskBody<'change'>, 'version'>) =>
    said(await routeCall(request, 'change', { params: { id }, body: { version, ...body } }))
  const quoteResult = await quoteAction(request, id, intent, form)
  if (quoteResult) return quoteResult
  if (intent === 'not-spam') return said(await routeCall(request, 'notSpam', { params: { id }, body: { version } }))
  if (intent === 'status') {
    const status = leadStatuses.find((s) => s === text(form, 'status'))
    return status ? change({ status }) : { message: words.saveFailed }
  }
  if (intent === 'clear-visit') return change({ visit: null })
  if (intent === 'visit') {
    const on = text(form, 'on')
    if (!on) return { message: words.visit.needDate }
    return change({ visit: { on, time: text(form, 'time') || null } })
  }
  const note = text(form, 'note')
  // An empty note changes nothing: no request, no message.
  if (intent === 'note' && note) {
    const saved = await change({ note })
    return { ...saved, noteSaved: saved.message === words.saved }
  }
  return { message: '' }
}

/** The Job section's changes (record 039): the server's sentence for a refusal, the desk's for a save. */
async function jobAction(request: Request, id: number, intent: string, form: FormData): Promise<LeadActionResult> {
  const said = (r: { ok: true } | { ok: false; error: string }) => ({ message: r.ok ? inboxWords.lead.saved : r.error })
  if (intent === 'year') {
    const typed = text(form, 'year')
    const year = typed === '' ? null : /^\d{4}$/.test(typed) ? Number(typed) : NaN
    if (Number.isNaN(year)) return { message: jobWords.refusals.year }
    return said(await routeCall(request, 'yearBuilt', { params: { id }, body: { year } }))
  }
  if (intent === 'job-start') return said(await routeCall(request, 'jobStart', { params: { id }, body: { on: text(form, 'on') } }))
  const kind = text(form, 'kind')
  const base = { on: text(form, 'on'), note: text(form, 'note') || undefined }
  const method = text(form, 'method')
  // The server checks the kind and its method against the contract's schema: a crafted one is its 400.
  const body = (
    kind === 'asbestos-survey' ? { kind, ...base, method, inspector: text(form, 'inspector') } : { kind, ...base, method }
  ) as DeskBody<'jobRecord'>
  return said(await routeCall(request, 'jobRecord', { params: { id }, body }))
}

export default function DeskLeadPage({ loaderData }: Route.ComponentProps) {
  return <DeskLeadView answer={loaderData.answer} quote={loaderData.quote} job={loaderData.job} />
}
