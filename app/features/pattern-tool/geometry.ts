// Each pattern's tile outlines, drawn from its geometry: polygons in a width x height box, sized
// from `unit` (the short side of a tile). Tiles that only touch the box edge are kept; the SVG clips.
import type { PatternId } from '#content/tile-patterns'

export type Point = [number, number]
export type Polygon = Point[]

const rect = (x: number, y: number, w: number, h: number): Polygon => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
]

function brick(width: number, height: number, u: number): Polygon[] {
  const tiles: Polygon[] = []
  for (let row = 0; row * u < height; row++) {
    const offset = row % 2 === 0 ? 0 : -u
    for (let x = offset; x < width; x += 2 * u) tiles.push(rect(x, row * u, 2 * u, u))
  }
  return tiles
}

function grid(width: number, height: number, u: number): Polygon[] {
  const tiles: Polygon[] = []
  for (let y = 0; y < height; y += u) for (let x = 0; x < width; x += u) tiles.push(rect(x, y, u, u))
  return tiles
}

function diagonal(width: number, height: number, u: number): Polygon[] {
  const d = u / Math.SQRT2 // half the diagonal of a square of side u
  const tiles: Polygon[] = []
  for (let j = -1; j * 2 * d <= height + d; j++) {
    for (let i = -1; i * 2 * d <= width + d; i++) {
      for (const [cx, cy] of [
        [i * 2 * d, j * 2 * d],
        [i * 2 * d + d, j * 2 * d + d],
      ]) {
        tiles.push([
          [cx, cy - d],
          [cx + d, cy],
          [cx, cy + d],
          [cx - d, cy],
        ])
      }
    }
  }
  return tiles
}

// 2:1 planks: a horizontal plank at (n + 4k, n) and a vertical one below it at (n + 4k, n + 1)
// tile the plane as a staircase; turned 45 degrees, the stairs become herringbone's columns of Vs.
function herringbone(width: number, height: number, u: number): Polygon[] {
  const cx = width / 2
  const cy = height / 2
  const reach = Math.hypot(width, height) / 2 / u + 4
  const turn = ([x, y]: Point): Point => {
    const dx = x - cx
    const dy = y - cy
    return [cx + (dx - dy) * Math.SQRT1_2, cy + (dx + dy) * Math.SQRT1_2]
  }
  const tiles: Polygon[] = []
  for (let n = -Math.ceil(reach); n <= reach; n++) {
    for (let k = -Math.ceil(reach / 2); k <= reach / 2; k++) {
      const x = cx + (n + 4 * k) * u
      const y = cy + n * u
      tiles.push(rect(x, y, 2 * u, u).map(turn), rect(x, y + u, u, 2 * u).map(turn))
    }
  }
  return tiles.filter((p) => p.some(([x, y]) => x > -u && x < width + u && y > -u && y < height + u))
}

// Parallelograms whose slant alternates by column, so the rows meet in continuous Vs.
function chevron(width: number, height: number, u: number): Polygon[] {
  const columnWidth = 2 * u
  const rise = columnWidth * 0.6
  const tiles: Polygon[] = []
  for (let c = 0; c * columnWidth < width; c++) {
    const x0 = c * columnWidth
    const x1 = x0 + columnWidth
    for (let r = -2; r * u < height; r++) {
      const top = r * u
      const [left, right] = c % 2 === 0 ? [top, top + rise] : [top + rise, top]
      tiles.push([
        [x0, left],
        [x1, right],
        [x1, right + u],
        [x0, left + u],
      ])
    }
  }
  return tiles
}

function hexagon(width: number, height: number, u: number): Polygon[] {
  const r = u * 0.6 // circumradius; flat-topped
  const h = Math.sqrt(3) * r
  const tiles: Polygon[] = []
  for (let c = 0; (c - 1) * 1.5 * r < width; c++) {
    const x = c * 1.5 * r
    for (let row = -1; row * h < height + h; row++) {
      const y = row * h + (c % 2 === 1 ? h / 2 : 0)
      tiles.push(Array.from({ length: 6 }, (_, i): Point => [x + r * Math.cos((Math.PI / 3) * i), y + r * Math.sin((Math.PI / 3) * i)]))
    }
  }
  return tiles
}

const generators: Record<PatternId, (w: number, h: number, u: number) => Polygon[]> = {
  brick,
  herringbone,
  grid,
  diagonal,
  chevron,
  hexagon,
}

/** Tile size relative to the box: square tiles larger, planks and hexagons a touch smaller. */
const unitScale: Record<PatternId, number> = { brick: 0.085, herringbone: 0.075, grid: 0.16, diagonal: 0.15, chevron: 0.1, hexagon: 0.2 }

export function patternTiles(pattern: PatternId, width: number, height: number): Polygon[] {
  const unit = Math.max(width, height) * unitScale[pattern]
  return generators[pattern](width, height, unit)
}

/** SVG `points`, two decimals: small markup, no visible loss. */
export const toPoints = (p: Polygon) => p.map(([x, y]) => `${Math.round(x * 100) / 100},${Math.round(y * 100) / 100}`).join(' ')
