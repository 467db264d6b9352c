// The service, landing and local pages link the published articles that share their
// `articleTopics`; a topic no published article uses would leave a page with too few links.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { cityPages, portlandPage } from '#content/areas'
import { loadArticles } from '#domain/articles/article-files'
import { publishedArticles } from '#domain/articles/published'
import { articlesForTopics } from '#domain/articles/related-articles'
import { serviceDetails } from '#content/services'
import type { Problem } from './problems'

export function checkPageTopics(root: string): Problem[] {
  const articles = publishedArticles(undefined, loadArticles(path.join(root, 'content/articles')))
  const inUse = [...new Set(articles.flatMap((a) => a.topics))].sort().join(', ')
  const pages = [
    { file: 'content/services.ts', lists: serviceDetails.map((d) => d.articleTopics) },
    { file: 'content/areas.ts', lists: [portlandPage.articleTopics, ...cityPages.map((c) => c.articleTopics)] },
  ]
  return pages.flatMap(({ file, lists }) => {
    const lines = readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((l, i) => (/\barticleTopics\s*:/.test(l) ? [i + 1] : []))
    return lists.flatMap((topics, i): Problem[] => {
      const found = articlesForTopics(topics, articles).length
      if (found >= 2) return []
      return [
        {
          file,
          line: lines[i] ?? 1,
          field: 'articleTopics',
          problem: `[${topics.join(', ')}] matches ${found} published article(s)`,
          valid: `topics that at least 2 published articles use: ${inUse}`,
        },
      ]
    })
  })
}
