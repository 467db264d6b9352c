// An estimate (and below, a tile pattern) attached to a quote request. It travels as the calculator's own inputs (its address
// format, query.ts) plus the two figures the visitor was shown; the server computes the estimate
// again from the inputs with this same code and refuses the request when the figures differ, so a
// total from the browser is never trusted or stored.
import { roundTo } from './estimate'
import { takeoffLines } from './format'
import type { LaborRate } from './labor'
import { hasCalculatorQuery, inputFromQuery, inputToQuery } from './query'
import { checkTakeoff, type Takeoff, type TakeoffInput } from './takeoff'
import { type Grout, type TileColor, type TilePattern, grouts, tileColors, tilePatterns } from '#content/tile-patterns'

export const estimateMessages = {
  unusable: (why: string) => `The attached estimate cannot be used (${why}) Remove it, or attach it again from the cost calculator.`,
  mismatch:
    'The attached estimate does not add up: its tile count or cost is not what its measurements give. Remove it, or attach it again from the cost calculator.',
} as const

/** The value of the form's `estimate` field: the inputs, then tiles= and total= as shown. */
export function encodeEstimate(input: TakeoffInput, t: Takeoff): string {
  const q = new URLSearchParams(inputToQuery(input))
  q.set('tiles', String(t.estimate.totalTiles))
  q.set('total', t.estimate.totalWithWaste.toFixed(2))
  return q.toString()
}

export type CheckedEstimate =
  { ok: true; input: TakeoffInput; takeoff: Takeoff; query: string; lines: string[] } | { ok: false; error: string }

/** The takeoff of an attached estimate, recomputed; an error when unreadable or when its figures differ. */
export function checkAttachedEstimate(text: string, rates: readonly LaborRate[]): CheckedEstimate {
  const q = new URLSearchParams(text)
  if (!hasCalculatorQuery(q)) return { ok: false, error: estimateMessages.unusable('it has no measurements.') }
  const input = inputFromQuery(q)
  const { errors, takeoff } = checkTakeoff(input, rates)
  if (!takeoff) return { ok: false, error: estimateMessages.unusable(Object.values(errors)[0] ?? 'it is incomplete.') }
  const tiles = Number(q.get('tiles'))
  const total = Number(q.get('total'))
  const e = takeoff.estimate
  if (q.get('tiles') === null || q.get('total') === null || tiles !== e.totalTiles || roundTo(total, 2) !== e.totalWithWaste) {
    return { ok: false, error: estimateMessages.mismatch }
  }
  return { ok: true, input, takeoff, query: inputToQuery(input).slice(1), lines: takeoffLines(takeoff) }
}

/** A pattern attached to a quote request (the share link's color= pattern= grout=), read strictly. */
export function attachedPattern(text: string): { color: TileColor; pattern: TilePattern; grout: Grout; query: string } | null {
  const q = new URLSearchParams(text)
  const color = tileColors.find((c) => c.id === q.get('color'))
  const pattern = tilePatterns.find((p) => p.id === q.get('pattern'))
  const grout = q.has('grout') ? grouts.find((g) => g.id === q.get('grout')) : grouts[0]
  if (!color || !pattern || !grout) return null
  return { color, pattern, grout, query: new URLSearchParams({ color: color.id, pattern: pattern.id, grout: grout.id }).toString() }
}
