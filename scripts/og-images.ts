// Draws a share card for every built page (og-render.ts), from the page's own title, description
// and article facts, as plain text. Cards are cached under .cache/og by a key of everything that
// draws them (og-cache-key.ts), so a rebuild with no change renders none and any change renders
// them again.
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { formatLongDate } from '../app/lib/dates'
import { plainText } from '../app/lib/plain-text'
import { defaultOgImagePath, ogImagePath } from '../app/seo/og-path'
import { business } from '#content/business'
import { cardCacheKey, cardCode, type CardRenderer } from './og-cache-key'
import type { CardInput } from './og-card-input'
import { loadCardFonts, renderCard } from './og-render'
import { readBuiltPages } from './site-pages'

const meta = (html: string, attr: string, key: string) => {
  const value = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1]
  return value === undefined ? undefined : plainText(value)
}

export type CardJob = { out: string; input: CardInput }

/** The subtitle of every card that is not an article's. */
const servicesLine = 'Kitchens · Bathrooms · Floors · Custom tile work'

/** A page's card, read from its meta tags; undefined for a page without an og:title. */
export function cardInputOf(html: string): CardInput | undefined {
  // og:title is the page's own title; the site name is on the card already.
  const title = meta(html, 'property', 'og:title') ?? ''
  if (!title) return undefined
  const section = meta(html, 'property', 'article:section')
  const published = meta(html, 'property', 'article:published_time')
  return {
    title,
    subtitle: section && published ? `${section} · ${formatLongDate(published)}` : servicesLine,
    eyebrow: section ? `From the ${business.name} blog` : undefined,
    name: business.name,
    phone: business.phone.display,
  }
}

/** The card of pages without their own (and of the structured data). */
export const defaultCardInput: CardInput = {
  title: 'Tile Installation in the Portland Metro Area',
  subtitle: servicesLine,
  name: business.name,
  phone: business.phone.display,
}

/** One card per built page (and the default card), with its input read from the page's meta tags. */
export function cardJobs(distDir: string): CardJob[] {
  const jobs: CardJob[] = []
  for (const page of readBuiltPages(distDir)) {
    if (page.isRedirect || page.path === '/404') continue
    const input = cardInputOf(page.html)
    if (input) jobs.push({ out: ogImagePath(page.path), input })
  }
  jobs.push({ out: defaultOgImagePath, input: defaultCardInput })
  return jobs
}

export async function writeOgImages(distDir: string, cacheDir = path.resolve('.cache/og')) {
  mkdirSync(cacheDir, { recursive: true })
  const renderer: CardRenderer = { code: cardCode(), fonts: loadCardFonts() }
  let rendered = 0
  let reused = 0
  for (const job of cardJobs(distDir)) {
    const cached = path.join(cacheDir, `${cardCacheKey(job.input, renderer)}.png`)
    if (existsSync(cached)) reused++
    else {
      writeFileSync(cached, await renderCard(job.input, renderer.fonts))
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
