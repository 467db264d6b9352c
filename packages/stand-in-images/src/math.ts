// Number helpers every layer uses.

export const clamp = (v: number, a: number, b: number) => Math.min(b, Math.max(a, v))
export const rad = (d: number) => (d * Math.PI) / 180
