// The committed font cuts are what tools/fonts.ts makes today from the installed font packages.
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cutFont, fontCuts, fontFaceCss, fontsDir, unicodeRange } from './fonts'

const stale = 'app/styles/fonts/ is out of date: run `npm run fonts` and commit what it writes'

describe('the font cuts', () => {
  it.each(fontCuts)('$file is the cut the script makes now', async (cut) => {
    const committed = readFileSync(path.join(fontsDir, cut.file))
    const made = await cutFont(cut)
    expect(Buffer.compare(committed, made), stale).toBe(0)
  })

  it.each(fontCuts)('$file is less than two thirds of its source', (cut) => {
    const source = statSync(path.resolve('node_modules', cut.source)).size
    const size = statSync(path.join(fontsDir, cut.file)).size
    console.log(`${cut.file}: ${(size / 1024).toFixed(1)} KB, from ${(source / 1024).toFixed(1)} KB`)
    expect(size).toBeLessThan((source * 2) / 3)
  })

  it('fonts.css declares each cut with its weights and characters', () => {
    expect(readFileSync(path.join(fontsDir, 'fonts.css'), 'utf8'), stale).toBe(fontFaceCss())
    expect(fontFaceCss()).toContain("font-family: 'Inter Variable';\n  font-style: normal;\n  font-display: swap;\n  font-weight: 400 700;")
  })

  it('writes the shortest unicode-range for a set of characters', () => {
    expect(unicodeRange('cab→a d')).toBe('U+20, U+61-64, U+2192')
    expect(unicodeRange('x')).toBe('U+78')
  })
})
