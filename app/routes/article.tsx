import { Breadcrumbs } from '~/components/sections/breadcrumbs'
import { largestJpeg } from '~/lib/image-data'
import { Link, redirect } from 'react-router'
import { isoMinutes } from '#domain/articles/read-time'
import { redirects } from '#content/redirects'
import { articleResourceLinks } from '#content/navigation'
import { publishedArticles } from '#domain/articles/published'
import { relatedArticles } from '#domain/articles/related-articles'
import { publishing } from '#content/publishing'
import { blogPage } from '#content/pages/blog'
import { articlePage } from '#content/pages/article'
import { fillContent } from '#domain/tokens'
import { ActionLinks } from '~/components/sections/cta-band'
import { Picture } from '~/components/ui/picture'
import { ArticleCardList } from '~/components/sections/article-card'
import { EditorPreviewPanel } from '~/components/sections/editor-preview'
import { type MdxComponents, articleList, renderArticle, articleSummary } from '~/lib/articles.server'
import { mdxComponents } from '~/components/sections/article-mdx'
import { formatLongDate } from '~/lib/dates'
import { editorPreview } from '~/lib/editor-preview.server'
import { getImage } from '~/lib/pages.server'
import { metaTags } from '~/seo/meta'
import { blogPostingJsonLd } from '~/seo/json-ld.server'
import { buildSeo } from '~/seo/seo.server'
import type { Route } from './+types/article'

const blogCrumb = blogPage.breadcrumb

export async function loader({ params }: Route.LoaderArgs) {
  const path = `/blog/${params.slug}`
  if (redirects[path]) throw redirect(redirects[path], 301)
  // In a build the list holds only published articles; `npm run dev` opens drafts and scheduled ones too.
  const article = articleList().find((a) => a.slug === params.slug)
  if (!article) throw new Response('Not Found', { status: 404 })
  // Related articles are live ones only, also under a draft previewed in `npm run dev`.
  const relatedCards = relatedArticles(article, publishedArticles()).map(articleSummary)
  const image = getImage(article.image)
  const { html, toc } = renderArticle(article.slug, mdxComponents as MdxComponents)
  const copy = fillContent(articlePage, { minutes: String(article.readTime) })
  const seo = buildSeo({
    title: article.seoTitle ?? article.title,
    description: article.description,
    path,
    ogType: 'article',
    article: { publishedTime: article.date, modifiedTime: article.dateModified, section: article.category },
    breadcrumb: [
      { name: blogCrumb, path: '/blog' },
      { name: article.title, path },
    ],
    feed: { title: fillContent(blogPage.feedTitle), href: '/blog/rss.xml' },
    jsonLd: [
      {
        ...blogPostingJsonLd({
          title: article.title,
          description: article.description,
          path,
          image: largestJpeg(image),
          datePublished: article.date,
          dateModified: article.dateModified,
          section: article.category,
        }),
        timeRequired: isoMinutes(article.readTime),
      },
    ],
  })
  return {
    copy: { ...copy, blog: blogCrumb },
    article,
    /** The date of a real change, later than the publication date. */
    updated: article.dateModified > article.date ? { label: publishing.updated, date: article.dateModified } : undefined,
    image,
    html,
    toc,
    relatedCards,
    resources: articleResourceLinks,
    seo,
    editor: editorPreview(article, seo),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

export default function Article({ loaderData }: Route.ComponentProps) {
  const { copy, article, updated, image, html, toc, relatedCards, resources, editor } = loaderData
  return (
    <article className="pb-16">
      <header className="bg-white border-b border-line">
        <div className="container max-w-[820px] py-10">
          <Breadcrumbs
            trail={[
              { name: copy.blog, path: '/blog' },
              { name: article.title, path: `/blog/${article.slug}` },
            ]}
          />
          {import.meta.env.DEV && editor?.notice ? (
            <p role="note" className="mt-6 rounded-lg border border-dashed border-ink p-3">
              <strong className="mr-2 rounded-full bg-ink px-3 py-0.5 text-sm text-white">{editor.notice.label}</strong>
              {editor.notice.text}
            </p>
          ) : null}
          <p className="mt-6">
            <span className="rounded-full bg-terracotta/10 px-3 py-1 text-sm font-600 text-terracotta">{article.category}</span>
          </p>
          <h1 className="mt-4 font-display text-4xl font-700 leading-tight sm:text-5xl">{article.title}</h1>
          <p className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-slate">
            <span>
              <span className="i-lucide-calendar mr-1" aria-hidden="true" />
              <time dateTime={article.date}>{formatLongDate(article.date)}</time>
            </span>
            {updated ? (
              <span>
                {`${updated.label} `}
                <time dateTime={updated.date}>{formatLongDate(updated.date)}</time>
              </span>
            ) : null}
            <span>
              <span className="i-lucide-clock mr-1" aria-hidden="true" />
              {copy.readTime}
            </span>
            <span>{copy.byline}</span>
          </p>
        </div>
      </header>
      <div className="container max-w-[820px] pt-8">
        {/* Dead code in a build: Vite replaces import.meta.env.DEV with false and drops the panel. */}
        {import.meta.env.DEV && editor ? <EditorPreviewPanel preview={editor} /> : null}
        <Picture image={image} sizes="(min-width: 820px) 772px, 100vw" priority className="overflow-hidden rounded-xl" />
        {toc.length > 1 ? (
          <nav aria-label={copy.contents} className="card mt-8 p-5">
            <h2 className="font-600">{copy.contents}</h2>
            <ol className="mt-3 list-decimal space-y-1 pl-6">
              {toc.map((t) => (
                <li key={t.id}>
                  <a href={`#${t.id}`} className="focus">
                    {t.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {/* Our own MDX, rendered to HTML at build time; its links are plain links (the page ships no script). */}
        <div className="article-body mt-8" dangerouslySetInnerHTML={{ __html: html }} />
        <aside className="on-dark mt-12 rounded-xl bg-deep p-8 text-white" aria-labelledby="article-cta">
          <h2 id="article-cta" className="font-display text-2xl font-650">
            {copy.cta.heading}
          </h2>
          <p className="mt-3 text-white/90">{copy.cta.text}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ActionLinks actions={copy.cta.actions} />
          </div>
        </aside>
        <section aria-labelledby="related-articles-heading" className="mt-12">
          <h2 id="related-articles-heading" className="heading-3">
            {copy.related}
          </h2>
          <ArticleCardList
            articles={relatedCards}
            sizes="(min-width: 1024px) 250px, (min-width: 640px) 50vw, 100vw"
            className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          />
        </section>
        <nav aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="heading-3">
            {copy.resources}
          </h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {resources.map((r) => (
              <li key={r.to}>
                <Link to={r.to} className="focus">
                  {r.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </article>
  )
}
