// Which articles a build publishes, decided here once: the prerender list, the listing, related
// articles, the pages that link articles by topic, the sitemap, the feed and the share cards all
// read this set. A draft is never in it; a dated article joins it on its date. "Today" is the date
// in Portland, where the business and its readers are: a build late in a Portland evening (already
// tomorrow in UTC) must not publish tomorrow's article. BUILD_DATE sets the day for previews and tests.
import { siteSettings } from '#config/site'
import { loadArticles } from './article-files'
import type { Article } from '#content/schemas'

export const publicationTimeZone = 'America/Los_Angeles'

/** The calendar date (YYYY-MM-DD) that `instant` falls on in Portland. */
export function portlandDate(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: publicationTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(instant)
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {})
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** The day this build publishes as of: BUILD_DATE, or today in Portland. */
export function buildDate(now: Date = new Date()): string {
  return siteSettings().buildDate ?? portlandDate(now)
}

export type PublicationStatus = 'published' | 'draft' | 'scheduled'

export function publicationStatus(article: Pick<Article, 'draft' | 'date'>, today: string): PublicationStatus {
  if (article.draft) return 'draft'
  return article.date > today ? 'scheduled' : 'published'
}

/** The articles live on `today`, newest first. */
export function publishedArticles(today: string = buildDate(), all: Article[] = loadArticles()): Article[] {
  return all.filter((a) => publicationStatus(a, today) === 'published')
}

/**
 * The day as of which every scheduled article is live (never before `today`): a preview built as
 * of it shows the articles of a pull request that wait for a later date. Drafts stay out.
 */
export function previewDate(today: string = buildDate(), all: Article[] = loadArticles()): string {
  return all.filter((a) => !a.draft).reduce((latest, a) => (a.date > latest ? a.date : latest), today)
}
