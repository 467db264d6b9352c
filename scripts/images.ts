// Builds the site's images: `npm run images` (or `node --import tsx scripts/images.ts`).
// Real photos in content/images/<id>.(jpg|jpeg|png|webp) replace the generated stand-ins.
import { imageCatalogue } from '#content/images'
import { defaultDirs, runImagePipeline } from './images/pipeline'

const result = await runImagePipeline(imageCatalogue, defaultDirs())
console.log(
  `images: ${imageCatalogue.length} in catalogue, generated ${result.generated}, encoded ${result.encoded}, reused ${result.reused}, real photos ${result.photos} (${result.seconds.toFixed(1)} s)`,
)
