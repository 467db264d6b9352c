// Slight tile-to-tile variation, as in real tile: a stable pseudo-random shade per tile index.
const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16)
const toHex = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0')

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0), |amount| <= 1. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0
  const a = Math.abs(amount)
  return `#${[0, 1, 2].map((i) => toHex(channel(hex, i) + (target - channel(hex, i)) * a)).join('')}`
}

/** A number in [-1, 1) that depends only on the index (a small integer hash). */
export function jitter(index: number): number {
  let x = (index + 1) * 0x9e3779b1
  x = Math.imul(x ^ (x >>> 15), 0x85ebca6b)
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35)
  x ^= x >>> 16
  return ((x >>> 0) / 0x100000000) * 2 - 1
}

/** The fill of tile `index`: the base colour nudged up to 7% lighter or darker. */
export const tileTone = (base: string, index: number) => shade(base, jitter(index) * 0.07)
