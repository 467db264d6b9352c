// The results panel: a polite live region, so screen readers hear the estimate as it changes.
import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import type { Estimate } from './estimate'
import { formatArea, formatCount, formatMoney, quoteHref } from './format'

export function EstimateResults({ estimate }: { estimate: Estimate | null }) {
  return (
    <section aria-labelledby="estimate-heading" className="card flex flex-col p-5 sm:p-6">
      <h2 id="estimate-heading" className="heading-2 !text-3xl">
        Your Estimate
      </h2>
      <div aria-live="polite" className="mt-5 flex flex-1 flex-col">
        {estimate ? <Figures e={estimate} /> : <Empty />}
      </div>
    </section>
  )
}

function Empty() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed border-line p-8 text-center">
      <span className="i-lucide-calculator text-4xl text-slate" aria-hidden="true" />
      <p className="text-slate">Enter your project details to see the estimate</p>
    </div>
  )
}

function Figures({ e }: { e: Estimate }) {
  const rows = [
    ['Total area', `${formatArea(e.totalSqFt)} sq ft`],
    ['Tiles needed', formatCount(e.tilesNeeded)],
    [`Waste allowance (${e.wastePercentage}%)`, `${formatCount(e.wasteBuffer)} tiles`],
    ['Total tiles to order', formatCount(e.totalTiles)],
    ['Material cost', formatMoney(e.materialCost)],
  ] as const
  return (
    <>
      <dl className="divide-y divide-line">
        {rows.map(([term, value]) => (
          <div key={term} className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="text-slate">{term}</dt>
            <dd className="ml-0 font-600 tabular-nums text-ink">{value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 pt-4">
          <dt className="font-600 text-ink">Total with {e.wastePercentage}% waste</dt>
          <dd className="ml-0 font-display text-3xl font-700 tabular-nums text-terracotta">{formatMoney(e.totalWithWaste)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate">
        Tile material only: preparation, waterproofing, grout, adhesive, trim, removal and labor are priced after we see the room.
      </p>
      <Link to={quoteHref(e)} className={buttonClass('default', 'lg', 'mt-6')}>
        Get a quote for this estimate
        <span className="i-lucide-arrow-right" aria-hidden="true" />
      </Link>
    </>
  )
}
