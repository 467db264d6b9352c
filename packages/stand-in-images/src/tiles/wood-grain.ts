// Wood grain for wood-look planks: wavy lines along the plank and, on some planks, cathedral arches.
import { mixHex } from '../colour'
import { type Ctx } from '../context'
import { projectPt, type Plane } from '../geometry/camera'
import type { P2 } from '../geometry/polygon'
import { clamp } from '../math'
import type { Rng } from '../random'
import { n1, pathD } from '../svg'

export function drawGrain(ctx: Ctx, plane: Plane, poly: P2[], axis: P2, colour: string, scale: number, rng: Rng, out: string[]) {
  // plank frame: s along the axis, t across it
  const nrm: P2 = [-axis[1], axis[0]]
  const ss = poly.map((p) => p[0] * axis[0] + p[1] * axis[1])
  const ts = poly.map((p) => p[0] * nrm[0] + p[1] * nrm[1])
  const s0 = Math.min(...ss)
  const s1 = Math.max(...ss)
  const t0 = Math.min(...ts)
  const t1 = Math.max(...ts)
  const width = t1 - t0
  const dark = mixHex(colour, '#2a1708', 0.5)
  const light = mixHex(colour, '#fff1d6', 0.3)
  const toImg = (s: number, t: number) => projectPt(ctx.cam, plane, s * axis[0] + t * nrm[0], s * axis[1] + t * nrm[1])
  const stroke = (pts: P2[], isDark: boolean, w: number, a: number) => {
    if (pts.length > 1)
      out.push(
        `<path d="${pathD(pts, false)}" stroke="${isDark ? dark : light}" stroke-width="${n1(w)}" stroke-opacity="${a.toFixed(2)}" fill="none"/>`,
      )
  }
  const lines = Math.round(clamp(width * 3, 10, 32))
  const lam = rng.range(40, 90)
  const ph = rng.range(0, 6.3)
  for (let i = 0; i < lines; i++) {
    const tBase = t0 + rng.next() * width
    const amp = rng.range(0.02, 0.08) * width
    const wob = rng.range(0.01, 0.05)
    const pts: P2[] = []
    let jitter = 0
    const n = 24
    for (let k = 0; k <= n; k++) {
      const s = s0 + ((s1 - s0) * k) / n
      jitter = jitter * 0.8 + rng.normal() * wob
      const t = tBase + Math.sin((s / lam) * 6.283 + ph) * amp + jitter
      if (t < t0 || t > t1) continue
      const q = toImg(s, t)
      if (q) pts.push(q)
    }
    const isDark = rng.chance(0.75)
    stroke(pts, isDark, Math.max(0.4, scale * rng.range(0.025, 0.08)), isDark ? rng.range(0.16, 0.42) : rng.range(0.1, 0.25))
  }
  // cathedral arches: nested parabolas pointing along the plank
  if (rng.chance(0.55)) {
    const tc = t0 + width * rng.range(0.3, 0.7)
    const tip = s0 + (s1 - s0) * rng.range(0.3, 0.8)
    const rings = rng.int(4, 8)
    const gap = rng.range(1.2, 3)
    for (let j = 0; j < rings; j++) {
      const st = tip + j * gap
      const c = rng.range(0.04, 0.09) * width
      const pts: P2[] = []
      for (let k = -20; k <= 20; k++) {
        const back = (k / 20) ** 2 * (s1 - s0) * 0.45
        const t = tc + Math.sign(k) * Math.sqrt(back * c * 2)
        if (t < t0 || t > t1) continue
        const q = toImg(st - back, t)
        if (q) pts.push(q)
      }
      stroke(pts, true, Math.max(0.35, scale * 0.05), rng.range(0.15, 0.32))
    }
  }
}
