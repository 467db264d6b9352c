import { describe, expect, it } from 'vitest'
import { parseArticleFile } from './article-files'
import { ContentError, parseContent } from './parse'
import { businessSchema } from './schemas'
import { business } from './business'

describe('content validation', () => {
  it('names the file and the field when business facts are wrong', () => {
    const bad = { ...business, phone: { display: '555 0142', e164: '+15035550142' } }
    expect(() => parseContent('content/business.ts', businessSchema, bad)).toThrowError(
      /Invalid content in content\/business\.ts:\n {2}- phone\.display: must look like \(503\) 555-0142/,
    )
  })

  it('names a missing field', () => {
    const { email: _email, ...missing } = business
    try {
      parseContent('content/business.ts', businessSchema, missing)
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(ContentError)
      expect((e as ContentError).issues.map((i) => i.path)).toContain('email')
    }
  })

  it('rejects a site URL with a trailing slash', () => {
    expect(() => parseContent('content/business.ts', businessSchema, { ...business, siteUrl: 'https://x.example/' })).toThrow(/siteUrl/)
  })

  const article = (fm: string) => `---\n${fm}\n---\n\nBody text.\n`
  const good = [
    'title: "A title"',
    'description: "A description that is long enough to be a real meta description."',
    'excerpt: "Short excerpt."',
    'slug: my-article',
    'category: Expert Tips',
    'date: 2025-01-20',
    'dateModified: 2025-01-21',
    'readTime: 7',
    'featured: false',
    'image: article-my-article',
    'imageAlt: "Grey hexagon tile floor"',
  ]

  it('accepts valid frontmatter', () => {
    expect(parseArticleFile('content/articles/my-article.mdx', article(good.join('\n'))).readTime).toBe(7)
  })

  it('fails a missing frontmatter field with file and field named', () => {
    const src = article(good.filter((l) => !l.startsWith('readTime')).join('\n'))
    expect(() => parseArticleFile('content/articles/my-article.mdx', src)).toThrowError(
      /content\/articles\/my-article\.mdx:\n {2}- readTime:/,
    )
  })

  it('fails an unknown category and a slug that is not the file name', () => {
    const badCategory = article(good.map((l) => (l.startsWith('category') ? 'category: Gossip' : l)).join('\n'))
    expect(() => parseArticleFile('content/articles/my-article.mdx', badCategory)).toThrow(/category/)
    expect(() => parseArticleFile('content/articles/other.mdx', article(good.join('\n')))).toThrow(/slug: must equal the file name "other"/)
  })
})
