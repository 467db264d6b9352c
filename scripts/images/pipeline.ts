// Turns the image catalogue into responsive files: a real photo from content/images/<id>.* wins,
// otherwise the generated stand-in (cached by a hash of its spec). Each image is written at several
// widths as AVIF, WebP and JPEG, and a manifest records sizes, widths, placeholder colour and hash
// so that an unchanged image is neither regenerated nor re-encoded.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import type { ImageEntry } from '../../content/schemas'
import { GENERATOR_VERSION, renderTileImage, SOURCE_SIZES } from './generate'

/** Bump when the encoding settings change, so every variant is re-encoded. */
export const PIPELINE_VERSION = 1
export const VARIANT_WIDTHS = { card: [480, 800, 1200], hero: [640, 1024, 1600, 2400] } as const
export const FORMATS = ['avif', 'webp', 'jpg'] as const
const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const

export type ManifestEntry = { width: number; height: number; widths: number[]; color: string; hash: string }
export type Manifest = Record<string, ManifestEntry>
export type PipelineDirs = {
  /** where real photos are dropped: content/images */
  photos: string
  /** where the variants are written: public/images */
  output: string
  /** generated sources and the manifest: .cache/images */
  cache: string
}
export type PipelineOptions = { render?: (entry: ImageEntry) => Promise<Buffer>; concurrency?: number }
export type PipelineResult = { generated: number; encoded: number; reused: number; photos: number; seconds: number; manifest: Manifest }

export const defaultDirs = (root = process.cwd()): PipelineDirs => ({
  photos: join(root, 'content/images'),
  output: join(root, 'public/images'),
  cache: join(root, '.cache/images'),
})
export const manifestPath = (dirs: PipelineDirs) => join(dirs.cache, 'manifest.json')
export const variantName = (id: string, width: number, format: (typeof FORMATS)[number]) => `${id}-${width}.${format}`

const sha = (...parts: (string | Buffer)[]) => {
  const h = createHash('sha256')
  for (const p of parts) h.update(p)
  return h.digest('hex').slice(0, 12)
}

export async function readManifest(dirs: PipelineDirs): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(manifestPath(dirs), 'utf8')) as Manifest
  } catch {
    return {}
  }
}

function findPhoto(dirs: PipelineDirs, id: string): string | null {
  for (const ext of PHOTO_EXTENSIONS) {
    const file = join(dirs.photos, `${id}.${ext}`)
    if (existsSync(file)) return file
  }
  return null
}

/** The source of one entry (a photo cropped to the entry's aspect, or the generated picture) and its hash. */
async function resolveSource(entry: ImageEntry, dirs: PipelineDirs, render: (e: ImageEntry) => Promise<Buffer>) {
  const { width, height } = SOURCE_SIZES[entry.aspect]
  const photo = findPhoto(dirs, entry.id)
  if (photo) {
    const bytes = await readFile(photo)
    const hash = sha('photo', String(PIPELINE_VERSION), entry.aspect, bytes)
    return { hash, kind: 'photo' as const, load: () => cropToAspect(bytes, width / height) }
  }
  const hash = sha('generated', String(GENERATOR_VERSION), String(PIPELINE_VERSION), entry.aspect, JSON.stringify(entry.spec))
  const file = join(dirs.cache, 'source', `${entry.id}-${hash}.png`)
  return {
    hash,
    kind: 'generated' as const,
    cached: existsSync(file),
    load: async () => {
      if (existsSync(file)) return readFile(file)
      const png = await render(entry)
      await mkdir(join(dirs.cache, 'source'), { recursive: true })
      await removeStale(
        join(dirs.cache, 'source'),
        (name) => name.startsWith(`${entry.id}-`) && /^[0-9a-f]{12}\.png$/.test(name.slice(entry.id.length + 1)),
      )
      await writeFile(file, png)
      return png
    },
  }
}

/** Crops a photo (after honouring its EXIF orientation) to the aspect ratio the site lays out. */
async function cropToAspect(bytes: Buffer, ratio: number): Promise<Buffer> {
  const { data, info } = await sharp(bytes).rotate().flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true })
  const { width: w, height: h, channels } = info
  const cw = Math.min(w, Math.round(h * ratio))
  const ch = Math.min(h, Math.round(cw / ratio))
  return sharp(data, { raw: { width: w, height: h, channels } })
    .extract({ left: Math.floor((w - cw) / 2), top: Math.floor((h - ch) / 2), width: cw, height: ch })
    .png({ compressionLevel: 1 })
    .toBuffer()
}

async function removeStale(dir: string, match: (name: string) => boolean) {
  const names = await readdir(dir).catch(() => [] as string[])
  await Promise.all(names.filter(match).map((n) => rm(join(dir, n), { force: true })))
}

/** Starting quality per format, and the size a 1200x800 variant should stay under (scaled by area). */
const QUALITY = { avif: 50, webp: 72, jpg: 74 } as const
const BUDGET_KB = { avif: 34, webp: 110, jpg: 150 } as const

/** Encodes at the usual quality; a busy picture over budget is re-encoded a little lower, twice at most. */
async function encodeWithinBudget(format: (typeof FORMATS)[number], budget: number, encode: (quality: number) => Promise<Buffer>) {
  let quality: number = QUALITY[format]
  let out = await encode(quality)
  for (let i = 0; i < 2 && out.length > budget; i++) {
    quality -= 7
    out = await encode(quality)
  }
  return out
}

const toHex = (c: { r: number; g: number; b: number }) =>
  '#' + [c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')

/** Encodes every width and format of one source. Never upscales past the source. */
async function encodeVariants(
  id: string,
  aspect: ImageEntry['aspect'],
  source: Buffer,
  dirs: PipelineDirs,
): Promise<Omit<ManifestEntry, 'hash'>> {
  // decode once; every width is resized from the same pixels
  const decoded = await sharp(source).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true })
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
        await writeFile(join(dirs.output, variantName(id, width, format)), file)
      }),
    )
  }
  // drop variants of widths this image no longer has (a smaller photo replaced a generated one)
  await removeStale(dirs.output, (name) => {
    const m = /^(.*)-(\d+)\.(avif|webp|jpg)$/.exec(name)
    return !!m && m[1] === id && !widths.includes(Number(m[2]))
  })
  const { dominant } = await pixels().resize(64).stats()
  const width = widths.at(-1)!
  return { width, height: Math.round((width * srcH) / srcW), widths, color: toHex(dominant) }
}

const variantsPresent = (dirs: PipelineDirs, id: string, widths: number[]) =>
  widths.every((w) => FORMATS.every((f) => existsSync(join(dirs.output, variantName(id, w, f)))))

/** Runs the whole pipeline over the catalogue and writes the manifest and the fallback picture. */
export async function runImagePipeline(
  entries: readonly ImageEntry[],
  dirs: PipelineDirs,
  options: PipelineOptions = {},
): Promise<PipelineResult> {
  const started = performance.now()
  const render = options.render ?? renderTileImage
  await mkdir(dirs.output, { recursive: true })
  await mkdir(dirs.cache, { recursive: true })
  const previous = await readManifest(dirs)
  const manifest: Manifest = {}
  const result = { generated: 0, encoded: 0, reused: 0, photos: 0 }

  const queue = [...entries]
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const source = await resolveSource(entry, dirs, render)
      if (source.kind === 'photo') result.photos++
      const before = previous[entry.id]
      if (before && before.hash === source.hash && variantsPresent(dirs, entry.id, before.widths)) {
        manifest[entry.id] = before
        result.reused++
        continue
      }
      if (source.kind === 'generated' && !source.cached) result.generated++
      const bytes = await source.load()
      manifest[entry.id] = { ...(await encodeVariants(entry.id, entry.aspect, bytes, dirs)), hash: source.hash }
      result.encoded++
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker))

  const ordered: Manifest = {}
  for (const e of entries) ordered[e.id] = manifest[e.id]!
  await writeFile(manifestPath(dirs), JSON.stringify(ordered, null, 2) + '\n')
  await writeIfChanged(join(dirs.output, 'fallback.svg'), FALLBACK_SVG)
  return { ...result, seconds: (performance.now() - started) / 1000, manifest: ordered }
}

async function writeIfChanged(file: string, text: string) {
  const old = await readFile(file, 'utf8').catch(() => null)
  if (old !== text) await writeFile(file, text)
}

/** A neutral tile-pattern picture shown when an image fails to load: a soft grid, no text. */
export const FALLBACK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice" role="img" aria-hidden="true">
<defs>
<pattern id="t" width="200" height="100" patternUnits="userSpaceOnUse">
<rect width="200" height="100" fill="#dcd6cc"/>
<rect x="3" y="3" width="194" height="44" rx="2" fill="#ece8e1"/>
<rect x="-97" y="53" width="194" height="44" rx="2" fill="#e7e2da"/>
<rect x="103" y="53" width="194" height="44" rx="2" fill="#e9e4dc"/>
</pattern>
<linearGradient id="l" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#fff" stop-opacity="0.35"/>
<stop offset="1" stop-color="#1c2430" stop-opacity="0.12"/>
</linearGradient>
</defs>
<rect width="1200" height="800" fill="url(#t)"/>
<rect width="1200" height="800" fill="url(#l)"/>
</svg>
`
