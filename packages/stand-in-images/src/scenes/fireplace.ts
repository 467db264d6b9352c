// A fireplace surround: a tiled chimney breast around a glowing firebox, with a stone hearth in
// front and a wooden mantel above.
import { shadeHex } from '../colour'
import { clipOf, glowEllipse } from '../context'
import { makeCamera, projectWorldPoly } from '../geometry/camera'
import { bounds, centroid } from '../geometry/polygon'
import { boxFaces, wallRect } from '../geometry/world-rect'
import { drawSurface } from '../surface'
import { pathD, type Stop } from '../svg'
import { BIG, floorPlane, wallPlane, type Scene, type SceneSetup } from './kit'
import { cornerShade, metalStrip, quad } from './parts'

/** The glow of the fire on the firebox floor. */
const fire: Stop[] = [
  [0, '#ffb347', 0.9],
  [0.35, '#e8641c', 0.55],
  [1, '#7a1e05', 0],
]

/** The camera stands at seated eye height, a few yards back from the chimney breast. */
export function fireplaceScene({ spec, W, H, fov, zoom, yaw, main, rng }: SceneSetup): Scene {
  const D = rng.range(100, 130)
  const h = 44
  const cam = makeCamera(W, H, fov, zoom, [0, h, 0], yaw, rng.range(2, 6))
  return {
    cam,
    build: (ctx, tx) => {
      const out: string[] = []
      const floor = drawSurface(ctx, { plane: floorPlane(0), ext: { a0: -BIG, a1: BIG, b0: 0, b1: D }, flat: '#6f655b', shade: 0.85 }, tx)
      if (floor) out.push(floor.svg)
      const pl = wallPlane(D, 0)
      const wall = drawSurface(ctx, { plane: pl, ext: { a0: -BIG, a1: BIG, b0: -110, b1: 0 }, tiles: main, shade: 1 }, tx)
      if (wall) out.push(wall.svg)
      const ox = 19
      const oy0 = 4
      const oy1 = 34
      const opening = projectWorldPoly(ctx.cam, wallRect(-ox, ox, oy0, oy1, D))
      // the firebox's slanted cheeks, running 14 inches back
      const cheek = (x: number, inward: number) =>
        quad(
          ctx,
          [
            [x, oy0, D],
            [x + inward, oy0, D + 14],
            [x + inward, oy1, D + 14],
            [x, oy1, D],
          ],
          '#2b2521',
        )
      if (opening.length > 2) {
        const oc = centroid(opening)
        const frame = bounds(opening)
        const ow = frame.a1 - frame.a0
        out.push(`<path d="${pathD(opening)}" fill="#1d1a18"/>`)
        out.push(
          `<g clip-path="${clipOf(ctx, pathD(opening))}">` +
            cheek(-ox, 4) +
            cheek(ox, -4) +
            glowEllipse(ctx, oc[0], oc[1] + ow * 0.22, ow * 0.42, ow * 0.2, fire, 0.48) +
            cornerShade(ctx, wallRect(-ox, ox, oy1, oy1 - 10, D), 0.6) +
            `</g>`,
        )
        const trim = spec.trim ?? '#2a2a2a'
        out.push(metalStrip(ctx, [-ox - 0.8, oy1, D - 0.1], [ox + 0.8, oy1, D - 0.1], [0, 1, 0], 0.8, trim))
        out.push(metalStrip(ctx, [-ox - 0.8, oy0, D - 0.1], [-ox - 0.8, oy1, D - 0.1], [1, 0, 0], 0.8, trim))
        out.push(metalStrip(ctx, [ox, oy0, D - 0.1], [ox, oy1, D - 0.1], [1, 0, 0], 0.8, trim))
      }
      // hearth slab
      const sec = spec.secondary?.colours[0] ?? '#3a3836'
      const hw = 34
      const hd = 16
      const hearth = boxFaces(-hw, hw, 0, 2.5, D - hd, D)
      out.push(quad(ctx, hearth.top, shadeHex(sec, 1.08)))
      out.push(quad(ctx, hearth.front, shadeHex(sec, 0.78)))
      out.push(quad(ctx, hearth.right, shadeHex(sec, 0.6)))
      out.push(quad(ctx, hearth.left, shadeHex(sec, 0.6)))
      // mantel
      const wood = '#6b4a2f'
      const my0 = 52
      const mw = 40
      const mantel = boxFaces(-mw, mw, my0, 58, D - 9, D)
      out.push(cornerShade(ctx, wallRect(-mw, mw, my0, my0 - 6, D), 0.45))
      out.push(quad(ctx, mantel.bottom, shadeHex(wood, 0.5)))
      out.push(quad(ctx, mantel.top, shadeHex(wood, 1.15)))
      out.push(quad(ctx, mantel.front, wood))
      out.push(quad(ctx, mantel.right, shadeHex(wood, 0.7)))
      out.push(quad(ctx, mantel.left, shadeHex(wood, 0.7)))
      return out
    },
  }
}
