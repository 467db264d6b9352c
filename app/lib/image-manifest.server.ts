// The image manifest, a build output: for each image of the catalogue, the size of its largest
// variant, its widths, its placeholder colour and the key its variants were made under. `npm run
// images` (scripts/images/) writes it and images.server.ts reads it, both through this module, so
// the two agree on where it is and what it holds.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/** From the project root. Derived from the catalogue, so under .cache/ and never committed. */
export const IMAGE_MANIFEST = '.cache/images/manifest.json'
export const imageManifestPath = (root = process.cwd()) => path.join(root, IMAGE_MANIFEST)

const pixels = z.number().int().positive()
export const imageManifestEntrySchema = z
  .object({
    width: pixels,
    height: pixels,
    /** the widths written in every format, ascending */
    widths: z.array(pixels).min(1),
    /** the picture's dominant colour, shown while it loads */
    color: z.string().regex(/^#[0-9a-f]{6}$/),
    /** the key of the variants (scripts/images/cache-keys.ts): an unchanged key is not encoded again */
    hash: z.string().min(1),
  })
  .strict()
export type ImageManifestEntry = z.infer<typeof imageManifestEntrySchema>
export const imageManifestSchema = z.record(z.string(), imageManifestEntrySchema)
export type ImageManifest = z.infer<typeof imageManifestSchema>

const rebuild = 'run `npm run images` to build the images and write it again'

/** The manifest, validated; an error names the file and the command that writes it. */
export function readImageManifest(file = imageManifestPath()): ImageManifest {
  let data: unknown
  try {
    data = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    throw new Error(`The image manifest ${file} is missing or unreadable: ${rebuild}.`)
  }
  const result = imageManifestSchema.safeParse(data)
  if (!result.success)
    throw new Error(`The image manifest ${file} is not in the expected shape: ${rebuild}.\n${z.prettifyError(result.error)}`)
  return result.data
}

/** Writes the manifest after checking it against the same schema the reader uses. */
export function writeImageManifest(manifest: ImageManifest, file = imageManifestPath()): void {
  const valid = imageManifestSchema.parse(manifest)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(valid, null, 2) + '\n')
}
