// What the images are keyed by. A stand-in is drawn again when its spec changes, or any line of the
// code that draws it (the stand-in-images package: its entry and all it imports), or the renderer
// (sharp and its librsvg); the variants are encoded again when their source changes, or any line of
// the encoder (encode.ts and all it imports), or sharp's codecs. No version number to remember to bump.
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { ImageEntry } from '#content/schemas'
import { graphFingerprint, moduleGraph } from '../module-graph'

/** Fingerprints of the code on each side of the cache: the drawing and the encoding. */
export type CodeKeys = { generator: string; encoder: string }

export const shortHash = (...parts: (string | Buffer)[]) => {
  const h = createHash('sha256')
  for (const p of parts) h.update(p)
  return h.digest('hex').slice(0, 12)
}

export const GENERATOR_ENTRY = 'packages/stand-in-images/src/index.ts'
export const ENCODER_ENTRY = 'scripts/images/encode.ts'

let current: CodeKeys | undefined
/** The keys of the code as it is on disk, worked out once per process. */
export function currentCodeKeys(): CodeKeys {
  if (!current) {
    const native = JSON.stringify(sharp.versions)
    current = {
      generator: shortHash(graphFingerprint(moduleGraph([GENERATOR_ENTRY])), native),
      encoder: shortHash(graphFingerprint(moduleGraph([ENCODER_ENTRY])), native),
    }
  }
  return current
}

/** The key of a generated source: its spec and aspect, drawn by this generator (the id is in the file name). */
export const generatedSourceKey = (keys: CodeKeys, entry: ImageEntry) =>
  shortHash('generated', keys.generator, entry.aspect, JSON.stringify(entry.spec))
/** The key of a real photo: its bytes and the aspect it is cropped to. */
export const photoSourceKey = (entry: ImageEntry, bytes: Buffer) => shortHash('photo', entry.aspect, bytes)
/** The key of an entry's variants: its source, encoded by this encoder. */
export const variantsKey = (keys: CodeKeys, sourceKey: string) => shortHash('variants', sourceKey, keys.encoder)
/** The key a committed stand-in must carry to be copied rather than drawn: its spec, drawn and encoded by this code. */
export const standInKey = (keys: CodeKeys, entry: ImageEntry) => variantsKey(keys, generatedSourceKey(keys, entry))
