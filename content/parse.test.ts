import { describe, expect, it } from 'vitest'
import { parseArticleFile } from '#domain/articles/article-files'
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

  const article = (fm: string, words = 2) => `---\n${fm}\n---\n\n${'Body text. '.repeat(words / 2)}\n`
  const good = [
    'title: "A title"',
    'description: "A description that is long enough to be a real meta description."',
    'excerpt: "Short excerpt."',
    'category: Expert Tips',
    'topics: [grout, wet-rooms]',
    'date: 2025-01-20',
    'featured: false',
    'image: article-my-article',
    'imageAlt: "Gray hexagon tile floor"',
  ]

  it('takes the slug from the file name, defaults dateModified to date and counts the read time', () => {
    const parsed = parseArticleFile('content/articles/my-article.mdx', article(good.join('\n'), 1000))
    expect(parsed.slug).toBe('my-article')
    expect(parsed.dateModified).toBe('2025-01-20')
    expect(parsed.readTime).toBe(5) // 1,000 words at 230 a minute, rounded up
    expect(parseArticleFile('content/articles/x.mdx', article([...good, 'dateModified: 2025-02-01'].join('\n'))).dateModified).toBe(
      '2025-02-01',
    )
  })

  it('fails a missing frontmatter field with file and field named', () => {
    const src = article(good.filter((l) => !l.startsWith('description')).join('\n'))
    expect(() => parseArticleFile('content/articles/my-article.mdx', src)).toThrowError(
      /content\/articles\/my-article\.mdx:\n {2}- description:/,
    )
  })

  it('fails an unknown category, and the fields that are now derived (slug, readTime)', () => {
    const badCategory = article(good.map((l) => (l.startsWith('category') ? 'category: Gossip' : l)).join('\n'))
    expect(() => parseArticleFile('content/articles/my-article.mdx', badCategory)).toThrow(/category/)
    expect(() =>
      parseArticleFile('content/articles/my-article.mdx', article([...good, 'slug: my-article', 'readTime: 7'].join('\n'))),
    ).toThrow(/slug|readTime/)
  })
})
