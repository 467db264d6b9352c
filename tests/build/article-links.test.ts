// Crawls the built site the way a search engine would: every article must be reachable from
// other pages (the blog listing not counted), and each article ends with two or three others.
import { siteSettings } from '#config/site'
import { beforeAll, describe, expect, it } from 'vitest'
import { publishedArticles } from '#domain/articles/published'
import { readBuiltPages, type BuiltPage } from '../../scripts/site-pages'
import { requireBuild } from '../helpers/built-site'

const dist = siteSettings().distDir
let pages: BuiltPage[] = []
const articleSlugs = () => publishedArticles().map((a) => a.slug)

const linksOf = (html: string) => new Set([...html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)].map((m) => m[1]))

beforeAll(() => {
  requireBuild(dist)
  pages = readBuiltPages(dist).filter((p) => !p.isRedirect && p.path !== '/404')
})

describe('articles linked into the site', () => {
  it('every article has at least three inbound links from other pages, the blog listing not counted', () => {
    const inbound = Object.fromEntries(
      articleSlugs().map((slug) => {
        const target = `/blog/${slug}`
        const from = pages.filter((p) => p.path !== target && p.path !== '/blog' && linksOf(p.html).has(target)).map((p) => p.path)
        return [slug, from]
      }),
    )
    for (const [slug, from] of Object.entries(inbound)) expect(from.length, `${slug} is linked from ${from.join(', ') || 'nowhere'}`).toBeGreaterThanOrEqual(3)
  })

  it('every article is linked from at least one page outside the blog', () => {
    const outside = pages.filter((p) => !p.path.startsWith('/blog'))
    for (const slug of articleSlugs()) {
      expect(
        outside.some((p) => linksOf(p.html).has(`/blog/${slug}`)),
        slug,
      ).toBe(true)
    }
  })

  it('the services page, the Portland page and each local page link two or three articles', () => {
    for (const p of pages.filter((p) => /^\/(services|tile-installation-portland|tile-contractor-[a-z-]+)$/.test(p.path))) {
      const n = [...linksOf(p.html)].filter((h) => h.startsWith('/blog/')).length
      expect(n, p.path).toBeGreaterThanOrEqual(2)
    }
  })

  it('every article ends with two or three related articles, not itself', () => {
    for (const slug of articleSlugs()) {
      const html = pages.find((p) => p.path === `/blog/${slug}`)!.html
      const section = /<section aria-labelledby="related-articles-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
      const related = [...linksOf(section)].filter((h) => h.startsWith('/blog/'))
      expect(related.length, slug).toBeGreaterThanOrEqual(2)
      expect(related.length, slug).toBeLessThanOrEqual(3)
      expect(related, slug).not.toContain(`/blog/${slug}`)
    }
  })
})
