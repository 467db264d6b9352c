// An image of the catalogue (content/images.ts) with the sizes `npm run images` wrote to its
// manifest: what the Picture component needs. Build-time only.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { imageCatalogue } from '#content/images'
import type { ImageData } from '../components/ui/image-data'

const byId = new Map(imageCatalogue.map((e) => [e.id, e]))
type ManifestEntry = { width: number; height: number; widths: number[]; color: string; hash: string }
let manifest: Record<string, ManifestEntry> | undefined

function readManifest(): Record<string, ManifestEntry> {
  const file = join(process.cwd(), '.cache/images/manifest.json')
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>
  } catch {
    throw new Error(`The image manifest ${file} is missing or unreadable: run \`npm run images\` to generate the images first.`)
  }
}

/** An image's alt text, intrinsic size, widths and placeholder colour, for the Picture component. */
export function getImage(id: string): ImageData {
  const entry = byId.get(id)
  if (!entry) throw new Error(`Unknown image id "${id}"`)
  // read once per process; read again if the images were rebuilt since (a dev server)
  manifest ??= readManifest()
  if (!manifest[id]) manifest = readManifest()
  const built = manifest[id]
  if (!built) throw new Error(`Image "${id}" is not in .cache/images/manifest.json: run \`npm run images\` to generate it.`)
  return { id, alt: entry.alt, width: built.width, height: built.height, widths: built.widths, color: built.color }
}
