// Grout and thinset for the shopping list, as pure functions. Sources, named on the page too:
//
// Grout: the makers' joint-volume formula. Pounds per sq ft = joint width x tile thickness x the
// joint length per unit of area x the grout's weight per volume of filled joint. Measuring each
// tile with its joint, the joint share of a (L + J) x (W + J) module is J (L + W + J) / ((L + J)(W + J)),
// which for thin joints is the familiar (L + W) / (L x W) x J. With 100 lb of grout per cubic foot
// of joint this reproduces the SikaTile 800 coverage chart (Sika USA; sanded per 25 lb bag,
// unsanded per 10 lb bag) within 2% in every cell we checked; see materials.test.ts. (The
// "x 1.86" constant sometimes quoted with this formula is a metric density in kg per litre: with
// inches and pounds it gives a quarter of the grout the chart asks for.)
//
// Thinset: the trowel notch the tile size calls for (larger tiles need a deeper notch; 15 in and
// up is "large format" in ANSI A108.02) and the makers' printed coverage per 50 lb bag for that
// notch (Custom Building Products and Mapei data sheets: about 90-100, 60-67 and 40-45 sq ft). We
// use the low end of each range, so the count is not short.
import type { TileSize } from './tile-sizes'

export type Fraction = { value: string; label: string; inches: number }

const fraction = (value: string): Fraction => {
  const [n, d] = value.split('/').map(Number)
  return { value, label: `${value} in`, inches: n / d }
}

export const jointWidths: readonly Fraction[] = ['1/16', '3/32', '1/8', '3/16', '1/4', '3/8', '1/2'].map(fraction)
export const tileThicknesses: readonly Fraction[] = ['1/4', '5/16', '3/8', '1/2'].map(fraction)
export const defaultJoint = '1/8'

export const findFraction = (list: readonly Fraction[], value: string | null | undefined) => list.find((f) => f.value === value)

/** Sanded from 1/8 in up, unsanded below (the joints each SikaTile 800 chart covers). */
export const groutKinds = {
  sanded: { name: 'Sanded grout', bagLb: 25 },
  unsanded: { name: 'Unsanded grout', bagLb: 10 },
} as const
export type GroutKind = keyof typeof groutKinds

/** Pounds of grout per cubic foot of filled joint (fitted to the SikaTile 800 chart). */
export const groutLbPerCubicFoot = 100

export type Grout = { kind: GroutKind; pounds: number; bags: number; bagLb: number }

/** Pounds of grout per square foot of tile. All measures in inches. */
export function groutLbPerSqFt(lengthIn: number, widthIn: number, thicknessIn: number, jointIn: number): number {
  const J = jointIn
  const jointShare = (J * (lengthIn + widthIn + J)) / ((lengthIn + J) * (widthIn + J))
  const cubicInchesPerSqFt = 144 * jointShare * thicknessIn
  return (cubicInchesPerSqFt * groutLbPerCubicFoot) / 1728
}

export function groutFor(tile: TileSize, areaSqFt: number, thicknessIn: number, jointIn: number): Grout {
  const kind: GroutKind = jointIn >= 0.125 ? 'sanded' : 'unsanded'
  const { bagLb } = groutKinds[kind]
  // Pounds to one decimal, rounded up; float noise rounded away first so 25.0 stays 25.0.
  const pounds = Math.ceil(Number((groutLbPerSqFt(tile.lengthIn, tile.widthIn, thicknessIn, jointIn) * areaSqFt * 10).toFixed(6))) / 10
  return { kind, pounds, bags: Math.ceil(Number((pounds / bagLb).toFixed(6))), bagLb }
}

export const trowels = [
  { notch: '1/4 x 1/4 in square notch', maxTileIn: 8, sqFtPerBag: 90 },
  { notch: '1/4 x 3/8 in square notch', maxTileIn: 14, sqFtPerBag: 60 },
  { notch: '1/2 x 1/2 in square notch', maxTileIn: Infinity, sqFtPerBag: 40 },
] as const
export const thinsetBagLb = 50

export type Thinset = { notch: string; sqFtPerBag: number; bags: number; bagLb: number }

/** The notch for the tile's longest side, and the 50 lb bags it takes to cover the area. */
export function thinsetFor(tile: TileSize, areaSqFt: number): Thinset {
  const longest = Math.max(tile.lengthIn, tile.widthIn)
  const trowel = trowels.find((t) => longest <= t.maxTileIn) ?? trowels[trowels.length - 1]
  const bags = Math.ceil(Number((areaSqFt / trowel.sqFtPerBag).toFixed(6)))
  return { notch: trowel.notch, sqFtPerBag: trowel.sqFtPerBag, bags, bagLb: thinsetBagLb }
}
