// A fireplace surround: a tiled chimney breast around a glowing firebox, with a stone hearth in
// front and a wooden mantel above.
import { shadeHex } from '../colour'
import { makeCamera } from '../geometry/camera'
import { centroid } from '../geometry/polygon'
import { cornerShade, metalStrip, quad, quadImg } from './parts'
import { BIG, floorPlane, wallPlane, type Scene, type SceneSetup } from './kit'
import { drawSurface } from '../surface'
import { clipOf, glowEllipse } from '../context'
import { pathD, type Stop } from '../svg'

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
      const opening = quadImg(ctx, [
        [-ox, oy0, D],
        [ox, oy0, D],
        [ox, oy1, D],
        [-ox, oy1, D],
      ])
      if (opening.length > 2) {
        const oc = centroid(opening)
        const ow = Math.max(...opening.map((p) => p[0])) - Math.min(...opening.map((p) => p[0]))
        out.push(`<path d="${pathD(opening)}" fill="#1d1a18"/>`)
        out.push(
          `<g clip-path="${clipOf(ctx, pathD(opening))}">` +
            quad(
              ctx,
              [
                [-ox, oy0, D],
                [-ox + 4, oy0, D + 14],
                [-ox + 4, oy1, D + 14],
                [-ox, oy1, D],
              ],
              '#2b2521',
            ) +
            quad(
              ctx,
              [
                [ox, oy0, D],
                [ox - 4, oy0, D + 14],
                [ox - 4, oy1, D + 14],
                [ox, oy1, D],
              ],
              '#2b2521',
            ) +
            glowEllipse(ctx, oc[0], oc[1] + ow * 0.22, ow * 0.42, ow * 0.2, fire, 0.48) +
            cornerShade(ctx, [-ox, oy1, D], [ox, oy1, D], [ox, oy1 - 10, D], [-ox, oy1 - 10, D], 0.6) +
            `</g>`,
        )
        out.push(metalStrip(ctx, [-ox - 0.8, oy1, D - 0.1], [ox + 0.8, oy1, D - 0.1], [0, 1, 0], 0.8, spec.trim ?? '#2a2a2a'))
        out.push(metalStrip(ctx, [-ox - 0.8, oy0, D - 0.1], [-ox - 0.8, oy1, D - 0.1], [1, 0, 0], 0.8, spec.trim ?? '#2a2a2a'))
        out.push(metalStrip(ctx, [ox, oy0, D - 0.1], [ox, oy1, D - 0.1], [1, 0, 0], 0.8, spec.trim ?? '#2a2a2a'))
      }
      // hearth slab
      const sec = spec.secondary?.colours[0] ?? '#3a3836'
      const hw = 34
      const hd = 16
      const hy = 2.5
      out.push(
        quad(
          ctx,
          [
            [-hw, hy, D - hd],
            [hw, hy, D - hd],
            [hw, hy, D],
            [-hw, hy, D],
          ],
          shadeHex(sec, 1.08),
        ),
      )
      out.push(
        quad(
          ctx,
          [
            [-hw, 0, D - hd],
            [hw, 0, D - hd],
            [hw, hy, D - hd],
            [-hw, hy, D - hd],
          ],
          shadeHex(sec, 0.78),
        ),
      )
      out.push(
        quad(
          ctx,
          [
            [hw, 0, D - hd],
            [hw, 0, D],
            [hw, hy, D],
            [hw, hy, D - hd],
          ],
          shadeHex(sec, 0.6),
        ),
      )
      out.push(
        quad(
          ctx,
          [
            [-hw, 0, D - hd],
            [-hw, 0, D],
            [-hw, hy, D],
            [-hw, hy, D - hd],
          ],
          shadeHex(sec, 0.6),
        ),
      )
      // mantel
      const wood = '#6b4a2f'
      const my0 = 52
      const my1 = 58
      const mw = 40
      const md = 9
      out.push(cornerShade(ctx, [-mw, my0, D], [mw, my0, D], [mw, my0 - 6, D], [-mw, my0 - 6, D], 0.45))
      out.push(
        quad(
          ctx,
          [
            [-mw, my0, D - md],
            [mw, my0, D - md],
            [mw, my0, D],
            [-mw, my0, D],
          ],
          shadeHex(wood, 0.5),
        ),
      )
      out.push(
        quad(
          ctx,
          [
            [-mw, my1, D - md],
            [mw, my1, D - md],
            [mw, my1, D],
            [-mw, my1, D],
          ],
          shadeHex(wood, 1.15),
        ),
      )
      out.push(
        quad(
          ctx,
          [
            [-mw, my0, D - md],
            [mw, my0, D - md],
            [mw, my1, D - md],
            [-mw, my1, D - md],
          ],
          wood,
        ),
      )
      out.push(
        quad(
          ctx,
          [
            [mw, my0, D - md],
            [mw, my0, D],
            [mw, my1, D],
            [mw, my1, D - md],
          ],
          shadeHex(wood, 0.7),
        ),
      )
      out.push(
        quad(
          ctx,
          [
            [-mw, my0, D - md],
            [-mw, my0, D],
            [-mw, my1, D],
            [-mw, my1, D - md],
          ],
          shadeHex(wood, 0.7),
        ),
      )
      return out
    },
  }
}
