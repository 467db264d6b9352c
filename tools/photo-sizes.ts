// `npm run photo-sizes`: what a stored quote photo weighs at a few long sides and JPEG qualities,
// and how far it is from the picture it came from (PSNR against the same size uncompressed), on a
// phone-sized stand-in photo and on pure noise (the worst case an attacker can send). The server's
// choice (photoRules.maxSide, photoRules.quality) comes from these figures: docs/limits.md.
import { randomBytes } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const sides = [2048, 1600, 1280, 1024]
const qualities = [82, 75, 68, 60]

/** A 12-megapixel JPEG like a phone's: a drawn tile scene, enlarged, with sensor-like noise. */
async function phonePhoto(): Promise<Buffer> {
  const dir = path.resolve('.cache/images/source')
  const scene = readdirSync(dir).find((f) => f.startsWith('project-1-'))
  if (!scene) throw new Error('No drawn scene in .cache/images/source: run `npm run images` first.')
  // Grain at the scale the server keeps (2,048 px), so that enlarging does not smooth it away.
  const [w, h] = [2048, 1536]
  const base = await sharp(path.join(dir, scene)).resize(w, h, { fit: 'cover' }).removeAlpha().raw().toBuffer()
  const grain = await sharp({
    create: { width: w, height: h, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 5 } },
  })
    .raw()
    .toBuffer()
  for (let i = 0; i < base.length; i++) base[i] = Math.max(0, Math.min(255, base[i] + grain[i] - 128))
  return sharp(base, { raw: { width: w, height: h, channels: 3 } })
    .resize(4032, 3024)
    .jpeg({ quality: 90 })
    .toBuffer()
}

/** Random bytes as a 2,048 x 1,536 PNG: nothing to compress, and no enlarging to average it out. */
const noisePhoto = () =>
  sharp(randomBytes(2048 * 1536 * 3), { raw: { width: 2048, height: 1536, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer()

async function psnr(reference: Buffer, jpeg: Buffer): Promise<number> {
  const decoded = await sharp(jpeg).raw().toBuffer()
  let sum = 0
  for (let i = 0; i < reference.length; i++) sum += (reference[i] - decoded[i]) ** 2
  return 10 * Math.log10(255 ** 2 / (sum / reference.length))
}

async function measure(label: string, input: Buffer) {
  console.log(`\n${label}: ${(input.length / 1024 / 1024).toFixed(1)} MB sent`)
  console.log('long side  quality    stored KB  PSNR dB  encode ms')
  for (const side of sides) {
    const resized = () => sharp(input).rotate().resize({ width: side, height: side, fit: 'inside' }).flatten({ background: '#fff' })
    const reference = await resized().raw().toBuffer()
    for (const quality of qualities) {
      const started = performance.now()
      const out = await resized().jpeg({ quality, mozjpeg: true }).toBuffer()
      const ms = performance.now() - started
      const kb = Math.round(out.length / 1024)
      console.log(
        `${String(side).padStart(9)}  ${String(quality).padStart(7)}  ${String(kb).padStart(11)}  ${(await psnr(reference, out)).toFixed(1).padStart(7)}  ${Math.round(ms).toString().padStart(9)}`,
      )
    }
  }
}

sharp.cache(false)
await measure('Stand-in phone photo (4032 x 3024)', await phonePhoto())
await measure('Random noise (2048 x 1536 PNG), the worst case', await noisePhoto())
