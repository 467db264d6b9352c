// Renders a photo-like picture of finished tile work from a short spec, to stand in until a real
// photograph exists. Each image is a small 3D scene (a wall, a floor, a counter, a niche, a
// fireplace, a step) seen through a pinhole camera (compose.ts and the modules of scenes/). This
// module is the entry point: sharp (librsvg) rasterises the composed SVG, then depth of field, a
// warm or cool cast and film grain are applied. Everything is seeded by the image id.
import sharp from 'sharp'
import type { RGB } from './colour'
import { compose } from './compose'
import { clamp } from './math'
import { Rng, seedFrom } from './random'
import { SOURCE_SIZES } from './source-sizes'
import type { StandIn } from './spec'

/** Draws one picture as a PNG at its aspect's size (source-sizes.ts). */
export async function renderStandIn(entry: StandIn): Promise<Buffer> {
  const { svg, dof } = await compose(entry, SOURCE_SIZES[entry.aspect])
  const { width: W, height: H } = SOURCE_SIZES[entry.aspect]
  const sharpPx = await sharp(Buffer.from(svg), { unlimited: true }).removeAlpha().raw().toBuffer()
  // depth of field: the far part of a floor goes soft, as with a real lens focused near
  const soft = dof
    ? await sharp(sharpPx, { raw: { width: W, height: H, channels: 3 } })
        .blur((W / 1800) * 2.6)
        .raw()
        .toBuffer()
    : null
  const out = Buffer.alloc(W * H * 3)
  const noise = new Int8Array(65536)
  const grng = new Rng(seedFrom(`${entry.id}:grain`))
  for (let i = 0; i < noise.length; i++) noise[i] = clamp(Math.round(grng.normal() * 3.2), -12, 12)
  const warm = ['kitchen', 'fireplace', 'entry'].includes(entry.spec.room)
  const gain: RGB = warm ? [1.03, 1, 0.94] : [1.01, 1, 0.98]
  for (let y = 0; y < H; y++) {
    const k = dof ? clamp((dof.sharpBelow * H - y) / ((dof.sharpBelow - dof.softAbove) * H), 0, 1) ** 1.4 * dof.amount : 0
    const row = y * W * 3
    const start = Math.floor(grng.next() * 65536)
    for (let x = 0; x < W; x++) {
      const i = row + x * 3
      const g = noise[(start + x) & 65535]
      for (let c = 0; c < 3; c++) {
        const v = soft ? sharpPx[i + c] + (soft[i + c] - sharpPx[i + c]) * k : sharpPx[i + c]
        out[i + c] = clamp(Math.round(v * gain[c] + g), 0, 255)
      }
    }
  }
  return sharp(out, { raw: { width: W, height: H, channels: 3 } })
    .png({ compressionLevel: 2 })
    .toBuffer()
}
