// The cost calculator's formulas, as pure functions. Floating point is
// tamed at each step: 120 / 1 must give 120 tiles, not 121, and 1,020 x 1.15 must give 1,173.00.
import { findTileSize, layouts, type Layout, type TileSize } from './tile-sizes'

export type EstimateInput = { length: string; width: string; tile: string; price: string; layout: Layout }

export type Estimate = {
  length: number
  width: number
  tileCode: string
  layout: Layout
  totalSqFt: number
  tilesNeeded: number
  wastePercentage: number
  wasteBuffer: number
  totalTiles: number
  materialCost: number
  totalWithWaste: number
}

/** Rounds half away from zero at `digits` decimals, on the decimal value people read (1.005 → 1.01). */
export function roundTo(value: number, digits: number): number {
  const sign = value < 0 ? -1 : 1
  const shifted = Number(`${Math.abs(value)}e${digits}`)
  return (sign * Math.round(shifted)) / 10 ** digits
}

// A quotient like 0.33 / 0.11 lands a hair above 3; round away that noise before ceiling.
export const ceilClean = (value: number) => Math.ceil(roundTo(value, 9))

/** A positive, finite number, or null: '', '0', '-3', 'abc' and 'Infinity' are all refused. */
export function parsePositive(raw: string | null | undefined): number | null {
  if (raw == null) return null
  const text = raw.trim()
  if (text === '') return null
  const n = Number(text)
  return Number.isFinite(n) && n > 0 ? n : null
}

/** 10% for tiles of 2 sq ft or more, else 15%; a chosen pattern layout overrides it. */
export function wastePercentFor(sqft: number, layout: Layout = 'standard'): number {
  const fixed = layouts.find((l) => l.value === layout)?.wastePercent
  if (fixed != null) return fixed
  return sqft >= 2 ? 10 : 15
}

/** The estimate, or null when any input is missing, zero, not a number or the tile size unknown. */
export function computeEstimate(input: EstimateInput): Estimate | null {
  const length = parsePositive(input.length)
  const width = parsePositive(input.width)
  const price = parsePositive(input.price)
  const tile = findTileSize(input.tile)
  if (length == null || width == null || price == null || !tile) return null
  return estimateForArea({ length, width, totalSqFt: roundTo(length * width, 6), tile, price, layout: input.layout })
}

/** The basic figures for a known area: one rectangle, or the sum of a room's parts (takeoff.ts). */
export function estimateForArea(a: {
  length: number
  width: number
  totalSqFt: number
  tile: TileSize
  price: number
  layout: Layout
}): Estimate {
  const { tile, totalSqFt } = a
  const tilesNeeded = ceilClean(totalSqFt / tile.sqft)
  const wastePercentage = wastePercentFor(tile.sqft, a.layout)
  const wasteBuffer = ceilClean((tilesNeeded * wastePercentage) / 100)
  const materialCost = roundTo(totalSqFt * a.price, 2)
  const totalWithWaste = roundTo((materialCost * (100 + wastePercentage)) / 100, 2)
  return {
    length: a.length,
    width: a.width,
    tileCode: tile.code,
    layout: a.layout,
    totalSqFt,
    tilesNeeded,
    wastePercentage,
    wasteBuffer,
    totalTiles: tilesNeeded + wasteBuffer,
    materialCost,
    totalWithWaste,
  }
}
