// Draws a 1200 x 630 share card for every built page with satori (Inter + Fraunces, self-hosted),
// from the page's own title, description and article facts, as plain text. Cards are cached by a
// hash of everything that draws them (inputs, layout, logo, fonts, renderer versions), so a
// rebuild with no change renders none and any change renders them again.
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import { z } from 'zod'
import { business } from '../content/business'
import { ogImagePath } from '../app/seo/og-path'
import { formatLongDate } from '../app/lib/dates'
import { plainText } from '../app/lib/plain-text'
import { readBuiltPages } from './site-pages'
import { ogCard } from './og-card'

// Satori draws text as given: an entity or a Markdown marker would show on the card.
const plain = z
  .string()
  .trim()
  .refine((s) => !/&(#|[a-z]+;)|[*_]/i.test(s), 'must be plain text: no HTML entities, no * or _')
export const cardInputSchema = z
  .object({
    title: plain.min(1).max(140),
    subtitle: plain.min(1).max(160),
    eyebrow: plain.max(60).optional(),
    name: z.string().min(1),
    phone: z.string().min(1),
  })
  .strict()
export type CardInput = z.infer<typeof cardInputSchema>

const fontFile = (pkg: string, file: string) => path.resolve('node_modules', pkg, 'files', file)
const fontFiles = {
  inter400: fontFile('@fontsource/inter', 'inter-latin-400-normal.woff'),
  inter600: fontFile('@fontsource/inter', 'inter-latin-600-normal.woff'),
  fraunces700: fontFile('@fontsource/fraunces', 'fraunces-latin-700-normal.woff'),
}
let fonts: Parameters<typeof satori>[1]['fonts'] | undefined
function loadFonts() {
  fonts ??= [
    { name: 'Inter', data: readFileSync(fontFiles.inter400), weight: 400, style: 'normal' },
    { name: 'Inter', data: readFileSync(fontFiles.inter600), weight: 600, style: 'normal' },
    { name: 'Fraunces', data: readFileSync(fontFiles.fraunces700), weight: 700, style: 'normal' },
  ]
  return fonts
}

/** Every file that decides how a card looks; the cache key hashes them all with the input. */
export const cardRendererFiles = [
  'scripts/og-card.tsx',
  'scripts/og-images.ts',
  'app/components/layout/star-mark.ts',
  ...Object.values(fontFiles),
  'node_modules/satori/package.json',
  'node_modules/@resvg/resvg-js/package.json',
].map((f) => path.resolve(f))

let rendererHash: string | undefined
export function cardCacheKey(input: CardInput): string {
  rendererHash ??= cardRendererFiles.reduce((h, f) => h.update(readFileSync(f)), createHash('sha256')).digest('hex')
  return createHash('sha256')
    .update(rendererHash + JSON.stringify(input))
    .digest('hex')
    .slice(0, 16)
}

export async function renderCard(input: CardInput): Promise<Buffer> {
  const card = cardInputSchema.parse(input)
  const svg = await satori(ogCard(card) as never, { width: 1200, height: 630, fonts: loadFonts() })
  return new Resvg(svg, { fitTo: { mode: 'width', value: 1200 } }).render().asPng()
}

const meta = (html: string, attr: string, key: string) => {
  const value = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1]
  return value === undefined ? undefined : plainText(value)
}

export type CardJob = { out: string; input: CardInput }

/** One card per built page (and the default card), with its input read from the page's meta tags. */
export function cardJobs(distDir: string): CardJob[] {
  const jobs: CardJob[] = []
  for (const page of readBuiltPages(distDir)) {
    if (page.isRedirect || page.path === '/404') continue
    const title = (meta(page.html, 'property', 'og:title') ?? '').replace(/\s*\|\s*Star Tile$/, '').replace(/^Star Tile\s*\|\s*/, '')
    if (!title) continue
    const section = meta(page.html, 'property', 'article:section')
    const published = meta(page.html, 'property', 'article:published_time')
    jobs.push({
      out: ogImagePath(page.path),
      input: {
        title,
        subtitle: section && published ? `${section} · ${formatLongDate(published)}` : 'Kitchens · Bathrooms · Floors · Custom tile work',
        eyebrow: section ? 'From the Star Tile blog' : undefined,
        name: business.name,
        phone: business.phone.display,
      },
    })
  }
  jobs.push({
    out: '/og/default.png',
    input: {
      title: 'Tile Installation in the Portland Metro Area',
      subtitle: 'Kitchens · Bathrooms · Floors · Custom tile work',
      name: business.name,
      phone: business.phone.display,
    },
  })
  return jobs
}

export async function writeOgImages(distDir: string, cacheDir = path.resolve('.cache/og')) {
  mkdirSync(cacheDir, { recursive: true })
  let rendered = 0
  let reused = 0
  for (const job of cardJobs(distDir)) {
    const hash = cardCacheKey(job.input)
    const cached = path.join(cacheDir, `${hash}.png`)
    if (existsSync(cached)) reused++
    else {
      writeFileSync(cached, await renderCard(job.input))
      rendered++
    }
    const out = path.join(distDir, job.out)
    mkdirSync(path.dirname(out), { recursive: true })
    copyFileSync(cached, out)
  }
  return { rendered, reused }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now()
  const r = await writeOgImages(path.resolve(process.argv[2] ?? 'build/client'))
  console.log(`share images: ${r.rendered} rendered, ${r.reused} reused (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}
