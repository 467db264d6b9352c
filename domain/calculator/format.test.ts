import { describe, expect, it } from 'vitest'
import { computeEstimate, type Estimate } from './estimate'
import { estimateSummary, formatArea, formatCount, formatMoney, plural, quoteHref, takeoffLines } from './format'
import { emptyInput } from './query'
import { checkTakeoff } from './takeoff'

const rates = [{ id: 'floor', name: 'Floor', project: 'Flooring', lowPerSqFt: 5, highPerSqFt: 10, minimum: 500 }]

const estimate = (over: Partial<Parameters<typeof computeEstimate>[0]> = {}): Estimate => {
  const e = computeEstimate({ length: '12', width: '10', tile: '12x12', price: '8.50', layout: 'standard', ...over })
  if (!e) throw new Error('expected an estimate')
  return e
}

describe('formatting', () => {
  it('shows money as US dollars with thousands separators and cents', () => {
    expect(formatMoney(1173)).toBe('$1,173.00')
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89')
    expect(formatMoney(0.5)).toBe('$0.50')
  })

  it('shows the area with one decimal and counts with separators', () => {
    expect(formatArea(120)).toBe('120.0')
    expect(formatArea(106.375)).toBe('106.4')
    expect(formatArea(1.25)).toBe('1.3')
    expect(formatArea(12000)).toBe('12,000.0')
    expect(formatCount(1255)).toBe('1,255')
  })
})

describe('the quote link', () => {
  it('summarises the estimate in one line', () => {
    expect(estimateSummary(estimate())).toBe(
      'Estimate: 12 ft x 10 ft (120.0 sq ft), 12x12 tiles, 138 tiles incl. 15% waste, materials about $1,173.00',
    )
    expect(estimateSummary(estimate({ length: '12.5', layout: 'herringbone', tile: '12x24' }))).toBe(
      'Estimate: 12.5 ft x 10 ft (125.0 sq ft), 12x24 tiles, herringbone layout, 76 tiles incl. 20% waste, materials about $1,275.00',
    )
  })

  it('opens /quote with the project and the calculator inputs as structured fields, no text; the owner reads the takeoff as lines', () => {
    const { takeoff } = checkTakeoff(
      {
        ...emptyInput,
        length: '12',
        width: '10',
        price: '8.50',
        rooms: [{ length: '8', width: '5' }],
        cutouts: [{ length: '5', width: '2.5' }],
      },
      rates,
    )
    if (!takeoff) throw new Error('expected a takeoff')
    const url = new URL(quoteHref(takeoff, '?length=12&width=10&room=8x5'), 'https://example.test')
    expect(url.pathname).toBe('/quote')
    expect(url.searchParams.get('project')).toBe('Flooring')
    expect(url.searchParams.has('details')).toBe(false)
    expect(takeoffLines(takeoff).join('\n')).toBe(
      [
        'Estimate: 147.5 sq ft (12 x 10 ft + 8 x 5 ft, minus 5 x 2.5 ft), 12x12 tiles, 171 tiles incl. 15% waste, materials about $1,441.81',
        'Boxes: 12 boxes of 15 sq ft',
        'Grout: 9.5 lb sanded (1 bag of 25 lb), 1/8 in joints, tile 3/8 in thick',
        'Thinset: 3 bags of 50 lb, 1/4 x 3/8 in square notch trowel',
        'Labor, rough range (floor): $730 – $1,480',
      ].join('\n'),
    )
    expect(url.searchParams.getAll('room')).toEqual(['8x5'])
  })
})

describe('counts with their noun', () => {
  it('says 1 tile, 2 tiles, 1 box, 2 boxes', () => {
    expect(plural(1, 'tile')).toBe('1 tile')
    expect(plural(2, 'tile')).toBe('2 tiles')
    expect(plural(1091, 'tile')).toBe('1,091 tiles')
    expect(plural(1, 'box')).toBe('1 box')
    expect(plural(12, 'box')).toBe('12 boxes')
    expect(plural(1, 'bag')).toBe('1 bag')
  })
})
