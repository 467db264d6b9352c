// Hex colour arithmetic: mixing, shading, luma and a per-tile jitter in HSL, because tiles from one
// batch are never exactly the same colour.
import { clamp } from './math'
import type { Rng } from './random'

export type RGB = [number, number, number]
export const hexToRgb = (h: string): RGB => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as RGB
export const toHex = (c: RGB) =>
  '#' +
  c
    .map((v) =>
      Math.round(clamp(v, 0, 1) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
export const mixHex = (a: string, b: string, t: number) => {
  const x = hexToRgb(a)
  const y = hexToRgb(b)
  return toHex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as RGB)
}
export const shadeHex = (h: string, f: number) => toHex(hexToRgb(h).map((v) => v * f) as RGB)
export const luma = (h: string) => {
  const [r, g, b] = hexToRgb(h)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
function rgbToHsl([r, g, b]: RGB): RGB {
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  if (max === min) return [0, 0, l]
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  return [h * 60, s, l]
}
function hslToRgb([h, s, l]: RGB): RGB {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return [f(0), f(8), f(4)]
}
export function jitterHex(hex: string, rng: Rng, dl: number, dh: number, ds: number) {
  const [h, s, l] = rgbToHsl(hexToRgb(hex))
  // dark and pale colours vary less in absolute lightness than mid tones
  const k = clamp(Math.min(l, 1 - l) * 2.5, 0.25, 1)
  return toHex(
    hslToRgb([(h + rng.normal() * dh + 360) % 360, clamp(s * (1 + rng.normal() * ds), 0, 1), clamp(l + rng.normal() * dl * k, 0, 1)]),
  )
}
export const isLight = (h: string) => luma(h) > 0.5
