// Renders a photo-like picture of finished tile work from a short spec, because no photographs exist yet.
// Each image is a small 3D scene (a wall, a floor, a counter, a niche, a fireplace, a step) seen
// through a pinhole camera. Tiles are laid out in pattern space, inset for grout, projected, and
// drawn as SVG polygons with per-tile colour jitter, veining, wood grain, bevels and light; sharp
// (librsvg) rasterises the SVG and adds film grain. Everything is seeded by the image id.
import sharp from 'sharp'
import type { ImageEntry, ImageSpec, ImageSurface } from '../../content/schemas'

/** Bump when the renderer's output changes, so cached sources are regenerated. */
export const GENERATOR_VERSION = 4
export const SOURCE_SIZES = { hero: { width: 2400, height: 1350 }, card: { width: 1800, height: 1200 } } as const

type Material = ImageSurface['material']
type Pattern = ImageSurface['pattern']
type P2 = [number, number]
type V3 = [number, number, number]
type Box = { a0: number; a1: number; b0: number; b1: number }
type RGB = [number, number, number]

// ---------- seeded randomness ----------
export function seedFrom(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

class Rng {
  private s: number
  constructor(seed: number) {
    this.s = seed >>> 0
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) | 0)
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  range(a: number, b: number) {
    return a + (b - a) * this.next()
  }
  int(a: number, b: number) {
    return Math.floor(this.range(a, b + 1))
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)]!
  }
  chance(p: number) {
    return this.next() < p
  }
  normal() {
    return Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next())
  }
  fork(label: string) {
    return new Rng(seedFrom(`${label}:${this.next()}`))
  }
}

// ---------- colour ----------
const clamp = (v: number, a: number, b: number) => Math.min(b, Math.max(a, v))
const hexToRgb = (h: string): RGB => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as RGB
const toHex = (c: RGB) => '#' + c.map((v) => Math.round(clamp(v, 0, 1) * 255).toString(16).padStart(2, '0')).join('')
const mixHex = (a: string, b: string, t: number) => {
  const x = hexToRgb(a)
  const y = hexToRgb(b)
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as RGB)
}
const shadeHex = (h: string, f: number) => toHex(hexToRgb(h).map((v) => v * f) as RGB)
const luma = (h: string) => {
  const [r, g, b] = hexToRgb(h)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
function rgbToHsl([r, g, b]: RGB): RGB {
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  if (max === min) return [0, 0, l]
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  return [h * 60, s, l]
}
function hslToRgb([h, s, l]: RGB): RGB {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return [f(0), f(8), f(4)]
}
function jitterHex(hex: string, rng: Rng, dl: number, dh: number, ds: number) {
  const [h, s, l] = rgbToHsl(hexToRgb(hex))
  // dark and pale colours vary less in absolute lightness than mid tones
  const k = clamp(Math.min(l, 1 - l) * 2.5, 0.25, 1)
  return toHex(hslToRgb([(h + rng.normal() * dh + 360) % 360, clamp(s * (1 + rng.normal() * ds), 0, 1), clamp(l + rng.normal() * dl * k, 0, 1)]))
}

// ---------- vectors and camera ----------
const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
const mul = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k]
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
const norm = (a: V3): V3 => mul(a, 1 / Math.hypot(...a))
const rad = (d: number) => (d * Math.PI) / 180
const NEAR = 2

type Camera = { pos: V3; right: V3; up: V3; fwd: V3; f: number; cx: number; cy: number; W: number; H: number }

function makeCamera(W: number, H: number, fov: number, zoom: number, pos: V3, yaw: number, pitch: number): Camera {
  const y = rad(yaw)
  const p = rad(pitch)
  const fwd: V3 = [Math.sin(y) * Math.cos(p), -Math.sin(p), Math.cos(y) * Math.cos(p)]
  const right: V3 = [Math.cos(y), 0, -Math.sin(y)]
  return { pos, fwd, right, up: cross(fwd, right), f: (W / 2 / Math.tan(rad(fov / 2))) * zoom, cx: W / 2, cy: H / 2, W, H }
}
const toCam = (c: Camera, p: V3): V3 => {
  const d = sub(p, c.pos)
  return [dot(d, c.right), dot(d, c.up), dot(d, c.fwd)]
}
const project = (c: Camera, q: V3): P2 => [c.cx + (c.f * q[0]) / q[2], c.cy - (c.f * q[1]) / q[2]]

/** Keeps the part of a camera-space polygon in front of the near plane. */
function clipNear(poly: V3[]): V3[] {
  const out: V3[] = []
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!
    const b = poly[(i + 1) % poly.length]!
    const ain = a[2] >= NEAR
    if (ain) out.push(a)
    if (ain !== b[2] >= NEAR) out.push(add(a, mul(sub(b, a), (NEAR - a[2]) / (b[2] - a[2]))))
  }
  return out
}

type Plane = { O: V3; U: V3; V: V3 }
const onPlane = (pl: Plane, u: number, v: number): V3 => add(pl.O, add(mul(pl.U, u), mul(pl.V, v)))

/** Pattern-space polygon -> image polygon (empty when behind the camera). */
function projectPoly(c: Camera, pl: Plane, poly: P2[]): P2[] {
  const q = clipNear(poly.map(([u, v]) => toCam(c, onPlane(pl, u, v))))
  return q.length < 3 ? [] : q.map((p) => project(c, p))
}
function projectPt(c: Camera, pl: Plane, u: number, v: number): P2 | null {
  const q = toCam(c, onPlane(pl, u, v))
  return q[2] < NEAR ? null : project(c, q)
}
/** Image pixels per pattern unit (inch) around a point of a plane. */
function scaleAt(c: Camera, pl: Plane, u: number, v: number) {
  const a = projectPt(c, pl, u, v)
  const b = projectPt(c, pl, u + 1, v)
  const d = projectPt(c, pl, u, v + 1)
  if (!a || !b || !d) return 0
  return Math.sqrt(Math.hypot(b[0] - a[0], b[1] - a[1]) * Math.hypot(d[0] - a[0], d[1] - a[1]))
}

/** The part of a plane's extent that the camera can see, as a box in pattern space. */
function visibleBox(c: Camera, pl: Plane, ext: Box, pad: number): Box | null {
  const n = cross(pl.U, pl.V)
  const us: number[] = []
  const vs: number[] = []
  const inside = (u: number, v: number) => u >= ext.a0 && u <= ext.a1 && v >= ext.b0 && v <= ext.b1
  for (let i = 0; i <= 20; i++)
    for (let j = 0; j <= 14; j++) {
      const x = (c.W * i) / 20
      const y = (c.H * j) / 14
      const dir = add(c.fwd, add(mul(c.right, (x - c.cx) / c.f), mul(c.up, -(y - c.cy) / c.f)))
      const den = dot(dir, n)
      if (Math.abs(den) < 1e-9) continue
      const t = dot(sub(pl.O, c.pos), n) / den
      if (t <= 0) continue
      const d = sub(add(c.pos, mul(dir, t)), pl.O)
      const u = clamp(dot(d, pl.U), ext.a0, ext.a1)
      const v = clamp(dot(d, pl.V), ext.b0, ext.b1)
      us.push(u)
      vs.push(v)
    }
  for (let i = 0; i <= 60; i++) {
    const t = i / 60
    const edge: P2[] = [
      [ext.a0 + (ext.a1 - ext.a0) * t, ext.b0],
      [ext.a0 + (ext.a1 - ext.a0) * t, ext.b1],
      [ext.a0, ext.b0 + (ext.b1 - ext.b0) * t],
      [ext.a1, ext.b0 + (ext.b1 - ext.b0) * t],
    ]
    for (const [u, v] of edge) {
      const p = projectPt(c, pl, u, v)
      if (p && p[0] >= 0 && p[0] <= c.W && p[1] >= 0 && p[1] <= c.H && inside(u, v)) {
        us.push(u)
        vs.push(v)
      }
    }
  }
  if (!us.length) return null
  const box = {
    a0: Math.max(ext.a0, Math.min(...us) - pad),
    a1: Math.min(ext.a1, Math.max(...us) + pad),
    b0: Math.max(ext.b0, Math.min(...vs) - pad),
    b1: Math.min(ext.b1, Math.max(...vs) + pad),
  }
  return box.a1 > box.a0 && box.b1 > box.b0 ? box : null
}

// ---------- 2D polygon helpers ----------
const rectPoly = (b: Box): P2[] => [
  [b.a0, b.b0],
  [b.a1, b.b0],
  [b.a1, b.b1],
  [b.a0, b.b1],
]
const area = (p: P2[]) => {
  let s = 0
  for (let i = 0; i < p.length; i++) {
    const a = p[i]!
    const b = p[(i + 1) % p.length]!
    s += a[0] * b[1] - b[0] * a[1]
  }
  return s / 2
}
const centroid = (p: P2[]): P2 => {
  let x = 0
  let y = 0
  for (const q of p) {
    x += q[0]
    y += q[1]
  }
  return [x / p.length, y / p.length]
}
function clipToBox(poly: P2[], b: Box): P2[] {
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
      const a = src[i]!
      const c = src[(i + 1) % src.length]!
      const ain = sign * (a[axis]! - lim) >= 0
      const cin = sign * (c[axis]! - lim) >= 0
      if (ain) out.push(a)
      if (ain !== cin) {
        const t = (lim - a[axis]!) / (c[axis]! - a[axis]!)
        out.push([a[0] + (c[0] - a[0]) * t, a[1] + (c[1] - a[1]) * t])
      }
    }
    if (out.length < 3) return []
  }
  return out
}
/** Shrinks a convex polygon by d on every side (the grout joint). */
function inset(poly: P2[], d: number): P2[] {
  const sgn = area(poly) > 0 ? 1 : -1
  const n = poly.length
  const lines = poly.map((a, i) => {
    const b = poly[(i + 1) % n]!
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
    const nx = (-(b[1] - a[1]) / len) * sgn
    const ny = ((b[0] - a[0]) / len) * sgn
    return { p: [a[0] + nx * d, a[1] + ny * d] as P2, dir: [(b[0] - a[0]) / len, (b[1] - a[1]) / len] as P2, nrm: [nx, ny] as P2 }
  })
  return poly.map((a, i) => {
    const l1 = lines[(i + n - 1) % n]!
    const l2 = lines[i]!
    const den = l1.dir[0] * l2.dir[1] - l1.dir[1] * l2.dir[0]
    if (Math.abs(den) < 1e-6) return [a[0] + l2.nrm[0] * d, a[1] + l2.nrm[1] * d]
    const t = ((l2.p[0] - l1.p[0]) * l2.dir[1] - (l2.p[1] - l1.p[1]) * l2.dir[0]) / den
    return [l1.p[0] + l1.dir[0] * t, l1.p[1] + l1.dir[1] * t]
  })
}
function pointIn(poly: P2[], x: number, y: number) {
  let inside = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!
    const b = poly[j]!
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside
  }
  return inside
}
/** Hand-made tiles: edges subdivided and nudged, corners moved. */
function roughen(poly: P2[], amt: number, rng: Rng): P2[] {
  if (amt <= 0) return poly
  const out: P2[] = []
  const n = poly.length
  const corners = poly.map((p): P2 => [p[0] + rng.normal() * amt, p[1] + rng.normal() * amt])
  for (let i = 0; i < n; i++) {
    const a = corners[i]!
    const b = corners[(i + 1) % n]!
    const len = Math.hypot(b[0] - a[0], b[1] - a[1])
    const steps = Math.max(1, Math.min(6, Math.round(len / 1.5)))
    const nx = -(b[1] - a[1]) / (len || 1)
    const ny = (b[0] - a[0]) / (len || 1)
    const bow = rng.normal() * amt * 0.8
    for (let k = 0; k < steps; k++) {
      const t = k / steps
      const off = k === 0 ? 0 : Math.sin(Math.PI * t) * bow + rng.normal() * amt * 0.25
      out.push([a[0] + (b[0] - a[0]) * t + nx * off, a[1] + (b[1] - a[1]) * t + ny * off])
    }
  }
  return out
}

// ---------- patterns ----------
/** One tile in pattern space: its outline, a colour slot (-1 = random) and its long axis. */
type Tile = { poly: P2[]; slot: number; axis: P2 }

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

function bond(w: number, h: number, box: Box, offset: (row: number) => number, slot: (row: number, col: number) => number = () => -1): Tile[] {
  const tiles: Tile[] = []
  for (let r = Math.floor(box.b0 / h) - 1; r <= Math.ceil(box.b1 / h); r++) {
    const off = offset(r) * w
    for (let c = Math.floor((box.a0 - off) / w) - 1; c <= Math.ceil((box.a1 - off) / w); c++) tiles.push(rectTile(c * w + off, r * h, w, h, slot(r, c)))
  }
  return tiles
}

function herringbone(L: number, W: number, box: Box): Tile[] {
  const tiles: Tile[] = []
  const ks = [box.a0 + box.b0, box.a1 + box.b1].map((s) => s / (2 * W))
  const js = [box.a0 - box.b1, box.a1 - box.b0].map((s) => s / (2 * L))
  for (let k = Math.floor(ks[0]!) - 3; k <= Math.ceil(ks[1]!) + 3; k++)
    for (let j = Math.floor(js[0]!) - 3; j <= Math.ceil(js[1]!) + 3; j++) {
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

function hexagons(d: number, box: Box): Tile[] {
  const R = d / Math.sqrt(3)
  const dy = 1.5 * R
  const tiles: Tile[] = []
  for (let r = Math.floor(box.b0 / dy) - 1; r <= Math.ceil(box.b1 / dy) + 1; r++) {
    const off = r & 1 ? d / 2 : 0
    for (let c = Math.floor((box.a0 - off) / d) - 1; c <= Math.ceil((box.a1 - off) / d) + 1; c++) {
      const cx = c * d + off
      const cy = r * dy
      tiles.push({ poly: [0, 1, 2, 3, 4, 5].map((i): P2 => [cx + R * Math.cos(rad(30 + 60 * i)), cy + R * Math.sin(rad(30 + 60 * i))]), slot: -1, axis: [1, 0] })
    }
  }
  return tiles
}

function pennies(d: number, gap: number, box: Box): Tile[] {
  const p = d + gap
  const dy = p * 0.866
  const tiles: Tile[] = []
  for (let r = Math.floor(box.b0 / dy) - 1; r <= Math.ceil(box.b1 / dy) + 1; r++) {
    const off = r & 1 ? p / 2 : 0
    for (let c = Math.floor((box.a0 - off) / p) - 1; c <= Math.ceil((box.a1 - off) / p) + 1; c++) {
      const cx = c * p + off
      const cy = r * dy
      tiles.push({ poly: Array.from({ length: 14 }, (_, i): P2 => [cx + (d / 2) * Math.cos((i * Math.PI) / 7), cy + (d / 2) * Math.sin((i * Math.PI) / 7)]), slot: -1, axis: [1, 0] })
    }
  }
  return tiles
}

const frac = (x: number) => x - Math.floor(x)
const rowRand = (r: number, seed: number) => frac(Math.sin(r * 127.1 + seed * 311.7) * 43758.5453)

function layPattern(pattern: Pattern, size: P2, box: Box, seed: number): Tile[] {
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
      return bond(w, h, box, () => 0, (r, c) => (r + c) & 1)
    case 'large-format':
      return bond(w, h, box, (r) => (((r % 3) + 3) % 3) / 3)
    case 'plank':
      return bond(w, h, box, (r) => 0.15 + 0.7 * rowRand(r, seed))
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

const DEFAULT_SIZE: Record<Pattern, P2> = {
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

/** How each material looks: colour spread, gloss, bevel, grout joint and texture (inches, 0..1). */
type Finish = { dl: number; dh: number; ds: number; gloss: number; bevel: number; rough: number; joint: number; cloud: number; mottle: number; veins: number }
const FINISH: Record<Material, Finish> = {
  porcelain: { dl: 0.012, dh: 1, ds: 0.03, gloss: 0.35, bevel: 0.03, rough: 0, joint: 1 / 16, cloud: 0.06, mottle: 0.14, veins: 0 },
  ceramic: { dl: 0.018, dh: 1.5, ds: 0.05, gloss: 1, bevel: 0.09, rough: 0, joint: 1 / 16, cloud: 0.05, mottle: 0, veins: 0 },
  marble: { dl: 0.014, dh: 1, ds: 0.05, gloss: 0.8, bevel: 0.025, rough: 0, joint: 1 / 16, cloud: 0.07, mottle: 0.15, veins: 1 },
  stone: { dl: 0.04, dh: 2.5, ds: 0.1, gloss: 0.1, bevel: 0.05, rough: 0.02, joint: 1 / 8, cloud: 0.1, mottle: 0.5, veins: 0.35 },
  glass: { dl: 0.045, dh: 2, ds: 0.08, gloss: 1.3, bevel: 0.035, rough: 0, joint: 1 / 16, cloud: 0.04, mottle: 0, veins: 0 },
  'wood-look': { dl: 0.035, dh: 1.2, ds: 0.06, gloss: 0.2, bevel: 0.05, rough: 0, joint: 1 / 16, cloud: 0.08, mottle: 0, veins: 0 },
  terracotta: { dl: 0.05, dh: 2, ds: 0.08, gloss: 0.05, bevel: 0.08, rough: 0.05, joint: 5 / 16, cloud: 0.12, mottle: 0.6, veins: 0 },
  zellige: { dl: 0.08, dh: 4, ds: 0.14, gloss: 1.2, bevel: 0.12, rough: 0.045, joint: 1 / 16, cloud: 0.1, mottle: 0.25, veins: 0 },
}

// ---------- SVG output ----------
const n1 = (v: number) => (Math.round(v * 10) / 10).toString()
const pathD = (pts: P2[], close = true) => pts.map((p, i) => `${i ? 'L' : 'M'}${n1(p[0])},${n1(p[1])}`).join('') + (close ? 'Z' : '')

type Ctx = {
  cam: Camera
  rng: Rng
  defs: string[]
  uid: (prefix: string) => string
  light: V3 // direction towards the light, world space
  lightImg: P2 // direction towards the light, image space
  side: number // -1 window on the left, 1 on the right
}

function linGrad(ctx: Ctx, x1: number, y1: number, x2: number, y2: number, stops: [number, string, number][]) {
  const id = ctx.uid('g')
  ctx.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}">${stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a.toFixed(3)}"/>`)
      .join('')}</linearGradient>`,
  )
  return `url(#${id})`
}
function radGrad(ctx: Ctx, cx: number, cy: number, r: number, stops: [number, string, number][], sy = 1, rot = 0) {
  const id = ctx.uid('r')
  ctx.defs.push(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="${n1(r)}" gradientTransform="translate(${n1(cx)} ${n1(cy)}) rotate(${n1(rot)}) scale(1 ${sy.toFixed(3)})">${stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a.toFixed(3)}"/>`)
      .join('')}</radialGradient>`,
  )
  return `url(#${id})`
}
function clipOf(ctx: Ctx, d: string) {
  const id = ctx.uid('c')
  ctx.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`)
  return `url(#${id})`
}
function blurOf(ctx: Ctx, sd: number) {
  const id = ctx.uid('b')
  ctx.defs.push(`<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${sd.toFixed(2)}"/></filter>`)
  return `url(#${id})`
}
/** Overlay that darkens (f < 1) or lightens (f > 1) whatever is under it. */
const shadeFill = (f: number) => (f < 1 ? `fill="#000" fill-opacity="${(1 - f).toFixed(3)}"` : `fill="#fff" fill-opacity="${Math.min(0.6, f - 1).toFixed(3)}"`)

/** Lambert-ish brightness of a face with normal n, relative to a wall facing the camera. */
function faceLight(ctx: Ctx, n: V3) {
  const k = (v: V3) => 0.55 + 0.55 * Math.max(0, dot(norm(v), ctx.light))
  return k(n) / k([0, 0, -1])
}

// ---------- surfaces ----------
type Surface = {
  plane: Plane
  ext: Box
  tiles?: ImageSurface
  flat?: string
  /** pattern rotation in degrees */
  theta?: number
  shade: number
  /** continuous veining across tiles (slabs) */
  slab?: boolean
  reflection?: { x: number; y: number; rx: number; ry: number; a: number }
  /** multiplier for the cloud and mottle texture */
  texture?: number
  /** a floor being laid: tiles only left of this fraction of the image width */
  progress?: number
}
type Drawn = { svg: string; outline: P2[] }

function patternRotation(pattern: Pattern, floor: boolean) {
  if (pattern === 'herringbone' || pattern === 'diagonal' || pattern === 'diagonal-checker') return 45
  if (floor && (pattern === 'plank' || pattern === 'subway' || pattern === 'large-format')) return 90
  return 0
}

function drawSurface(ctx: Ctx, s: Surface, textures: Textures): Drawn | null {
  const { cam } = ctx
  const spec = s.tiles
  const size: P2 = spec?.size ?? (spec ? DEFAULT_SIZE[spec.pattern] : [12, 12])
  const vis = visibleBox(cam, s.plane, s.ext, Math.max(...size) * 1.5)
  if (!vis) return null
  const outline = projectPoly(cam, s.plane, rectPoly(vis))
  if (outline.length < 3) return null
  const outlineD = pathD(outline)
  const clip = clipOf(ctx, outlineD)
  const parts: string[] = []
  const rng = ctx.rng.fork('surface')
  const finish = FINISH[spec?.material ?? 'porcelain']

  if (!spec) {
    parts.push(`<path d="${outlineD}" fill="${s.flat ?? '#d8d4cc'}"/>`)
  } else {
    const theta = rad(s.theta ?? patternRotation(spec.pattern, false))
    const cos = Math.cos(theta)
    const sin = Math.sin(theta)
    const off: P2 = [rng.range(0, size[0]), rng.range(0, size[1])]
    const toSurf = ([a, b]: P2): P2 => [a * cos - b * sin + off[0], a * sin + b * cos + off[1]]
    const toLocal = ([u, v]: P2): P2 => [(u - off[0]) * cos + (v - off[1]) * sin, -(u - off[0]) * sin + (v - off[1]) * cos]
    const lc = rectPoly(vis).map(toLocal)
    const lbox = { a0: Math.min(...lc.map((p) => p[0])), a1: Math.max(...lc.map((p) => p[0])), b0: Math.min(...lc.map((p) => p[1])), b1: Math.max(...lc.map((p) => p[1])) }
    const penny = spec.pattern === 'penny'
    const joint = penny ? 0 : spec.pattern === 'mosaic' ? 1 / 16 : finish.joint
    const raw = layPattern(spec.pattern, size, lbox, rng.range(0, 100))

    const fills: string[] = []
    const thinset: string[] = []
    const detail: string[] = []
    const joints = new Map<string, string[]>()
    const bevels = new Map<string, string[]>()
    const push = (m: Map<string, string[]>, key: string, d: string) => {
      const list = m.get(key)
      if (list) list.push(d)
      else m.set(key, [d])
    }
    const grain = spec.material === 'wood-look'
    const veinColourFor = (base: string) => (luma(base) < 0.35 ? mixHex(base, '#f2efe8', 0.8) : spec.vein ?? mixHex(base, '#55504b', 0.6))
    const sheenIds = Array.from({ length: 6 }, () => {
      const id = ctx.uid('sh')
      const ang = rng.range(0, 360)
      const x = Math.cos(rad(ang)) * 0.5
      const y = Math.sin(rad(ang)) * 0.5
      ctx.defs.push(
        `<linearGradient id="${id}" x1="${(0.5 - x).toFixed(2)}" y1="${(0.5 - y).toFixed(2)}" x2="${(0.5 + x).toFixed(2)}" y2="${(0.5 + y).toFixed(2)}"><stop offset="0" stop-color="#fff" stop-opacity="${(0.16 * finish.gloss).toFixed(3)}"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${(0.07 * finish.gloss).toFixed(3)}"/></linearGradient>`,
      )
      return id
    })

    let tileIndex = 0
    for (const t of raw) {
      tileIndex++
      const trng = rng.fork(`t${tileIndex}`)
      const shrunk = roughen(joint > 0 ? inset(t.poly, joint / 2) : t.poly, finish.rough * Math.min(1, Math.max(...size) / 6), trng)
      const poly = clipToBox(shrunk.map(toSurf), vis)
      if (poly.length < 3) continue
      const img = projectPoly(cam, s.plane, poly)
      if (img.length < 3) continue
      const xs = img.map((p) => p[0])
      const ys = img.map((p) => p[1])
      if (Math.max(...xs) < -4 || Math.min(...xs) > cam.W + 4 || Math.max(...ys) < -4 || Math.min(...ys) > cam.H + 4) continue
      const pxArea = Math.abs(area(img))
      if (s.progress !== undefined) {
        const x = centroid(img)[0]
        if (x > s.progress * cam.W) {
          const rawImg = projectPoly(cam, s.plane, clipToBox(t.poly.map(toSurf), vis))
          if (x < (s.progress + 0.22) * cam.W && rawImg.length > 2) thinset.push(pathD(rawImg))
          continue
        }
      }
      const [cu, cv] = centroid(poly)
      const scale = scaleAt(cam, s.plane, cu, cv)
      const palette = spec.colours
      const base = t.slot >= 0 ? palette[t.slot % palette.length]! : palette[trng.int(0, palette.length - 1)]!
      const colour = jitterHex(base, trng, finish.dl, finish.dh, finish.ds)
      const d = pathD(img)
      fills.push(`<path d="${d}" fill="${colour}"/>`)

      // the grout joint, drawn over the tile edges so that no detail spills into it
      if (joint > 0) {
        const rawImg = projectPoly(cam, s.plane, clipToBox(t.poly.map(toSurf), vis))
        const w = Math.max(0.7, joint * scale * (finish.rough > 0 ? 0.7 : 1))
        if (rawImg.length > 2) push(joints, (Math.round(w * 4) / 4).toFixed(2), pathD(rawImg))
      }
      if (pxArea < 30) continue

      // gloss: every tile catches the light a little differently
      if (finish.gloss > 0.3) detail.push(`<path d="${d}" fill="url(#${trng.pick(sheenIds)})" fill-opacity="${trng.range(0.35, 1).toFixed(2)}"/>`)
      if (spec.material === 'zellige' || spec.material === 'terracotta') detail.push(`<path d="${d}" fill="url(#${textures.poolId})" fill-opacity="${trng.range(0.5, 1).toFixed(2)}"/>`)

      const axis = ((): P2 => {
        const [a, b] = t.axis
        return [a * cos - b * sin, a * sin + b * cos]
      })()
      const tileSize = Math.sqrt(Math.abs(area(poly)))

      // mottling: soft veils of lighter and darker stone
      if (finish.mottle > 0 && pxArea > 400) {
        const count = Math.round(clamp((Math.abs(area(poly)) / 30) * finish.mottle, 1, 7))
        for (let i = 0; i < count; i++) {
          const r = tileSize * trng.range(0.12, 0.4)
          const bx = cu + trng.normal() * tileSize * 0.25
          const by = cv + trng.normal() * tileSize * 0.25
          const blob = Array.from({ length: 10 }, (_, k): P2 => {
            const a = (k / 10) * Math.PI * 2
            return [bx + Math.cos(a) * r * (1 + Math.abs(axis[0])), by + Math.sin(a) * r * (1 + Math.abs(axis[1]))]
          })
          const pb = projectPoly(cam, s.plane, blob)
          if (pb.length < 3) continue
          const lighter = trng.chance(0.5)
          // on dark tiles a light veil shows far more than a dark one: keep it faint
          const k = lighter ? 0.3 + luma(colour) : 1
          detail.push(`<path d="${pathD(pb)}" fill="url(#${lighter ? textures.blobLight : textures.blobDark})" fill-opacity="${(trng.range(0.12, 0.3) * finish.mottle * k).toFixed(3)}"/>`)
        }
      }

      // veins: random walks that stop at the tile's edge
      if (finish.veins > 0 && !s.slab && scale * tileSize > 30) {
        const vc = veinColourFor(base)
        // small tiles are small cuts of a slab: many show no vein at all
        const n = Math.min(5, Math.floor((Math.abs(area(poly)) / 60 + trng.range(0.4, 2.6) * clamp(tileSize / 8, 0.6, 1)) * finish.veins))
        for (let i = 0; i < n; i++) {
          const start: P2 = [cu + trng.range(-0.45, 0.45) * tileSize, cv + trng.range(-0.45, 0.45) * tileSize]
          drawVein(ctx, s.plane, poly, start, textures.veinAngle + trng.normal() * 22, tileSize, i === 0 && trng.chance(0.55), vc, scale, finish.veins, trng, detail)
        }
      }

      // wood grain along the plank
      if (grain && scale > 1.5) drawGrain(ctx, s.plane, poly, axis, colour, scale, trng, detail)

      // bevels: the lit and shaded edges of each tile
      if (finish.bevel > 0 && img.length <= 24) {
        const w = clamp(scale * finish.bevel, 0.5, 5)
        const sg = area(img) > 0 ? 1 : -1
        for (let i = 0; i < img.length; i++) {
          const a = img[i]!
          const b = img[(i + 1) % img.length]!
          const len = Math.hypot(b[0] - a[0], b[1] - a[1])
          if (len < 1) continue
          const nx = ((b[1] - a[1]) / len) * sg
          const ny = (-(b[0] - a[0]) / len) * sg
          const k = nx * ctx.lightImg[0] + ny * ctx.lightImg[1]
          if (Math.abs(k) < 0.2) continue
          const ox = -nx * w * 0.5
          const oy = -ny * w * 0.5
          push(bevels, `${k > 0 ? 'l' : 'd'}${(Math.round(w * 2) / 2).toFixed(1)}`, `M${n1(a[0] + ox)},${n1(a[1] + oy)}L${n1(b[0] + ox)},${n1(b[1] + oy)}`)
        }
      }
    }

    parts.push(`<path d="${outlineD}" fill="${s.progress === undefined ? spec.grout : '#868a8a'}"/>`)
    if (s.progress !== undefined) {
      // bare cement backer board: taped seams and rows of screw heads
      const marks: string[] = []
      const tape: string[] = []
      const sc = scaleAt(cam, s.plane, (vis.a0 + vis.a1) / 2, (vis.b0 + vis.b1) / 2)
      for (let u = Math.ceil(vis.a0 / 36) * 36; u <= vis.a1; u += 36) {
        const q = projectPoly(cam, s.plane, [[u - 1, vis.b0], [u + 1, vis.b0], [u + 1, vis.b1], [u - 1, vis.b1]])
        if (q.length > 2) tape.push(pathD(q))
      }
      for (let u = Math.ceil(vis.a0 / 8) * 8; u <= vis.a1; u += 8)
        for (let v = Math.ceil(vis.b0 / 8) * 8; v <= vis.b1; v += 8) {
          const q = projectPt(cam, s.plane, u + 2, v + 1)
          if (q && q[0] > s.progress * cam.W) marks.push(`M${n1(q[0])},${n1(q[1])}h0.01`)
        }
      parts.push(`<path d="${tape.join('')}" fill="#a3a6a4"/><path d="${marks.join('')}" stroke="#4d5152" stroke-width="${n1(Math.max(1.5, sc * 0.45))}" stroke-linecap="round"/>`)
    }
    if (thinset.length) {
      // freshly combed thinset where the next tiles go: trowel ridges along the floor
      const ridges: string[] = []
      for (let v = vis.b0; v <= vis.b1; v += 0.45) {
        const a = projectPt(cam, s.plane, vis.a0, v)
        const b = projectPt(cam, s.plane, vis.a1, v)
        if (a && b) ridges.push(`M${n1(a[0])},${n1(a[1])}L${n1(b[0])},${n1(b[1])}`)
      }
      const sc = scaleAt(cam, s.plane, (vis.a0 + vis.a1) / 2, (vis.b0 + vis.b1) / 2)
      parts.push(
        `<g clip-path="${clipOf(ctx, thinset.join(''))}"><rect width="${cam.W}" height="${cam.H}" fill="#8e8b85"/><path d="${ridges.join('')}" stroke="#b3b0a9" stroke-width="${n1(Math.max(0.6, sc * 0.18))}" fill="none"/></g>`,
      )
    }
    parts.push(fills.join(''))
    if (s.slab && finish.veins > 0) {
      const vr = rng.fork('slab')
      const boxPoly = rectPoly(vis)
      const span = Math.max(vis.a1 - vis.a0, vis.b1 - vis.b0)
      const vc = veinColourFor(spec.colours[0]!)
      const sc = scaleAt(cam, s.plane, (vis.a0 + vis.a1) / 2, (vis.b0 + vis.b1) / 2)
      const count = Math.round(3 + span / 30)
      for (let i = 0; i < count; i++) {
        const start: P2 = [vr.range(vis.a0, vis.a1), vr.range(vis.b0, vis.b1)]
        drawVein(ctx, s.plane, boxPoly, start, textures.veinAngle + vr.normal() * 15, Math.min(span * 0.5, 60), i < 2, vc, sc, finish.veins, vr, detail)
      }
    }
    parts.push(`<g clip-path="${clip}">${detail.join('')}</g>`)
    for (const [w, ds] of joints) parts.push(`<path d="${ds.join('')}" fill="none" stroke="${spec.grout}" stroke-width="${w}" stroke-linejoin="round"/>`)
    if (s.reflection) {
      const r = s.reflection
      parts.push(
        `<ellipse clip-path="${clip}" cx="${n1(r.x)}" cy="${n1(r.y)}" rx="${n1(r.rx)}" ry="${n1(r.ry)}" fill="${radGrad(ctx, r.x, r.y, r.rx, [
          [0, '#ffffff', r.a],
          [0.45, '#ffffff', r.a * 0.45],
          [1, '#ffffff', 0],
        ], r.ry / r.rx)}"/>`,
      )
    }
    for (const [key, segs] of bevels) {
      const lit = key.startsWith('l')
      const w = Number(key.slice(1))
      const a = lit ? 0.25 + 0.2 * Math.min(1, finish.gloss) : 0.2
      parts.push(`<path d="${segs.join('')}" stroke="${lit ? '#fff' : '#000'}" stroke-opacity="${a.toFixed(2)}" stroke-width="${w}" fill="none" stroke-linecap="round"/>`)
    }
  }

  // large-scale texture and the face's own brightness
  // a light veil over a dark surface reads as haze: texture dark faces more gently
  const tone = 0.35 + 0.65 * luma(spec?.colours[0] ?? s.flat ?? '#d8d4cc')
  const cloud = (spec ? finish.cloud : 0.05) * (s.texture ?? 1) * tone
  const mottle = (spec ? finish.mottle * 0.14 : 0.03) * (s.texture ?? 1) * tone
  parts.push(
    `<g clip-path="${clip}"><use href="#${textures.cloudId}" opacity="${cloud.toFixed(3)}"/>${mottle > 0 ? `<use href="#${textures.mottleId}" opacity="${mottle.toFixed(3)}"/>` : ''}${
      Math.abs(s.shade - 1) > 0.01 ? `<rect width="${cam.W}" height="${cam.H}" ${shadeFill(s.shade)}/>` : ''
    }</g>`,
  )
  return { svg: parts.join(''), outline }
}

function drawVein(ctx: Ctx, plane: Plane, poly: P2[], start: P2, angle: number, tileSize: number, major: boolean, colour: string, scale: number, strength: number, rng: Rng, out: string[], depth = 0) {
  const step = Math.max(0.06, tileSize / 70)
  const widthIn = (major ? rng.range(0.035, 0.1) : rng.range(0.01, 0.03)) * Math.min(2.5, Math.max(1, tileSize / 10)) * (depth ? 0.6 : 1)
  const op = clamp(strength * (major ? rng.range(0.55, 0.9) : rng.range(0.25, 0.6)), 0, 1)
  const strands = major ? rng.int(1, 3) : 1
  for (let sIdx = 0; sIdx < strands; sIdx++) {
    const base = rad(angle) + (sIdx ? rng.normal() * 0.12 : 0)
    const origin: P2 = sIdx ? [start[0] + rng.normal() * widthIn * 6, start[1] + rng.normal() * widthIn * 6] : start
    const halves: P2[][] = []
    for (const dir of [0, Math.PI]) {
      let drift = 0
      let p = origin
      const pts: P2[] = []
      for (let i = 0; i < 260; i++) {
        drift = drift * 0.94 + rng.normal() * 0.06
        const a = base + dir + drift + rng.normal() * 0.22
        const q: P2 = [p[0] + Math.cos(a) * step, p[1] + Math.sin(a) * step]
        if (!pointIn(poly, q[0], q[1])) break
        pts.push(q)
        p = q
        if (depth < 1 && sIdx === 0 && rng.chance(major ? 0.012 : 0.005))
          drawVein(ctx, plane, poly, q, (a * 180) / Math.PI + rng.pick([-1, 1]) * rng.range(20, 55), tileSize * 0.5, false, colour, scale, strength * 0.8, rng, out, depth + 1)
      }
      halves.push(pts)
    }
    const pts = [...halves[1]!.reverse(), origin, ...halves[0]!]
    if (pts.length < 4) continue
    const img = pts.map(([u, v]) => projectPt(ctx.cam, plane, u, v)).filter((q): q is P2 => q !== null)
    if (img.length < 2) continue
    const w = Math.max(0.3, widthIn * scale * (sIdx ? 0.5 : 1))
    const o = op * (sIdx ? 0.6 : 1)
    const d = pathD(img, false)
    const line = (sw: number, a: number) => `<path d="${d}" stroke="${colour}" stroke-width="${n1(sw)}" stroke-opacity="${a.toFixed(3)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
    out.push(line(w * 8 + 4, o * 0.05), line(w * 3 + 1.2, o * 0.13), line(w, o))
  }
}

function drawGrain(ctx: Ctx, plane: Plane, poly: P2[], axis: P2, colour: string, scale: number, rng: Rng, out: string[]) {
  // plank frame: s along the axis, t across it
  const nrm: P2 = [-axis[1], axis[0]]
  const ss = poly.map((p) => p[0] * axis[0] + p[1] * axis[1])
  const ts = poly.map((p) => p[0] * nrm[0] + p[1] * nrm[1])
  const s0 = Math.min(...ss)
  const s1 = Math.max(...ss)
  const t0 = Math.min(...ts)
  const t1 = Math.max(...ts)
  const width = t1 - t0
  const dark = mixHex(colour, '#2a1708', 0.5)
  const light = mixHex(colour, '#fff1d6', 0.3)
  const toImg = (s: number, t: number) => projectPt(ctx.cam, plane, s * axis[0] + t * nrm[0], s * axis[1] + t * nrm[1])
  const stroke = (pts: P2[], isDark: boolean, w: number, a: number) => {
    if (pts.length > 1) out.push(`<path d="${pathD(pts, false)}" stroke="${isDark ? dark : light}" stroke-width="${n1(w)}" stroke-opacity="${a.toFixed(2)}" fill="none"/>`)
  }
  const lines = Math.round(clamp(width * 3, 10, 32))
  const lam = rng.range(40, 90)
  const ph = rng.range(0, 6.3)
  for (let i = 0; i < lines; i++) {
    const tBase = t0 + rng.next() * width
    const amp = rng.range(0.02, 0.08) * width
    const wob = rng.range(0.01, 0.05)
    const pts: P2[] = []
    let jitter = 0
    const n = 24
    for (let k = 0; k <= n; k++) {
      const s = s0 + ((s1 - s0) * k) / n
      jitter = jitter * 0.8 + rng.normal() * wob
      const t = tBase + Math.sin((s / lam) * 6.283 + ph) * amp + jitter
      if (t < t0 || t > t1) continue
      const q = toImg(s, t)
      if (q) pts.push(q)
    }
    const isDark = rng.chance(0.75)
    stroke(pts, isDark, Math.max(0.4, scale * rng.range(0.025, 0.08)), isDark ? rng.range(0.16, 0.42) : rng.range(0.1, 0.25))
  }
  // cathedral arches: nested parabolas pointing along the plank
  if (rng.chance(0.55)) {
    const tc = t0 + width * rng.range(0.3, 0.7)
    const tip = s0 + (s1 - s0) * rng.range(0.3, 0.8)
    const rings = rng.int(4, 8)
    const gap = rng.range(1.2, 3)
    for (let j = 0; j < rings; j++) {
      const st = tip + j * gap
      const c = rng.range(0.04, 0.09) * width
      const pts: P2[] = []
      for (let k = -20; k <= 20; k++) {
        const back = (k / 20) ** 2 * (s1 - s0) * 0.45
        const t = tc + Math.sign(k) * Math.sqrt(back * c * 2)
        if (t < t0 || t > t1) continue
        const q = toImg(st - back, t)
        if (q) pts.push(q)
      }
      stroke(pts, true, Math.max(0.35, scale * 0.05), rng.range(0.15, 0.32))
    }
  }
}

// ---------- flat parts of the scene (slabs, trims, fixtures) ----------
function quad(ctx: Ctx, pts: V3[], fill: string, extra = ''): string {
  const q = clipNear(pts.map((p) => toCam(ctx.cam, p)))
  if (q.length < 3) return ''
  return `<path d="${pathD(q.map((p) => project(ctx.cam, p)))}" fill="${fill}" ${extra}/>`
}
const quadImg = (ctx: Ctx, pts: V3[]) => clipNear(pts.map((p) => toCam(ctx.cam, p))).map((p) => project(ctx.cam, p))

/** A soft shadow where two faces meet: darkest at the corner line a-b, fading towards c-d. */
function cornerShade(ctx: Ctx, a: V3, b: V3, c: V3, d: V3, strength: number): string {
  const img = quadImg(ctx, [a, b, c, d])
  if (img.length < 3) return ''
  const m1 = project(ctx.cam, toCam(ctx.cam, mul(add(a, b), 0.5)))
  const m2 = project(ctx.cam, toCam(ctx.cam, mul(add(c, d), 0.5)))
  return `<path d="${pathD(img)}" fill="${linGrad(ctx, m1[0], m1[1], m2[0], m2[1], [
    [0, '#000', strength],
    [0.4, '#000', strength * 0.35],
    [1, '#000', 0],
  ])}"/>`
}

/** A metal strip (brass, chrome) between two world points, w inches wide across direction `across`. */
function metalStrip(ctx: Ctx, a: V3, b: V3, across: V3, w: number, colour: string): string {
  const pts = [a, b, add(b, mul(across, w)), add(a, mul(across, w))]
  const img = quadImg(ctx, pts)
  if (img.length < 3) return ''
  const p1 = project(ctx.cam, toCam(ctx.cam, a))
  const p2 = project(ctx.cam, toCam(ctx.cam, add(a, mul(across, w))))
  return `<path d="${pathD(img)}" fill="${linGrad(ctx, p1[0], p1[1], p2[0], p2[1], [
    [0, shadeHex(colour, 0.6), 1],
    [0.35, mixHex(colour, '#ffffff', 0.45), 1],
    [0.6, colour, 1],
    [1, shadeHex(colour, 0.5), 1],
  ])}"/>`
}

/** A round shower valve with a lever, on a wall plane at (u, v). */
function valve(ctx: Ctx, pl: Plane, u: number, v: number, colour: string): string {
  const circle = (r: number, cu = u, cv = v) => projectPoly(ctx.cam, pl, Array.from({ length: 40 }, (_, k): P2 => [cu + r * Math.cos((k / 40) * 6.283), cv + r * Math.sin((k / 40) * 6.283)]))
  const plate = circle(3.6)
  const shadow = circle(3.8, u + 0.35 * -ctx.side, v + 0.45)
  if (plate.length < 3) return ''
  const c = centroid(plate)
  const r = Math.max(...plate.map((p) => Math.hypot(p[0] - c[0], p[1] - c[1])))
  const metal = (cx: number, cy: number, rr: number) =>
    radGrad(ctx, cx - rr * 0.35 * ctx.side, cy - rr * 0.4, rr * 1.4, [
      [0, mixHex(colour, '#ffffff', 0.55), 1],
      [0.45, colour, 1],
      [1, shadeHex(colour, 0.45), 1],
    ])
  const lever = projectPoly(ctx.cam, pl, [
    [u - 0.35, v - 0.2],
    [u + 5.2, v - 0.35],
    [u + 5.2, v + 0.35],
    [u - 0.35, v + 0.2],
  ])
  const hub = circle(1.2)
  const hc = centroid(hub)
  return (
    `<path d="${pathD(shadow)}" fill="#000" fill-opacity="0.22" filter="${blurOf(ctx, r * 0.08)}"/>` +
    `<path d="${pathD(plate)}" fill="${metal(c[0], c[1], r)}"/>` +
    `<path d="${pathD(plate)}" fill="none" stroke="${shadeHex(colour, 0.5)}" stroke-width="${n1(r * 0.03)}" stroke-opacity="0.6"/>` +
    `<path d="${pathD(lever)}" fill="${metal(hc[0] + r * 0.5, hc[1], r * 0.6)}"/>` +
    `<path d="${pathD(hub)}" fill="${metal(hc[0], hc[1], r * 0.34)}"/>`
  )
}

// ---------- textures (noise) ----------
type Textures = { cloudId: string; mottleId: string; blobLight: string; blobDark: string; poolId: string; veinAngle: number }

/** Periodic value noise in -1..1, `cells` lattice cells across the first octave. */
function valueNoise(w: number, h: number, cells: number, octaves: number, rng: Rng, stretch = 1): Float32Array {
  const out = new Float32Array(w * h)
  let amp = 1
  let total = 0
  for (let o = 0; o < octaves; o++) {
    const gx = cells * 2 ** o
    const gy = Math.max(1, Math.round((gx * h) / w / stretch))
    const lat = Float32Array.from({ length: gx * gy }, () => rng.next() * 2 - 1)
    for (let y = 0; y < h; y++) {
      const fy = (y / h) * gy
      const iy = Math.floor(fy)
      const ty = fy - iy
      const sy = ty * ty * (3 - 2 * ty)
      const r0 = (iy % gy) * gx
      const r1 = ((iy + 1) % gy) * gx
      for (let x = 0; x < w; x++) {
        const fx = (x / w) * gx
        const ix = Math.floor(fx)
        const tx = fx - ix
        const sx = tx * tx * (3 - 2 * tx)
        const x0 = ix % gx
        const x1 = (ix + 1) % gx
        const top = lat[r0 + x0]! + (lat[r0 + x1]! - lat[r0 + x0]!) * sx
        const bot = lat[r1 + x0]! + (lat[r1 + x1]! - lat[r1 + x0]!) * sx
        out[y * w + x]! += (top + (bot - top) * sy) * amp
      }
    }
    total += amp
    amp *= 0.55
  }
  for (let i = 0; i < out.length; i++) out[i] = clamp((out[i]! / total) * 1.8, -1, 1)
  return out
}

/** Noise as light and dark veils: white where positive, black where negative, alpha = |n|. */
async function noisePng(n: Float32Array, w: number, h: number) {
  const px = Buffer.alloc(w * h * 4)
  for (let i = 0; i < n.length; i++) {
    const v = n[i]!
    const c = v > 0 ? 255 : 0
    px[i * 4] = c
    px[i * 4 + 1] = c
    px[i * 4 + 2] = c
    px[i * 4 + 3] = Math.round(Math.abs(v) * 255)
  }
  const png = await sharp(px, { raw: { width: w, height: h, channels: 4 } }).png({ compressionLevel: 3 }).toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

async function makeTextures(ctx: Ctx): Promise<Textures> {
  const { W, H } = ctx.cam
  const cw = Math.round(W / 6)
  const ch = Math.round(H / 6)
  const mw = Math.round(W / 4)
  const mh = Math.round(H / 4)
  const cloud = await noisePng(valueNoise(cw, ch, 3, 5, ctx.rng.fork('cloud')), cw, ch)
  const mottle = await noisePng(valueNoise(mw, mh, 16, 4, ctx.rng.fork('mottle')), mw, mh)
  const [cloudId, mottleId, blobLight, blobDark, poolId] = ['cloud', 'mottle', 'bl', 'bd', 'pool'].map((p) => ctx.uid(p)) as [string, string, string, string, string]
  const blob = (id: string, c: string) => `<radialGradient id="${id}"><stop offset="0" stop-color="${c}" stop-opacity="1"/><stop offset="0.5" stop-color="${c}" stop-opacity="0.55"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`
  ctx.defs.push(
    `<image id="${cloudId}" href="${cloud}" width="${W}" height="${H}" preserveAspectRatio="none"/>`,
    `<image id="${mottleId}" href="${mottle}" width="${W}" height="${H}" preserveAspectRatio="none"/>`,
    blob(blobLight, '#fff'),
    blob(blobDark, '#000'),
    `<radialGradient id="${poolId}"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`,
  )
  return { cloudId, mottleId, blobLight, blobDark, poolId, veinAngle: ctx.rng.range(-60, 60) }
}

// ---------- scenes ----------
const isLight = (h: string) => luma(h) > 0.5
const floorRooms = new Set<ImageSpec['room']>(['floor', 'entry', 'patio', 'commercial'])
const glossy = (m: Material) => FINISH[m].gloss >= 0.5
const CABINETS = ['#f1eee8', '#2f3e4e', '#7b5a3c', '#5f6f5e', '#e8e2d6']

function mainSurface(spec: ImageSpec): ImageSurface {
  const { pattern, colours, material, grout, size, vein } = spec
  return { pattern, colours, material, grout, ...(size ? { size } : {}), ...(vein ? { vein } : {}) }
}
/** The other surface of a scene: a tiled secondary, a flat colour, or a default. */
function secondSurface(spec: ImageSpec, fallback: string): { tiles?: ImageSurface; flat?: string } {
  const s = spec.secondary
  if (!s) return { flat: fallback }
  if (!s.pattern) return { flat: s.colours[0]! }
  return { tiles: { pattern: s.pattern, colours: s.colours, material: s.material, grout: s.grout ?? spec.grout, ...(s.size ? { size: s.size } : {}), ...(s.vein ? { vein: s.vein } : {}) } }
}
const slabSurface = (colour: string, material: Material, vein?: string): ImageSurface => ({
  pattern: 'large-format',
  colours: [colour],
  material,
  grout: colour,
  size: [240, 120],
  ...(vein ? { vein } : {}),
})

/** Depth of field: rows above `sharpBelow` (fraction of height) go soft, fully at `softAbove`. */
type Dof = { sharpBelow: number; softAbove: number; amount: number }
type Scene = { cam: Camera; build: (ctx: Ctx, tx: Textures) => string[]; dof?: Dof }

function sceneFor(spec: ImageSpec, W: number, H: number, hero: boolean, rng: Rng): Scene {
  const fov = hero ? 58 : 52
  const zoom = spec.crop ?? 1
  const yaw = spec.angle ?? rng.range(-8, 8)
  const main = mainSurface(spec)
  const big = 400
  const wallPlane = (z: number, y0 = 0): Plane => ({ O: [0, y0, z], U: [1, 0, 0], V: [0, -1, 0] })
  const floorPlane = (y = 0): Plane => ({ O: [0, y, 0], U: [1, 0, 0], V: [0, 0, 1] })
  const gloss = glossy(spec.material)
  const reflectionAt = (cam: Camera, p: V3, rx: number, ry: number, a: number) => {
    const q = toCam(cam, p)
    if (q[2] < NEAR) return undefined
    const [x, y] = project(cam, q)
    return { x, y, rx: rx * cam.W, ry: ry * cam.H, a }
  }

  switch (spec.depth) {
    case 'counter': {
      const D = rng.range(52, 64)
      const front = D - 25
      const kitchen = spec.room === 'kitchen'
      // choose the camera height and tilt that put the wall line and the counter's edge where wanted
      const f = makeCamera(W, H, fov, zoom, [0, 0, 0], 0, 0).f
      const lineAt = rng.range(0.66, 0.74) * H
      const edgeAt = rng.range(0.88, 0.93) * H
      let best = { drop: 10, pitch: 5, err: Infinity }
      for (let drop = 3; drop <= 30; drop += 0.25) {
        const pitch = Math.atan(drop / D) - Math.atan((lineAt - H / 2) / f)
        const err = Math.abs(H / 2 + f * Math.tan(Math.atan(drop / front) - pitch) - edgeAt)
        if (err < best.err) best = { drop, pitch: (pitch * 180) / Math.PI, err }
      }
      const counterY = -best.drop
      const cabY = counterY + 18
      const cam = makeCamera(W, H, fov, zoom, [0, 0, 0], yaw, best.pitch)
      return {
        cam,
        build: (ctx, tx) => {
          const out: string[] = []
          const wall = drawSurface(ctx, { plane: wallPlane(D), ext: { a0: -big, a1: big, b0: -(kitchen ? cabY : 80), b1: -counterY }, tiles: main, shade: 1, reflection: gloss ? reflectionAt(cam, [ctx.side * 18, cabY - 4, D], 0.22, 0.2, 0.2) : undefined }, tx)
          if (wall) out.push(wall.svg)
          const topColour = spec.secondary?.colours[0] ?? (isLight(spec.colours[0]!) ? '#2c2d31' : '#ebe8e2')
          const topMat = spec.secondary?.material ?? 'porcelain'
          // under-cabinet lights pool on the tiles
          if (kitchen && wall) {
            const glows: string[] = []
            for (let x = -120; x <= 120; x += 32) {
              const p = projectPt(cam, wallPlane(D), x + ctx.side * 6, -(cabY - 1))
              const e = projectPt(cam, wallPlane(D), x + 14 + ctx.side * 6, -(cabY - 1))
              if (!p || !e) continue
              const r = Math.hypot(e[0] - p[0], e[1] - p[1]) * 1.2
              glows.push(`<ellipse cx="${n1(p[0])}" cy="${n1(p[1])}" rx="${n1(r)}" ry="${n1(r * 1.4)}" fill="${radGrad(ctx, p[0], p[1], r, [[0, '#fff3dc', 0.38], [0.5, '#fff3dc', 0.13], [1, '#fff3dc', 0]], 1.4)}"/>`)
            }
            out.push(`<g clip-path="${clipOf(ctx, pathD(wall.outline))}"><rect width="${W}" height="${H}" fill="#000" fill-opacity="0.1"/>${glows.join('')}</g>`)
          }
          out.push(cornerShade(ctx, [-big, counterY, D], [big, counterY, D], [big, counterY + 1.6, D], [-big, counterY + 1.6, D], 0.35))
          const top = drawSurface(ctx, { plane: { O: [0, counterY, front], U: [1, 0, 0], V: [0, 0, 1] }, ext: { a0: -big, a1: big, b0: 0, b1: 25 }, tiles: slabSurface(topColour, topMat, spec.secondary?.vein), slab: true, texture: 0.35, shade: faceLight(ctx, [0, 1, 0]) * 1.02 }, tx)
          if (top) {
            out.push(top.svg)
            // the backsplash and the lights reflect faintly in the polished top
            const a = projectPt(cam, { O: [0, counterY, D], U: [1, 0, 0], V: [0, 0, -1] }, 0, 0)
            const b = projectPt(cam, { O: [0, counterY, D], U: [1, 0, 0], V: [0, 0, -1] }, 0, 12)
            if (a && b) out.push(`<g clip-path="${clipOf(ctx, pathD(top.outline))}"><rect width="${W}" height="${H}" fill="${linGrad(ctx, a[0], a[1], b[0], b[1], [[0, '#ffffff', isLight(topColour) ? 0.05 : 0.1], [1, '#ffffff', 0]])}"/></g>`)
          }
          out.push(cornerShade(ctx, [-big, counterY, D], [big, counterY, D], [big, counterY, D - 3], [-big, counterY, D - 3], 0.3))
          // the slab's eased front edge and the cabinets below it
          out.push(quad(ctx, [[-big, counterY, front], [big, counterY, front], [big, counterY - 1.25, front], [-big, counterY - 1.25, front]], shadeHex(topColour, 0.85)))
          out.push(metalStripLike(ctx, [-big, counterY, front], [big, counterY, front], [0, -1, 0], 0.2, mixHex(topColour, '#ffffff', 0.55)))
          const cab = rng.pick(CABINETS)
          out.push(cabinets(ctx, front + 0.75, counterY - 1.25, counterY - 36, cab, 'top', rng.range(-9, 9)))
          out.push(cornerShade(ctx, [-big, counterY - 1.25, front + 0.75], [big, counterY - 1.25, front + 0.75], [big, counterY - 3.5, front + 0.75], [-big, counterY - 3.5, front + 0.75], 0.5))
          if (kitchen) {
            const cabFront = D - 13
            out.push(quad(ctx, [[-big, cabY, cabFront], [big, cabY, cabFront], [big, cabY, D], [-big, cabY, D]], shadeHex(cab, 0.4)))
            out.push(metalStripLike(ctx, [-big, cabY - 0.01, D - 2.5], [big, cabY - 0.01, D - 2.5], [0, 0, -1], 0.7, '#fff8ea', 0.9))
            out.push(cabinets(ctx, cabFront, cabY, cabY + 36, cab, 'bottom', rng.range(-9, 9)))
          }
          return out
        },
      }
    }
    case 'niche': {
      const D = rng.range(64, 74)
      const tall = rng.chance(0.55)
      const nw = tall ? 13 : 25
      const nh = tall ? 25 : 13
      const toward = rng.pick([-1, 1])
      const cx = toward * rng.range(5, 11)
      const cy = rng.range(-1, 5)
      const x0 = cx - nw / 2
      const x1 = cx + nw / 2
      const y0 = cy - nh / 2
      const y1 = cy + nh / 2
      const depth = 3.75
      const cam = makeCamera(W, H, fov, zoom, [0, 0, 0], yaw * 0.6, rng.range(-2, 3))
      return {
        cam,
        build: (ctx, tx) => {
          const out: string[] = []
          const pl = wallPlane(D)
          const wall = drawSurface(ctx, { plane: pl, ext: { a0: -big, a1: big, b0: -big, b1: big }, tiles: main, shade: 1, reflection: gloss ? reflectionAt(cam, [-toward * 16, 12, D], 0.18, 0.3, 0.2) : undefined }, tx)
          if (wall) out.push(wall.svg)
          const opening = quadImg(ctx, [[x0, y0, D], [x1, y0, D], [x1, y1, D], [x0, y1, D]])
          if (opening.length < 3) return out
          const inner: string[] = []
          const sec = secondSurface(spec, '')
          const d2 = D + depth
          const back = drawSurface(ctx, { plane: wallPlane(d2), ext: { a0: x0 - 1, a1: x1 + 1, b0: -y1 - 1, b1: -y0 + 1 }, tiles: sec.tiles ?? main, shade: 0.82 }, tx)
          if (back) inner.push(back.svg)
          // the niche's tiled sides and top, each lit by how it faces the window
          const face = (O: V3, U: V3, V: V3, ext: Box, shade: number) => drawSurface(ctx, { plane: { O, U, V }, ext, tiles: main, shade }, tx)?.svg ?? ''
          inner.push(face([x1, y1, D], [0, 0, 1], [0, -1, 0], { a0: 0, a1: depth, b0: 0, b1: nh }, 0.78 * faceLight(ctx, [-1, 0, 0])))
          inner.push(face([x0, y1, D], [0, 0, 1], [0, -1, 0], { a0: 0, a1: depth, b0: 0, b1: nh }, 0.78 * faceLight(ctx, [1, 0, 0])))
          inner.push(face([x0, y1, D], [1, 0, 0], [0, 0, 1], { a0: 0, a1: nw, b0: 0, b1: depth }, 0.45))
          inner.push(cornerShade(ctx, [x0, y1, d2], [x1, y1, d2], [x1, y1 - nh * 0.6, d2], [x0, y1 - nh * 0.6, d2], 0.4))
          out.push(`<g clip-path="${clipOf(ctx, pathD(opening))}">${inner.join('')}</g>`)
          // a stone shelf as the sill, standing a little proud of the wall
          const sill = spec.secondary && !spec.secondary.pattern ? spec.secondary.colours[0]! : '#eeebe5'
          out.push(quad(ctx, [[x0, y0, D - 0.5], [x1, y0, D - 0.5], [x1, y0, d2], [x0, y0, d2]], shadeHex(sill, 1.02)))
          out.push(cornerShade(ctx, [x0, y0, d2], [x1, y0, d2], [x1, y0, D], [x0, y0, D], 0.2))
          out.push(quad(ctx, [[x0, y0, D - 0.5], [x1, y0, D - 0.5], [x1, y0 - 0.6, D - 0.5], [x0, y0 - 0.6, D - 0.5]], shadeHex(sill, 0.8)))
          out.push(cornerShade(ctx, [x0, y0 - 0.6, D], [x1, y0 - 0.6, D], [x1, y0 - 2, D], [x0, y0 - 2, D], 0.25))
          if (spec.trim) {
            const t = 0.45
            out.push(metalStrip(ctx, [x0 - t, y1, D - 0.05], [x1 + t, y1, D - 0.05], [0, 1, 0], t, spec.trim))
            out.push(metalStrip(ctx, [x0 - t, y0 - 0.6, D - 0.55], [x1 + t, y0 - 0.6, D - 0.55], [0, -1, 0], t, spec.trim))
            out.push(metalStrip(ctx, [x0, y0 - t, D - 0.05], [x0, y1 + t, D - 0.05], [-1, 0, 0], t, spec.trim))
            out.push(metalStrip(ctx, [x1, y0 - t, D - 0.05], [x1, y1 + t, D - 0.05], [1, 0, 0], t, spec.trim))
          }
          if (spec.fixture) out.push(valve(ctx, pl, cx - toward * rng.range(19, 24), -(y0 - rng.range(5, 9)), spec.fixture))
          return out
        },
      }
    }
    case 'floor-wall': {
      const h = rng.range(50, 60)
      const Dw = rng.range(110, 150)
      const cam0 = makeCamera(W, H, fov, zoom, [0, h, 0], yaw, 0)
      const lineAt = rng.range(0.24, 0.36) * H
      const pitch = (Math.atan(h / Dw) - Math.atan((lineAt - H / 2) / cam0.f)) * (180 / Math.PI)
      const cam = makeCamera(W, H, fov, zoom, [0, h, 0], yaw, pitch)
      return {
        cam,
        dof: { sharpBelow: 0.62, softAbove: 0.05, amount: 0.75 },
        build: (ctx, tx) => {
          const out: string[] = []
          const sec = secondSurface(spec, '#e9e5de')
          const wall = drawSurface(ctx, { plane: wallPlane(Dw), ext: { a0: -big, a1: big, b0: -120, b1: 0 }, ...sec, shade: 0.97 }, tx)
          if (wall) out.push(wall.svg)
          if (!sec.tiles) {
            out.push(quad(ctx, [[-big, 0, Dw - 0.6], [big, 0, Dw - 0.6], [big, 4.5, Dw - 0.6], [-big, 4.5, Dw - 0.6]], '#f4f2ee'))
            out.push(metalStripLike(ctx, [-big, 4.5, Dw - 0.6], [big, 4.5, Dw - 0.6], [0, -1, 0], 0.3, '#ffffff'))
          }
          const floor = drawSurface(ctx, {
            plane: floorPlane(0),
            ext: { a0: -big, a1: big, b0: 0, b1: Dw - (sec.tiles ? 0 : 0.6) },
            tiles: main,
            theta: patternRotation(main.pattern, true),
            shade: faceLight(ctx, [0, 1, 0]),
            reflection: gloss ? reflectionAt(cam, [ctx.side * 20, 0, Dw * 0.55], 0.16, 0.3, 0.3) : undefined,
          }, tx)
          if (floor) out.push(floor.svg)
          out.push(cornerShade(ctx, [-big, 0, Dw - 0.6], [big, 0, Dw - 0.6], [big, 0, Dw - 5], [-big, 0, Dw - 5], 0.35))
          if (spec.trim) out.push(metalStrip(ctx, [-big, 0, Dw - 0.75], [big, 0, Dw - 0.75], [0, 1, 0], 1.1, spec.trim))
          return out
        },
      }
    }
    case 'fireplace': {
      const D = rng.range(100, 130)
      const h = 44
      const cam = makeCamera(W, H, fov, zoom, [0, h, 0], yaw, rng.range(2, 6))
      return {
        cam,
        build: (ctx, tx) => {
          const out: string[] = []
          const floor = drawSurface(ctx, { plane: floorPlane(0), ext: { a0: -big, a1: big, b0: 0, b1: D }, flat: '#6f655b', shade: 0.85 }, tx)
          if (floor) out.push(floor.svg)
          const pl = wallPlane(D, 0)
          const wall = drawSurface(ctx, { plane: pl, ext: { a0: -big, a1: big, b0: -110, b1: 0 }, tiles: main, shade: 1 }, tx)
          if (wall) out.push(wall.svg)
          const ox = 19
          const oy0 = 4
          const oy1 = 34
          const opening = quadImg(ctx, [[-ox, oy0, D], [ox, oy0, D], [ox, oy1, D], [-ox, oy1, D]])
          if (opening.length > 2) {
            const oc = centroid(opening)
            const ow = Math.max(...opening.map((p) => p[0])) - Math.min(...opening.map((p) => p[0]))
            out.push(`<path d="${pathD(opening)}" fill="#1d1a18"/>`)
            out.push(`<g clip-path="${clipOf(ctx, pathD(opening))}">` +
              quad(ctx, [[-ox, oy0, D], [-ox + 4, oy0, D + 14], [-ox + 4, oy1, D + 14], [-ox, oy1, D]], '#2b2521') +
              quad(ctx, [[ox, oy0, D], [ox - 4, oy0, D + 14], [ox - 4, oy1, D + 14], [ox, oy1, D]], '#2b2521') +
              `<ellipse cx="${n1(oc[0])}" cy="${n1(oc[1] + ow * 0.22)}" rx="${n1(ow * 0.42)}" ry="${n1(ow * 0.2)}" fill="${radGrad(ctx, oc[0], oc[1] + ow * 0.22, ow * 0.42, [[0, '#ffb347', 0.9], [0.35, '#e8641c', 0.55], [1, '#7a1e05', 0]], 0.48)}"/>` +
              cornerShade(ctx, [-ox, oy1, D], [ox, oy1, D], [ox, oy1 - 10, D], [-ox, oy1 - 10, D], 0.6) +
              `</g>`)
            out.push(metalStrip(ctx, [-ox - 0.8, oy1, D - 0.1], [ox + 0.8, oy1, D - 0.1], [0, 1, 0], 0.8, spec.trim ?? '#2a2a2a'))
            out.push(metalStrip(ctx, [-ox - 0.8, oy0, D - 0.1], [-ox - 0.8, oy1, D - 0.1], [1, 0, 0], 0.8, spec.trim ?? '#2a2a2a'))
            out.push(metalStrip(ctx, [ox, oy0, D - 0.1], [ox, oy1, D - 0.1], [1, 0, 0], 0.8, spec.trim ?? '#2a2a2a'))
          }
          // hearth slab
          const sec = spec.secondary?.colours[0] ?? '#3a3836'
          const hw = 34
          const hd = 16
          const hy = 2.5
          out.push(quad(ctx, [[-hw, hy, D - hd], [hw, hy, D - hd], [hw, hy, D], [-hw, hy, D]], shadeHex(sec, 1.08)))
          out.push(quad(ctx, [[-hw, 0, D - hd], [hw, 0, D - hd], [hw, hy, D - hd], [-hw, hy, D - hd]], shadeHex(sec, 0.78)))
          out.push(quad(ctx, [[hw, 0, D - hd], [hw, 0, D], [hw, hy, D], [hw, hy, D - hd]], shadeHex(sec, 0.6)))
          out.push(quad(ctx, [[-hw, 0, D - hd], [-hw, 0, D], [-hw, hy, D], [-hw, hy, D - hd]], shadeHex(sec, 0.6)))
          // mantel
          const wood = '#6b4a2f'
          const my0 = 52
          const my1 = 58
          const mw = 40
          const md = 9
          out.push(cornerShade(ctx, [-mw, my0, D], [mw, my0, D], [mw, my0 - 6, D], [-mw, my0 - 6, D], 0.45))
          out.push(quad(ctx, [[-mw, my0, D - md], [mw, my0, D - md], [mw, my0, D], [-mw, my0, D]], shadeHex(wood, 0.5)))
          out.push(quad(ctx, [[-mw, my1, D - md], [mw, my1, D - md], [mw, my1, D], [-mw, my1, D]], shadeHex(wood, 1.15)))
          out.push(quad(ctx, [[-mw, my0, D - md], [mw, my0, D - md], [mw, my1, D - md], [-mw, my1, D - md]], wood))
          out.push(quad(ctx, [[mw, my0, D - md], [mw, my0, D], [mw, my1, D], [mw, my1, D - md]], shadeHex(wood, 0.7)))
          out.push(quad(ctx, [[-mw, my0, D - md], [-mw, my0, D], [-mw, my1, D], [-mw, my1, D - md]], shadeHex(wood, 0.7)))
          return out
        },
      }
    }
    case 'step': {
      const h = rng.range(55, 66)
      const z1 = rng.range(70, 90)
      const rise = 7
      const run = 12
      const cam = makeCamera(W, H, fov, zoom, [0, h, 0], yaw, rng.range(24, 30))
      return {
        cam,
        dof: { sharpBelow: 0.55, softAbove: 0, amount: 0.7 },
        build: (ctx, tx) => {
          const out: string[] = []
          const sec = secondSurface(spec, '')
          const riser = sec.tiles ?? main
          const th = patternRotation(main.pattern, true)
          const lit = faceLight(ctx, [0, 1, 0])
          const levels = [
            { y: 2 * rise, z0: z1 + run, z1: 400 },
            { y: rise, z0: z1, z1: z1 + run },
            { y: 0, z0: 0, z1: z1 },
          ]
          levels.forEach((lv, i) => {
            const s = drawSurface(ctx, { plane: { O: [0, lv.y, lv.z0], U: [1, 0, 0], V: [0, 0, 1] }, ext: { a0: -big, a1: big, b0: 0, b1: lv.z1 - lv.z0 }, tiles: main, theta: th, shade: lit }, tx)
            if (s) out.push(s.svg)
            if (i < 2) {
              const rz = levels[i + 1]!.z1
              const ry = levels[i + 1]!.y
              const r = drawSurface(ctx, { plane: { O: [0, ry + rise, rz], U: [1, 0, 0], V: [0, -1, 0] }, ext: { a0: -big, a1: big, b0: 0, b1: rise }, tiles: riser, shade: 0.78 }, tx)
              if (r) out.push(r.svg)
              out.push(metalStripLike(ctx, [-big, ry + rise, rz], [big, ry + rise, rz], [0, -1, 0], 0.25, '#ffffff'))
              out.push(cornerShade(ctx, [-big, ry, rz], [big, ry, rz], [big, ry, rz - 6], [-big, ry, rz - 6], 0.35))
            }
          })
          return out
        },
      }
    }
    case 'none': {
      if (floorRooms.has(spec.room)) {
        const h = rng.range(55, 65)
        const cam = makeCamera(W, H, fov, zoom, [0, h, 0], yaw, rng.range(52, 64))
        return {
          cam,
          dof: { sharpBelow: 0.5, softAbove: 0, amount: 0.65 },
          build: (ctx, tx) => {
            const floor = drawSurface(ctx, {
              plane: floorPlane(0),
              ext: { a0: -big, a1: big, b0: 0, b1: 300 },
              ...(spec.progress !== undefined ? { progress: spec.progress } : {}),
              tiles: main,
              theta: patternRotation(main.pattern, true),
              shade: faceLight(ctx, [0, 1, 0]),
              reflection: gloss ? reflectionAt(cam, [ctx.side * 22, 0, h * 1.3], 0.2, 0.35, 0.28) : undefined,
            }, tx)
            return floor ? [floor.svg] : []
          },
        }
      }
      const D = rng.range(44, 60)
      const cam = makeCamera(W, H, fov, zoom, [0, 0, 0], yaw, rng.range(-3, 3))
      return {
        cam,
        build: (ctx, tx) => {
          const pl = wallPlane(D)
          const out: string[] = []
          const wall = drawSurface(ctx, { plane: pl, ext: { a0: -big, a1: big, b0: -big, b1: big }, tiles: main, shade: 1, reflection: gloss ? reflectionAt(cam, [ctx.side * 20, 10, D], 0.2, 0.32, 0.22) : undefined }, tx)
          if (wall) out.push(wall.svg)
          if (spec.trim) out.push(metalStrip(ctx, [-big, -9, D - 0.05], [big, -9, D - 0.05], [0, 1, 0], 0.5, spec.trim))
          if (spec.fixture) out.push(valve(ctx, pl, ctx.side * -8, 4, spec.fixture))
          return out
        },
      }
    }
  }
}

/** A thin highlight strip (an eased edge, a light bar): like a metal strip but flat. */
function metalStripLike(ctx: Ctx, a: V3, b: V3, across: V3, w: number, colour: string, opacity = 0.55): string {
  return quad(ctx, [a, b, add(b, mul(across, w)), add(a, mul(across, w))], colour, `fill-opacity="${opacity}"`)
}

/** A run of cabinet doors on the plane z, between heights y0 and y1, with bar pulls near `pulls`. */
function cabinets(ctx: Ctx, z: number, y0: number, y1: number, colour: string, pulls: 'top' | 'bottom', shift: number): string {
  const lo = Math.min(y0, y1)
  const hi = Math.max(y0, y1)
  const out = [quad(ctx, [[-400, lo, z], [400, lo, z], [400, hi, z], [-400, hi, z]], shadeHex(colour, 0.86))]
  const gap = 0.14
  const doorW = 18
  const metal = isLight(colour) ? '#8d8f93' : '#c9a86a'
  for (let x = -216 + shift; x <= 216; x += doorW) {
    out.push(quad(ctx, [[x - gap, lo, z - 0.01], [x + gap, lo, z - 0.01], [x + gap, hi, z - 0.01], [x - gap, hi, z - 0.01]], shadeHex(colour, 0.45)))
    // a bevel catching the light on one side of each door
    out.push(quad(ctx, [[x + gap, lo, z - 0.01], [x + gap + 0.3, lo, z - 0.01], [x + gap + 0.3, hi, z - 0.01], [x + gap, hi, z - 0.01]], mixHex(colour, '#ffffff', 0.25), 'fill-opacity="0.6"'))
    const hy = pulls === 'top' ? hi - 3 : lo + 3
    const hx = x + ((Math.round((x - shift) / doorW) & 1) === 0 ? doorW - 2.2 : 2.2)
    out.push(metalStrip(ctx, [hx - 0.25, hy - 3, z - 0.7], [hx - 0.25, hy + 3, z - 0.7], [1, 0, 0], 0.5, metal))
  }
  return out.join('')
}

// ---------- the whole picture ----------
function lightAndLens(ctx: Ctx, spec: ImageSpec): string {
  const { W, H } = ctx.cam
  const lx = ctx.side < 0 ? 0 : W
  const parts = [
    `<rect width="${W}" height="${H}" fill="${linGrad(ctx, lx, 0, W - lx, H * 0.3, [
      [0, '#fff8ec', 0.14],
      [0.45, '#fff8ec', 0],
      [0.7, '#000', 0.06],
      [1, '#000', 0.24],
    ])}"/>`,
    `<rect width="${W}" height="${H}" fill="${linGrad(ctx, 0, 0, 0, H, [
      [0, '#000', spec.depth === 'counter' ? 0 : 0.08],
      [0.5, '#000', 0],
      [1, '#000', 0.1],
    ])}"/>`,
    `<rect width="${W}" height="${H}" fill="${radGrad(ctx, W / 2, H / 2, Math.hypot(W, H) / 2, [
      [0, '#000', 0],
      [0.6, '#000', 0],
      [1, '#000', 0.32],
    ])}"/>`,
  ]
  return parts.join('')
}

type Composed = { svg: string; dof?: Dof }

async function compose(entry: ImageEntry): Promise<Composed> {
  const { width: W, height: H } = SOURCE_SIZES[entry.aspect]
  const rng = new Rng(seedFrom(entry.id))
  const scene = sceneFor(entry.spec, W, H, entry.aspect === 'hero', rng.fork('scene'))
  let n = 0
  const side = rng.chance(0.5) ? -1 : 1
  const ctx: Ctx = {
    cam: scene.cam,
    rng: rng.fork('draw'),
    defs: [],
    uid: (p) => `${p}${++n}`,
    side,
    light: norm([side * 0.55, 0.6, -0.55]),
    lightImg: [side * 0.55, -0.83],
  }
  const textures = await makeTextures(ctx)
  const body = scene.build(ctx, textures)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${ctx.defs.join('')}</defs><rect width="${W}" height="${H}" fill="#6d665e"/>${body.join('')}${lightAndLens(ctx, entry.spec)}</svg>`
  return scene.dof ? { svg, dof: scene.dof } : { svg }
}

/** The SVG of one catalogue entry, before depth of field and grain. */
export async function buildSvg(entry: ImageEntry): Promise<string> {
  return (await compose(entry)).svg
}

/** Renders one catalogue entry to a PNG source image (1800x1200 card, 2400x1350 hero). */
export async function renderTileImage(entry: ImageEntry): Promise<Buffer> {
  const { svg, dof } = await compose(entry)
  const { width: W, height: H } = SOURCE_SIZES[entry.aspect]
  const sharpPx = await sharp(Buffer.from(svg), { unlimited: true }).removeAlpha().raw().toBuffer()
  // depth of field: the far part of a floor goes soft, as with a real lens focused near
  const soft = dof ? await sharp(sharpPx, { raw: { width: W, height: H, channels: 3 } }).blur((W / 1800) * 2.6).raw().toBuffer() : null
  const out = Buffer.alloc(W * H * 3)
  const noise = new Int8Array(65536)
  const grng = new Rng(seedFrom(`${entry.id}:grain`))
  for (let i = 0; i < noise.length; i++) noise[i] = clamp(Math.round(grng.normal() * 3.2), -12, 12)
  const warm = ['kitchen', 'fireplace', 'entry'].includes(entry.spec.room)
  const gain: RGB = warm ? [1.03, 1, 0.94] : [1.01, 1, 0.98]
  for (let y = 0; y < H; y++) {
    const k = dof ? clamp((dof.sharpBelow * H - y) / ((dof.sharpBelow - dof.softAbove) * H), 0, 1) ** 1.4 * dof.amount : 0
    const row = y * W * 3
    const start = Math.floor(grng.next() * 65536)
    for (let x = 0; x < W; x++) {
      const i = row + x * 3
      const g = noise[(start + x) & 65535]!
      for (let c = 0; c < 3; c++) {
        const v = soft ? sharpPx[i + c]! + (soft[i + c]! - sharpPx[i + c]!) * k : sharpPx[i + c]!
        out[i + c] = clamp(Math.round(v * gain[c]! + g), 0, 255)
      }
    }
  }
  return sharp(out, { raw: { width: W, height: H, channels: 3 } }).png({ compressionLevel: 2 }).toBuffer()
}
