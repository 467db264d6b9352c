// The list's search (a GET form: the search goes in the page's URL) and its status filter, each
// status with its count under the search. Both start again at the newest page.
import { useId } from 'react'
import { Form, Link, href } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'
import type { ListAnswer } from '#domain/desk-contract'
import { leadStatuses } from '#domain/lead-record'
import { Button } from '~/components/ui/button'
import { deskInput } from '../desk-shell'
import { type ListQuery, listSearch } from './list-query'

const filterLink = 'focus inline-flex min-h-11 items-center rounded-full border border-line px-3 text-sm font-600'

export function ListFilters({ query, counts, capped }: { query: ListQuery; counts: ListAnswer['counts']; capped: boolean }) {
  const words = inboxWords.list
  const id = useId()
  const filters = [
    { status: '' as const, label: words.all, count: counts.all },
    ...leadStatuses.map((s) => ({ status: s, label: s, count: counts[s] ?? 0 })),
  ]
  return (
    <>
      <Form role="search" method="get" action={href('/inbox')} className="mt-3 flex gap-2">
        {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
        <label htmlFor={`${id}q`} className="sr-only">
          {words.search}
        </label>
        <input
          id={`${id}q`}
          name="q"
          type="search"
          defaultValue={query.q}
          key={query.q}
          placeholder={words.search}
          className={`${deskInput} min-w-0 flex-1`}
        />
        <Button type="submit" size="sm">
          {words.searchButton}
        </Button>
      </Form>
      <nav aria-label={words.heading} className="mt-3 flex flex-wrap gap-2">
        {filters.map(({ status, label, count }) => (
          <Link
            key={status || 'all'}
            to={{ pathname: href('/inbox'), search: listSearch({ status, q: query.q }) }}
            className={`${filterLink} ${query.status === status ? 'bg-ink text-white' : 'bg-white text-ink'}`}
            aria-current={query.status === status ? 'page' : undefined}
          >
            {label} ({capped ? fillSlots(words.countAtLeast, { count }) : count})
          </Link>
        ))}
      </nav>
    </>
  )
}
