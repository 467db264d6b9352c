// The calculator's inputs in the address, so an estimate can be bookmarked and shared:
// ?length=12&width=10&tile=12x12&price=8.50 (plus &layout= when not standard).
import type { EstimateInput } from './estimate'
import { isLayout } from './tile-sizes'

export const emptyInput: EstimateInput = { length: '', width: '', tile: '12x12', price: '', layout: 'standard' }

const maxLength = 20

/** The inputs a query string carries; anything missing or unreadable keeps the empty default. */
export function inputFromQuery(search: string | URLSearchParams): EstimateInput {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search
  const text = (key: string, fallback: string) => (q.get(key) ?? fallback).trim().slice(0, maxLength)
  const layout = q.get('layout')
  return {
    length: text('length', emptyInput.length),
    width: text('width', emptyInput.width),
    tile: text('tile', emptyInput.tile),
    price: text('price', emptyInput.price),
    layout: isLayout(layout) ? layout : 'standard',
  }
}

/** True when the query names any calculator input (then it is restored on load). */
export function hasCalculatorQuery(search: string | URLSearchParams): boolean {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search
  return ['length', 'width', 'tile', 'price', 'layout'].some((k) => q.has(k))
}

export function inputToQuery(input: EstimateInput): string {
  const q = new URLSearchParams({ length: input.length.trim(), width: input.width.trim(), tile: input.tile, price: input.price.trim() })
  if (input.layout !== 'standard') q.set('layout', input.layout)
  return `?${q}`
}
