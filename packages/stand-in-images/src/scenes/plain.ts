// Scenes with no depth to them (depth "none"): a tiled floor seen from above, possibly half laid,
// or a tiled wall seen face on with optional trim and shower valve.
import { faceLight } from '../context'
import { makeCamera } from '../geometry/camera'
import { drawSurface } from '../surface'
import { patternRotation } from '../tiles/patterns'
import { valve } from './fixtures'
import { BIG, floorPlane, reflectionAt, wallPlane, WHOLE_WALL, type Scene, type SceneSetup } from './kit'
import { metalStrip } from './parts'

/** A floor seen from above; `spec.progress` leaves part of it bare, as during the job. */
export function floorScene({ spec, W, H, fov, zoom, yaw, main, gloss, rng }: SceneSetup): Scene {
  const h = rng.range(55, 65)
  const cam = makeCamera(W, H, fov, zoom, [0, h, 0], yaw, rng.range(52, 64))
  return {
    cam,
    dof: { sharpBelow: 0.5, softAbove: 0, amount: 0.65 },
    build: (ctx, tx) => {
      const floor = drawSurface(
        ctx,
        {
          plane: floorPlane(0),
          ext: { a0: -BIG, a1: BIG, b0: 0, b1: 300 },
          ...(spec.progress !== undefined ? { progress: spec.progress } : {}),
          tiles: main,
          theta: patternRotation(main.pattern, true),
          shade: faceLight(ctx, [0, 1, 0]),
          reflection: reflectionAt(gloss, cam, [ctx.side * 22, 0, h * 1.3], 0.2, 0.35, 0.28),
        },
        tx,
      )
      return floor ? [floor.svg] : []
    },
  }
}

/** A wall seen face on. */
export function wallScene({ spec, W, H, fov, zoom, yaw, main, gloss, rng }: SceneSetup): Scene {
  const D = rng.range(44, 60)
  const cam = makeCamera(W, H, fov, zoom, [0, 0, 0], yaw, rng.range(-3, 3))
  return {
    cam,
    build: (ctx, tx) => {
      const pl = wallPlane(D)
      const out: string[] = []
      const reflection = reflectionAt(gloss, cam, [ctx.side * 20, 10, D], 0.2, 0.32, 0.22)
      const wall = drawSurface(ctx, { plane: pl, ext: WHOLE_WALL, tiles: main, shade: 1, reflection }, tx)
      if (wall) out.push(wall.svg)
      if (spec.trim) out.push(metalStrip(ctx, [-BIG, -9, D - 0.05], [BIG, -9, D - 0.05], [0, 1, 0], 0.5, spec.trim))
      if (spec.fixture) out.push(valve(ctx, pl, ctx.side * -8, 4, spec.fixture))
      return out
    },
  }
}
