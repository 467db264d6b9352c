// An image of the catalogue (content/images.ts) with the sizes `npm run images` wrote to its
// manifest (image-manifest.server.ts): what the Picture component needs. Build-time only.
import { imageCatalogue } from '#content/images'
import type { ImageData } from './image-data'
import { IMAGE_MANIFEST, readImageManifest, type ImageManifest } from './image-manifest.server'

const byId = new Map(imageCatalogue.map((e) => [e.id, e]))
let manifest: ImageManifest | undefined

/** An image's alt text, intrinsic size, widths and placeholder colour, for the Picture component. */
export function getImage(id: string): ImageData {
  const entry = byId.get(id)
  if (!entry) throw new Error(`Unknown image id "${id}"`)
  // read once per process; read again if the images were rebuilt since (a dev server)
  manifest ??= readImageManifest()
  if (!manifest[id]) manifest = readImageManifest()
  const built = manifest[id]
  if (!built) throw new Error(`Image "${id}" is not in ${IMAGE_MANIFEST}: run \`npm run images\` to build it.`)
  return { id, alt: entry.alt, width: built.width, height: built.height, widths: built.widths, color: built.color }
}
