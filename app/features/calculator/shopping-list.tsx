// What to buy (boxes, grout, thinset), the cost by the box, and the rough labor range, worded as
// a range and never as a quote. Shared by the results panel and the printed sheet.
import type { CalculatorToolWords } from '#content/pages/tool-schemas'
import { formatFeet, formatLabor, formatMoney, plural } from '#domain/calculator/format'
import { groutKinds } from '#domain/calculator/materials'
import type { LaborRange } from '#domain/calculator/labor'
import type { Takeoff } from '#domain/calculator/takeoff'
import { fillSlots } from '#domain/slots'

type Words = CalculatorToolWords

export function shoppingRows(t: Takeoff, words: Words['shopping']): [string, string][] {
  const { boxes, grout, thinset } = t
  return [
    [words.boxes, `${plural(boxes.count, 'box')} of ${formatFeet(boxes.sqFtPerBox)} sq ft${boxes.typical ? ' (a typical box)' : ''}`],
    ...(boxes.cost == null ? [] : [[words.boxCost, formatMoney(boxes.cost)] as [string, string]]),
    [
      groutKinds[grout.kind].name,
      `${formatFeet(grout.pounds)} lb: ${plural(grout.bags, 'bag')} of ${grout.bagLb} lb (${grout.joint} in joints, tile ${grout.thickness} in thick)`,
    ],
    [words.thinset, `${plural(thinset.bags, 'bag')} of ${thinset.bagLb} lb (${thinset.notch} trowel)`],
  ]
}

const row = 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5'

export function ShoppingList({ t, words }: { t: Takeoff; words: Words }) {
  return (
    <>
      <h3 className="heading-3 mt-6">{words.shopping.heading}</h3>
      <dl className="mt-2 divide-y divide-line">
        {shoppingRows(t, words.shopping).map(([term, v]) => (
          <div key={term} className={row}>
            <dt className="text-slate">{term}</dt>
            <dd className="ml-0 min-w-0 text-right font-600 text-ink [overflow-wrap:anywhere]">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate">{words.shopping.note}</p>
      {t.labor ? <LaborNote labor={t.labor} words={words.labor} /> : null}
    </>
  )
}

function LaborNote({ labor, words }: { labor: LaborRange; words: Words['labor'] }) {
  return (
    <div className="mt-5 rounded-lg bg-paper p-4">
      <h3 className="heading-3 !text-xl">{words.heading}</h3>
      <p className="mt-1 font-display text-2xl font-700 tabular-nums text-ink [overflow-wrap:anywhere]">{formatLabor(labor)}</p>
      <p className="mt-1 text-sm text-slate">
        {fillSlots(words.text, { job: labor.job.name.toLowerCase() })} <strong className="text-ink">{words.advice}</strong>
      </p>
    </div>
  )
}
