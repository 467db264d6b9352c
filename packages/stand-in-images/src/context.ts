// The drawing context of one picture: its camera, light and randomness, and the <defs> every part
// adds to (gradients, clips, blurs), each under an id of its own.
import type { Camera } from './geometry/camera'
import type { P2 } from './geometry/polygon'
import { dot, norm, type V3 } from './geometry/vector'
import type { Rng } from './random'
import { n1, stopsSvg, type Stop } from './svg'

export type Ctx = {
  cam: Camera
  rng: Rng
  defs: string[]
  uid: (prefix: string) => string
  light: V3 // direction towards the light, world space
  lightImg: P2 // direction towards the light, image space
  side: number // -1 window on the left, 1 on the right
}

export function linGrad(ctx: Ctx, x1: number, y1: number, x2: number, y2: number, stops: Stop[]) {
  const id = ctx.uid('g')
  ctx.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}">${stopsSvg(stops)}</linearGradient>`,
  )
  return `url(#${id})`
}
export function radGrad(ctx: Ctx, cx: number, cy: number, r: number, stops: Stop[], sy = 1, rot = 0) {
  const id = ctx.uid('r')
  ctx.defs.push(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="${n1(r)}" gradientTransform="translate(${n1(cx)} ${n1(cy)}) rotate(${n1(rot)}) scale(1 ${sy.toFixed(3)})">${stopsSvg(stops)}</radialGradient>`,
  )
  return `url(#${id})`
}
/** A glow: an ellipse filled with a radial gradient of the same centre and width (`attrs` go first). */
export function glowEllipse(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, stops: Stop[], sy = ry / rx, attrs = '') {
  return `<ellipse ${attrs}cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="${radGrad(ctx, cx, cy, rx, stops, sy)}"/>`
}
export function clipOf(ctx: Ctx, d: string) {
  const id = ctx.uid('c')
  ctx.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`)
  return `url(#${id})`
}
export function blurOf(ctx: Ctx, sd: number) {
  const id = ctx.uid('b')
  ctx.defs.push(`<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${sd.toFixed(2)}"/></filter>`)
  return `url(#${id})`
}

/** Lambert-ish brightness of a face with normal n, relative to a wall facing the camera. */
export function faceLight(ctx: Ctx, n: V3) {
  const k = (v: V3) => 0.55 + 0.55 * Math.max(0, dot(norm(v), ctx.light))
  return k(n) / k([0, 0, -1])
}
