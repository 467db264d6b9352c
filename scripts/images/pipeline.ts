// Turns the image catalogue into responsive files: a real photo from content/images/<id>.* wins,
// otherwise the generated stand-in, whose PNG is cached under .cache/images/source. Each image is
// written at several widths as AVIF, WebP and JPEG (encode.ts), and a manifest records sizes,
// widths, placeholder colour and the variants' key (cache-keys.ts), so that an image whose spec,
// photo, drawing code and encoder are unchanged is neither drawn nor encoded again.
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { renderStandIn } from '@startile/stand-in-images'
import type { ImageEntry } from '#content/schemas'
import { currentCodeKeys, generatedSourceKey, photoSourceKey, variantsKey, type CodeKeys } from './cache-keys'
import { cropToAspect, encodeVariants, FORMATS, variantName, type Encoded } from './encode'
import { FALLBACK_SVG } from './fallback-picture'

const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const

export type ManifestEntry = Encoded & { hash: string }
export type Manifest = Record<string, ManifestEntry>
export type PipelineDirs = {
  /** where real photos are dropped: content/images */
  photos: string
  /** where the variants are written: public/images */
  output: string
  /** generated sources and the manifest: .cache/images */
  cache: string
}
export type PipelineOptions = {
  render?: (entry: ImageEntry) => Promise<Buffer>
  concurrency?: number
  /** the code's keys; by default those of the generator and encoder on disk */
  keys?: CodeKeys
}
export type PipelineResult = { generated: number; encoded: number; reused: number; photos: number; seconds: number; manifest: Manifest }

export const defaultDirs = (root = process.cwd()): PipelineDirs => ({
  photos: join(root, 'content/images'),
  output: join(root, 'public/images'),
  cache: join(root, '.cache/images'),
})
export const manifestPath = (dirs: PipelineDirs) => join(dirs.cache, 'manifest.json')

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

/** The source of one entry (a photo cropped to the entry's aspect, or the generated picture) and its key. */
async function resolveSource(entry: ImageEntry, dirs: PipelineDirs, render: (e: ImageEntry) => Promise<Buffer>, keys: CodeKeys) {
  const photo = findPhoto(dirs, entry.id)
  if (photo) {
    const bytes = await readFile(photo)
    return { key: photoSourceKey(entry, bytes), kind: 'photo' as const, load: () => cropToAspect(bytes, entry.aspect) }
  }
  const key = generatedSourceKey(keys, entry)
  const sourceDir = join(dirs.cache, 'source')
  const file = join(sourceDir, `${entry.id}-${key}.png`)
  return {
    key,
    kind: 'generated' as const,
    cached: existsSync(file),
    load: async () => {
      if (existsSync(file)) return readFile(file)
      const png = await render(entry)
      await mkdir(sourceDir, { recursive: true })
      await removeStale(sourceDir, (name) => name.startsWith(`${entry.id}-`) && /^[0-9a-f]{12}\.png$/.test(name.slice(entry.id.length + 1)))
      await writeFile(file, png)
      return png
    },
  }
}

async function removeStale(dir: string, match: (name: string) => boolean) {
  const names = await readdir(dir).catch(() => [] as string[])
  await Promise.all(names.filter(match).map((n) => rm(join(dir, n), { force: true })))
}

/** Drops the variants of widths an image no longer has (a smaller photo replaced a generated one). */
const removeOtherWidths = (dirs: PipelineDirs, id: string, widths: number[]) =>
  removeStale(dirs.output, (name) => {
    const m = /^(.*)-(\d+)\.(avif|webp|jpg)$/.exec(name)
    return !!m && m[1] === id && !widths.includes(Number(m[2]))
  })

const variantsPresent = (dirs: PipelineDirs, id: string, widths: number[]) =>
  widths.every((w) => FORMATS.every((f) => existsSync(join(dirs.output, variantName(id, w, f)))))

/** Runs the whole pipeline over the catalogue and writes the manifest and the fallback picture. */
export async function runImagePipeline(
  entries: readonly ImageEntry[],
  dirs: PipelineDirs,
  options: PipelineOptions = {},
): Promise<PipelineResult> {
  const started = performance.now()
  const render = options.render ?? renderStandIn
  const keys = options.keys ?? currentCodeKeys()
  await mkdir(dirs.output, { recursive: true })
  await mkdir(dirs.cache, { recursive: true })
  const previous = await readManifest(dirs)
  const manifest: Manifest = {}
  const result = { generated: 0, encoded: 0, reused: 0, photos: 0 }

  const queue = [...entries]
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const source = await resolveSource(entry, dirs, render, keys)
      if (source.kind === 'photo') result.photos++
      const hash = variantsKey(keys, source.key)
      const before = previous[entry.id]
      if (before && before.hash === hash && variantsPresent(dirs, entry.id, before.widths)) {
        manifest[entry.id] = before
        result.reused++
        continue
      }
      if (source.kind === 'generated' && !source.cached) result.generated++
      const encoded = await encodeVariants(entry.id, entry.aspect, await source.load(), dirs.output)
      await removeOtherWidths(dirs, entry.id, encoded.widths)
      manifest[entry.id] = { ...encoded, hash }
      result.encoded++
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker))

  const ordered: Manifest = {}
  for (const e of entries) ordered[e.id] = manifest[e.id]
  await writeFile(manifestPath(dirs), JSON.stringify(ordered, null, 2) + '\n')
  await writeIfChanged(join(dirs.output, 'fallback.svg'), FALLBACK_SVG)
  return { ...result, seconds: (performance.now() - started) / 1000, manifest: ordered }
}

async function writeIfChanged(file: string, text: string) {
  const old = await readFile(file, 'utf8').catch(() => null)
  if (old !== text) await writeFile(file, text)
}
