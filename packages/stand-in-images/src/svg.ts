// SVG text shared by every part of a picture: numbers rounded to a tenth of a pixel (smaller files,
// no visible change), path data, gradient stops and an overlay that shades what lies under it.
import type { P2 } from './geometry/polygon'

export const n1 = (v: number) => (Math.round(v * 10) / 10).toString()
export const pathD = (pts: P2[], close = true) => pts.map((p, i) => `${i ? 'L' : 'M'}${n1(p[0])},${n1(p[1])}`).join('') + (close ? 'Z' : '')

/** A gradient stop: offset, colour, opacity. */
export type Stop = [number, string, number]
export const stopsSvg = (stops: Stop[]) =>
  stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a.toFixed(3)}"/>`).join('')

/** Overlay that darkens (f < 1) or lightens (f > 1) whatever is under it. */
export const shadeFill = (f: number) =>
  f < 1 ? `fill="#000" fill-opacity="${(1 - f).toFixed(3)}"` : `fill="#fff" fill-opacity="${Math.min(0.6, f - 1).toFixed(3)}"`
