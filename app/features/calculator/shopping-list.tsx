// What to buy (boxes, grout, thinset), the cost by the box, and the rough labor range, worded as
// a range and never as a quote. Shared by the results panel and the printed sheet.
import { formatFeet, formatLabor, formatMoney, plural } from '#domain/calculator/format'
import { groutKinds } from '#domain/calculator/materials'
import type { LaborRange } from '#domain/calculator/labor'
import type { Takeoff } from '#domain/calculator/takeoff'

export function shoppingRows(t: Takeoff): [string, string][] {
  const { boxes, grout, thinset } = t
  return [
    ['Boxes to buy', `${plural(boxes.count, 'box')} of ${formatFeet(boxes.sqFtPerBox)} sq ft${boxes.typical ? ' (a typical box)' : ''}`],
    ...boxCost(boxes.cost),
    [
      groutKinds[grout.kind].name,
      `${formatFeet(grout.pounds)} lb: ${plural(grout.bags, 'bag')} of ${grout.bagLb} lb (${grout.joint} in joints, tile ${grout.thickness} in thick)`,
    ],
    ['Thinset mortar', `${plural(thinset.bags, 'bag')} of ${thinset.bagLb} lb (${thinset.notch} trowel)`],
  ]
}

const boxCost = (cost: number | null): [string, string][] => (cost == null ? [] : [['Tile cost by the box', formatMoney(cost)]])

const row = 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5'

export function ShoppingList({ t }: { t: Takeoff }) {
  return (
    <>
      <h3 className="heading-3 mt-6">Shopping list</h3>
      <dl className="mt-2 divide-y divide-line">
        {shoppingRows(t).map(([term, v]) => (
          <div key={term} className={row}>
            <dt className="text-slate">{term}</dt>
            <dd className="ml-0 min-w-0 text-right font-600 text-ink [overflow-wrap:anywhere]">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate">
        The material cost is for tile only. Grout and thinset are counted here, not priced; preparation, waterproofing, trim and removal are
        priced after we see the room.
      </p>
      {t.labor ? <LaborNote labor={t.labor} /> : null}
    </>
  )
}

function LaborNote({ labor }: { labor: LaborRange }) {
  return (
    <div className="mt-5 rounded-lg bg-paper p-4">
      <h3 className="heading-3 !text-xl">Installation labor, a rough range</h3>
      <p className="mt-1 font-display text-2xl font-700 tabular-nums text-ink [overflow-wrap:anywhere]">{formatLabor(labor)}</p>
      <p className="mt-1 text-sm text-slate">
        For {labor.job.name.toLowerCase()} work, from our usual rates; labor only, apart from the material above. A rough range, not a
        quote: <strong className="text-ink">Get a free quote for a firm price.</strong>
      </p>
    </div>
  )
}
