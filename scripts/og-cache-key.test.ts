import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { moduleGraph } from './module-graph'
import { cardCacheKey, cardCode, type CardRenderer } from './og-cache-key'
import type { CardInput } from './og-card-input'
import { loadCardFonts } from './og-render'

const input: CardInput = {
  title: 'Tile Installation in the Portland Metro Area',
  subtitle: 'Kitchens · Bathrooms · Floors · Custom tile work',
  name: 'Star Tile',
  phone: '(503) 555-0142',
}
const renderer: CardRenderer = { code: cardCode(), fonts: loadCardFonts() }

describe('the share card cache key', () => {
  it('is the same for the same card, drawn the same way', () => {
    expect(cardCacheKey({ ...input }, { code: cardCode(), fonts: loadCardFonts() })).toBe(cardCacheKey(input, renderer))
  })

  it("changes with the card's words", () => {
    expect(cardCacheKey({ ...input, title: `${input.title}!` }, renderer)).not.toBe(cardCacheKey(input, renderer))
    expect(cardCacheKey({ ...input, phone: '(971) 555-0199' }, renderer)).not.toBe(cardCacheKey(input, renderer))
  })

  it("changes with a font's bytes", () => {
    const fonts = renderer.fonts.map((f) => ({ ...f, data: Buffer.from(f.data) }))
    fonts[2]!.data[fonts[2]!.data.length - 1]! ^= 1
    expect(cardCacheKey(input, { ...renderer, fonts })).not.toBe(cardCacheKey(input, renderer))
  })

  it('covers the layout, the logo and the input rules, however deep they are imported', () => {
    const graph = moduleGraph(['scripts/og-render.ts'])
    const files = graph.files.map((f) => path.relative(process.cwd(), f))
    expect(files).toEqual(
      expect.arrayContaining([
        'scripts/og-render.ts',
        'scripts/og-card.tsx',
        'scripts/og-card-input.ts',
        'app/components/layout/star-mark.ts',
      ]),
    )
    expect(graph.packages).toEqual(expect.arrayContaining(['satori', '@resvg/resvg-js']))
  })

  it("changes with a colour in a module the card imports (the star mark's gold, two imports away)", () => {
    const starMark = path.resolve('app/components/layout/star-mark.ts')
    const source = readFileSync(starMark, 'utf8')
    const recoloured = source.replace(/'#[0-9a-f]{6}'/i, "'#010203'")
    expect(recoloured).not.toBe(source)
    const read = (file: string) => (file === starMark ? Buffer.from(recoloured) : readFileSync(file))
    expect(cardCacheKey(input, { ...renderer, code: cardCode(read) })).not.toBe(cardCacheKey(input, renderer))
  })
})
