// The spec's tile catalogue (seed-spec.md section 3), in its order. Plain data: the browser needs it.
export type TileSize = { code: string; name: string; sqft: number }

export const tileSizes: readonly TileSize[] = [
  { code: '4x4', name: '4x4 inches', sqft: 0.11 },
  { code: '6x6', name: '6x6 inches', sqft: 0.25 },
  { code: '8x8', name: '8x8 inches', sqft: 0.44 },
  { code: '12x12', name: '12x12 inches', sqft: 1 },
  { code: '16x16', name: '16x16 inches', sqft: 1.78 },
  { code: '18x18', name: '18x18 inches', sqft: 2.25 },
  { code: '24x24', name: '24x24 inches', sqft: 4 },
  { code: '12x24', name: '12x24 inches', sqft: 2 },
]

export function findTileSize(code: string | null | undefined): TileSize | undefined {
  return tileSizes.find((t) => t.code === code)
}

/** Layouts beyond the spec: 'standard' keeps the spec's waste rule, the others the trade's usual allowances. */
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
