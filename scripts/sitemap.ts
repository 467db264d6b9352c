// Writes sitemap.xml (every indexable prerendered page, by its canonical URL) and robots.txt.
import { escapeHtml } from '../server/escape-html'
import { siteOrigin } from '#config/site-url'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { readBuiltPages, type BuiltPage } from './site-pages'

export function sitemapXml(pages: Pick<BuiltPage, 'canonical' | 'indexable' | 'modified'>[]): string {
  const urls = pages.flatMap((p) => {
    if (!p.indexable || !p.canonical) return []
    const lastmod = p.modified ? `<lastmod>${p.modified}</lastmod>` : ''
    return [`  <url><loc>${escapeHtml(p.canonical)}</loc>${lastmod}</url>`]
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /inbox\nDisallow: /thank-you\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}

export function writeSitemap(distDir: string): number {
  const pages = readBuiltPages(distDir)
  writeFileSync(path.join(distDir, 'sitemap.xml'), sitemapXml(pages))
  writeFileSync(path.join(distDir, 'robots.txt'), robotsTxt(siteOrigin()))
  return pages.filter((p) => p.indexable).length
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const count = writeSitemap(path.resolve(process.argv[2] ?? 'build/client'))
  console.log(`sitemap.xml: ${count} URLs`)
}
