// The one helper that builds every page's title, description, canonical, robots and share tags.
// Pages declare only what differs; everything else comes from the business facts.
import { absoluteUrl } from '#config/site-url'
import { business } from '#content/business'
import type { Seo } from './meta'
import { ogImagePath } from './og-path'
import { breadcrumbJsonLd, type Crumb } from './json-ld.server'

export type SeoInput = {
  title: string
  description: string
  /** Site path, slashless: '/about'. */
  path: string
  robots?: string
  ogType?: Seo['ogType']
  /** Share image: defaults to the site's generic card. */
  image?: { path: string; width: number; height: number; alt: string }
  article?: Seo['article']
  /** Breadcrumb trail after Home; omitted on the home page. */
  breadcrumb?: Crumb[]
  feed?: Seo['feed']
  jsonLd?: object[]
}

// Search results show about 60 characters of a title and 160 of a description.
export const titleMax = 60
export const descriptionMax = 160

/** "<title> | Star Tile" when that fits in a search result, else the title alone. */
export function withSiteName(title: string): string {
  const full = `${title} | ${business.name}`
  return full.length <= titleMax ? full : title
}

export function buildSeo(input: SeoInput): Seo {
  if (input.description.length < 50 || input.description.length > descriptionMax) {
    throw new Error(`The description of ${input.path} has ${input.description.length} characters; it needs 50 to ${descriptionMax}`)
  }
  if (input.title.length > titleMax) {
    throw new Error(`The title of ${input.path} has ${input.title.length} characters; at most ${titleMax} show in search results`)
  }
  // Each page's own card, drawn by scripts/og-images.ts from the built page's title.
  const image = input.image ?? { path: ogImagePath(input.path), width: 1200, height: 630, alt: input.title }
  const jsonLd = [...(input.jsonLd ?? [])]
  if (input.breadcrumb) jsonLd.push(breadcrumbJsonLd(input.breadcrumb))
  return {
    title: withSiteName(input.title),
    shareTitle: input.title,
    description: input.description,
    canonical: absoluteUrl(input.path),
    robots: input.robots ?? 'index, follow',
    ogType: input.ogType ?? 'website',
    siteName: business.name,
    image: { url: absoluteUrl(image.path), width: image.width, height: image.height, alt: image.alt },
    article: input.article,
    ...(input.feed ? { feed: input.feed } : {}),
    jsonLd,
  }
}
