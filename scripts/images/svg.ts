// SVG writing helpers shared by every part of a picture: the drawing context, path data, gradient,
// clip and blur definitions, and the brightness of a face under the scene's light.
import type { Camera } from './geometry/camera'
import type { P2 } from './geometry/polygon'
import type { Rng } from './random'
import { dot, norm, type V3 } from './geometry/vector'

export const n1 = (v: number) => (Math.round(v * 10) / 10).toString()
export const pathD = (pts: P2[], close = true) => pts.map((p, i) => `${i ? 'L' : 'M'}${n1(p[0])},${n1(p[1])}`).join('') + (close ? 'Z' : '')

export type Ctx = {
  cam: Camera
  rng: Rng
  defs: string[]
  uid: (prefix: string) => string
  light: V3 // direction towards the light, world space
  lightImg: P2 // direction towards the light, image space
  side: number // -1 window on the left, 1 on the right
}

export function linGrad(ctx: Ctx, x1: number, y1: number, x2: number, y2: number, stops: [number, string, number][]) {
  const id = ctx.uid('g')
  ctx.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}">${stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a.toFixed(3)}"/>`)
      .join('')}</linearGradient>`,
  )
  return `url(#${id})`
}
export function radGrad(ctx: Ctx, cx: number, cy: number, r: number, stops: [number, string, number][], sy = 1, rot = 0) {
  const id = ctx.uid('r')
  ctx.defs.push(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="${n1(r)}" gradientTransform="translate(${n1(cx)} ${n1(cy)}) rotate(${n1(rot)}) scale(1 ${sy.toFixed(3)})">${stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a.toFixed(3)}"/>`)
      .join('')}</radialGradient>`,
  )
  return `url(#${id})`
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
/** Overlay that darkens (f < 1) or lightens (f > 1) whatever is under it. */
export const shadeFill = (f: number) =>
  f < 1 ? `fill="#000" fill-opacity="${(1 - f).toFixed(3)}"` : `fill="#fff" fill-opacity="${Math.min(0.6, f - 1).toFixed(3)}"`

/** Lambert-ish brightness of a face with normal n, relative to a wall facing the camera. */
export function faceLight(ctx: Ctx, n: V3) {
  const k = (v: V3) => 0.55 + 0.55 * Math.max(0, dot(norm(v), ctx.light))
  return k(n) / k([0, 0, -1])
}
