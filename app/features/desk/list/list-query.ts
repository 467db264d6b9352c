// The list's place, all in its own URL (/inbox?status=New&q=ann&before=…), so that back, forward and
// reload show the same page: the status filter, the search, and the keyset cursor of the page.
import { isLeadStatus, type LeadStatus } from '#domain/lead-record'

export type ListQuery = { status: LeadStatus | ''; q: string; before: string; after: string }

export function listQueryOf(url: URL): ListQuery {
  const get = (name: string) => url.searchParams.get(name) ?? ''
  const status = get('status')
  // One cursor at a time: `before` wins when a hand-made address carries both.
  const before = get('before')
  return { status: isLeadStatus(status) ? status : '', q: get('q'), before, after: before ? '' : get('after') }
}

/** The search part of a list address: the filter and search kept, a cursor only when given. */
export function listSearch(query: Pick<ListQuery, 'status' | 'q'>, cursor: { before?: string; after?: string } = {}): string {
  const params = new URLSearchParams()
  if (query.status) params.set('status', query.status)
  if (query.q) params.set('q', query.q)
  if (cursor.before) params.set('before', cursor.before)
  else if (cursor.after) params.set('after', cursor.after)
  const text = params.toString()
  return text ? `?${text}` : ''
}
