// Which articles to suggest, chosen from the frontmatter so no editor keeps lists in step:
// the same category counts most, then each shared topic; ties go to the newer article.
import type { Article } from '#content/schemas'

type Scored = { article: Article; score: number }

function rank(candidates: Article[], score: (a: Article) => number, count: number): Article[] {
  return candidates
    .map((article): Scored => ({ article, score: score(article) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || b.article.date.localeCompare(a.article.date) || a.article.slug.localeCompare(b.article.slug))
    .slice(0, count)
    .map((s) => s.article)
}

const shared = (a: readonly string[], b: readonly string[]) => a.filter((t) => b.includes(t)).length

/** Up to `count` articles related to `article`: same category first, then by shared topics. */
export function relatedArticles(article: Article, all: Article[], count = 3): Article[] {
  const others = all.filter((a) => a.slug !== article.slug)
  return rank(others, (a) => (a.category === article.category ? 10 : 0) + shared(a.topics, article.topics), count)
}

/** The articles that best match a page's topics (service, landing and local pages). */
export function articlesForTopics(topics: readonly string[], all: Article[], count = 3): Article[] {
  return rank(all, (a) => shared(a.topics, topics), count)
}
