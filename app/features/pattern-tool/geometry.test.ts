import { describe, expect, it } from 'vitest'
import { tilePatterns } from '#content/tile-patterns'
import { patternTiles, toPoints, type Polygon } from './geometry'
import { jitter, shade, tileTone } from './tone'

// Shoelace formula: the area of a simple polygon.
const area = (p: Polygon) =>
  Math.abs(p.reduce((sum, [x, y], i) => sum + x * p[(i + 1) % p.length][1] - p[(i + 1) % p.length][0] * y, 0)) / 2

describe('pattern geometry', () => {
  for (const pattern of tilePatterns) {
    it(`${pattern.id}: tiles of one size that cover the preview box`, () => {
      const tiles = patternTiles(pattern.id, 240, 160)
      expect(tiles.length).toBeGreaterThan(10)
      expect(tiles.length).toBeLessThan(400)
      const areas = tiles.map(area)
      for (const a of areas) expect(a).toBeCloseTo(areas[0], 6)
      // Sample points of the box: each lies in (or on the edge of) some tile's bounding box.
      for (let x = 5; x < 240; x += 23) {
        for (let y = 5; y < 160; y += 19) {
          const covered = tiles.some((p) => {
            const xs = p.map(([px]) => px)
            const ys = p.map(([, py]) => py)
            return x >= Math.min(...xs) && x <= Math.max(...xs) && y >= Math.min(...ys) && y <= Math.max(...ys)
          })
          expect(covered, `${pattern.id} leaves (${x}, ${y}) uncovered`).toBe(true)
        }
      }
    })
  }

  it('covers the whole box exactly for brick and grid (total area adds up)', () => {
    for (const id of ['brick', 'grid'] as const) {
      const clipped = patternTiles(id, 240, 160).reduce((sum, p) => {
        const [x0, y0] = p[0]
        const [x1, y1] = p[2]
        const w = Math.max(0, Math.min(x1, 240) - Math.max(x0, 0))
        const h = Math.max(0, Math.min(y1, 160) - Math.max(y0, 0))
        return sum + w * h
      }, 0)
      expect(clipped).toBeCloseTo(240 * 160, 6)
    }
  })

  it('writes SVG points with two decimals', () => {
    expect(
      toPoints([
        [1.23456, 2],
        [3, 4.005],
      ]),
    ).toBe('1.23,2 3,4.01')
  })
})

describe('tile tones', () => {
  it('shades towards white or black', () => {
    expect(shade('#808080', 0)).toBe('#808080')
    expect(shade('#808080', 1)).toBe('#ffffff')
    expect(shade('#808080', -1)).toBe('#000000')
    expect(shade('#000000', 0.5)).toBe('#808080')
  })

  it('varies tile to tile, stays stable per tile and within 7%', () => {
    const values = Array.from({ length: 200 }, (_, i) => jitter(i))
    for (const v of values) expect(v >= -1 && v < 1).toBe(true)
    expect(new Set(values.map((v) => v.toFixed(3))).size).toBeGreaterThan(150)
    expect(tileTone('#9aa0a6', 7)).toBe(tileTone('#9aa0a6', 7))
    expect(tileTone('#9aa0a6', 7)).not.toBe(tileTone('#9aa0a6', 8))
  })
})
