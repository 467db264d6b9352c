// A short list of the blog articles that fit a page (chosen by topic at build time), so every
// article is reachable from the service, landing and local pages, not only from the blog.
import { Link } from 'react-router'
import { useSite } from '~/lib/site'
import type { ArticleLink } from '~/lib/article-shapes'
import { fillSlots } from '#domain/slots'

export function ArticleLinks({
  id,
  heading,
  articles,
  level = 2,
  className = '',
}: {
  id: string
  heading: string
  articles: ArticleLink[]
  level?: 2 | 3
  className?: string
}) {
  const H = level === 2 ? 'h2' : 'h3'
  const { readTime } = useSite().words.articleCards
  return (
    <nav aria-labelledby={id} className={className}>
      <H id={id} className={level === 2 ? 'heading-2' : 'heading-3'}>
        {heading}
      </H>
      <ul className="mt-4 space-y-3">
        {articles.map((a) => (
          <li key={a.slug} className="flex items-start gap-2">
            <span className="i-lucide-book-open mt-1 shrink-0 text-terracotta" aria-hidden="true" />
            <span>
              <Link to={`/blog/${a.slug}`} className="focus rounded-sm font-600 underline underline-offset-4">
                {a.title}
              </Link>
              <span className="block text-sm text-slate">{`${a.category} · ${fillSlots(readTime, { minutes: String(a.readTime) })}`}</span>
            </span>
          </li>
        ))}
      </ul>
    </nav>
  )
}
