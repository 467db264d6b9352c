// The list's place, all in its own URL (/inbox?status=New&q=ann&before=…), so that back, forward and
// reload show the same page: the status filter, the search, and the keyset cursor of the page. Its
// type is the contract's (ListQuery, the API's query): the page sends it on as it read it, and the
// server's schema is the one parse of it.
import type { ListQuery } from '#domain/desk-contract'
import { isLeadStatus } from '#domain/lead-record'

export type { ListQuery }

/** The set values of the address's place; an unknown status is all. */
export function listQueryOf(url: URL): ListQuery {
  const get = (name: string) => url.searchParams.get(name) || undefined
  const status = get('status')
  // One cursor at a time: `before` wins when a hand-made address carries both.
  const before = get('before')
  return { status: status && isLeadStatus(status) ? status : undefined, q: get('q'), before, after: before ? undefined : get('after') }
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
