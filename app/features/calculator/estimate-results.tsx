// The results panel: a polite live region, so screen readers hear the estimate as it changes.
// The basic figures first (area, tiles, waste, material cost), then the shopping list, the rough labor range and the next steps.
import type { CalculatorToolWords } from '#content/pages/tool-schemas'
import { Button, buttonClass } from '~/components/ui/button'
import type { Estimate } from '#domain/calculator/estimate'
import { formatArea, formatCount, formatMoney, plural } from '#domain/calculator/format'
import { ShoppingList } from './shopping-list'
import type { Takeoff } from '#domain/calculator/takeoff'
import { fillSlots } from '#domain/slots'

type Words = CalculatorToolWords

export function EstimateResults({ takeoff, quoteHref, words }: { takeoff: Takeoff | null; quoteHref: string; words: Words }) {
  return (
    <section aria-labelledby="estimate-heading" className="card flex min-w-0 flex-col p-5 sm:p-6">
      <h2 id="estimate-heading" className="heading-2 !text-3xl">
        {words.results.heading}
      </h2>
      <div aria-live="polite" className="mt-5 flex min-w-0 flex-1 flex-col">
        {takeoff ? <Figures t={takeoff} quoteHref={quoteHref} words={words} /> : <Empty text={words.results.empty} />}
      </div>
    </section>
  )
}

function Empty({ text }: { text: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed border-line p-8 text-center">
      <span className="i-lucide-calculator text-4xl text-slate" aria-hidden="true" />
      <p className="text-slate">{text}</p>
    </div>
  )
}

// Long figures wrap under their term instead of pushing out of the card on a phone.
const row = 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5'
const value = 'ml-0 min-w-0 font-600 tabular-nums text-ink [overflow-wrap:anywhere]'

function Figures({ t, quoteHref, words }: { t: Takeoff; quoteHref: string; words: Words }) {
  const e: Estimate = t.estimate
  const f = words.figures
  const percent = String(e.wastePercentage)
  const rows = [
    [f.area, `${formatArea(e.totalSqFt)} sq ft`],
    [f.tilesNeeded, formatCount(e.tilesNeeded)],
    [fillSlots(f.waste, { percent }), plural(e.wasteBuffer, 'tile')],
    [f.totalTiles, formatCount(e.totalTiles)],
    [f.materialCost, formatMoney(e.materialCost)],
  ] as const
  return (
    <>
      <dl className="divide-y divide-line">
        {rows.map(([term, v]) => (
          <div key={term} className={row}>
            <dt className="text-slate">{term}</dt>
            <dd className={value}>{v}</dd>
          </div>
        ))}
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 pt-4">
          <dt className="font-600 text-ink">{fillSlots(f.total, { percent })}</dt>
          <dd className="ml-0 min-w-0 font-display text-3xl font-700 tabular-nums text-terracotta [overflow-wrap:anywhere]">
            {formatMoney(e.totalWithWaste)}
          </dd>
        </div>
      </dl>
      <ShoppingList t={t} words={words} />
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={quoteHref} className={buttonClass('default', 'lg')}>
          {words.results.quoteLink}
          <span className="i-lucide-arrow-right" aria-hidden="true" />
        </a>
        <Button variant="outline" size="lg" onClick={() => window.print()}>
          <span className="i-lucide-printer" aria-hidden="true" />
          Print or save as PDF
        </Button>
      </div>
    </>
  )
}
