// The list of leads, newest first: status filter with a count each, a search, the CSV of what is
// shown, and a banner when notification e-mails are failing or the site's daily photo budget ran out. Unopened leads stand out. Under it,
// the speed-to-lead and source figures.
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { inboxWords } from '#content/pages/inbox'
import { fillTokens } from '#domain/tokens'
import { leadStatuses } from '#domain/lead-record'
import { visitLabel } from '#domain/morning-digest'
import { Button } from '~/components/ui/button'
import { getJson } from './api'
import { age } from './age'
import { DeskShell, deskInput } from './desk-shell'
import { DeskInsights } from './insights'
import { PhotoBudgetBanner } from './photo-budget-banner'

/** The statuses in the order the desk lists them. */
export const statuses = leadStatuses

type Row = {
  id: number
  name: string
  projectType: string | null
  zip: string | null
  /** "Salem 97301" (domain/lead-presenter.ts) */
  place: string | null
  inArea: boolean | null
  photoCount: number
  estimate: boolean
  createdAt: string
  status: string
  opened: boolean
  visit: { on: string; time: string | null } | null
}
type Listing = {
  leads: Row[]
  counts: Record<string, number>
  health: { failing: number; lastError: string | null; photosRefused: number }
}

const filterLink = 'focus inline-flex min-h-11 items-center rounded-full border border-line px-3 text-sm font-600'

export function DeskLeadList() {
  const words = inboxWords.list
  const id = useId()
  const [listing, setListing] = useState<Listing | undefined>()
  const [failed, setFailed] = useState(false)
  const [query, setQuery] = useState<{ status: string; q: string }>({ status: '', q: '' })

  const load = useCallback(async (next: { status: string; q: string }) => {
    const params = new URLSearchParams()
    if (next.status) params.set('status', next.status)
    if (next.q) params.set('q', next.q)
    const r = await getJson<Listing>(`/api/inbox/leads?${params}`)
    setQuery(next)
    if (r.ok) setListing(r.data)
    else setFailed(true)
  }, [])

  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const next = { status: params.get('status') ?? '', q: params.get('q') ?? '' }
    void getJson<Listing>(`/api/inbox/leads?${params}`).then((r) => {
      setQuery(next)
      if (r.ok) setListing(r.data)
      else setFailed(true)
    })
  }, [])

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = String(new FormData(event.currentTarget).get('q') ?? '')
    const next = new URLSearchParams()
    if (query.status) next.set('status', query.status)
    if (q) next.set('q', q)
    window.history.replaceState(null, '', `/inbox${next.toString() ? `?${next}` : ''}`)
    void load({ status: query.status, q })
  }
  const hrefFor = (status: string) => {
    const params = new URLSearchParams()
    if (status) params.set('status', status)
    if (query.q) params.set('q', query.q)
    return `/inbox${params.toString() ? `?${params}` : ''}`
  }
  const exportHref = `/api/inbox/leads.csv?${new URLSearchParams({ ...(query.status && { status: query.status }), ...(query.q && { q: query.q }) })}`
  const total = listing ? Object.values(listing.counts).reduce((a, b) => a + b, 0) : 0

  return (
    <DeskShell current="leads">
      <h1 className="heading-2 mt-4">{words.heading}</h1>
      {listing && listing.health.failing > 0 ? (
        <div role="alert" className="mt-3 rounded-lg border-2 border-danger bg-white p-3">
          <h2 className="font-700">{inboxWords.health.heading}</h2>
          <p className="mt-1 break-words">
            {fillTokens(inboxWords.health.text, { count: listing.health.failing, error: listing.health.lastError ?? '' })}
          </p>
          <p className="mt-1 text-sm text-slate">{inboxWords.health.hint}</p>
        </div>
      ) : null}
      {listing ? <PhotoBudgetBanner refused={listing.health.photosRefused} /> : null}
      <form role="search" className="mt-3 flex gap-2" onSubmit={search}>
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
      </form>
      <nav aria-label={words.heading} className="mt-3 flex flex-wrap gap-2">
        <a
          href={hrefFor('')}
          className={`${filterLink} ${query.status === '' ? 'bg-ink text-white' : 'bg-white text-ink'}`}
          aria-current={query.status === '' ? 'page' : undefined}
        >
          {words.all} ({total})
        </a>
        {statuses.map((s) => (
          <a
            key={s}
            href={hrefFor(s)}
            className={`${filterLink} ${query.status === s ? 'bg-ink text-white' : 'bg-white text-ink'}`}
            aria-current={query.status === s ? 'page' : undefined}
          >
            {s} ({listing?.counts[s] ?? 0})
          </a>
        ))}
      </nav>
      <div aria-live="polite">
        {!listing ? (
          <p className="mt-6">{failed ? words.loadFailed : words.loading}</p>
        ) : listing.leads.length === 0 ? (
          <p className="mt-6">{words.empty}</p>
        ) : (
          <ul className="mt-4 grid gap-2">
            {listing.leads.map((l) => (
              <li key={l.id}>
                <a
                  href={`/inbox/lead?id=${l.id}`}
                  className={`focus block rounded-xl border bg-white p-3 no-underline ${l.opened ? 'border-line' : 'border-l-6 border-terracotta'}`}
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={`break-words text-lg ${l.opened ? 'font-600' : 'font-800'}`}>{l.name}</span>
                    <span className="shrink-0 rounded-full bg-paper px-2 text-sm font-600">{l.status}</span>
                  </span>
                  <span className="mt-1 block text-sm text-slate">
                    {[
                      l.projectType,
                      l.zip ? `${l.place ?? l.zip} ${l.inArea === false ? words.outOfArea : words.inArea}` : null,
                      l.photoCount > 0 ? (l.photoCount === 1 ? words.photo : fillTokens(words.photos, { count: l.photoCount })) : null,
                      l.estimate ? words.estimate : null,
                      l.status === 'Visit booked' && l.visit ? fillTokens(words.visit, { when: visitLabel(l.visit) }) : null,
                      age(l.createdAt),
                      l.opened ? null : words.unopened,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="mt-6">
        <a href={exportHref} className="focus font-600 text-terracotta underline underline-offset-4" download>
          {words.export}
        </a>
      </p>
      <DeskInsights />
    </DeskShell>
  )
}
