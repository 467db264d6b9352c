// How the estimate reads: US dollars and counts with thousands separators, area with one decimal,
// counts with their noun in the right number ("1 tile", "2 tiles"), and the takeoff as text for
// the quote form.
import { roundTo, type Estimate } from './estimate'
import type { LaborRange } from './labor'
import type { Area, Takeoff } from './takeoff'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false })

export const formatMoney = (n: number) => usd.format(roundTo(n, 2))
export const formatArea = (n: number) => oneDecimal.format(roundTo(n, 1))
export const formatCount = (n: number) => whole.format(n)
/** A measurement as typed, without float noise: 12 → "12", 12.5 → "12.5". */
export const formatFeet = (n: number) => plain.format(n)

const plurals: Record<string, string> = { box: 'boxes' }
/** "1 tile", "2 tiles", "1 box", "1,091 tiles". */
export function plural(n: number, noun: string): string {
  return `${formatCount(n)} ${n === 1 ? noun : (plurals[noun] ?? `${noun}s`)}`
}

export const formatRect = (a: Area) => `${formatFeet(a.length)} x ${formatFeet(a.width)} ft`

/** "$730 – $1,480", or one figure when the smallest job covers the whole range. */
export function formatLabor(l: LaborRange): string {
  return l.low === l.high ? `about ${dollars.format(l.low)}` : `${dollars.format(l.low)} – ${dollars.format(l.high)}`
}

/** One line for the quote form's details field; `shape` names a room of several rectangles. */
export function estimateSummary(e: Estimate, shape?: string): string {
  const layout = e.layout === 'standard' ? '' : `, ${e.layout} layout`
  const size = shape
    ? `${formatArea(e.totalSqFt)} sq ft (${shape})`
    : `${formatFeet(e.length)} ft x ${formatFeet(e.width)} ft (${formatArea(e.totalSqFt)} sq ft)`
  return (
    `Estimate: ${size}, ` +
    `${e.tileCode} tiles${layout}, ${formatCount(e.totalTiles)} tiles incl. ${e.wastePercentage}% waste, ` +
    `materials about ${formatMoney(e.totalWithWaste)}`
  )
}

/** "12 x 10 ft + 8 x 5 ft, minus 5 x 2.5 ft", for a room of more than one rectangle. */
export function shapeText(t: Takeoff): string {
  const minus = t.cutouts.length ? `, minus ${t.cutouts.map(formatRect).join(' and ')}` : ''
  return `${t.rooms.map(formatRect).join(' + ')}${minus}`
}

/** The whole takeoff as lines of text: the quote form's project details. */
export function takeoffLines(t: Takeoff): string[] {
  const { estimate: e, boxes, grout, thinset, labor } = t
  const shaped = t.rooms.length > 1 || t.cutouts.length > 0
  const boxCost = boxes.cost == null ? '' : `, ${formatMoney(boxes.cost)} at ${formatMoney(boxes.price ?? 0)} a box`
  return [
    estimateSummary(e, shaped ? shapeText(t) : undefined),
    `Boxes: ${plural(boxes.count, 'box')} of ${formatFeet(boxes.sqFtPerBox)} sq ft${boxCost}`,
    `Grout: ${formatFeet(grout.pounds)} lb ${grout.kind} (${plural(grout.bags, 'bag')} of ${grout.bagLb} lb), ${grout.joint} in joints, tile ${grout.thickness} in thick`,
    `Thinset: ${plural(thinset.bags, 'bag')} of ${thinset.bagLb} lb, ${thinset.notch} trowel`,
    ...(labor ? [`Labor, rough range (${labor.job.name.toLowerCase()}): ${formatLabor(labor)}`] : []),
  ]
}

/** The quote page with this estimate attached: the project type and the calculator's own inputs. */
export function quoteHref(t: Takeoff, calculatorQuery: string): string {
  const q = new URLSearchParams({ project: t.labor?.job.project ?? 'Flooring' })
  for (const [k, v] of new URLSearchParams(calculatorQuery)) q.append(k, v)
  return `/quote?${q}`
}
