// An article as a card: picture, category, read time, title, excerpt and date. The card's own
// words are the site's (content/pages/shared.ts).
import { Link } from 'react-router'
import { formatLongDate } from '~/lib/dates'
import { useSite } from '~/lib/site'
import type { ArticleSummary } from '~/lib/article-shapes'
import { Picture } from '../ui/picture'
import { fillSlots } from '#domain/slots'

export function ArticleCard({ article, headingLevel = 3, sizes }: { article: ArticleSummary; headingLevel?: 2 | 3; sizes: string }) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  const href = `/blog/${article.slug}`
  const words = useSite().words.articleCards
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lg">
      <Picture image={article.image} sizes={sizes} />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-3 text-sm">
          {article.unpublished ? <span className="rounded-full bg-ink px-3 py-0.5 font-600 text-white">{article.unpublished}</span> : null}
          <span className="rounded-full bg-terracotta/10 px-3 py-0.5 font-600 text-terracotta">{article.category}</span>
          <span className="text-slate">
            <span className="i-lucide-clock mr-1" aria-hidden="true" />
            {fillSlots(words.readTime, { minutes: String(article.readTime) })}
          </span>
        </p>
        <H className="mt-3 font-display text-xl font-650 leading-snug">
          <Link
            to={href}
            prefetch="intent"
            className="focus text-ink no-underline after:(absolute inset-0 content-empty) hover:text-terracotta"
          >
            {article.title}
          </Link>
        </H>
        <p className="mt-2 flex-1 text-slate">{article.excerpt}</p>
        <p className="mt-4 flex items-center justify-between text-sm text-slate">
          <time dateTime={article.date}>{formatLongDate(article.date)}</time>
          <span className="font-600 text-terracotta" aria-hidden="true">
            {words.cue}
          </span>
        </p>
      </div>
    </article>
  )
}

/** A grid of article cards; `className` sets the grid's columns and spacing. */
export function ArticleCardList({ articles, sizes, className }: { articles: ArticleSummary[]; sizes: string; className: string }) {
  return (
    <ul className={className}>
      {articles.map((a) => (
        <li key={a.slug}>
          <ArticleCard article={a} sizes={sizes} />
        </li>
      ))}
    </ul>
  )
}
