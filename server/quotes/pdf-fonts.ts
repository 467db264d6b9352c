// The quote PDF's fonts (issue 42): the site's own Inter (text) and Fraunces (headings), as static
// TrueType cuts made by tools/quote-pdf-fonts.ts and committed in server/quotes/fonts/. They are
// read once, from the project's folder (as the built site and the data are, docs/deploying.md), and
// kept: three files of about 40 KB. Text is drawn only in these, so every font in the PDF is
// embedded (PDF/A); a character they lack is shown as its closest plain letter, never as a box.
import { readFileSync } from 'node:fs'
import path from 'node:path'

export const pdfFontsDir = path.resolve('server/quotes/fonts')

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')
/** Latin-1, the general punctuation a quote uses and a few signs: what the cuts hold. */
export const pdfCharacters = range(0x20, 0x7e) + range(0xa0, 0xff) + 'ŒœŠšŽžŸ' + range(0x2010, 0x2027) + range(0x2030, 0x203a) + '€™−→•'

export const pdfFontFiles = { text: 'inter-400.ttf', strong: 'inter-650.ttf', heading: 'fraunces-650.ttf' } as const
export type PdfFont = keyof typeof pdfFontFiles

let loaded: Record<PdfFont, Buffer> | null = null

export function pdfFonts(): Record<PdfFont, Buffer> {
  loaded ??= {
    text: readFileSync(path.join(pdfFontsDir, pdfFontFiles.text)),
    strong: readFileSync(path.join(pdfFontsDir, pdfFontFiles.strong)),
    heading: readFileSync(path.join(pdfFontsDir, pdfFontFiles.heading)),
  }
  return loaded
}

const covered = new Set(pdfCharacters)

/**
 * Text the fonts can draw: tabs become spaces, a letter they lack becomes its base letter ("ễ" → "e")
 * and anything else "?". The stored record keeps the exact text; the PDF shows it as near as it can.
 */
export function printable(text: string): string {
  let out = ''
  for (const c of text.replace(/\t/g, ' ')) {
    if (c === '\n' || covered.has(c)) out += c
    else {
      const base = [...c.normalize('NFKD')].filter((d) => covered.has(d)).join('')
      out += base || '?'
    }
  }
  return out
}
