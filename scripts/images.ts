// Builds the site's images: `npm run images` (or `node --import tsx scripts/images.ts`), and a step
// of scripts/build.ts. Real photos in content/images/<id>.(jpg|jpeg|png|webp) replace the committed
// stand-ins; a stand-in whose spec or drawing code changed is drawn again into
// content/images/stand-ins/, to be committed.
import { pathToFileURL } from 'node:url'
import { imageCatalogue } from '#content/images'
import { defaultDirs, runImagePipeline } from './images/pipeline'
import { STAND_INS_DIR } from './images/stand-ins'

export async function buildImages(): Promise<void> {
  const r = await runImagePipeline(imageCatalogue, defaultDirs())
  console.log(
    `images: ${imageCatalogue.length} in catalogue (${r.photos} real photos): ${r.copied} copied, ${r.reused} already in place, ` +
      `${r.drawn} drawn, ${r.encoded} encoded (${r.seconds.toFixed(1)} s)`,
  )
  if (r.encoded > r.photos || r.drawn > 0) console.log(`images: stand-ins were drawn again: commit ${STAND_INS_DIR}/`)
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildImages()
