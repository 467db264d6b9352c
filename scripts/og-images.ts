// Draws a 1200 x 630 share card for every built page with satori (Inter + Fraunces, self-hosted),
// from the page's own title, description and article facts. Cards are cached by a hash of their
// inputs, so a rebuild with no content change renders none.
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
import { readBuiltPages } from './site-pages'
import { ogCard } from './og-card'

const RENDERER_VERSION = '1'

export const cardInputSchema = z
  .object({
    title: z.string().trim().min(1).max(140),
    subtitle: z.string().trim().min(1).max(160),
    eyebrow: z.string().trim().max(60).optional(),
    name: z.string().min(1),
    phone: z.string().min(1),
  })
  .strict()
export type CardInput = z.infer<typeof cardInputSchema>

const font = (pkg: string, file: string) => readFileSync(path.resolve('node_modules', pkg, 'files', file))
let fonts: Parameters<typeof satori>[1]['fonts'] | undefined
function loadFonts() {
  fonts ??= [
    { name: 'Inter', data: font('@fontsource/inter', 'inter-latin-400-normal.woff'), weight: 400, style: 'normal' },
    { name: 'Inter', data: font('@fontsource/inter', 'inter-latin-600-normal.woff'), weight: 600, style: 'normal' },
    { name: 'Fraunces', data: font('@fontsource/fraunces', 'fraunces-latin-700-normal.woff'), weight: 700, style: 'normal' },
  ]
  return fonts
}

export async function renderCard(input: CardInput): Promise<Buffer> {
  const card = cardInputSchema.parse(input)
  const svg = await satori(ogCard(card) as never, { width: 1200, height: 630, fonts: loadFonts() })
  return new Resvg(svg, { fitTo: { mode: 'width', value: 1200 } }).render().asPng()
}

const meta = (html: string, attr: string, key: string) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1]
const unescape = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

export async function writeOgImages(distDir: string, cacheDir = path.resolve('.cache/og')) {
  mkdirSync(cacheDir, { recursive: true })
  let rendered = 0
  let reused = 0
  const jobs: { out: string; input: CardInput }[] = []
  for (const page of readBuiltPages(distDir)) {
    if (page.isRedirect || page.path === '/404') continue
    const title = unescape(meta(page.html, 'property', 'og:title') ?? '')
      .replace(/\s*\|\s*Star Tile$/, '')
      .replace(/^Star Tile\s*\|\s*/, '')
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
  for (const job of jobs) {
    const hash = createHash('sha256')
      .update(RENDERER_VERSION + JSON.stringify(job.input) + ogCard.toString())
      .digest('hex')
      .slice(0, 16)
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
