import { describe, expect, it } from 'vitest'
import { computeEstimate, type Estimate } from './estimate'
import { estimateSummary, formatArea, formatCount, formatMoney, quoteHref } from './format'

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

  it('opens /quote with a Flooring project and the summary as details', () => {
    const url = new URL(quoteHref(estimate()), 'https://example.test')
    expect(url.pathname).toBe('/quote')
    expect(url.searchParams.get('project')).toBe('Flooring')
    expect(url.searchParams.get('details')).toBe(estimateSummary(estimate()))
  })
})
