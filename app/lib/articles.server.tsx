// Articles are rendered to HTML at build time, so an article page ships no JavaScript of its own:
// the MDX component runs here, in the prerender, and the page receives the finished markup.
import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { siteSettings } from '#config/site'
import { loadArticles } from '#domain/articles/article-files'
import { buildDate, publicationStatus, publishedArticles } from '#domain/articles/published'
import { publishing } from '#content/publishing'
import { articlesForTopics } from '#domain/articles/related-articles'
import type { Article } from '#content/schemas'
import type { ArticleLink, ArticleSummary } from './article-shapes'
import { formatLongDate } from './dates'
import { getImage } from './images.server'
import { plainText } from './plain-text'

type MdxModule = { default: ComponentType<{ components?: MdxComponents }> }
const modules = import.meta.glob<MdxModule>('../../content/articles/*.mdx', { eager: true })

export type TocEntry = { id: string; text: string }

/** The elements an article's MDX may use (app/components/sections/article-mdx.tsx), passed in by the route. */
export type MdxComponents = Record<string, ComponentType<never>>

export function renderArticle(slug: string, components: MdxComponents): { html: string; toc: TocEntry[] } {
  const mod = modules[`../../content/articles/${slug}.mdx`]
  if (!mod) throw new Error(`No MDX module for article "${slug}"`)
  const Content = mod.default
  const html = renderToStaticMarkup(<Content components={components} />)
  const toc = [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].map((m) => ({ id: m[1], text: plainText(m[2]) }))
  return { html, toc }
}

/** "Draft" or "Scheduled · March 3, 2026" on an article `npm run dev` shows before it is published. */
export function unpublishedLabel(a: Article): string | undefined {
  const status = publicationStatus(a, buildDate())
  if (status === 'draft') return publishing.draft
  if (status === 'scheduled') return `${publishing.scheduled} · ${formatLongDate(a.date)}`
  return undefined
}

/** What an article card shows. */
export function articleSummary(a: Article): ArticleSummary {
  return {
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    category: a.category,
    date: a.date,
    readTime: a.readTime,
    image: getImage(a.image),
    ...(siteSettings().showsUnpublished ? { unpublished: unpublishedLabel(a) } : {}),
  }
}

/**
 * The blog's articles: the published ones in a build; in `npm run dev` drafts and scheduled
 * articles too, so an editor can open them (their cards and pages say so).
 */
export function articleList(): Article[] {
  return siteSettings().showsUnpublished ? loadArticles() : publishedArticles()
}

/** The two or three published articles that best match a page's topics, as plain link data. */
export function articleLinks(topics: readonly string[]): ArticleLink[] {
  return articlesForTopics(topics, publishedArticles()).map((a) => ({
    slug: a.slug,
    title: a.title,
    category: a.category,
    readTime: a.readTime,
  }))
}
