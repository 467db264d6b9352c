// The printed estimate: one page with the business's name, phone and license, the date, the
// takeoff and the link back. It is mounted straight under <body> (a portal) so that print rules
// can hide everything else (print.css) and the page prints as this sheet alone.
import { createPortal } from 'react-dom'
import './print.css'
import type { CalculatorToolWords } from '#content/pages/tool-schemas'
import { useSite } from '~/lib/site'
import { formatArea, formatCount, formatLabor, formatMoney, formatRect, plural } from '#domain/calculator/format'
import { shoppingRows } from './shopping-list'
import type { Takeoff } from '#domain/calculator/takeoff'
import { findTileSize } from '#domain/calculator/tile-sizes'
import { fillSlots } from '#domain/slots'

export function PrintSheet({ t, link, words }: { t: Takeoff; link: string; words: CalculatorToolWords }) {
  const site = useSite()
  const e = t.estimate
  const w = words.print
  const date = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
  const rows: [string, string][] = [
    [
      w.area,
      `${formatArea(e.totalSqFt)} sq ft: ${t.rooms.map(formatRect).join(' + ')}${t.cutouts.length ? `, minus ${t.cutouts.map(formatRect).join(', ')}` : ''}`,
    ],
    [w.tile, `${findTileSize(e.tileCode)?.name ?? e.tileCode}, ${e.layout} layout`],
    [
      w.tilesToOrder,
      `${formatCount(e.totalTiles)}: ${formatCount(e.tilesNeeded)} + ${plural(e.wasteBuffer, 'tile')} (${e.wastePercentage}% waste)`,
    ],
    ...shoppingRows(t, words.shopping),
    [words.figures.materialCost, `${formatMoney(e.materialCost)}; ${formatMoney(e.totalWithWaste)} with ${e.wastePercentage}% waste`],
  ]
  return createPortal(
    <div className="print-sheet text-ink" data-testid="print-sheet">
      <div className="mb-4 border-b-2 border-ink pb-2">
        <p className="m-0 font-display text-2xl font-700">{site.name}</p>
        <p className="m-0">
          {site.phone.display} · {w.licence} {site.licence} · {site.email.address}
        </p>
      </div>
      <h1 className="m-0 mb-1 font-display text-xl font-600">{w.heading}</h1>
      <p className="m-0 mb-3">{fillSlots(w.prepared, { date })}</p>
      <table className="w-full border-collapse">
        <tbody>
          {rows.map(([term, value]) => (
            <tr key={term} className="border-b border-line">
              <th scope="row" className="w-1/3 py-1 pr-3 text-left align-top">
                {term}
              </th>
              <td className="py-1">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {t.labor ? (
        <p className="mt-3">
          <strong>{words.labor.heading}:</strong> {formatLabor(t.labor)} {fillSlots(w.labor, { job: t.labor.job.name.toLowerCase() })}
        </p>
      ) : null}
      <p className="mt-3 text-xs">{w.footnote}</p>
      <p className="mt-2 text-xs [overflow-wrap:anywhere]">{fillSlots(w.link, { link })}</p>
    </div>,
    document.body,
  )
}
