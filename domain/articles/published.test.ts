import { afterEach, describe, expect, it } from 'vitest'
import { buildDate, portlandDate, previewDate, publicationStatus, publishedArticles } from './published'
import type { Article } from '#content/schemas'

const article = (slug: string, date: string, draft = false): Article => ({
  slug,
  title: slug,
  description: 'x',
  excerpt: 'x',
  category: 'Expert Tips',
  topics: ['grout'],
  date,
  dateModified: date,
  draft,
  featured: false,
  image: 'x',
  imageAlt: 'x',
  readTime: 1,
})

afterEach(() => {
  delete process.env.BUILD_DATE
})

describe('the day a build publishes as of', () => {
  it('is the date in Portland: midnight there is 08:00 UTC in winter and 07:00 UTC in summer', () => {
    expect(portlandDate(new Date('2025-03-02T07:59:59Z'))).toBe('2025-03-01')
    expect(portlandDate(new Date('2025-03-02T08:00:00Z'))).toBe('2025-03-02')
    expect(portlandDate(new Date('2025-07-01T06:59:59Z'))).toBe('2025-06-30')
    expect(portlandDate(new Date('2025-07-01T07:00:00Z'))).toBe('2025-07-01')
    // A build at 5 PM in Portland on New Year's Eve is already January 1 in UTC, and still December 31 here.
    expect(portlandDate(new Date('2026-01-01T01:00:00Z'))).toBe('2025-12-31')
  })

  it('is BUILD_DATE when set, whatever the clock says', () => {
    expect(buildDate(new Date('2025-03-02T07:59:59Z'))).toBe('2025-03-01')
    process.env.BUILD_DATE = '2031-05-04'
    expect(buildDate(new Date('2025-03-02T07:59:59Z'))).toBe('2031-05-04')
  })
})

describe('the published articles', () => {
  const all = [
    article('future', '2025-03-02'),
    article('today', '2025-03-01'),
    article('draft', '2025-01-01', true),
    article('old', '2024-12-01'),
  ]

  it('leave out drafts and the articles dated after the day; an article joins on its own date', () => {
    expect(publishedArticles('2025-03-01', all).map((a) => a.slug)).toEqual(['today', 'old'])
    expect(publishedArticles('2025-03-02', all).map((a) => a.slug)).toEqual(['future', 'today', 'old'])
  })

  it('never include a draft, however late the day', () => {
    expect(publishedArticles('2099-12-31', all).map((a) => a.slug)).not.toContain('draft')
    expect(publicationStatus(all[2], '2099-12-31')).toBe('draft')
    expect(publicationStatus(all[0], '2025-03-01')).toBe('scheduled')
    expect(publicationStatus(all[0], '2025-03-02')).toBe('published')
  })
})

describe('the day a preview publishes as of', () => {
  it('is the date of the last scheduled article, drafts not counted, and never before today', () => {
    const all = [article('soon', '2025-04-01'), article('later-draft', '2025-09-01', true), article('old', '2024-12-01')]
    expect(previewDate('2025-03-01', all)).toBe('2025-04-01')
    expect(previewDate('2025-05-01', all)).toBe('2025-05-01')
  })
})
