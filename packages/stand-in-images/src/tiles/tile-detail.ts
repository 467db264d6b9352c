// The finish of a single tile: a sheen that catches the light differently on every tile, soft
// mottling in stone, and bevelled edges lit on one side and shaded on the other.
import { luma } from '../colour'
import { type Ctx } from '../context'
import { projectPoly, type Camera, type Plane } from '../geometry/camera'
import { area, dist, leftNormal, type P2 } from '../geometry/polygon'
import { clamp, rad } from '../math'
import type { Rng } from '../random'
import { pathD } from '../svg'
import type { Textures } from '../textures'

/** Six sheen gradients at random angles per surface; each glossy tile picks one. */
export function sheenGradients(ctx: Ctx, rng: Rng, gloss: number): string[] {
  return Array.from({ length: 6 }, () => {
    const id = ctx.uid('sh')
    const ang = rng.range(0, 360)
    const x = Math.cos(rad(ang)) * 0.5
    const y = Math.sin(rad(ang)) * 0.5
    ctx.defs.push(
      `<linearGradient id="${id}" x1="${(0.5 - x).toFixed(2)}" y1="${(0.5 - y).toFixed(2)}" x2="${(0.5 + x).toFixed(2)}" y2="${(0.5 + y).toFixed(2)}"><stop offset="0" stop-color="#fff" stop-opacity="${(0.16 * gloss).toFixed(3)}"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${(0.07 * gloss).toFixed(3)}"/></linearGradient>`,
    )
    return id
  })
}

/** Mottling: soft veils of lighter and darker stone, stretched along the tile's long axis. */
export function mottle(
  cam: Camera,
  plane: Plane,
  poly: P2[],
  [cu, cv]: P2,
  tileSize: number,
  axis: P2,
  colour: string,
  strength: number,
  textures: Textures,
  rng: Rng,
  out: string[],
) {
  const count = Math.round(clamp((Math.abs(area(poly)) / 30) * strength, 1, 7))
  for (let i = 0; i < count; i++) {
    const r = tileSize * rng.range(0.12, 0.4)
    const bx = cu + rng.normal() * tileSize * 0.25
    const by = cv + rng.normal() * tileSize * 0.25
    const blob = Array.from({ length: 10 }, (_, k): P2 => {
      const a = (k / 10) * Math.PI * 2
      return [bx + Math.cos(a) * r * (1 + Math.abs(axis[0])), by + Math.sin(a) * r * (1 + Math.abs(axis[1]))]
    })
    const pb = projectPoly(cam, plane, blob)
    if (pb.length < 3) continue
    const lighter = rng.chance(0.5)
    // on dark tiles a light veil shows far more than a dark one: keep it faint
    const k = lighter ? 0.3 + luma(colour) : 1
    out.push(
      `<path d="${pathD(pb)}" fill="url(#${lighter ? textures.blobLight : textures.blobDark})" fill-opacity="${(rng.range(0.12, 0.3) * strength * k).toFixed(3)}"/>`,
    )
  }
}

/** Bevels: the edges of a tile in the image that face towards (l) or away from (d) the light, keyed by width for batching. */
export function bevelEdges(img: P2[], w: number, lightImg: P2, add: (key: string, d: string) => void) {
  const sg = area(img) > 0 ? 1 : -1
  for (let i = 0; i < img.length; i++) {
    const a = img[i]
    const b = img[(i + 1) % img.length]
    const len = dist(a, b)
    if (len < 1) continue
    // the outward normal
    const [lx, ly] = leftNormal(a, b, len)
    const nx = -lx * sg
    const ny = -ly * sg
    const k = nx * lightImg[0] + ny * lightImg[1]
    if (Math.abs(k) < 0.2) continue
    const ox = -nx * w * 0.5
    const oy = -ny * w * 0.5
    const edge: P2[] = [
      [a[0] + ox, a[1] + oy],
      [b[0] + ox, b[1] + oy],
    ]
    add(`${k > 0 ? 'l' : 'd'}${(Math.round(w * 2) / 2).toFixed(1)}`, pathD(edge, false))
  }
}

/** One stroked path per batch of bevel edges: white on the lit side, black on the shaded side. */
export function bevelStrokes(bevels: Map<string, string[]>, gloss: number): string {
  const parts: string[] = []
  for (const [key, segs] of bevels) {
    const lit = key.startsWith('l')
    const w = Number(key.slice(1))
    const a = lit ? 0.25 + 0.2 * Math.min(1, gloss) : 0.2
    parts.push(
      `<path d="${segs.join('')}" stroke="${lit ? '#fff' : '#000'}" stroke-opacity="${a.toFixed(2)}" stroke-width="${w}" fill="none" stroke-linecap="round"/>`,
    )
  }
  return parts.join('')
}
