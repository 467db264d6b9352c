// Turns the image catalogue into the files the site serves, in public/images: a real photo dropped
// in as content/images/<id>.<ext> is encoded at every width as AVIF, WebP and JPEG (encode.ts);
// otherwise the entry's committed stand-in is copied (stand-ins.ts), after drawing and encoding it
// only when its key changed. The image manifest (app/lib/image-manifest.server.ts) records each
// image's sizes, widths, placeholder colour and key, so an unchanged image is not touched again.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { renderStandIn } from '@startile/stand-in-images'
import type { ImageEntry } from '#content/schemas'
import {
  imageManifestPath,
  readImageManifest,
  writeImageManifest,
  type ImageManifest,
  type ImageManifestEntry,
} from '../../app/lib/image-manifest.server'
import { currentCodeKeys, standInKey, variantsKey, type CodeKeys } from './cache-keys'
import { encodeVariants } from './encode'
import { FALLBACK_SVG } from './fallback-picture'
import { drawnSource, findPhoto, photoSource, type Render } from './sources'
import { readStandIns, removeUnlisted, STAND_INS_DIR, writeStandIns } from './stand-ins'
import { copyVariants, removeOtherWidths, variantsPresent } from './variant-files'

export type PipelineDirs = {
  /** where real photos are dropped: content/images */
  photos: string
  /** the committed stand-ins: content/images/stand-ins */
  standIns: string
  /** what the site serves: public/images */
  output: string
  /** drawn PNGs, kept between runs: .cache/images */
  cache: string
  /** the image manifest file */
  manifest: string
}
export type PipelineOptions = {
  render?: Render
  /** pictures drawn or encoded at once; by default one per core */
  concurrency?: number
  /** the code's keys; by default those of the generator and encoder on disk */
  keys?: CodeKeys
}
export type PipelineCounts = { drawn: number; encoded: number; copied: number; reused: number; photos: number }
export type PipelineResult = PipelineCounts & { seconds: number; manifest: ImageManifest }

export const defaultDirs = (root = process.cwd()): PipelineDirs => ({
  photos: join(root, 'content/images'),
  standIns: join(root, STAND_INS_DIR),
  output: join(root, 'public/images'),
  cache: join(root, '.cache/images'),
  manifest: imageManifestPath(root),
})

function previousManifest(file: string): ImageManifest {
  try {
    return readImageManifest(file)
  } catch {
    return {} // first run, or a manifest of another shape: everything is checked again
  }
}

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
  await mkdir(dirs.standIns, { recursive: true })
  const previous = previousManifest(dirs.manifest)
  const standIns = await readStandIns(dirs.standIns)
  const counts: PipelineCounts = { drawn: 0, encoded: 0, copied: 0, reused: 0, photos: 0 }
  const current = (id: string, hash: string) => {
    const before = previous[id]
    return before?.hash === hash && variantsPresent(dirs.output, id, before.widths) ? before : null
  }

  async function fromPhoto(entry: ImageEntry, file: string): Promise<ImageManifestEntry> {
    counts.photos++
    const source = await photoSource(entry, file)
    const hash = variantsKey(keys, source.key)
    const reused = current(entry.id, hash)
    if (reused) {
      counts.reused++
      return reused
    }
    const encoded = await encodeVariants(entry.id, entry.aspect, await source.load(), dirs.output)
    counts.encoded++
    await removeOtherWidths(dirs.output, entry.id, encoded.widths)
    return { ...encoded, hash }
  }

  let saved = Promise.resolve()
  async function fromStandIn(entry: ImageEntry): Promise<ImageManifestEntry> {
    const key = standInKey(keys, entry)
    let record = standIns[entry.id]
    if (record?.key !== key || !variantsPresent(dirs.standIns, entry.id, record.widths)) {
      const { png, drawn } = await drawnSource(entry, dirs.cache, render, keys)
      if (drawn) counts.drawn++
      const encoded = await encodeVariants(entry.id, entry.aspect, png, dirs.standIns)
      counts.encoded++
      await removeOtherWidths(dirs.standIns, entry.id, encoded.widths)
      record = standIns[entry.id] = { key, ...encoded }
      // saved after each picture, so that an interrupted run keeps what it drew
      await (saved = saved.then(() => writeStandIns(dirs.standIns, standIns)))
    }
    const { width, height, widths, color } = record
    const reused = current(entry.id, key)
    if (reused) {
      counts.reused++
      return reused
    }
    await copyVariants(dirs.standIns, dirs.output, entry.id, widths)
    await removeOtherWidths(dirs.output, entry.id, widths)
    counts.copied++
    return { width, height, widths, color, hash: key }
  }

  const built: ImageManifestEntry[] = []
  const standInIds = new Set<string>()
  const queue = entries.map((entry, index) => ({ entry, index }))
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { entry, index } = next
      const photo = findPhoto(dirs.photos, entry.id)
      if (!photo) standInIds.add(entry.id)
      built[index] = photo ? await fromPhoto(entry, photo) : await fromStandIn(entry)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? availableParallelism()) }, worker))

  // A stand-in no entry needs any more (its id is gone, or a photo replaced it) leaves the folder.
  const kept = Object.fromEntries(Object.entries(standIns).filter(([id]) => standInIds.has(id)))
  await writeStandIns(dirs.standIns, kept)
  await removeUnlisted(dirs.standIns, kept)

  const manifest: ImageManifest = Object.fromEntries(entries.map((e, i) => [e.id, built[i]]))
  writeImageManifest(manifest, dirs.manifest)
  await writeIfChanged(join(dirs.output, 'fallback.svg'), FALLBACK_SVG)
  return { ...counts, seconds: (performance.now() - started) / 1000, manifest }
}

async function writeIfChanged(file: string, text: string) {
  const old = await readFile(file, 'utf8').catch(() => null)
  if (old !== text) await writeFile(file, text)
}
