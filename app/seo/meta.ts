// Turns a page's Seo object (built at build time by seo.server.ts) into React Router meta tags.
// Kept free of zod and content imports: it runs in the browser on client-side navigation.
import type { MetaDescriptor } from 'react-router'

export type Seo = {
  /** The <title>: the page's title with the site name when it fits. */
  title: string
  /** The page's own title, for share cards and social previews (og:site_name names the site). */
  shareTitle: string
  description: string
  canonical: string
  robots: string
  ogType: 'website' | 'article'
  siteName: string
  image: { url: string; width: number; height: number; alt: string }
  article?: { publishedTime: string; modifiedTime: string; section: string }
  /** A feed the page offers (the blog's RSS), named for feed readers. */
  feed?: { title: string; href: string }
  jsonLd: object[]
}

export function metaTags(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return []
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { name: 'robots', content: seo.robots },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:type', content: seo.ogType },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:title', content: seo.shareTitle },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:image', content: seo.image.url },
    { property: 'og:image:width', content: String(seo.image.width) },
    { property: 'og:image:height', content: String(seo.image.height) },
    { property: 'og:image:alt', content: seo.image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.shareTitle },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: seo.image.url },
    { name: 'twitter:image:alt', content: seo.image.alt },
    { name: 'geo.region', content: 'US-OR' },
    { name: 'geo.placename', content: 'Portland' },
  ]
  if (seo.article) {
    tags.push(
      { property: 'article:published_time', content: seo.article.publishedTime },
      { property: 'article:modified_time', content: seo.article.modifiedTime },
      { property: 'article:section', content: seo.article.section },
    )
  }
  if (seo.feed) tags.push({ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: seo.feed.title, href: seo.feed.href })
  for (const block of seo.jsonLd) tags.push({ 'script:ld+json': block })
  return tags
}
