// Where an image's pixels come from: a real photo dropped in as content/images/<id>.<ext>, cropped
// to the entry's aspect, or its stand-in, drawn by the stand-in-images package. A drawn PNG is kept
// under .cache/images/source by its key, so that an encoder change alone does not draw it again.
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ImageEntry } from '#content/schemas'
import { generatedSourceKey, photoSourceKey, type CodeKeys } from './cache-keys'
import { cropToAspect } from './encode'
import { removeFiles } from './variant-files'

/** The photo files the pipeline reads, by extension (the content check names any other). */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const

export function findPhoto(photosDir: string, id: string): string | null {
  for (const ext of PHOTO_EXTENSIONS) {
    const file = join(photosDir, `${id}.${ext}`)
    if (existsSync(file)) return file
  }
  return null
}

/** A photo's key (its bytes and aspect) and its pixels cropped to the aspect. */
export async function photoSource(entry: ImageEntry, file: string) {
  const bytes = await readFile(file)
  return { key: photoSourceKey(entry, bytes), load: () => cropToAspect(bytes, entry.aspect) }
}

export type Render = (entry: ImageEntry) => Promise<Buffer>

/** The stand-in's PNG from the cache, or drawn (and cached, replacing the one an older spec or code drew). */
export async function drawnSource(entry: ImageEntry, cacheDir: string, render: Render, keys: CodeKeys) {
  const dir = join(cacheDir, 'source')
  const file = join(dir, `${entry.id}-${generatedSourceKey(keys, entry)}.png`)
  if (existsSync(file)) return { png: await readFile(file), drawn: false }
  const png = await render(entry)
  await mkdir(dir, { recursive: true })
  await removeFiles(dir, (name) => name.startsWith(`${entry.id}-`) && /^[0-9a-f]{12}\.png$/.test(name.slice(entry.id.length + 1)))
  await writeFile(file, png)
  return { png, drawn: true }
}
