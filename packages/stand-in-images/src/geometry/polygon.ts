// 2D polygons, in pattern space (inches) or in the image (pixels): measures (distance, edge normal,
// bounds, area, centroid, point inside), clipping a tile to the visible box, shrinking it for the
// grout joint, and roughening its edges for hand-made tiles.
import type { Rng } from '../random'

export type P2 = [number, number]
export type Box = { a0: number; a1: number; b0: number; b1: number }

export const rectPoly = (b: Box): P2[] => [
  [b.a0, b.b0],
  [b.a1, b.b0],
  [b.a1, b.b1],
  [b.a0, b.b1],
]
export const dist = (a: P2, b: P2) => Math.hypot(b[0] - a[0], b[1] - a[1])
/** The unit normal to the left of the edge a -> b, whose length is `len`. */
export const leftNormal = (a: P2, b: P2, len: number): P2 => [-(b[1] - a[1]) / len, (b[0] - a[0]) / len]
/** The smallest box around a polygon. */
export function bounds(p: P2[]): Box {
  const xs = p.map((q) => q[0])
  const ys = p.map((q) => q[1])
  return { a0: Math.min(...xs), a1: Math.max(...xs), b0: Math.min(...ys), b1: Math.max(...ys) }
}
export const area = (p: P2[]) => {
  let s = 0
  for (let i = 0; i < p.length; i++) {
    const a = p[i]
    const b = p[(i + 1) % p.length]
    s += a[0] * b[1] - b[0] * a[1]
  }
  return s / 2
}
export const centroid = (p: P2[]): P2 => {
  let x = 0
  let y = 0
  for (const q of p) {
    x += q[0]
    y += q[1]
  }
  return [x / p.length, y / p.length]
}
export function clipToBox(poly: P2[], b: Box): P2[] {
  let out = poly
  const planes: [number, number, number][] = [
    [0, 1, b.a0],
    [0, -1, b.a1],
    [1, 1, b.b0],
    [1, -1, b.b1],
  ]
  for (const [axis, sign, lim] of planes) {
    const src = out
    out = []
    for (let i = 0; i < src.length; i++) {
      const a = src[i]
      const c = src[(i + 1) % src.length]
      const ain = sign * (a[axis] - lim) >= 0
      const cin = sign * (c[axis] - lim) >= 0
      if (ain) out.push(a)
      if (ain !== cin) {
        const t = (lim - a[axis]) / (c[axis] - a[axis])
        out.push([a[0] + (c[0] - a[0]) * t, a[1] + (c[1] - a[1]) * t])
      }
    }
    if (out.length < 3) return []
  }
  return out
}
/** Shrinks a convex polygon by d on every side (the grout joint). */
export function inset(poly: P2[], d: number): P2[] {
  const sgn = area(poly) > 0 ? 1 : -1
  const n = poly.length
  const lines = poly.map((a, i) => {
    const b = poly[(i + 1) % n]
    const len = dist(a, b) || 1
    const [lx, ly] = leftNormal(a, b, len)
    const nx = lx * sgn
    const ny = ly * sgn
    return { p: [a[0] + nx * d, a[1] + ny * d] as P2, dir: [(b[0] - a[0]) / len, (b[1] - a[1]) / len] as P2, nrm: [nx, ny] as P2 }
  })
  return poly.map((a, i) => {
    const l1 = lines[(i + n - 1) % n]
    const l2 = lines[i]
    const den = l1.dir[0] * l2.dir[1] - l1.dir[1] * l2.dir[0]
    if (Math.abs(den) < 1e-6) return [a[0] + l2.nrm[0] * d, a[1] + l2.nrm[1] * d]
    const t = ((l2.p[0] - l1.p[0]) * l2.dir[1] - (l2.p[1] - l1.p[1]) * l2.dir[0]) / den
    return [l1.p[0] + l1.dir[0] * t, l1.p[1] + l1.dir[1] * t]
  })
}
export function pointIn(poly: P2[], x: number, y: number) {
  let inside = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]
    const b = poly[j]
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside
  }
  return inside
}
/** Hand-made tiles: edges subdivided and nudged, corners moved. */
export function roughen(poly: P2[], amt: number, rng: Rng): P2[] {
  if (amt <= 0) return poly
  const out: P2[] = []
  const n = poly.length
  const corners = poly.map((p): P2 => [p[0] + rng.normal() * amt, p[1] + rng.normal() * amt])
  for (let i = 0; i < n; i++) {
    const a = corners[i]
    const b = corners[(i + 1) % n]
    const len = dist(a, b)
    const steps = Math.max(1, Math.min(6, Math.round(len / 1.5)))
    const [nx, ny] = leftNormal(a, b, len || 1)
    const bow = rng.normal() * amt * 0.8
    for (let k = 0; k < steps; k++) {
      const t = k / steps
      const off = k === 0 ? 0 : Math.sin(Math.PI * t) * bow + rng.normal() * amt * 0.25
      out.push([a[0] + (b[0] - a[0]) * t + nx * off, a[1] + (b[1] - a[1]) * t + ny * off])
    }
  }
  return out
}
