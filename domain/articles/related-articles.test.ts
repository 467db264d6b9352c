import { describe, expect, it } from 'vitest'
import { publishedArticles } from './published'
import { articlesForTopics, relatedArticles } from './related-articles'
import type { Article } from '#content/schemas'

const fake = (slug: string, category: Article['category'], topics: string[], date = '2025-01-01'): Article => ({
  slug,
  title: slug,
  description: 'x',
  excerpt: 'x',
  category,
  topics,
  date,
  dateModified: date,
  draft: false,
  featured: false,
  image: 'x',
  imageAlt: 'x',
  readTime: 1,
})

describe('related articles', () => {
  it('puts the same category first, then the most shared topics, then the newer article', () => {
    const me = fake('me', 'Expert Tips', ['grout', 'wet-rooms'])
    const all = [
      me,
      fake('two-topics', 'Resources', ['grout', 'wet-rooms']),
      fake('same-category', 'Expert Tips', ['kitchens']),
      fake('one-topic-old', 'Resources', ['grout'], '2024-01-01'),
      fake('one-topic-new', 'Resources', ['wet-rooms'], '2025-06-01'),
      fake('unrelated', 'Resources', ['kitchens']),
    ]
    expect(relatedArticles(me, all).map((a) => a.slug)).toEqual(['same-category', 'two-topics', 'one-topic-new'])
    expect(articlesForTopics(['kitchens'], all, 2).map((a) => a.slug)).toEqual(['same-category', 'unrelated'])
  })

  it('gives every published article two or three related articles, never itself', () => {
    const articles = publishedArticles()
    for (const a of articles) {
      const related = relatedArticles(a, articles)
      expect(related.length, a.slug).toBeGreaterThanOrEqual(2)
      expect(related.length, a.slug).toBeLessThanOrEqual(3)
      expect(related.map((r) => r.slug)).not.toContain(a.slug)
    }
  })
})
