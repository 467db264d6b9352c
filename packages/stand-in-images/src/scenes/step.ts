// Steps seen from above: tiled treads and risers (the risers may use the secondary tile), each
// nosing catching the light and casting a soft shadow on the tread below.
import { faceLight } from '../context'
import { makeCamera } from '../geometry/camera'
import { levelRect } from '../geometry/world-rect'
import { drawSurface } from '../surface'
import { patternRotation } from '../tiles/patterns'
import { BIG, secondSurface, type Scene, type SceneSetup } from './kit'
import { cornerShade, highlightStrip } from './parts'

/** Two steps up from the floor the camera stands on, looking down at them. */
export function stepScene({ spec, W, H, fov, zoom, yaw, main, rng }: SceneSetup): Scene {
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
        const s = drawSurface(
          ctx,
          {
            plane: { O: [0, lv.y, lv.z0], U: [1, 0, 0], V: [0, 0, 1] },
            ext: { a0: -BIG, a1: BIG, b0: 0, b1: lv.z1 - lv.z0 },
            tiles: main,
            theta: th,
            shade: lit,
          },
          tx,
        )
        if (s) out.push(s.svg)
        if (i < 2) {
          const rz = levels[i + 1].z1
          const ry = levels[i + 1].y
          const r = drawSurface(
            ctx,
            {
              plane: { O: [0, ry + rise, rz], U: [1, 0, 0], V: [0, -1, 0] },
              ext: { a0: -BIG, a1: BIG, b0: 0, b1: rise },
              tiles: riser,
              shade: 0.78,
            },
            tx,
          )
          if (r) out.push(r.svg)
          out.push(highlightStrip(ctx, [-BIG, ry + rise, rz], [BIG, ry + rise, rz], [0, -1, 0], 0.25, '#ffffff'))
          out.push(cornerShade(ctx, levelRect(-BIG, BIG, ry, rz, rz - 6), 0.35))
        }
      })
      return out
    },
  }
}
