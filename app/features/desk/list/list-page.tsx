// The list of leads, newest first, 50 a page with Older and Newer links: status filter with a count
// each, a search, the CSV of what is shown, and a banner when notification e-mails are failing or
// the site's daily photo budget ran out. Unopened leads stand out. Under it, the speed-to-lead and
// source figures. Everything comes from the route's loader (routes/inbox/list.tsx).
import { Link, href } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import type { InsightsAnswer, ListAnswer } from '#domain/desk-contract'
import { deskApi } from '#domain/desk-contract'
import { DeskInsights } from '../insights'
import { PhotoBudgetBanner } from '../photo-budget-banner'
import { HealthBanner } from './health-banner'
import { LeadRowLink } from './lead-row'
import { ListFilters } from './list-filters'
import { type ListQuery, listSearch } from './list-query'

const pagerLink = 'focus inline-flex min-h-11 items-center rounded-lg border-2 border-ink px-4 font-600 text-ink no-underline'

export function DeskLeadList({ listing, insights, query }: { listing: ListAnswer; insights: InsightsAnswer; query: ListQuery }) {
  const words = inboxWords.list
  const { older, newer } = listing.page
  return (
    <>
      <h1 className="heading-2 mt-2">{words.heading}</h1>
      <HealthBanner health={listing.health} />
      <PhotoBudgetBanner refused={listing.health.photosRefused} />
      <ListFilters query={query} counts={listing.counts} capped={listing.countsCapped} />
      {listing.leads.length === 0 ? (
        <p className="mt-6">{words.empty}</p>
      ) : (
        <ul className="mt-4 grid gap-2">
          {listing.leads.map((lead) => (
            <li key={lead.id}>
              <LeadRowLink lead={lead} />
            </li>
          ))}
        </ul>
      )}
      {older || newer ? (
        <nav aria-label={words.pages} className="mt-4 flex justify-between gap-2">
          {newer ? (
            <Link className={pagerLink} to={{ pathname: href('/inbox'), search: listSearch(query, { after: newer }) }}>
              {words.newer}
            </Link>
          ) : (
            <span />
          )}
          {older ? (
            <Link className={pagerLink} to={{ pathname: href('/inbox'), search: listSearch(query, { before: older }) }}>
              {words.older}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <p className="mt-6">
        <a
          href={deskApi.csv({ status: query.status, q: query.q })}
          className="focus font-600 text-terracotta underline underline-offset-4"
          download
        >
          {words.export}
        </a>
      </p>
      <DeskInsights insights={insights} />
    </>
  )
}
