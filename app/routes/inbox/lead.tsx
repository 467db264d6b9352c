// One lead (/inbox/leads/:id): the loader reads it (and marks it opened the first time), the action
// makes each change against the version the person saw; the router then loads the lead again.
import { data } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
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
  const [answer, quote] = await Promise.all([
    loadDesk(request, 'lead', { params: { id } }),
    routeCall(request, 'quote', { params: { id } }),
  ])
  // Opening the page marks the lead opened (the server keeps the first time only).
  if (!answer.lead.openedAt) void callDesk('opened', { params: { id } })
  return { answer, quote: quote.ok ? quote.data : null }
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim()

export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<LeadActionResult> {
  const words = inboxWords.lead
  const id = leadIdOf(params)
  const form = await request.formData()
  const version = Number(form.get('version'))
  const intent = text(form, 'intent')
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

export default function DeskLeadPage({ loaderData }: Route.ComponentProps) {
  return <DeskLeadView answer={loaderData.answer} quote={loaderData.quote} />
}
