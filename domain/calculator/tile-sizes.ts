// The calculator's tile catalogue, in the order the select lists it, with what the shopping list
// needs beyond the basic estimate: the tile's inches, a typical thickness and how many tiles a typical box
// holds (the visitor can override the box with the figure printed on theirs). Plain data: the
// browser needs it.
export type TileSize = {
  code: string
  name: string
  /** the area of one tile in the catalogue, used for the tile count */
  sqft: number
  lengthIn: number
  widthIn: number
  /** typical thickness in inches, the grout joint's depth unless the visitor picks another */
  thicknessIn: number
  /** tiles in a typical box of this size */
  tilesPerBox: number
}

export const tileSizes: readonly TileSize[] = [
  { code: '4x4', name: '4x4 inches', sqft: 0.11, lengthIn: 4, widthIn: 4, thicknessIn: 0.3125, tilesPerBox: 90 },
  { code: '6x6', name: '6x6 inches', sqft: 0.25, lengthIn: 6, widthIn: 6, thicknessIn: 0.3125, tilesPerBox: 44 },
  { code: '8x8', name: '8x8 inches', sqft: 0.44, lengthIn: 8, widthIn: 8, thicknessIn: 0.375, tilesPerBox: 25 },
  { code: '12x12', name: '12x12 inches', sqft: 1, lengthIn: 12, widthIn: 12, thicknessIn: 0.375, tilesPerBox: 15 },
  { code: '16x16', name: '16x16 inches', sqft: 1.78, lengthIn: 16, widthIn: 16, thicknessIn: 0.375, tilesPerBox: 8 },
  { code: '18x18', name: '18x18 inches', sqft: 2.25, lengthIn: 18, widthIn: 18, thicknessIn: 0.375, tilesPerBox: 6 },
  { code: '24x24', name: '24x24 inches', sqft: 4, lengthIn: 24, widthIn: 24, thicknessIn: 0.375, tilesPerBox: 4 },
  { code: '12x24', name: '12x24 inches', sqft: 2, lengthIn: 12, widthIn: 24, thicknessIn: 0.375, tilesPerBox: 8 },
]

export function findTileSize(code: string | null | undefined): TileSize | undefined {
  return tileSizes.find((t) => t.code === code)
}

/** Square feet in a typical box: the tiles it holds times the catalogue's area of one tile. */
export const typicalBoxSqFt = (t: TileSize) => Math.round(t.tilesPerBox * t.sqft * 100) / 100

/** Layouts beyond the straight lay: 'standard' keeps the basic waste rule (10% from 2 sq ft, else 15%), the others the trade's usual allowances. */
export type Layout = 'standard' | 'diagonal' | 'hexagon' | 'herringbone' | 'chevron'

export const layouts: readonly { value: Layout; name: string; label: string; wastePercent: number | null }[] = [
  { value: 'standard', name: 'Standard', label: 'Standard (straight lay)', wastePercent: null },
  { value: 'diagonal', name: 'Diagonal', label: 'Diagonal (15% waste)', wastePercent: 15 },
  { value: 'hexagon', name: 'Hexagon', label: 'Hexagon (15% waste)', wastePercent: 15 },
  { value: 'herringbone', name: 'Herringbone', label: 'Herringbone (20% waste)', wastePercent: 20 },
  { value: 'chevron', name: 'Chevron', label: 'Chevron (20% waste)', wastePercent: 20 },
]

export function isLayout(value: string | null | undefined): value is Layout {
  return layouts.some((l) => l.value === value)
}
