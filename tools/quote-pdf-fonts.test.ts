// The committed PDF fonts are what tools/quote-pdf-fonts.ts makes today from the installed font packages.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pdfFontsDir } from '../server/quotes/pdf-fonts'
import { cutPdfFont, pdfFontCuts } from './quote-pdf-fonts'

describe('the quote PDF font cuts', () => {
  it.each(pdfFontCuts)('$file is the cut the script makes now', async (cut) => {
    const made = await cutPdfFont(cut)
    expect(
      Buffer.compare(readFileSync(path.join(pdfFontsDir, cut.file)), made),
      'run `npm run fonts:quote-pdf` and commit what it writes',
    ).toBe(0)
  })
})
