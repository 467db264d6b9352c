// `npm run fonts`: cuts the two self-hosted variable fonts down to what the site sets with them,
// into app/styles/fonts/ (committed, so the build and `npm run dev` need no step of their own).
// The packages' Latin files were 85 KB on every first visit, fetched before the page's largest
// paint on a slow phone; the cuts are 47 KB. A test fails when the committed files differ
// from what this script makes (a font package upgraded, a character or weight added here), and a
// build test checks that every character the built pages show is in the font that shows it.
import subsetFont from 'subset-font'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const fontsDir = path.resolve('app/styles/fonts')

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')
/** Typographic punctuation the copy uses: quotes, dashes, ellipsis, middle dot, times, arrows... */
const punctuation = '\u00a0‘’“”–—…·×©®™°→'

export type FontCut = {
  family: string
  file: string
  source: string
  /** The weight range kept on the variable wght axis: the weights the CSS asks for. */
  weight: { min: number; max: number }
  /** Every character kept; the browser draws anything else in the fallback face. */
  characters: string
}

export const fontCuts: FontCut[] = [
  {
    // Body text, labels and form fields: what a visitor types too, so all of Latin-1.
    family: 'Inter Variable',
    file: 'inter-wght-400-700.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    weight: { min: 400, max: 700 },
    characters: range(0x20, 0x7e) + range(0xa0, 0xff) + range(0x2010, 0x2027) + punctuation + '€−',
  },
  {
    // Headings and the calculator's big figures, at 600-700 (font-600, font-650, font-700).
    family: 'Fraunces Variable',
    file: 'fraunces-wght-600-700.woff2',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    weight: { min: 600, max: 700 },
    characters: range(0x20, 0x7e) + punctuation + 'àáçéèñöü',
  },
]

/** Kerning, ligatures, contextual forms, marks and tabular figures (`tabular-nums`); no stylistic sets. */
const features = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rvrn', 'tnum']

export function cutFont(cut: FontCut): Promise<Buffer> {
  const source = readFileSync(path.resolve('node_modules', cut.source))
  return subsetFont(source, cut.characters, { targetFormat: 'woff2', variationAxes: { wght: cut.weight }, keepFeatures: features })
}

/** `U+20-7E, U+A0-FF, U+2192`: the characters as the shortest unicode-range. */
export function unicodeRange(characters: string): string {
  const points = [...new Set([...characters].map((c) => c.codePointAt(0) ?? 0))].sort((a, b) => a - b)
  const spans: [number, number][] = []
  for (const p of points) {
    const last = spans.at(-1)
    if (last && p === last[1] + 1) last[1] = p
    else spans.push([p, p])
  }
  const hex = (n: number) => n.toString(16).toUpperCase()
  return spans.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ')
}

export function fontFaceCss(): string {
  const faces = fontCuts.map(
    (cut) => `@font-face {
  font-family: '${cut.family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${cut.weight.min} ${cut.weight.max};
  src: url('./${cut.file}') format('woff2');
  unicode-range: ${unicodeRange(cut.characters)};
}
`,
  )
  return `/* Written by \`npm run fonts\` (tools/fonts.ts): edit the cuts there, not this file. */\n${faces.join('')}`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const cut of fontCuts) {
    const bytes = await cutFont(cut)
    writeFileSync(path.join(fontsDir, cut.file), bytes)
    console.log(`fonts: ${cut.file} ${(bytes.length / 1024).toFixed(1)} KB (${cut.family}, ${[...cut.characters].length} characters)`)
  }
  writeFileSync(path.join(fontsDir, 'fonts.css'), fontFaceCss())
}
