// Real photos dropped into content/images/<id>.<ext>: each must be a file the image pipeline reads
// (scripts/images/sources.ts), decode, belong to an entry of content/images.ts and be wide enough
// for that entry's frame once cropped to it, or the site would show a blurry or missing picture.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { imageCatalogue } from '#content/images'
import type { ImageEntry } from '#content/schemas'
import { VARIANT_WIDTHS } from '../images/encode'
import { SOURCE_SIZES } from '@startile/stand-in-images/sizes'
import type { Problem } from './problems'

const formats = 'JPEG (.jpg), PNG (.png) or WebP (.webp)'

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
function frameOf(aspect: ImageEntry['aspect']) {
  const { width, height } = SOURCE_SIZES[aspect]
  const d = gcd(width, height)
  const minWidth = Math.max(...VARIANT_WIDTHS[aspect])
  return { ratio: width / height, label: `${width / d}:${height / d}`, minWidth, minHeight: Math.round((minWidth * height) / width) }
}

async function checkPhoto(file: string, full: string, entry: ImageEntry | undefined, id: string): Promise<Problem[]> {
  const problem = (text: string, valid: string): Problem[] => [{ file, line: 1, field: 'photo', problem: text, valid }]
  let size: { width: number; height: number }
  try {
    const meta = await sharp(full).metadata()
    // Decoding a thumbnail reads every byte, so a truncated or damaged file is caught here too.
    await sharp(full, { failOn: 'error' }).rotate().resize(16).raw().toBuffer()
    size = meta.autoOrient
  } catch (e) {
    const reason = (e instanceof Error ? e.message : String(e)).split('\n')[0]
    return problem(`is not an image the pipeline can read (${reason})`, `a ${formats} photo saved under this name`)
  }
  if (!entry) {
    return problem(
      `has no entry "${id}" in content/images.ts`,
      `add { id: '${id}', alt, aspect, spec } to content/images.ts, or rename the file to the id of the picture it replaces`,
    )
  }
  const frame = frameOf(entry.aspect)
  const croppedWidth = Math.min(size.width, Math.round(size.height * frame.ratio))
  if (croppedWidth >= frame.minWidth) return []
  return problem(
    `is ${size.width} x ${size.height} px: cropped to its ${frame.label} ${entry.aspect} frame that is ${croppedWidth} px wide`,
    `a ${entry.aspect} photo at least ${frame.minWidth} px wide after cropping to ${frame.label}, e.g. ${frame.minWidth} x ${frame.minHeight} px`,
  )
}

export async function checkPhotos(root: string, catalogue: readonly ImageEntry[] = imageCatalogue): Promise<Problem[]> {
  const dir = path.join(root, 'content/images')
  if (!existsSync(dir)) return []
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith('.') && !/^readme/i.test(e.name))
    .map((e) => e.name)
    .sort()
  if (names.length === 0) return []
  // Loaded only when there are photos: the pipeline module brings the whole picture generator.
  const readable = new Set<string>((await import('../images/sources')).PHOTO_EXTENSIONS)
  const seen = new Map<string, string>()
  const problems: Problem[] = []
  for (const name of names) {
    const file = `content/images/${name}`
    const ext = path.extname(name).slice(1).toLowerCase()
    const id = path.basename(name, path.extname(name))
    if (!readable.has(ext)) {
      const heic = ext === 'heic' || ext === 'heif'
      problems.push({
        file,
        line: 1,
        field: 'photo',
        problem: `is a ${ext ? ext.toUpperCase() : 'extensionless'} file, which the image pipeline does not read`,
        valid: `save it as ${formats}${heic ? ' (on an iPhone: Settings, Camera, Formats, Most Compatible)' : ''}`,
      })
      continue
    }
    const other = seen.get(id)
    if (other) {
      problems.push({
        file,
        line: 1,
        field: 'photo',
        problem: `is a second photo for "${id}" beside ${other}`,
        valid: 'keep one photo per image id',
      })
      continue
    }
    seen.set(id, name)
    problems.push(
      ...(await checkPhoto(
        file,
        path.join(dir, name),
        catalogue.find((e) => e.id === id),
        id,
      )),
    )
  }
  return problems
}
