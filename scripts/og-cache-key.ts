// The share card's cache key covers every input of the image: the card's words, the source of every
// module that draws it (og-render.ts and all it imports: the layout, the logo's geometry, the input
// schema), the versions of the packages they use (satori, resvg) and the bytes of each font.
import { createHash } from 'node:crypto'
import { graphFingerprint, moduleGraph } from './module-graph'
import type { CardInput } from './og-card-input'
import type { CardFont } from './og-render'

/** Everything that draws a card besides its input: the code's fingerprint and the fonts. */
export type CardRenderer = { code: string; fonts: readonly CardFont[] }

/** The fingerprint of the card-drawing code as it is on disk (`read` stands in for the disk in tests). */
export function cardCode(read?: (file: string) => Buffer): string {
  return graphFingerprint(moduleGraph(['scripts/og-render.ts']), read)
}

export function cardCacheKey(input: CardInput, renderer: CardRenderer): string {
  const h = createHash('sha256').update(`${renderer.code}\n`)
  for (const f of renderer.fonts) h.update(`${f.name} ${f.weight} ${f.style} ${f.data.length}\n`).update(f.data)
  return h.update(JSON.stringify(input)).digest('hex').slice(0, 16)
}
