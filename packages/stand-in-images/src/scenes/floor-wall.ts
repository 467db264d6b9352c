// A floor running back to a wall: the tiled floor sharp in the foreground, the wall (tiled, or
// painted with a skirting board) soft behind it, with optional trim where they meet.
import { faceLight } from '../context'
import { makeCamera } from '../geometry/camera'
import { levelRect, wallRect } from '../geometry/world-rect'
import { drawSurface } from '../surface'
import { patternRotation } from '../tiles/patterns'
import { BIG, floorPlane, reflectionAt, secondSurface, wallPlane, type Scene, type SceneSetup } from './kit'
import { cornerShade, highlightStrip, metalStrip, quad } from './parts'

/** The camera pitch puts the floor-wall line a quarter to a third of the way down the frame. */
export function floorWallScene({ spec, W, H, fov, zoom, yaw, main, gloss, rng }: SceneSetup): Scene {
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
      const wall = drawSurface(ctx, { plane: wallPlane(Dw), ext: { a0: -BIG, a1: BIG, b0: -120, b1: 0 }, ...sec, shade: 0.97 }, tx)
      if (wall) out.push(wall.svg)
      if (!sec.tiles) {
        out.push(quad(ctx, wallRect(-BIG, BIG, 0, 4.5, Dw - 0.6), '#f4f2ee'))
        out.push(highlightStrip(ctx, [-BIG, 4.5, Dw - 0.6], [BIG, 4.5, Dw - 0.6], [0, -1, 0], 0.3, '#ffffff'))
      }
      const floor = drawSurface(
        ctx,
        {
          plane: floorPlane(0),
          ext: { a0: -BIG, a1: BIG, b0: 0, b1: Dw - (sec.tiles ? 0 : 0.6) },
          tiles: main,
          theta: patternRotation(main.pattern, true),
          shade: faceLight(ctx, [0, 1, 0]),
          reflection: reflectionAt(gloss, cam, [ctx.side * 20, 0, Dw * 0.55], 0.16, 0.3, 0.3),
        },
        tx,
      )
      if (floor) out.push(floor.svg)
      out.push(cornerShade(ctx, levelRect(-BIG, BIG, 0, Dw - 0.6, Dw - 5), 0.35))
      if (spec.trim) out.push(metalStrip(ctx, [-BIG, 0, Dw - 0.75], [BIG, 0, Dw - 0.75], [0, 1, 0], 1.1, spec.trim))
      return out
    },
  }
}
