// The printed estimate: one page with the business's name, phone and license, the date, the
// takeoff and the link back. It is mounted straight under <body> (a portal) so that print rules
// can hide everything else (print.css) and the page prints as this sheet alone.
import { createPortal } from 'react-dom'
import './print.css'
import { useSite } from '~/lib/site'
import { formatArea, formatCount, formatLabor, formatMoney, formatRect, plural } from '#domain/calculator/format'
import { shoppingRows } from './shopping-list'
import type { Takeoff } from '#domain/calculator/takeoff'
import { findTileSize } from '#domain/calculator/tile-sizes'

export function PrintSheet({ t, link }: { t: Takeoff; link: string }) {
  const site = useSite()
  const e = t.estimate
  const date = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
  const rows: [string, string][] = [
    [
      'Area',
      `${formatArea(e.totalSqFt)} sq ft: ${t.rooms.map(formatRect).join(' + ')}${t.cutouts.length ? `, minus ${t.cutouts.map(formatRect).join(', ')}` : ''}`,
    ],
    ['Tile', `${findTileSize(e.tileCode)?.name ?? e.tileCode}, ${e.layout} layout`],
    [
      'Tiles to order',
      `${formatCount(e.totalTiles)}: ${formatCount(e.tilesNeeded)} + ${plural(e.wasteBuffer, 'tile')} (${e.wastePercentage}% waste)`,
    ],
    ...shoppingRows(t),
    ['Material cost', `${formatMoney(e.materialCost)}; ${formatMoney(e.totalWithWaste)} with ${e.wastePercentage}% waste`],
  ]
  return createPortal(
    <div className="print-sheet text-ink" data-testid="print-sheet">
      <div className="mb-4 border-b-2 border-ink pb-2">
        <p className="m-0 font-display text-2xl font-700">{site.name}</p>
        <p className="m-0">
          {site.phone.display} · License: {site.licence} · {site.email.address}
        </p>
      </div>
      <h1 className="m-0 mb-1 font-display text-xl font-600">Tile estimate and shopping list</h1>
      <p className="m-0 mb-3">Prepared {date} with our tile cost calculator.</p>
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
          <strong>Installation labor, a rough range:</strong> {formatLabor(t.labor)} ({t.labor.job.name.toLowerCase()}, labor only). A rough
          range, not a quote. Get a free quote for a firm price: call {site.phone.display}.
        </p>
      ) : null}
      <p className="mt-3 text-xs">
        Planning figures only. Grout: the makers&apos; joint-volume formula, checked against the SikaTile 800 coverage chart. Thinset: the
        makers&apos; coverage per 50 lb bag for the trowel notch.
      </p>
      <p className="mt-2 text-xs [overflow-wrap:anywhere]">This estimate online: {link}</p>
    </div>,
    document.body,
  )
}
