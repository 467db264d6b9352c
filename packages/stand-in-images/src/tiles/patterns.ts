// Tile layouts in pattern space (inches): each pattern of the catalogue as a list of tile outlines
// covering a box, with the default tile size and the rotation each pattern is laid at.
import type { ImageSurface } from '../spec'
import type { Box, P2 } from '../geometry/polygon'
import { rad } from '../math'
import { hashFraction } from '../random'

export type Pattern = ImageSurface['pattern']

/** One tile in pattern space: its outline, a colour slot (-1 = random) and its long axis. */
export type Tile = { poly: P2[]; slot: number; axis: P2 }

const rectTile = (x: number, y: number, w: number, h: number, slot = -1): Tile => ({
  poly: [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ],
  slot,
  axis: w >= h ? [1, 0] : [0, 1],
})

function bond(
  w: number,
  h: number,
  box: Box,
  offset: (row: number) => number,
  slot: (row: number, col: number) => number = () => -1,
): Tile[] {
  const tiles: Tile[] = []
  for (let r = Math.floor(box.b0 / h) - 1; r <= Math.ceil(box.b1 / h); r++) {
    const off = offset(r) * w
    for (let c = Math.floor((box.a0 - off) / w) - 1; c <= Math.ceil((box.a1 - off) / w); c++)
      tiles.push(rectTile(c * w + off, r * h, w, h, slot(r, c)))
  }
  return tiles
}

function herringbone(L: number, W: number, box: Box): Tile[] {
  const tiles: Tile[] = []
  const ks = [box.a0 + box.b0, box.a1 + box.b1].map((s) => s / (2 * W))
  const js = [box.a0 - box.b1, box.a1 - box.b0].map((s) => s / (2 * L))
  for (let k = Math.floor(ks[0]) - 3; k <= Math.ceil(ks[1]) + 3; k++)
    for (let j = Math.floor(js[0]) - 3; j <= Math.ceil(js[1]) + 3; j++) {
      const x = k * W + j * L
      const y = k * W - j * L
      if (x > box.a1 + L || x < box.a0 - 2 * L || y > box.b1 + L || y < box.b0 - 2 * L) continue
      tiles.push(rectTile(x, y, L, W), rectTile(x + L, y + W - L, W, L))
    }
  return tiles
}

function chevron(L: number, W: number, box: Box): Tile[] {
  const w = L * Math.SQRT1_2
  const h = W * Math.SQRT2
  const tiles: Tile[] = []
  for (let c = Math.floor(box.a0 / w) - 1; c <= Math.ceil(box.a1 / w); c++) {
    const even = (c & 1) === 0
    for (let k = Math.floor(box.b0 / h) - 1; k <= Math.ceil(box.b1 / h) + 2; k++) {
      const x0 = c * w
      const x1 = x0 + w
      const y0 = k * h
      const s0 = even ? 0 : -w
      const s1 = even ? -w : 0
      tiles.push({
        poly: [
          [x0, y0 + s0],
          [x1, y0 + s1],
          [x1, y0 + h + s1],
          [x0, y0 + h + s0],
        ],
        slot: -1,
        axis: even ? [Math.SQRT1_2, -Math.SQRT1_2] : [Math.SQRT1_2, Math.SQRT1_2],
      })
    }
  }
  return tiles
}

/** Rows of round cells `dx` apart, every other row shifted by half a cell (hexagons, pennies). */
function staggered(dx: number, dy: number, box: Box, cell: (cx: number, cy: number) => P2[]): Tile[] {
  const tiles: Tile[] = []
  for (let r = Math.floor(box.b0 / dy) - 1; r <= Math.ceil(box.b1 / dy) + 1; r++) {
    const off = r & 1 ? dx / 2 : 0
    for (let c = Math.floor((box.a0 - off) / dx) - 1; c <= Math.ceil((box.a1 - off) / dx) + 1; c++)
      tiles.push({ poly: cell(c * dx + off, r * dy), slot: -1, axis: [1, 0] })
  }
  return tiles
}

function hexagons(d: number, box: Box): Tile[] {
  const R = d / Math.sqrt(3)
  return staggered(d, 1.5 * R, box, (cx, cy) =>
    [0, 1, 2, 3, 4, 5].map((i): P2 => [cx + R * Math.cos(rad(30 + 60 * i)), cy + R * Math.sin(rad(30 + 60 * i))]),
  )
}

function pennies(d: number, gap: number, box: Box): Tile[] {
  const p = d + gap
  return staggered(p, p * 0.866, box, (cx, cy) =>
    Array.from({ length: 14 }, (_, i): P2 => [cx + (d / 2) * Math.cos((i * Math.PI) / 7), cy + (d / 2) * Math.sin((i * Math.PI) / 7)]),
  )
}

export function layPattern(pattern: Pattern, size: P2, box: Box, seed: number): Tile[] {
  const [w, h] = size
  switch (pattern) {
    case 'subway':
      return bond(w, h, box, (r) => (r & 1 ? 0.5 : 0))
    case 'vertical-stack':
    case 'grid':
    case 'diagonal':
    case 'mosaic':
      return bond(w, h, box, () => 0)
    case 'checker':
    case 'diagonal-checker':
      return bond(
        w,
        h,
        box,
        () => 0,
        (r, c) => (r + c) & 1,
      )
    case 'large-format':
      return bond(w, h, box, (r) => (((r % 3) + 3) % 3) / 3)
    case 'plank':
      return bond(w, h, box, (r) => 0.15 + 0.7 * hashFraction(r, seed))
    case 'herringbone':
      return herringbone(w, h, box)
    case 'chevron':
      return chevron(w, h, box)
    case 'hexagon':
      return hexagons(w, box)
    case 'penny':
      return pennies(w, w * 0.12, box)
  }
}

export const DEFAULT_SIZE: Record<Pattern, P2> = {
  subway: [6, 3],
  'vertical-stack': [2.5, 10],
  herringbone: [8, 2],
  chevron: [12, 3],
  grid: [12, 12],
  checker: [12, 12],
  diagonal: [12, 12],
  'diagonal-checker': [12, 12],
  hexagon: [8, 8],
  'large-format': [48, 24],
  mosaic: [1, 1],
  penny: [0.75, 0.75],
  plank: [48, 8],
}

export function patternRotation(pattern: Pattern, floor: boolean) {
  if (pattern === 'herringbone' || pattern === 'diagonal' || pattern === 'diagonal-checker') return 45
  if (floor && (pattern === 'plank' || pattern === 'subway' || pattern === 'large-format')) return 90
  return 0
}
