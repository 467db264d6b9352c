// Large-scale texture that keeps surfaces from looking flat: seeded value noise rendered to small
// PNGs (cloud and mottle veils) plus shared gradients, defined once per picture and reused.
import sharp from 'sharp'
import type { Ctx } from './context'
import { clamp } from './math'
import type { Rng } from './random'

export type Textures = { cloudId: string; mottleId: string; blobLight: string; blobDark: string; poolId: string; veinAngle: number }

/** Periodic value noise in -1..1, `cells` lattice cells across the first octave. */
function valueNoise(w: number, h: number, cells: number, octaves: number, rng: Rng, stretch = 1): Float32Array {
  const out = new Float32Array(w * h)
  let amp = 1
  let total = 0
  for (let o = 0; o < octaves; o++) {
    const gx = cells * 2 ** o
    const gy = Math.max(1, Math.round((gx * h) / w / stretch))
    const lat = Float32Array.from({ length: gx * gy }, () => rng.next() * 2 - 1)
    for (let y = 0; y < h; y++) {
      const fy = (y / h) * gy
      const iy = Math.floor(fy)
      const ty = fy - iy
      const sy = ty * ty * (3 - 2 * ty)
      const r0 = (iy % gy) * gx
      const r1 = ((iy + 1) % gy) * gx
      for (let x = 0; x < w; x++) {
        const fx = (x / w) * gx
        const ix = Math.floor(fx)
        const tx = fx - ix
        const sx = tx * tx * (3 - 2 * tx)
        const x0 = ix % gx
        const x1 = (ix + 1) % gx
        const top = lat[r0 + x0] + (lat[r0 + x1] - lat[r0 + x0]) * sx
        const bot = lat[r1 + x0] + (lat[r1 + x1] - lat[r1 + x0]) * sx
        out[y * w + x] += (top + (bot - top) * sy) * amp
      }
    }
    total += amp
    amp *= 0.55
  }
  for (let i = 0; i < out.length; i++) out[i] = clamp((out[i] / total) * 1.8, -1, 1)
  return out
}

/** Noise as light and dark veils: white where positive, black where negative, alpha = |n|. */
async function noisePng(n: Float32Array, w: number, h: number) {
  const px = Buffer.alloc(w * h * 4)
  for (let i = 0; i < n.length; i++) {
    const v = n[i]
    const c = v > 0 ? 255 : 0
    px[i * 4] = c
    px[i * 4 + 1] = c
    px[i * 4 + 2] = c
    px[i * 4 + 3] = Math.round(Math.abs(v) * 255)
  }
  const png = await sharp(px, { raw: { width: w, height: h, channels: 4 } })
    .png({ compressionLevel: 3 })
    .toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

export async function makeTextures(ctx: Ctx): Promise<Textures> {
  const { W, H } = ctx.cam
  const cw = Math.round(W / 6)
  const ch = Math.round(H / 6)
  const mw = Math.round(W / 4)
  const mh = Math.round(H / 4)
  const cloud = await noisePng(valueNoise(cw, ch, 3, 5, ctx.rng.fork('cloud')), cw, ch)
  const mottle = await noisePng(valueNoise(mw, mh, 16, 4, ctx.rng.fork('mottle')), mw, mh)
  const [cloudId, mottleId, blobLight, blobDark, poolId] = ['cloud', 'mottle', 'bl', 'bd', 'pool'].map((p) => ctx.uid(p)) as [
    string,
    string,
    string,
    string,
    string,
  ]
  const blob = (id: string, c: string) =>
    `<radialGradient id="${id}"><stop offset="0" stop-color="${c}" stop-opacity="1"/><stop offset="0.5" stop-color="${c}" stop-opacity="0.55"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`
  ctx.defs.push(
    `<image id="${cloudId}" href="${cloud}" width="${W}" height="${H}" preserveAspectRatio="none"/>`,
    `<image id="${mottleId}" href="${mottle}" width="${W}" height="${H}" preserveAspectRatio="none"/>`,
    blob(blobLight, '#fff'),
    blob(blobDark, '#000'),
    `<radialGradient id="${poolId}"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`,
  )
  return { cloudId, mottleId, blobLight, blobDark, poolId, veinAngle: ctx.rng.range(-60, 60) }
}
