// The routes to audit: every URL of the built sitemap.xml, plus the 404 page reached the way a
// visitor reaches it (an unknown path, which must answer 404).
import { readFileSync } from 'node:fs'
import path from 'node:path'

export const notFoundPath = '/audit-no-such-page'

export type Route = { path: string; label: string; expectStatus: number }

export function sitemapUrls(distDir: string): URL[] {
  const xml = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')))
}

/** The public origin the build was made for, read from its sitemap. */
export function siteOrigin(distDir: string): string {
  const first = sitemapUrls(distDir)[0]
  if (!first) throw new Error(`${distDir}/sitemap.xml lists no URL: rebuild the site (npm run build)`)
  return first.origin
}

/** The routes of the sitemap and the 404 page, or only the paths asked for. */
export function auditRoutes(distDir: string, only: string[]): Route[] {
  const paths = only.length ? only : [...sitemapUrls(distDir).map((u) => u.pathname), notFoundPath]
  return paths.map((p) =>
    p === notFoundPath || p === '/404' ? { path: notFoundPath, label: '404', expectStatus: 404 } : { path: p, label: p, expectStatus: 200 },
  )
}
