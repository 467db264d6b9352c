// Draws one share card: the layout (og-card.tsx) through satori to SVG in the self-hosted fonts
// (Inter and Fraunces), then resvg to a 1200 x 630 PNG.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import { ogCard } from './og-card'
import { cardInputSchema, type CardInput } from './og-card-input'

export type CardFont = Parameters<typeof satori>[1]['fonts'][number] & { data: Buffer }

const fontFile = (pkg: string, file: string) => path.resolve('node_modules', pkg, 'files', file)

let fonts: CardFont[] | undefined
/** The card's fonts, read once per process. */
export function loadCardFonts(): CardFont[] {
  fonts ??= [
    { name: 'Inter', data: readFileSync(fontFile('@fontsource/inter', 'inter-latin-400-normal.woff')), weight: 400, style: 'normal' },
    { name: 'Inter', data: readFileSync(fontFile('@fontsource/inter', 'inter-latin-600-normal.woff')), weight: 600, style: 'normal' },
    {
      name: 'Fraunces',
      data: readFileSync(fontFile('@fontsource/fraunces', 'fraunces-latin-700-normal.woff')),
      weight: 700,
      style: 'normal',
    },
  ]
  return fonts
}

export async function renderCard(input: CardInput, cardFonts: readonly CardFont[] = loadCardFonts()): Promise<Buffer> {
  const card = cardInputSchema.parse(input)
  const svg = await satori(ogCard(card) as never, { width: 1200, height: 630, fonts: [...cardFonts] })
  return new Resvg(svg, { fitTo: { mode: 'width', value: 1200 } }).render().asPng()
}
