// Writes the blog's RSS 2.0 feed (/blog/rss.xml) from the published articles' frontmatter. Each item
// carries its last real change as atom:updated (RFC 3339), the date the page shows after "Updated".
import { escapeHtml } from '../server/escape-html'
import { siteOrigin } from '#config/site-url'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { publishedArticles } from '#domain/articles/published'
import { business } from '#content/business'
import type { Article } from '#content/schemas'

const rfc822 = (iso: string) => new Date(`${iso}T12:00:00Z`).toUTCString()
const rfc3339 = (iso: string) => `${iso}T12:00:00Z`

export function rssXml(articles: Article[], siteUrl = siteOrigin()): string {
  const newest = articles
    .map((a) => a.dateModified)
    .sort()
    .at(-1)
  const items = articles.map((a) => {
    const link = `${siteUrl}/blog/${a.slug}`
    return `    <item>
      <title>${escapeHtml(a.title)}</title>
      <link>${link}</link>
      <guid isPermaLink="true">${link}</guid>
      <pubDate>${rfc822(a.date)}</pubDate>
      <atom:updated>${rfc3339(a.dateModified)}</atom:updated>
      <category>${escapeHtml(a.category)}</category>
      <description>${escapeHtml(a.excerpt)}</description>
    </item>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(business.name)} Blog</title>
    <link>${siteUrl}/blog</link>
    <description>Tile installation guides, costs and ideas for Portland-area homeowners from ${escapeHtml(business.name)}.</description>
    <language>en-us</language>
    ${newest ? `<lastBuildDate>${rfc822(newest)}</lastBuildDate>` : ''}
    <atom:link href="${siteUrl}/blog/rss.xml" rel="self" type="application/rss+xml"/>
${items.join('\n')}
  </channel>
</rss>
`
}

export function writeRss(distDir: string): number {
  const articles = publishedArticles()
  mkdirSync(path.join(distDir, 'blog'), { recursive: true })
  writeFileSync(path.join(distDir, 'blog', 'rss.xml'), rssXml(articles))
  return articles.length
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`rss.xml: ${writeRss(path.resolve(process.argv[2] ?? 'build/client'))} items`)
}
