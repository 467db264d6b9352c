import { describe, expect, it } from 'vitest'
import { laborRates } from '#content/labor-rates'
import { quotePrefill } from '#content/quote-prefill'
import { checkTakeoff } from '../calculator/takeoff'
import { inputFromQuery } from '../calculator/query'
import { prefillQuote, validThroughFrom } from './prefill'
import { quoteDraftSchema } from './quote-draft'
import { quoteTotals } from './quote-totals'

const fill = (query: string | null, projectType: string | null = 'Flooring') =>
  prefillQuote({
    estimate: query === null ? null : { query },
    projectType,
    rates: laborRates,
    content: quotePrefill,
    validThrough: '2026-12-28',
  })

describe('prefillQuote', () => {
  it('turns a 12 x 10 ft floor of 12x12 tile at $8.50 into tile with waste, grout, thinset and labor, in whole units and cents', () => {
    const draft = fill('length=12&width=10&tile=12x12&price=8.50')
    expect(draft.options).toHaveLength(1)
    expect(draft.options[0].name).toBe('Good')
    const [tile, grout, thinset, labor] = draft.options[0].lines
    // 120 sq ft and 15% waste (tiles under 2 sq ft) = 138 sq ft at the visitor's $8.50.
    expect(tile).toMatchObject({ quantity: 138, unit: 'sq ft', unitCents: 850 })
    expect(tile.description).toContain('12x12 inches')
    expect(tile.description).toContain('12 x 10 ft')
    const t = checkTakeoff(inputFromQuery('length=12&width=10&tile=12x12&price=8.50'), laborRates).takeoff
    expect(grout).toMatchObject({ quantity: t?.grout.bags, unit: 'bag', unitCents: 2400 })
    expect(grout.description).toMatch(/^Sanded grout, 1\/8 in joints/)
    expect(thinset).toMatchObject({ quantity: t?.thinset.bags, unit: 'bag', unitCents: 3200 })
    // The floor rate's low end, $5 a sq ft, over the 120 sq ft ($600, above the $500 smallest job).
    expect(labor).toMatchObject({ quantity: 120, unit: 'sq ft', unitCents: 500 })
    expect(quoteTotals(draft, 0)[0].totalCents).toBe(138 * 850 + grout.quantity * 2400 + thinset.quantity * 3200 + 120 * 500)
  })

  it('rounds a fractional area up, and prices the tile by the box when the visitor priced a box', () => {
    const byArea = fill('length=10.5&width=9.75&tile=12x12&price=3.99')
    // 102.375 sq ft × 1.15 = 117.73 → 118 sq ft; labor on 103 sq ft (102.375 rounded up), $515.
    expect(byArea.options[0].lines[0]).toMatchObject({ quantity: 118, unitCents: 399 })
    expect(byArea.options[0].lines[3]).toMatchObject({ quantity: 103, unitCents: 500 })
    const byBox = fill('length=12&width=10&tile=12x12&price=3&box=15&boxprice=42.50')
    const boxes = checkTakeoff(inputFromQuery('length=12&width=10&tile=12x12&price=3&box=15&boxprice=42.50'), laborRates).takeoff?.boxes
    expect(byBox.options[0].lines[0]).toMatchObject({ quantity: boxes?.count, unit: 'box', unitCents: 4250 })
  })

  it('charges the smallest job when the area at the rate costs less, and names the room of several rectangles', () => {
    const draft = fill('length=3&width=2&tile=4x4&price=12&job=backsplash&room=2x1&cut=1x1', 'Kitchen Backsplash')
    const lines = draft.options[0].lines
    expect(lines[3]).toEqual({
      description: 'Installation labor, kitchen backsplash (smallest job)',
      quantity: 1,
      unit: 'job',
      unitCents: 60_000,
    })
    expect(lines[0].description).toContain('3 x 2 ft + 2 x 1 ft, minus 1 x 1 ft')
  })

  it('without an estimate (or with one that does not add up) gives one line for the project at its smallest job', () => {
    expect(fill(null, 'Bathroom & Shower').options[0].lines).toEqual([
      { description: 'Tile installation: Bathroom & Shower', quantity: 1, unit: 'job', unitCents: 90_000 },
    ])
    // An unknown project: its own words, priced by the owner.
    expect(fill(null, 'Fireplace').options[0].lines[0]).toMatchObject({ description: 'Tile installation: Fireplace', unitCents: 0 })
    expect(fill('length=abc&width=10&tile=12x12&price=8').options[0].lines).toHaveLength(1)
  })

  it('always makes a draft the server accepts, with no deposit, no add-ons and the given valid-through day', () => {
    for (const q of [
      'length=12&width=10&tile=12x12&price=8.50',
      'length=0.5&width=0.5&tile=24x24&price=0.01&layout=herringbone',
      'length=500&width=500&tile=4x4&price=999&job=shower',
      `length=12&width=10&tile=12x12&price=8${'&room=9.75x8.125'.repeat(9)}${'&cut=1.5x1.5'.repeat(10)}`,
    ]) {
      const draft = fill(q)
      expect(quoteDraftSchema.safeParse(draft).success, q).toBe(true)
      expect(draft.options[0].lines.every((l) => Number.isInteger(l.quantity) && Number.isInteger(l.unitCents))).toBe(true)
      expect(draft).toMatchObject({ addOns: [], deposit: { kind: 'none' }, validThrough: '2026-12-28', photos: [], note: '' })
    }
  })
})

describe('validThroughFrom', () => {
  it('counts from the day in Portland, not in UTC', () => {
    // 7 PM in Portland on November 30 is already December 1 in UTC.
    expect(validThroughFrom(new Date('2026-12-01T03:00:00Z'), 30, 'America/Los_Angeles')).toBe('2026-12-30')
    expect(validThroughFrom(new Date('2026-12-01T09:00:00Z'), 30, 'America/Los_Angeles')).toBe('2026-12-31')
  })
})
