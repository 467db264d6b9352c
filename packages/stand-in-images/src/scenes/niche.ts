// A shower niche: a recess in a tiled wall with tiled sides, a stone sill, optional metal trim
// around the opening and optional shower valve beside it.
import { shadeHex } from '../colour'
import { clipOf, faceLight } from '../context'
import { makeCamera, projectWorldPoly } from '../geometry/camera'
import type { Box } from '../geometry/polygon'
import type { V3 } from '../geometry/vector'
import { levelRect, wallRect } from '../geometry/world-rect'
import { drawSurface } from '../surface'
import { pathD } from '../svg'
import { valve } from './fixtures'
import { reflectionAt, secondSurface, wallPlane, WHOLE_WALL, type Scene, type SceneSetup } from './kit'
import { cornerShade, metalStrip, quad } from './parts'

/** The niche is tall or wide at random and sits a little off centre; the camera looks at it nearly square on. */
export function nicheScene({ spec, W, H, fov, zoom, yaw, main, gloss, rng }: SceneSetup): Scene {
  const D = rng.range(64, 74)
  const tall = rng.chance(0.55)
  const nw = tall ? 13 : 25
  const nh = tall ? 25 : 13
  const toward = rng.pick([-1, 1])
  const cx = toward * rng.range(5, 11)
  const cy = rng.range(-1, 5)
  const x0 = cx - nw / 2
  const x1 = cx + nw / 2
  const y0 = cy - nh / 2
  const y1 = cy + nh / 2
  const depth = 3.75
  const cam = makeCamera(W, H, fov, zoom, [0, 0, 0], yaw * 0.6, rng.range(-2, 3))
  return {
    cam,
    build: (ctx, tx) => {
      const out: string[] = []
      const pl = wallPlane(D)
      const reflection = reflectionAt(gloss, cam, [-toward * 16, 12, D], 0.18, 0.3, 0.2)
      const wall = drawSurface(ctx, { plane: pl, ext: WHOLE_WALL, tiles: main, shade: 1, reflection }, tx)
      if (wall) out.push(wall.svg)
      const opening = projectWorldPoly(ctx.cam, wallRect(x0, x1, y0, y1, D))
      if (opening.length < 3) return out
      const inner: string[] = []
      const sec = secondSurface(spec, '')
      const d2 = D + depth
      const back = drawSurface(
        ctx,
        { plane: wallPlane(d2), ext: { a0: x0 - 1, a1: x1 + 1, b0: -y1 - 1, b1: -y0 + 1 }, tiles: sec.tiles ?? main, shade: 0.82 },
        tx,
      )
      if (back) inner.push(back.svg)
      // the niche's tiled sides and top, each lit by how it faces the window
      const face = (O: V3, U: V3, V: V3, ext: Box, shade: number) =>
        drawSurface(ctx, { plane: { O, U, V }, ext, tiles: main, shade }, tx)?.svg ?? ''
      inner.push(face([x1, y1, D], [0, 0, 1], [0, -1, 0], { a0: 0, a1: depth, b0: 0, b1: nh }, 0.78 * faceLight(ctx, [-1, 0, 0])))
      inner.push(face([x0, y1, D], [0, 0, 1], [0, -1, 0], { a0: 0, a1: depth, b0: 0, b1: nh }, 0.78 * faceLight(ctx, [1, 0, 0])))
      inner.push(face([x0, y1, D], [1, 0, 0], [0, 0, 1], { a0: 0, a1: nw, b0: 0, b1: depth }, 0.45))
      inner.push(cornerShade(ctx, wallRect(x0, x1, y1, y1 - nh * 0.6, d2), 0.4))
      out.push(`<g clip-path="${clipOf(ctx, pathD(opening))}">${inner.join('')}</g>`)
      // a stone shelf as the sill, standing a little proud of the wall
      const sill = spec.secondary && !spec.secondary.pattern ? spec.secondary.colours[0] : '#eeebe5'
      out.push(quad(ctx, levelRect(x0, x1, y0, D - 0.5, d2), shadeHex(sill, 1.02)))
      out.push(cornerShade(ctx, levelRect(x0, x1, y0, d2, D), 0.2))
      out.push(quad(ctx, wallRect(x0, x1, y0, y0 - 0.6, D - 0.5), shadeHex(sill, 0.8)))
      out.push(cornerShade(ctx, wallRect(x0, x1, y0 - 0.6, y0 - 2, D), 0.25))
      if (spec.trim) {
        const t = 0.45
        out.push(metalStrip(ctx, [x0 - t, y1, D - 0.05], [x1 + t, y1, D - 0.05], [0, 1, 0], t, spec.trim))
        out.push(metalStrip(ctx, [x0 - t, y0 - 0.6, D - 0.55], [x1 + t, y0 - 0.6, D - 0.55], [0, -1, 0], t, spec.trim))
        out.push(metalStrip(ctx, [x0, y0 - t, D - 0.05], [x0, y1 + t, D - 0.05], [-1, 0, 0], t, spec.trim))
        out.push(metalStrip(ctx, [x1, y0 - t, D - 0.05], [x1, y1 + t, D - 0.05], [1, 0, 0], t, spec.trim))
      }
      if (spec.fixture) out.push(valve(ctx, pl, cx - toward * rng.range(19, 24), -(y0 - rng.range(5, 9)), spec.fixture))
      return out
    },
  }
}
