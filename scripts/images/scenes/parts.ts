// Flat parts of a scene that are not tiled (slab edges, trims, light bars) and the soft shadows in
// the corners where two faces meet.
import { mixHex, shadeHex } from '../colour'
import { clipNear, project, toCam } from '../geometry/camera'
import { linGrad, type Ctx } from '../context'
import { add, mul, type V3 } from '../geometry/vector'
import { pathD } from '../svg'

/** A flat face given by world points, clipped at the near plane and filled. */
export function quad(ctx: Ctx, pts: V3[], fill: string, extra = ''): string {
  const q = clipNear(pts.map((p) => toCam(ctx.cam, p)))
  if (q.length < 3) return ''
  return `<path d="${pathD(q.map((p) => project(ctx.cam, p)))}" fill="${fill}" ${extra}/>`
}
/** The image outline of a face given by world points. */
export const quadImg = (ctx: Ctx, pts: V3[]) => clipNear(pts.map((p) => toCam(ctx.cam, p))).map((p) => project(ctx.cam, p))

/** A soft shadow where two faces meet: darkest at the corner line a-b, fading towards c-d. */
export function cornerShade(ctx: Ctx, a: V3, b: V3, c: V3, d: V3, strength: number): string {
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
export function metalStrip(ctx: Ctx, a: V3, b: V3, across: V3, w: number, colour: string): string {
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

/** A thin highlight strip (an eased edge, a light bar): like a metal strip but flat. */
export function metalStripLike(ctx: Ctx, a: V3, b: V3, across: V3, w: number, colour: string, opacity = 0.55): string {
  return quad(ctx, [a, b, add(b, mul(across, w)), add(a, mul(across, w))], colour, `fill-opacity="${opacity}"`)
}
