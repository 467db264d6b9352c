// The whole takeoff: a room of any shape (rectangles added, cut-outs taken away), the basic
// figures for its area, the boxes to buy, grout, thinset and a rough labor range. Every field is
// checked with a message for the visitor; any message means no result at all.
import { estimateForArea, roundTo, ceilClean, type Estimate, type EstimateInput } from './estimate'
import { checkNumber, rules } from './fields'
import { findJob, laborRange, type LaborRange, type LaborRate } from './labor'
import { defaultJoint, findFraction, groutFor, jointWidths, thinsetFor, tileThicknesses, type Grout, type Thinset } from './materials'
import { findTileSize, typicalBoxSqFt } from './tile-sizes'

export type Rect = { length: string; width: string }

export type TakeoffInput = EstimateInput & {
  /** areas added to the first rectangle (length x width) */
  rooms: Rect[]
  /** areas left out: a tub, an island, a hearth */
  cutouts: Rect[]
  /** square feet per box from the visitor's box; empty: the catalogue's typical box */
  boxCoverage: string
  boxPrice: string
  joint: string
  /** tile thickness; empty: the catalogue's typical thickness for the size */
  thickness: string
  job: string
}

export type Area = { length: number; width: number; sqft: number }

export type Takeoff = {
  estimate: Estimate
  rooms: Area[]
  cutouts: Area[]
  boxes: { sqFtPerBox: number; typical: boolean; count: number; price: number | null; cost: number | null }
  grout: Grout & { joint: string; thickness: string }
  thinset: Thinset
  labor: LaborRange | null
}

/** Messages by field: 'length', 'rooms.0.width', 'cutouts.1.length', 'boxCoverage', ... */
export type FieldErrors = Record<string, string>

export const blankTakeoff = { rooms: [], cutouts: [], boxCoverage: '', boxPrice: '', joint: defaultJoint, thickness: '', job: '' }

const area = (length: number, width: number): Area => ({ length, width, sqft: roundTo(length * width, 6) })
const fits = (cut: Area, room: Area) =>
  (cut.length <= room.length && cut.width <= room.width) || (cut.length <= room.width && cut.width <= room.length)

export function checkTakeoff(input: TakeoffInput, rates: readonly LaborRate[]): { errors: FieldErrors; takeoff: Takeoff | null } {
  const errors: FieldErrors = {}
  const num = (key: string, raw: string, rule: (typeof rules)[keyof typeof rules]) => {
    const c = checkNumber(raw, rule)
    if (c.error) errors[key] = c.error
    return c.value
  }
  const rect = (prefix: string, r: Rect) => {
    const l = num(`${prefix}length`, r.length, rules.length)
    const w = num(`${prefix}width`, r.width, rules.width)
    return l != null && w != null ? area(l, w) : null
  }

  const first = rect('', input)
  const rooms = [first, ...input.rooms.map((r, i) => rect(`rooms.${i}.`, r))]
  const cutouts = input.cutouts.map((r, i) => rect(`cutouts.${i}.`, r))
  const price = num('price', input.price, rules.price)
  const tile = findTileSize(input.tile)
  if (!tile) errors.tile = 'Choose a tile size.'
  const coverage = num('boxCoverage', input.boxCoverage, rules.boxCoverage)
  if (tile && coverage != null && coverage < tile.sqft) errors.boxCoverage = `A box holds at least one tile: ${tile.sqft} sq ft.`
  const boxPrice = num('boxPrice', input.boxPrice, rules.boxPrice)

  const wholeRooms = rooms.filter((r) => r != null)
  cutouts.forEach((c, i) => {
    if (c && wholeRooms.length === rooms.length && !wholeRooms.some((r) => fits(c, r)))
      errors[`cutouts.${i}.length`] = 'This cut-out is larger than the room it is cut from.'
  })
  const gross = wholeRooms.reduce((s, r) => s + r.sqft, 0)
  const net = roundTo(gross - cutouts.reduce((s, c) => s + (c?.sqft ?? 0), 0), 6)
  if (cutouts.length > 0 && !Object.keys(errors).length && net <= 0)
    errors[`cutouts.${cutouts.length - 1}.length`] = 'The cut-outs leave no area to tile.'

  if (Object.keys(errors).length || !first || !tile || price == null) return { errors, takeoff: null }

  const estimate = estimateForArea({ length: first.length, width: first.width, totalSqFt: net, tile, price, layout: input.layout })
  const sqFtPerBox = coverage ?? typicalBoxSqFt(tile)
  const count = ceilClean((estimate.totalTiles * tile.sqft) / sqFtPerBox)
  const joint = findFraction(jointWidths, input.joint) ?? findFraction(jointWidths, defaultJoint) ?? jointWidths[2]
  const thickness = findFraction(tileThicknesses, input.thickness)
  const job = findJob(rates, input.job) ?? rates[0]
  return {
    errors,
    takeoff: {
      estimate,
      rooms: wholeRooms,
      cutouts: cutouts.filter((c) => c != null),
      boxes: {
        sqFtPerBox,
        typical: coverage == null,
        count,
        price: boxPrice,
        cost: boxPrice == null ? null : roundTo(count * boxPrice, 2),
      },
      grout: {
        ...groutFor(tile, net, thickness?.inches ?? tile.thicknessIn, joint.inches),
        joint: joint.value,
        thickness: thickness?.value ?? inchesLabel(tile.thicknessIn),
      },
      thinset: thinsetFor(tile, net),
      labor: job ? laborRange(net, job) : null,
    },
  }
}

/** 0.375 -> "3/8" for the thicknesses the catalogue uses. */
function inchesLabel(inches: number): string {
  return tileThicknesses.find((t) => t.inches === inches)?.value ?? String(inches)
}
