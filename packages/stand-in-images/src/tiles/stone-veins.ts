// Marble and stone veins: random walks in pattern space that stop at a tile's edge (or run across a
// whole slab), drawn as a soft halo, a body and a core so they read as lying in the stone.
import type { ImageSurface } from '../spec'
import { luma, mixHex } from '../colour'
import { type Ctx } from '../context'
import { type Plane, projectPt, scaleAtCentre } from '../geometry/camera'
import { area, pointIn, rectPoly, type Box, type P2 } from '../geometry/polygon'
import { clamp, rad } from '../math'
import type { Rng } from '../random'
import { n1, pathD } from '../svg'

/** Veins show light on dark stone; otherwise the spec's vein colour or a darker shade of the tile. */
export const veinColour = (base: string, vein: ImageSurface['vein']) =>
  luma(base) < 0.35 ? mixHex(base, '#f2efe8', 0.8) : (vein ?? mixHex(base, '#55504b', 0.6))

/** The veins of one tile, around its centre. */
export function tileVeins(
  ctx: Ctx,
  plane: Plane,
  poly: P2[],
  [cu, cv]: P2,
  tileSize: number,
  colour: string,
  scale: number,
  strength: number,
  veinAngle: number,
  rng: Rng,
  out: string[],
) {
  // small tiles are small cuts of a slab: many show no vein at all
  const n = Math.min(5, Math.floor((Math.abs(area(poly)) / 60 + rng.range(0.4, 2.6) * clamp(tileSize / 8, 0.6, 1)) * strength))
  for (let i = 0; i < n; i++) {
    const start: P2 = [cu + rng.range(-0.45, 0.45) * tileSize, cv + rng.range(-0.45, 0.45) * tileSize]
    drawVein(
      ctx,
      plane,
      poly,
      start,
      veinAngle + rng.normal() * 22,
      tileSize,
      i === 0 && rng.chance(0.55),
      colour,
      scale,
      strength,
      rng,
      out,
    )
  }
}

/** Veins that run across a whole slab (a counter top), ignoring its joints. */
export function slabVeins(ctx: Ctx, plane: Plane, vis: Box, colour: string, strength: number, veinAngle: number, rng: Rng, out: string[]) {
  const vr = rng.fork('slab')
  const boxPoly = rectPoly(vis)
  const span = Math.max(vis.a1 - vis.a0, vis.b1 - vis.b0)
  const sc = scaleAtCentre(ctx.cam, plane, vis)
  const count = Math.round(3 + span / 30)
  for (let i = 0; i < count; i++) {
    const start: P2 = [vr.range(vis.a0, vis.a1), vr.range(vis.b0, vis.b1)]
    drawVein(ctx, plane, boxPoly, start, veinAngle + vr.normal() * 15, Math.min(span * 0.5, 60), i < 2, colour, sc, strength, vr, out)
  }
}

function drawVein(
  ctx: Ctx,
  plane: Plane,
  poly: P2[],
  start: P2,
  angle: number,
  tileSize: number,
  major: boolean,
  colour: string,
  scale: number,
  strength: number,
  rng: Rng,
  out: string[],
  depth = 0,
) {
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
          drawVein(
            ctx,
            plane,
            poly,
            q,
            (a * 180) / Math.PI + rng.pick([-1, 1]) * rng.range(20, 55),
            tileSize * 0.5,
            false,
            colour,
            scale,
            strength * 0.8,
            rng,
            out,
            depth + 1,
          )
      }
      halves.push(pts)
    }
    const pts = [...halves[1].reverse(), origin, ...halves[0]]
    if (pts.length < 4) continue
    const img = pts.map(([u, v]) => projectPt(ctx.cam, plane, u, v)).filter((q): q is P2 => q !== null)
    if (img.length < 2) continue
    const w = Math.max(0.3, widthIn * scale * (sIdx ? 0.5 : 1))
    const o = op * (sIdx ? 0.6 : 1)
    const d = pathD(img, false)
    const line = (sw: number, a: number) =>
      `<path d="${d}" stroke="${colour}" stroke-width="${n1(sw)}" stroke-opacity="${a.toFixed(3)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
    out.push(line(w * 8 + 4, o * 0.05), line(w * 3 + 1.2, o * 0.13), line(w, o))
  }
}
