import { Breadcrumbs } from '~/components/sections/breadcrumbs'
import { CtaBand } from '~/components/sections/cta-band'
import { Link } from 'react-router'
import { ArticleCardList } from '~/components/sections/article-card'
import { PageHero } from '~/components/sections/page-hero'
import { blogPage } from '#content/pages/blog'
import { fillContent } from '#domain/tokens'
import { articleList, articleSummary } from '~/lib/articles.server'
import { getImage, pageSeo } from '~/lib/pages.server'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/blog'

export async function loader() {
  const copy = fillContent(blogPage)
  const articles = articleList().map((a) => ({ ...articleSummary(a), featured: a.featured }))
  return {
    copy,
    articles,
    hero: getImage('hero-blog'),
    seo: pageSeo('blog', '/blog', {
      breadcrumb: [{ name: copy.breadcrumb, path: '/blog' }],
      feed: { title: copy.feedTitle, href: '/blog/rss.xml' },
    }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { copy, articles, hero } = loaderData
  const featured = articles.filter((a) => a.featured)
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={<p>{copy.hero.subtitle}</p>} image={hero}>
        <Link to={copy.promo.href} className="focus card flex max-w-md items-center gap-4 p-4 text-ink no-underline hover:shadow-lg">
          <span className={`i-lucide-${copy.promo.icon} text-3xl text-terracotta`} aria-hidden="true" />
          <span>
            <span className="block font-600">{copy.promo.title}</span>
            <span className="block text-sm text-slate">{copy.promo.text}</span>
          </span>
        </Link>
      </PageHero>
      <div className="container pt-6">
        <Breadcrumbs trail={[{ name: copy.breadcrumb, path: '/blog' }]} />
      </div>
      <section aria-labelledby="featured-heading" className="container section-y">
        <h2 id="featured-heading" className="heading-2">
          {copy.featured}
        </h2>
        <ArticleCardList articles={featured} sizes="(min-width: 768px) 50vw, 100vw" className="mt-8 grid gap-6 md:grid-cols-2" />
      </section>
      <section aria-labelledby="all-heading" className="bg-white section-y">
        <div className="container">
          <h2 id="all-heading" className="heading-2">
            {copy.all}
          </h2>
          <ArticleCardList
            articles={articles}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          />
        </div>
      </section>
      <section aria-labelledby="categories-heading" className="container section-y">
        <h2 id="categories-heading" className="heading-2">
          {copy.categories.heading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.categories.items.map((c) => (
            <li key={c.title} className="card p-6">
              <span className={`i-lucide-${c.icon} text-3xl text-terracotta`} aria-hidden="true" />
              <h3 className="heading-3 mt-3">{c.title}</h3>
              <p className="mt-2 text-slate">{c.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <CtaBand id="blog-cta" {...copy.cta} />
    </>
  )
}
