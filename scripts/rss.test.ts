import { describe, expect, it } from 'vitest'
import type { Article } from '#content/schemas'
import { rssXml } from './rss'

const article = (slug: string, date: string, dateModified = date): Article => ({
  slug,
  title: `The ${slug} article`,
  description: 'x',
  excerpt: 'An excerpt & more',
  category: 'Expert Tips',
  topics: ['grout'],
  date,
  dateModified,
  draft: false,
  featured: false,
  image: 'x',
  imageAlt: 'x',
  readTime: 1,
})

describe('the RSS feed', () => {
  it('gives each item its publication date and its last real change, and the channel the newest change', () => {
    const xml = rssXml([article('updated', '2025-01-10', '2025-03-02'), article('plain', '2025-01-05')], 'https://tile.example')
    const items = xml.split('<item>').slice(1)
    expect(items[0]).toContain('<pubDate>Fri, 10 Jan 2025 12:00:00 GMT</pubDate>')
    expect(items[0]).toContain('<atom:updated>2025-03-02T12:00:00Z</atom:updated>')
    expect(items[1]).toContain('<atom:updated>2025-01-05T12:00:00Z</atom:updated>')
    expect(xml).toContain('<lastBuildDate>Sun, 02 Mar 2025 12:00:00 GMT</lastBuildDate>')
    expect(xml).toContain('<description>An excerpt &amp; more</description>')
  })
})
