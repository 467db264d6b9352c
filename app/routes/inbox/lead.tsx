// One lead (/inbox/leads/:id): the loader reads it (and marks it opened the first time), the action
// makes each change against the version the person saw; the router then loads the lead again.
import { data } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import { deskApi } from '#domain/desk-contract'
import { deskLeadId } from '#domain/desk-url'
import { loadJson, postJson, sendJson } from '~/features/desk/api'
import { DeskLeadView } from '~/features/desk/lead/lead-page'
import type { LeadActionResult } from '~/features/desk/lead/status-section'
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
  const answer = await loadJson<'lead'>(request, deskApi.lead(id))
  // Opening the page marks the lead opened (the server keeps the first time only).
  if (!answer.lead.openedAt) void postJson<'opened'>(deskApi.opened(id))
  return answer
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim()

export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<LeadActionResult> {
  const words = inboxWords.lead
  const id = leadIdOf(params)
  const form = await request.formData()
  const version = Number(form.get('version'))
  const intent = text(form, 'intent')
  if (intent === 'review') {
    const r = await sendJson<'review'>(request, deskApi.review(id))
    return { message: r.ok ? words.review.sent : r.status === 409 ? words.review.already : words.saveFailed }
  }
  const change = async (url: string, body: object) => {
    const r = await sendJson<'change'>(request, url, { version, ...body })
    return { message: r.ok ? words.saved : r.status === 409 ? words.conflict : words.saveFailed }
  }
  if (intent === 'not-spam') return change(deskApi.notSpam(id), {})
  if (intent === 'status') return change(deskApi.change(id), { status: text(form, 'status') })
  if (intent === 'clear-visit') return change(deskApi.change(id), { visit: null })
  if (intent === 'visit') {
    const on = text(form, 'on')
    if (!on) return { message: words.visit.needDate }
    return change(deskApi.change(id), { visit: { on, time: text(form, 'time') || null } })
  }
  const note = text(form, 'note')
  // An empty note changes nothing: no request, no message.
  if (intent === 'note' && note) {
    const saved = await change(deskApi.change(id), { note })
    return { ...saved, noteSaved: saved.message === words.saved }
  }
  return { message: '' }
}

export default function DeskLeadPage({ loaderData }: Route.ComponentProps) {
  return <DeskLeadView answer={loaderData} />
}
