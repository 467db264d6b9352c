import { describe, expect, it } from 'vitest'
import { computeEstimate, parsePositive, roundTo, wastePercentFor, type EstimateInput } from './estimate'
import { tileSizes } from './tile-sizes'

const input = (over: Partial<EstimateInput> = {}): EstimateInput => ({
  length: '12',
  width: '10',
  tile: '12x12',
  price: '8.50',
  layout: 'standard',
  ...over,
})

describe('the worked examples of the issue', () => {
  it('12 x 10 ft, 12x12 tiles at $8.50: 120 sq ft, 120 tiles, 15% and 18 waste, 138 total, $1,020.00 and $1,173.00', () => {
    expect(computeEstimate(input())).toEqual({
      length: 12,
      width: 10,
      tileCode: '12x12',
      layout: 'standard',
      totalSqFt: 120,
      tilesNeeded: 120,
      wastePercentage: 15,
      wasteBuffer: 18,
      totalTiles: 138,
      materialCost: 1020,
      totalWithWaste: 1173,
    })
  })

  it('the same room in 12x24 tiles: 60 tiles, 10% and 6 waste, 66 total, $1,020.00 and $1,122.00', () => {
    expect(computeEstimate(input({ tile: '12x24' }))).toMatchObject({
      tilesNeeded: 60,
      wastePercentage: 10,
      wasteBuffer: 6,
      totalTiles: 66,
      materialCost: 1020,
      totalWithWaste: 1122,
    })
  })
})

describe('every tile of the catalogue, 12 x 10 ft at $8.50', () => {
  // tiles = ceil(120 / sqft); waste = 10% from 2 sq ft up, else 15%; waste tiles = ceil(tiles x % / 100)
  const expected = {
    '4x4': { sqft: 0.11, tilesNeeded: 1091, wastePercentage: 15, wasteBuffer: 164, totalTiles: 1255, totalWithWaste: 1173 },
    '6x6': { sqft: 0.25, tilesNeeded: 480, wastePercentage: 15, wasteBuffer: 72, totalTiles: 552, totalWithWaste: 1173 },
    '8x8': { sqft: 0.44, tilesNeeded: 273, wastePercentage: 15, wasteBuffer: 41, totalTiles: 314, totalWithWaste: 1173 },
    '12x12': { sqft: 1, tilesNeeded: 120, wastePercentage: 15, wasteBuffer: 18, totalTiles: 138, totalWithWaste: 1173 },
    '16x16': { sqft: 1.78, tilesNeeded: 68, wastePercentage: 15, wasteBuffer: 11, totalTiles: 79, totalWithWaste: 1173 },
    '18x18': { sqft: 2.25, tilesNeeded: 54, wastePercentage: 10, wasteBuffer: 6, totalTiles: 60, totalWithWaste: 1122 },
    '24x24': { sqft: 4, tilesNeeded: 30, wastePercentage: 10, wasteBuffer: 3, totalTiles: 33, totalWithWaste: 1122 },
    '12x24': { sqft: 2, tilesNeeded: 60, wastePercentage: 10, wasteBuffer: 6, totalTiles: 66, totalWithWaste: 1122 },
  } as const

  it('lists the tile catalogue in its order with its square footage', () => {
    expect(tileSizes.map((t) => [t.code, t.sqft])).toEqual(Object.entries(expected).map(([code, e]) => [code, e.sqft]))
  })

  for (const [code, e] of Object.entries(expected)) {
    it(`${code}: ${e.tilesNeeded} + ${e.wasteBuffer} tiles at ${e.wastePercentage}%`, () => {
      const { sqft, ...rest } = e
      expect(computeEstimate(input({ tile: code }))).toMatchObject({ totalSqFt: 120, materialCost: 1020, ...rest })
      expect(wastePercentFor(sqft)).toBe(e.wastePercentage)
    })
  }
})

describe('rounding', () => {
  it('divides exactly when the area is a whole number of tiles, despite binary fractions', () => {
    expect(computeEstimate(input({ length: '0.33', width: '1', tile: '4x4' }))?.tilesNeeded).toBe(3)
    expect(computeEstimate(input({ length: '2.2', width: '1', tile: '8x8' }))?.tilesNeeded).toBe(5)
    expect(computeEstimate(input({ length: '17.8', width: '10', tile: '16x16' }))?.tilesNeeded).toBe(100)
    expect(computeEstimate(input({ length: '12.1', width: '10' }))).toMatchObject({ totalSqFt: 121, tilesNeeded: 121 })
  })

  it('rounds tile counts up, never down', () => {
    expect(computeEstimate(input({ length: '10.05', width: '10' }))).toMatchObject({ totalSqFt: 100.5, tilesNeeded: 101, wasteBuffer: 16 })
    expect(computeEstimate(input({ length: '1', width: '1', tile: '24x24' }))).toMatchObject({
      tilesNeeded: 1,
      wasteBuffer: 1,
      totalTiles: 2,
    })
  })

  it('keeps money to the cent, half up on the decimal value', () => {
    expect(computeEstimate(input({ length: '1', width: '1', price: '1.005' }))?.materialCost).toBe(1.01)
    expect(computeEstimate(input({ length: '11.5', width: '9.25', price: '7.99' }))).toMatchObject({
      totalSqFt: 106.375,
      materialCost: 849.94, // 849.93625
      totalWithWaste: 977.43, // 849.94 x 1.15 = 977.431
    })
    expect(roundTo(1.005, 2)).toBe(1.01)
    expect(roundTo(2.675, 2)).toBe(2.68)
    expect(roundTo(1020 * 1.15, 2)).toBe(1173)
  })
})

describe('refusals: no estimate at all', () => {
  it.each([
    ['an empty length', { length: '' }],
    ['a zero width', { width: '0' }],
    ['a zero price', { price: '0.00' }],
    ['a negative length', { length: '-12' }],
    ['text for a number', { width: 'ten' }],
    ['an infinite price', { price: 'Infinity' }],
    ['no tile size', { tile: '' }],
    ['an unknown tile size', { tile: '10x10' }],
  ])('%s', (_label, over) => {
    expect(computeEstimate(input(over))).toBeNull()
  })

  it('parses numbers strictly but forgives surrounding spaces', () => {
    expect(parsePositive(' 12.5 ')).toBe(12.5)
    expect(parsePositive('12ft')).toBeNull()
    expect(parsePositive(null)).toBeNull()
  })
})

describe('layout patterns beyond the straight lay', () => {
  it('standard keeps the basic waste rule; diagonal and hexagon plan 15%, herringbone and chevron 20%', () => {
    expect(computeEstimate(input({ tile: '24x24', layout: 'standard' }))?.wastePercentage).toBe(10)
    expect(computeEstimate(input({ tile: '24x24', layout: 'diagonal' }))).toMatchObject({
      wastePercentage: 15,
      wasteBuffer: 5,
      totalTiles: 35,
    })
    expect(computeEstimate(input({ tile: '24x24', layout: 'hexagon' }))?.wastePercentage).toBe(15)
    expect(computeEstimate(input({ layout: 'herringbone' }))).toMatchObject({
      wastePercentage: 20,
      wasteBuffer: 24,
      totalTiles: 144,
      totalWithWaste: 1224,
    })
    expect(computeEstimate(input({ layout: 'chevron' }))?.wastePercentage).toBe(20)
  })
})
