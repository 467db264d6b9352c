// The fittings that make a scene read as a real room: a shower valve on the wall and a run of
// cabinet doors with pulls.
import { isLight, mixHex, shadeHex } from '../colour'
import { blurOf, radGrad, type Ctx } from '../context'
import { projectPoly, type Plane } from '../geometry/camera'
import { centroid, dist, type P2 } from '../geometry/polygon'
import { wallRect } from '../geometry/world-rect'
import { n1, pathD } from '../svg'
import { metalStrip, quad } from './parts'

/** A round shower valve with a lever, on a wall plane at (u, v). */
export function valve(ctx: Ctx, pl: Plane, u: number, v: number, colour: string): string {
  const circle = (r: number, cu = u, cv = v) =>
    projectPoly(
      ctx.cam,
      pl,
      Array.from({ length: 40 }, (_, k): P2 => [cu + r * Math.cos((k / 40) * 6.283), cv + r * Math.sin((k / 40) * 6.283)]),
    )
  const plate = circle(3.6)
  const shadow = circle(3.8, u + 0.35 * -ctx.side, v + 0.45)
  if (plate.length < 3) return ''
  const c = centroid(plate)
  const r = Math.max(...plate.map((p) => dist(c, p)))
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

/** A run of cabinet doors on the plane z, between heights y0 and y1, with bar pulls near `pulls`. */
export function cabinets(ctx: Ctx, z: number, y0: number, y1: number, colour: string, pulls: 'top' | 'bottom', shift: number): string {
  const lo = Math.min(y0, y1)
  const hi = Math.max(y0, y1)
  const out = [quad(ctx, wallRect(-400, 400, lo, hi, z), shadeHex(colour, 0.86))]
  const gap = 0.14
  const doorW = 18
  const metal = isLight(colour) ? '#8d8f93' : '#c9a86a'
  for (let x = -216 + shift; x <= 216; x += doorW) {
    out.push(quad(ctx, wallRect(x - gap, x + gap, lo, hi, z - 0.01), shadeHex(colour, 0.45)))
    // a bevel catching the light on one side of each door
    out.push(quad(ctx, wallRect(x + gap, x + gap + 0.3, lo, hi, z - 0.01), mixHex(colour, '#ffffff', 0.25), 'fill-opacity="0.6"'))
    const hy = pulls === 'top' ? hi - 3 : lo + 3
    const hx = x + ((Math.round((x - shift) / doorW) & 1) === 0 ? doorW - 2.2 : 2.2)
    out.push(metalStrip(ctx, [hx - 0.25, hy - 3, z - 0.7], [hx - 0.25, hy + 3, z - 0.7], [1, 0, 0], 0.5, metal))
  }
  return out.join('')
}
