// Lookups over the pattern tool's data (content/tile-patterns.ts): the data stays in content/, the
// rules that read it live here.
import {
  type ColorId,
  type GroutId,
  type PatternId,
  type TileColor,
  type TilePattern,
  darkGrout,
  lightGrout,
  tileColors,
  tilePatterns,
} from '#content/tile-patterns'

export function groutFill(grout: GroutId, color: TileColor): string {
  if (grout === 'matching') return color.matchingGrout
  return grout === 'light' ? lightGrout : darkGrout
}

export const colorById = (id: ColorId): TileColor => tileColors.find((c) => c.id === id) ?? tileColors[0]
export const patternById = (id: PatternId): TilePattern => tilePatterns.find((p) => p.id === id) ?? tilePatterns[0]
