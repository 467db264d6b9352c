// A pinhole camera: projects points and polygons of a scene's planes into the image, clips them at
// the near plane, and finds how much of a plane the frame shows, so only visible tiles are laid.
import { clamp, rad } from '../math'
import { dist, type Box, type P2 } from './polygon'
import { add, cross, dot, mul, sub, type V3 } from './vector'

export const NEAR = 2

export type Camera = { pos: V3; right: V3; up: V3; fwd: V3; f: number; cx: number; cy: number; W: number; H: number }

export function makeCamera(W: number, H: number, fov: number, zoom: number, pos: V3, yaw: number, pitch: number): Camera {
  const y = rad(yaw)
  const p = rad(pitch)
  const fwd: V3 = [Math.sin(y) * Math.cos(p), -Math.sin(p), Math.cos(y) * Math.cos(p)]
  const right: V3 = [Math.cos(y), 0, -Math.sin(y)]
  return { pos, fwd, right, up: cross(fwd, right), f: (W / 2 / Math.tan(rad(fov / 2))) * zoom, cx: W / 2, cy: H / 2, W, H }
}
export const toCam = (c: Camera, p: V3): V3 => {
  const d = sub(p, c.pos)
  return [dot(d, c.right), dot(d, c.up), dot(d, c.fwd)]
}
export const project = (c: Camera, q: V3): P2 => [c.cx + (c.f * q[0]) / q[2], c.cy - (c.f * q[1]) / q[2]]

/** Keeps the part of a camera-space polygon in front of the near plane. */
export function clipNear(poly: V3[]): V3[] {
  const out: V3[] = []
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]
    const b = poly[(i + 1) % poly.length]
    const ain = a[2] >= NEAR
    if (ain) out.push(a)
    if (ain !== b[2] >= NEAR) out.push(add(a, mul(sub(b, a), (NEAR - a[2]) / (b[2] - a[2]))))
  }
  return out
}

export type Plane = { O: V3; U: V3; V: V3 }
export const onPlane = (pl: Plane, u: number, v: number): V3 => add(pl.O, add(mul(pl.U, u), mul(pl.V, v)))

/** A world point in the image (only meaningful in front of the camera). */
export const projectWorld = (c: Camera, p: V3): P2 => project(c, toCam(c, p))
/** World polygon -> image polygon, clipped at the near plane (fewer than 3 points when behind the camera). */
export const projectWorldPoly = (c: Camera, pts: V3[]): P2[] => clipNear(pts.map((p) => toCam(c, p))).map((p) => project(c, p))
/** Pattern-space polygon -> image polygon (empty when behind the camera). */
export function projectPoly(c: Camera, pl: Plane, poly: P2[]): P2[] {
  const img = projectWorldPoly(
    c,
    poly.map(([u, v]) => onPlane(pl, u, v)),
  )
  return img.length < 3 ? [] : img
}
export function projectPt(c: Camera, pl: Plane, u: number, v: number): P2 | null {
  const q = toCam(c, onPlane(pl, u, v))
  return q[2] < NEAR ? null : project(c, q)
}
/** Image pixels per pattern unit (inch) around a point of a plane. */
export function scaleAt(c: Camera, pl: Plane, u: number, v: number) {
  const a = projectPt(c, pl, u, v)
  const b = projectPt(c, pl, u + 1, v)
  const d = projectPt(c, pl, u, v + 1)
  if (!a || !b || !d) return 0
  return Math.sqrt(dist(a, b) * dist(a, d))
}
/** Image pixels per inch at the centre of a box of a plane. */
export const scaleAtCentre = (c: Camera, pl: Plane, box: Box) => scaleAt(c, pl, (box.a0 + box.a1) / 2, (box.b0 + box.b1) / 2)

/** The part of a plane's extent that the camera can see, as a box in pattern space. */
export function visibleBox(c: Camera, pl: Plane, ext: Box, pad: number): Box | null {
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
