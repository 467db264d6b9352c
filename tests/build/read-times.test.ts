// The read time is counted from the article's words at build time, and the three places that
// show it agree: the blog listing, the article page and the BlogPosting's timeRequired.
import { siteSettings } from '#config/site'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { publishedArticles } from '#domain/articles/published'
import { requireBuild } from '../helpers/built-site'

const dist = siteSettings().distDir
const page = (p: string) => readFileSync(path.join(dist, p, 'index.html'), 'utf8')

beforeAll(() => {
  requireBuild(dist)
})

describe('read times', () => {
  it('agree between the listing, the article page and timeRequired, and match the words of the body', () => {
    const listing = page('blog')
    for (const a of publishedArticles()) {
      const html = page(`blog/${a.slug}`)
      const card = new RegExp(`(\\d+) min read[\\s\\S]{0,400}?href="/blog/${a.slug}"`).exec(listing)
      expect(card?.[1], a.slug).toBe(String(a.readTime))
      expect(html, a.slug).toContain(`${a.readTime} min read`)
      const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]))
      expect(ld.find((b) => b['@type'] === 'BlogPosting')?.timeRequired, a.slug).toBe(`PT${a.readTime}M`)
      // the rendered body's words, at 230 a minute, give the same minutes (give or take the ceiling)
      const body = /<div class="article-body[^"]*">([\s\S]*?)<\/div><aside/.exec(html)?.[1] ?? ''
      const words = body.replace(/<[^>]+>/g, ' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
      expect(Math.abs(Math.ceil(words / 230) - a.readTime), `${a.slug}: ${words} words`).toBeLessThanOrEqual(1)
    }
  })
})
