// The files of one image's variants in a folder (public/images, or the committed stand-ins): are
// they all there, copy them, and drop those of widths the image no longer has.
import { existsSync } from 'node:fs'
import { copyFile, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { FORMATS, variantName } from './encode'

/** `hero-home-640.avif` -> { id: 'hero-home', width: 640 }; null for any other file. */
export function parseVariantName(name: string): { id: string; width: number } | null {
  const [, id, width] = /^(.+)-(\d+)\.(avif|webp|jpg)$/.exec(name) ?? []
  return id && width ? { id, width: Number(width) } : null
}

export const variantNames = (id: string, widths: readonly number[]) => widths.flatMap((w) => FORMATS.map((f) => variantName(id, w, f)))

export const variantsPresent = (dir: string, id: string, widths: readonly number[]) =>
  variantNames(id, widths).every((name) => existsSync(join(dir, name)))

export async function copyVariants(from: string, to: string, id: string, widths: readonly number[]) {
  await Promise.all(variantNames(id, widths).map((name) => copyFile(join(from, name), join(to, name))))
}

/** Deletes the files in `dir` that `stale` picks. */
export async function removeFiles(dir: string, stale: (name: string) => boolean) {
  const names = await readdir(dir).catch(() => [] as string[])
  await Promise.all(names.filter(stale).map((name) => rm(join(dir, name), { force: true })))
}

/** Drops the variants of widths an image no longer has (a smaller photo replaced a stand-in). */
export const removeOtherWidths = (dir: string, id: string, widths: readonly number[]) =>
  removeFiles(dir, (name) => {
    const v = parseVariantName(name)
    return !!v && v.id === id && !widths.includes(v.width)
  })
