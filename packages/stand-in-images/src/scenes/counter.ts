// A counter scene: a tiled backsplash above a stone counter top with cabinets below it, and in a
// kitchen the wall cabinets above, with under-cabinet lights pooling on the tiles.
import { isLight, mixHex, shadeHex } from '../colour'
import { clipOf, faceLight, glowEllipse, linGrad } from '../context'
import { makeCamera, projectPt } from '../geometry/camera'
import { dist } from '../geometry/polygon'
import { levelRect, wallRect } from '../geometry/world-rect'
import { drawSurface } from '../surface'
import { pathD, type Stop } from '../svg'
import { cabinets } from './fixtures'
import { BIG, reflectionAt, slabSurface, wallPlane, type Scene, type SceneSetup } from './kit'
import { cornerShade, highlightStrip, quad } from './parts'

const CABINETS = ['#f1eee8', '#2f3e4e', '#7b5a3c', '#5f6f5e', '#e8e2d6']

/** The camera is placed so that the wall line and the counter's front edge fall where a photographer would frame them. */
export function counterScene({ spec, W, H, fov, zoom, yaw, main, gloss, rng }: SceneSetup): Scene {
  const D = rng.range(52, 64)
  const front = D - 25
  const kitchen = spec.room === 'kitchen'
  // choose the camera height and tilt that put the wall line and the counter's edge where wanted
  const f = makeCamera(W, H, fov, zoom, [0, 0, 0], 0, 0).f
  const lineAt = rng.range(0.66, 0.74) * H
  const edgeAt = rng.range(0.88, 0.93) * H
  let best = { drop: 10, pitch: 5, err: Infinity }
  for (let drop = 3; drop <= 30; drop += 0.25) {
    const pitch = Math.atan(drop / D) - Math.atan((lineAt - H / 2) / f)
    const err = Math.abs(H / 2 + f * Math.tan(Math.atan(drop / front) - pitch) - edgeAt)
    if (err < best.err) best = { drop, pitch: (pitch * 180) / Math.PI, err }
  }
  const counterY = -best.drop
  const cabY = counterY + 18
  const cam = makeCamera(W, H, fov, zoom, [0, 0, 0], yaw, best.pitch)
  return {
    cam,
    build: (ctx, tx) => {
      const out: string[] = []
      const wall = drawSurface(
        ctx,
        {
          plane: wallPlane(D),
          ext: { a0: -BIG, a1: BIG, b0: -(kitchen ? cabY : 80), b1: -counterY },
          tiles: main,
          shade: 1,
          reflection: reflectionAt(gloss, cam, [ctx.side * 18, cabY - 4, D], 0.22, 0.2, 0.2),
        },
        tx,
      )
      if (wall) out.push(wall.svg)
      const topColour = spec.secondary?.colours[0] ?? (isLight(spec.colours[0]) ? '#2c2d31' : '#ebe8e2')
      const topMat = spec.secondary?.material ?? 'porcelain'
      // under-cabinet lights pool on the tiles
      if (kitchen && wall) {
        const glows: string[] = []
        for (let x = -120; x <= 120; x += 32) {
          const p = projectPt(cam, wallPlane(D), x + ctx.side * 6, -(cabY - 1))
          const e = projectPt(cam, wallPlane(D), x + 14 + ctx.side * 6, -(cabY - 1))
          if (!p || !e) continue
          const r = dist(p, e) * 1.2
          const stops: Stop[] = [
            [0, '#fff3dc', 0.38],
            [0.5, '#fff3dc', 0.13],
            [1, '#fff3dc', 0],
          ]
          glows.push(glowEllipse(ctx, p[0], p[1], r, r * 1.4, stops, 1.4))
        }
        out.push(
          `<g clip-path="${clipOf(ctx, pathD(wall.outline))}"><rect width="${W}" height="${H}" fill="#000" fill-opacity="0.1"/>${glows.join('')}</g>`,
        )
      }
      out.push(cornerShade(ctx, wallRect(-BIG, BIG, counterY, counterY + 1.6, D), 0.35))
      const top = drawSurface(
        ctx,
        {
          plane: { O: [0, counterY, front], U: [1, 0, 0], V: [0, 0, 1] },
          ext: { a0: -BIG, a1: BIG, b0: 0, b1: 25 },
          tiles: slabSurface(topColour, topMat, spec.secondary?.vein),
          slab: true,
          texture: 0.35,
          shade: faceLight(ctx, [0, 1, 0]) * 1.02,
        },
        tx,
      )
      if (top) {
        out.push(top.svg)
        // the backsplash and the lights reflect faintly in the polished top
        const a = projectPt(cam, { O: [0, counterY, D], U: [1, 0, 0], V: [0, 0, -1] }, 0, 0)
        const b = projectPt(cam, { O: [0, counterY, D], U: [1, 0, 0], V: [0, 0, -1] }, 0, 12)
        if (a && b)
          out.push(
            `<g clip-path="${clipOf(ctx, pathD(top.outline))}"><rect width="${W}" height="${H}" fill="${linGrad(
              ctx,
              a[0],
              a[1],
              b[0],
              b[1],
              [
                [0, '#ffffff', isLight(topColour) ? 0.05 : 0.1],
                [1, '#ffffff', 0],
              ],
            )}"/></g>`,
          )
      }
      out.push(cornerShade(ctx, levelRect(-BIG, BIG, counterY, D, D - 3), 0.3))
      // the slab's eased front edge and the cabinets below it
      out.push(quad(ctx, wallRect(-BIG, BIG, counterY, counterY - 1.25, front), shadeHex(topColour, 0.85)))
      out.push(highlightStrip(ctx, [-BIG, counterY, front], [BIG, counterY, front], [0, -1, 0], 0.2, mixHex(topColour, '#ffffff', 0.55)))
      const cab = rng.pick(CABINETS)
      out.push(cabinets(ctx, front + 0.75, counterY - 1.25, counterY - 36, cab, 'top', rng.range(-9, 9)))
      out.push(cornerShade(ctx, wallRect(-BIG, BIG, counterY - 1.25, counterY - 3.5, front + 0.75), 0.5))
      if (kitchen) {
        const cabFront = D - 13
        out.push(quad(ctx, levelRect(-BIG, BIG, cabY, cabFront, D), shadeHex(cab, 0.4)))
        out.push(highlightStrip(ctx, [-BIG, cabY - 0.01, D - 2.5], [BIG, cabY - 0.01, D - 2.5], [0, 0, -1], 0.7, '#fff8ea', 0.9))
        out.push(cabinets(ctx, cabFront, cabY, cabY + 36, cab, 'bottom', rng.range(-9, 9)))
      }
      return out
    },
  }
}
