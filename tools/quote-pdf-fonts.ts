// `npm run fonts:quote-pdf`: the quote PDF's fonts (issue 42): the site's own two families, from the
// same variable sources as tools/fonts.ts, each pinned to one weight and written as plain TrueType
// into server/quotes/fonts/ (committed). pdfkit embeds TrueType or OpenType, not woff2, and PDF/A
// wants every glyph's font inside the file; pdfkit then keeps only the glyphs a quote uses. A test
// fails when the committed files differ from what this script makes.
import subsetFont from 'subset-font'
import { writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { pdfCharacters, pdfFontFiles, pdfFontsDir } from '../server/quotes/pdf-fonts'

export type PdfFontCut = { file: string; source: string; weight: number }

export const pdfFontCuts = [
  { file: pdfFontFiles.text, source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: 400 },
  { file: pdfFontFiles.strong, source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: 650 },
  { file: pdfFontFiles.heading, source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2', weight: 650 },
] as const satisfies PdfFontCut[]

// Tabular figures only: pdfkit lays out every word with fontkit, and Inter's contextual alternates
// (calt) and marks made a 40-line quote take seconds. No kerning either: a kerned "7," came out of
// PDF readers as "$7 ,786.50", and a copied total must read as it was printed.
const features = ['tnum']

export async function cutPdfFont(cut: PdfFontCut): Promise<Buffer> {
  const source = await readFile(path.resolve('node_modules', cut.source))
  return subsetFont(source, pdfCharacters, { targetFormat: 'truetype', variationAxes: { wght: cut.weight }, keepFeatures: features })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const cut of pdfFontCuts) {
    const bytes = await cutPdfFont(cut)
    writeFileSync(path.join(pdfFontsDir, cut.file), bytes)
    console.log(`fonts: ${cut.file} ${(bytes.length / 1024).toFixed(1)} KB (weight ${cut.weight})`)
  }
}
