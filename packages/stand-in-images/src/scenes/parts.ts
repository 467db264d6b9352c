// Flat parts of a scene that are not tiled (slab edges, trims, light bars) and the soft shadows in
// the corners where two faces meet.
import { mixHex, shadeHex } from '../colour'
import { linGrad, type Ctx } from '../context'
import { projectWorld, projectWorldPoly } from '../geometry/camera'
import { add, mul, type V3 } from '../geometry/vector'
import { pathD, type Stop } from '../svg'

/** A flat face given by world points, clipped at the near plane and filled. */
export function quad(ctx: Ctx, pts: V3[], fill: string, extra = ''): string {
  const img = projectWorldPoly(ctx.cam, pts)
  if (img.length < 3) return ''
  return `<path d="${pathD(img)}" fill="${fill}" ${extra}/>`
}

/** A face filled with a gradient that runs from world point `from` to `to`. */
function gradientFace(ctx: Ctx, pts: V3[], from: V3, to: V3, stops: Stop[]): string {
  const img = projectWorldPoly(ctx.cam, pts)
  if (img.length < 3) return ''
  const p = projectWorld(ctx.cam, from)
  const q = projectWorld(ctx.cam, to)
  return `<path d="${pathD(img)}" fill="${linGrad(ctx, p[0], p[1], q[0], q[1], stops)}"/>`
}

/** A soft shadow where two faces meet: darkest at the corner line (corners 0-1), fading towards corners 2-3. */
export function cornerShade(ctx: Ctx, [a, b, c, d]: V3[], strength: number): string {
  return gradientFace(ctx, [a, b, c, d], mul(add(a, b), 0.5), mul(add(c, d), 0.5), [
    [0, '#000', strength],
    [0.4, '#000', strength * 0.35],
    [1, '#000', 0],
  ])
}

/** The corners of a strip from world point a to b, w inches wide across direction `across`. */
const strip = (a: V3, b: V3, across: V3, w: number): V3[] => [a, b, add(b, mul(across, w)), add(a, mul(across, w))]

/** A metal strip (brass, chrome), lit across its width. */
export function metalStrip(ctx: Ctx, a: V3, b: V3, across: V3, w: number, colour: string): string {
  const pts = strip(a, b, across, w)
  return gradientFace(ctx, pts, a, pts[3], [
    [0, shadeHex(colour, 0.6), 1],
    [0.35, mixHex(colour, '#ffffff', 0.45), 1],
    [0.6, colour, 1],
    [1, shadeHex(colour, 0.5), 1],
  ])
}

/** A thin highlight strip (an eased edge, a light bar): like a metal strip but flat. */
export function highlightStrip(ctx: Ctx, a: V3, b: V3, across: V3, w: number, colour: string, opacity = 0.55): string {
  return quad(ctx, strip(a, b, across, w), colour, `fill-opacity="${opacity}"`)
}
