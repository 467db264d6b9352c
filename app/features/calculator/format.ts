// How the estimate reads: US dollars and counts with thousands separators, area with one decimal.
import { roundTo, type Estimate } from './estimate'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false })

export const formatMoney = (n: number) => usd.format(roundTo(n, 2))
export const formatArea = (n: number) => oneDecimal.format(roundTo(n, 1))
export const formatCount = (n: number) => whole.format(n)
/** A measurement as typed, without float noise: 12 → "12", 12.5 → "12.5". */
export const formatFeet = (n: number) => plain.format(n)

/** One line for the quote form's details field. */
export function estimateSummary(e: Estimate): string {
  const layout = e.layout === 'standard' ? '' : `, ${e.layout} layout`
  return (
    `Estimate: ${formatFeet(e.length)} ft x ${formatFeet(e.width)} ft (${formatArea(e.totalSqFt)} sq ft), ` +
    `${e.tileCode} tiles${layout}, ${formatCount(e.totalTiles)} tiles incl. ${e.wastePercentage}% waste, ` +
    `materials about ${formatMoney(e.totalWithWaste)}`
  )
}

/** The quote page, with the project details filled in from the estimate. */
export function quoteHref(e: Estimate): string {
  return `/quote?${new URLSearchParams({ project: 'Flooring', details: estimateSummary(e) })}`
}
