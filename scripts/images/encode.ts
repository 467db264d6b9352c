// How a source picture becomes the files a page loads: cropped to the aspect the site lays out (a
// photo), then resized to each width and encoded as AVIF, WebP and JPEG within a size budget, and
// its placeholder colour. Every setting that shapes the bytes lives here, so the encoder's cache
// key (cache-keys.ts) covers them all.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { SOURCE_SIZES } from '@startile/stand-in-images/sizes'
import sharp from 'sharp'
import type { ImageEntry } from '#content/schemas'

export const VARIANT_WIDTHS = { card: [480, 800, 1200], hero: [640, 1024, 1600, 2400] } as const
export const FORMATS = ['avif', 'webp', 'jpg'] as const
export type Format = (typeof FORMATS)[number]
export const variantName = (id: string, width: number, format: Format) => `${id}-${width}.${format}`

/** Starting quality per format, and the size a 1200x800 variant should stay under (scaled by area). */
const QUALITY = { avif: 50, webp: 72, jpg: 74 } as const
const BUDGET_KB = { avif: 34, webp: 110, jpg: 150 } as const

/** What encoding one source yields: its largest size, its widths and its placeholder colour. */
export type Encoded = { width: number; height: number; widths: number[]; color: string }

/** Decodes to raw pixels on white (a transparent PNG must not turn black in a JPEG). */
const flatPixels = (image: ReturnType<typeof sharp>) => image.flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true })

/** Crops a photo (after honouring its EXIF orientation) to the aspect ratio the site lays out. */
export async function cropToAspect(bytes: Buffer, aspect: ImageEntry['aspect']): Promise<Buffer> {
  const ratio = SOURCE_SIZES[aspect].width / SOURCE_SIZES[aspect].height
  const { data, info } = await flatPixels(sharp(bytes).rotate())
  const { width: w, height: h, channels } = info
  const cw = Math.min(w, Math.round(h * ratio))
  const ch = Math.min(h, Math.round(cw / ratio))
  return sharp(data, { raw: { width: w, height: h, channels } })
    .extract({ left: Math.floor((w - cw) / 2), top: Math.floor((h - ch) / 2), width: cw, height: ch })
    .png({ compressionLevel: 1 })
    .toBuffer()
}

/** Encodes at the usual quality; a busy picture over budget is re-encoded a little lower, twice at most. */
async function encodeWithinBudget(format: Format, budget: number, encode: (quality: number) => Promise<Buffer>) {
  let quality: number = QUALITY[format]
  let out = await encode(quality)
  for (let i = 0; i < 2 && out.length > budget; i++) {
    quality -= 7
    out = await encode(quality)
  }
  return out
}

/** Writes every width and format of one source into `outDir`. Never upscales past the source. */
export async function encodeVariants(id: string, aspect: ImageEntry['aspect'], source: Buffer, outDir: string): Promise<Encoded> {
  // decode once; every width is resized from the same pixels
  const decoded = await flatPixels(sharp(source))
  const srcW = decoded.info.width
  const srcH = decoded.info.height
  const pixels = () => sharp(decoded.data, { raw: { width: srcW, height: srcH, channels: decoded.info.channels } })
  const fit = VARIANT_WIDTHS[aspect].filter((w) => w <= srcW)
  const widths = fit.length ? [...fit] : [srcW]
  for (const width of widths) {
    const { data, info } = await pixels().resize({ width, kernel: 'lanczos3' }).raw().toBuffer({ resolveWithObject: true })
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
    const area = (info.width * info.height) / (1200 * 800)
    await Promise.all(
      FORMATS.map(async (format) => {
        const file = await encodeWithinBudget(format, BUDGET_KB[format] * area * 1024, (quality) => {
          const img = sharp(data, raw)
          if (format === 'avif') return img.avif({ quality, effort: 2 }).toBuffer()
          if (format === 'webp') return img.webp({ quality }).toBuffer()
          return img.jpeg({ quality, mozjpeg: true }).toBuffer()
        })
        await writeFile(join(outDir, variantName(id, width, format)), file)
      }),
    )
  }
  const { dominant } = await pixels().resize(64).stats()
  const width = widths[widths.length - 1]
  const color = '#' + [dominant.r, dominant.g, dominant.b].map((v) => v.toString(16).padStart(2, '0')).join('')
  return { width, height: Math.round((width * srcH) / srcW), widths, color }
}
