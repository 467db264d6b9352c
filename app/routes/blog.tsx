import { Breadcrumbs } from '~/components/sections/breadcrumbs'
import { CtaBand } from '~/components/sections/cta-band'
import { Link } from 'react-router'
import { ArticleCardList } from '~/components/sections/article-card'
import { PageHero } from '~/components/sections/page-hero'
import { ButtonLink } from '~/components/ui/button'
import { articleList, articleSummary } from '~/lib/articles.server'
import { getImage, pageSeo } from '~/lib/pages.server'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/blog'

const categories = [
  {
    title: 'Planning & Budgeting',
    icon: 'i-lucide-calculator',
    text: 'What tile work costs in the Portland area and how to plan a budget that holds.',
  },
  {
    title: 'Technical Guides',
    icon: 'i-lucide-wrench',
    text: 'Waterproofing, substrates and materials explained for wet Northwest homes.',
  },
  {
    title: 'DIY & Maintenance',
    icon: 'i-lucide-paintbrush',
    text: 'Grout repair, sealing and care that keeps tile looking new for years.',
  },
  { title: 'Design & Trends', icon: 'i-lucide-palette', text: 'Patterns, colors and layouts Portland homeowners are choosing now.' },
]

export async function loader() {
  const articles = articleList().map((a) => ({ ...articleSummary(a), featured: a.featured }))
  return {
    articles,
    hero: getImage('hero-blog'),
    seo: pageSeo('blog', '/blog', { breadcrumb: [{ name: 'Blog', path: '/blog' }] }),
  }
}

export const links: Route.LinksFunction = () => [
  { rel: 'alternate', type: 'application/rss+xml', title: 'Star Tile Blog', href: '/blog/rss.xml' },
]

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { articles, hero } = loaderData
  const featured = articles.filter((a) => a.featured)
  return (
    <>
      <PageHero
        title="Tile Tips, Guides & Ideas for Portland Homes"
        subtitle={<p>Straight answers from the installers: costs, materials, waterproofing, maintenance and design.</p>}
        image={hero}
      >
        <Link
          to="/tile-pattern-comparison"
          className="focus card flex max-w-md items-center gap-4 p-4 text-ink no-underline hover:shadow-lg"
        >
          <span className="i-lucide-layout-grid text-3xl text-terracotta" aria-hidden="true" />
          <span>
            <span className="block font-600">Try the Tile Pattern Comparison Tool</span>
            <span className="block text-sm text-slate">See herringbone, chevron, hexagon and more side by side in your color.</span>
          </span>
        </Link>
      </PageHero>
      <div className="container pt-6">
        <Breadcrumbs trail={[{ name: 'Blog', path: '/blog' }]} />
      </div>
      <section aria-labelledby="featured-heading" className="container section-y">
        <h2 id="featured-heading" className="heading-2">
          Featured Articles
        </h2>
        <ArticleCardList articles={featured} sizes="(min-width: 768px) 50vw, 100vw" className="mt-8 grid gap-6 md:grid-cols-2" />
      </section>
      <section aria-labelledby="all-heading" className="bg-white section-y">
        <div className="container">
          <h2 id="all-heading" className="heading-2">
            All Articles
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
          Browse by Category
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map((c) => (
            <li key={c.title} className="card p-6">
              <span className={`${c.icon} text-3xl text-terracotta`} aria-hidden="true" />
              <h3 className="heading-3 mt-3">{c.title}</h3>
              <p className="mt-2 text-slate">{c.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <CtaBand
        id="blog-cta"
        heading="Have a question about your project?"
        text="Ask the people who install tile every day. Free in-home consultations across the Portland metro."
      >
        <ButtonLink href="/contact" size="lg">
          Contact Us Today
        </ButtonLink>
      </CtaBand>
    </>
  )
}
