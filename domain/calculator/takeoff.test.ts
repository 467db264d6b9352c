import { describe, expect, it } from 'vitest'
import { computeEstimate } from './estimate'
import type { LaborRate } from './labor'
import { emptyInput } from './query'
import { checkTakeoff, type TakeoffInput } from './takeoff'

const rates: LaborRate[] = [
  { id: 'floor', name: 'Floor', project: 'Flooring', lowPerSqFt: 5, highPerSqFt: 10, minimum: 500 },
  { id: 'shower', name: 'Shower or tub walls', project: 'Bathroom & Shower', lowPerSqFt: 12, highPerSqFt: 25, minimum: 900 },
]
const input = (over: Partial<TakeoffInput> = {}): TakeoffInput => ({ ...emptyInput, length: '12', width: '10', price: '8.50', ...over })
const takeoff = (over: Partial<TakeoffInput> = {}) => {
  const { takeoff: t, errors } = checkTakeoff(input(over), rates)
  if (!t) throw new Error(`expected a takeoff, got ${JSON.stringify(errors)}`)
  return t
}
const lShapeMinusTub = { rooms: [{ length: '8', width: '5' }], cutouts: [{ length: '5', width: '2.5' }] }

describe('the basic figures stay as they are', () => {
  it('one 12 x 10 ft rectangle gives exactly the basic estimate, for every tile size', () => {
    for (const tile of ['4x4', '6x6', '8x8', '12x12', '16x16', '18x18', '24x24', '12x24']) {
      expect(takeoff({ tile }).estimate).toEqual(computeEstimate(input({ tile })))
    }
  })
})

describe('rooms of any shape', () => {
  it('adds rectangles and takes cut-outs away: 12 x 10 + 8 x 5 - a 5 x 2.5 tub = 147.5 sq ft', () => {
    const t = takeoff(lShapeMinusTub)
    expect(t.rooms.map((r) => r.sqft)).toEqual([120, 40])
    expect(t.cutouts.map((c) => c.sqft)).toEqual([12.5])
    expect(t.estimate).toMatchObject({
      totalSqFt: 147.5,
      tilesNeeded: 148,
      wastePercentage: 15,
      wasteBuffer: 23, // 22.2 rounded up
      totalTiles: 171,
      materialCost: 1253.75,
      totalWithWaste: 1441.81, // 1,253.75 x 1.15 = 1,441.8125
    })
  })

  it('refuses a cut-out larger than the room it is cut from', () => {
    const { errors, takeoff: t } = checkTakeoff(input({ cutouts: [{ length: '13', width: '11' }] }), rates)
    expect(t).toBeNull()
    expect(errors).toEqual({ 'cutouts.0.length': 'This cut-out is larger than the room it is cut from.' })
    // A cut-out may fit either way round, and in any of the rectangles.
    expect(
      checkTakeoff(
        input({
          cutouts: [
            { length: '10', width: '12' },
            { length: '1', width: '1' },
          ],
        }),
        rates,
      ).errors,
    ).toEqual({
      'cutouts.1.length': 'The cut-outs leave no area to tile.',
    })
    expect(takeoff({ rooms: [{ length: '20', width: '3' }], cutouts: [{ length: '15', width: '2' }] }).estimate.totalSqFt).toBe(150)
  })

  it('gives each bad field its own message and no result', () => {
    const { errors, takeoff: t } = checkTakeoff(
      input({ length: '10000', width: '', price: 'abc', tile: '10x10', rooms: [{ length: '-4', width: '0' }], boxPrice: '0' }),
      rates,
    )
    expect(t).toBeNull()
    expect(errors).toEqual({
      length: 'Enter at most 200 ft. For a larger space, call us for a quote.',
      width: 'Enter a width.',
      price: 'Enter a price per square foot as a number, like 8.50.',
      tile: 'Choose a tile size.',
      'rooms.0.length': 'Enter a length greater than 0.',
      'rooms.0.width': 'Enter a width greater than 0.',
      boxPrice: 'Enter a price per box greater than 0.',
    })
  })
})

describe('boxes', () => {
  it('buys whole boxes of the typical size for the tiles including waste', () => {
    // 138 tiles of 1 sq ft; a typical 12x12 box holds 15: 9.2 boxes, so 10.
    expect(takeoff().boxes).toEqual({ sqFtPerBox: 15, typical: true, count: 10, price: null, cost: null })
  })

  it('uses the coverage printed on the visitor box and prices the boxes', () => {
    expect(takeoff({ boxCoverage: '13.5', boxPrice: '42.50' }).boxes).toEqual({
      sqFtPerBox: 13.5,
      typical: false,
      count: 11, // 138 / 13.5 = 10.2
      price: 42.5,
      cost: 467.5,
    })
    expect(checkTakeoff(input({ tile: '24x24', boxCoverage: '3' }), rates).errors).toEqual({
      boxCoverage: 'A box holds at least one tile: 4 sq ft.',
    })
  })
})

describe('grout, thinset and labor follow the area', () => {
  it('the L-shaped room in 12x12x3/8 tile with 1/8 in joints', () => {
    const t = takeoff(lShapeMinusTub)
    expect(t.grout).toMatchObject({ kind: 'sanded', bags: 1, bagLb: 25, joint: '1/8', thickness: '3/8' })
    // SikaTile chart: 395 sq ft per 25 lb, so 147.5 sq ft takes 9.3 lb; ours 9.46, rounded up to 9.5.
    expect(t.grout.pounds).toBe(9.5)
    expect(t.thinset).toMatchObject({ notch: '1/4 x 3/8 in square notch', bags: 3 }) // 147.5 / 60 = 2.5
    expect(t.labor).toMatchObject({ low: 730, high: 1480 }) // 147.5 x $5 and x $10, rounded outward to $10
  })

  it('a chosen thickness, joint and job change the figures', () => {
    const t = takeoff({ thickness: '1/2', joint: '1/16', job: 'shower', length: '5', width: '6' })
    expect(t.grout).toMatchObject({ kind: 'unsanded', bagLb: 10, joint: '1/16', thickness: '1/2' })
    expect(t.labor).toMatchObject({ low: 900, high: 900, job: { id: 'shower' } }) // 30 sq ft: the minimum job
  })
})
