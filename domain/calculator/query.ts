// The calculator's inputs in the address, so an estimate can be bookmarked and shared:
// ?length=12&width=10&tile=12x12&price=8.50, then only what differs from the defaults:
// &layout=herringbone &room=8x5 (repeated) &cut=5x2.5 (repeated) &box=15 &boxprice=42
// &joint=3/16 &thick=1/2 &job=backsplash. Values are read as typed text and checked by the same
// code as the form (takeoff.ts), so a hand-edited address gets the form's messages, never a crash.
import { maxRectangles } from './fields'
import { defaultJoint, findFraction, jointWidths, tileThicknesses } from './materials'
import { blankTakeoff, type Rect, type TakeoffInput } from './takeoff'
import { isLayout } from './tile-sizes'

export const emptyInput: TakeoffInput = { length: '', width: '', tile: '12x12', price: '', layout: 'standard', ...blankTakeoff }

const maxLength = 20
const keys = ['length', 'width', 'tile', 'price', 'layout', 'room', 'cut', 'box', 'boxprice', 'joint', 'thick', 'job']

const toParams = (search: string | URLSearchParams) => (typeof search === 'string' ? new URLSearchParams(search) : search)

function rects(q: URLSearchParams, key: string, max: number): Rect[] {
  return q
    .getAll(key)
    .slice(0, max)
    .map((v) => {
      const [length = '', width = ''] = v.slice(0, 2 * maxLength + 1).split('x')
      return { length: length.trim().slice(0, maxLength), width: width.trim().slice(0, maxLength) }
    })
}

/** The inputs a query string carries; anything missing or unreadable keeps the empty default. */
export function inputFromQuery(search: string | URLSearchParams): TakeoffInput {
  const q = toParams(search)
  const text = (key: string, fallback: string) => (q.get(key) ?? fallback).trim().slice(0, maxLength)
  const layout = q.get('layout')
  return {
    length: text('length', emptyInput.length),
    width: text('width', emptyInput.width),
    tile: text('tile', emptyInput.tile),
    price: text('price', emptyInput.price),
    layout: isLayout(layout) ? layout : 'standard',
    rooms: rects(q, 'room', maxRectangles - 1),
    cutouts: rects(q, 'cut', maxRectangles),
    boxCoverage: text('box', ''),
    boxPrice: text('boxprice', ''),
    joint: findFraction(jointWidths, q.get('joint'))?.value ?? defaultJoint,
    thickness: findFraction(tileThicknesses, q.get('thick'))?.value ?? '',
    job: /^[a-z-]{1,30}$/.test(q.get('job') ?? '') ? (q.get('job') ?? '') : '',
  }
}

/** True when the query names any calculator input (then it is restored on load). */
export function hasCalculatorQuery(search: string | URLSearchParams): boolean {
  const q = toParams(search)
  return keys.some((k) => q.has(k))
}

export function inputToQuery(input: TakeoffInput): string {
  const q = new URLSearchParams({ length: input.length.trim(), width: input.width.trim(), tile: input.tile, price: input.price.trim() })
  if (input.layout !== 'standard') q.set('layout', input.layout)
  for (const r of input.rooms) q.append('room', `${r.length.trim()}x${r.width.trim()}`)
  for (const c of input.cutouts) q.append('cut', `${c.length.trim()}x${c.width.trim()}`)
  if (input.boxCoverage.trim()) q.set('box', input.boxCoverage.trim())
  if (input.boxPrice.trim()) q.set('boxprice', input.boxPrice.trim())
  if (input.joint !== defaultJoint) q.set('joint', input.joint)
  if (input.thickness) q.set('thick', input.thickness)
  if (input.job) q.set('job', input.job)
  return `?${q}`
}
