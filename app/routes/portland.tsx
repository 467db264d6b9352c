import { Link } from 'react-router'
import { portlandPage } from '#content/areas'
import { LocalClosing, LocalHeroActions, LocalServices, Neighborhoods } from '~/components/sections/local-page'
import { PageHero } from '~/components/sections/page-hero'
import { ArticleLinks } from '~/components/sections/article-links'
import { Section } from '~/components/sections/section'
import { articleLinks } from '~/lib/articles.server'
import { getImage, pageSeo } from '~/lib/pages.server'
import { fillContent } from '#domain/tokens'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/portland'

export async function loader() {
  const page = fillContent(portlandPage)
  return {
    page,
    articles: articleLinks(page.articleTopics),
    hero: getImage(page.image),
    seo: pageSeo('portland', '/tile-installation-portland', {
      breadcrumb: [{ name: 'Tile Installation in Portland', path: '/tile-installation-portland' }],
    }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

const textLink = 'focus rounded-sm font-600 underline underline-offset-4'

export default function Portland({ loaderData }: Route.ComponentProps) {
  const { page, hero, articles } = loaderData
  return (
    <>
      <PageHero title={page.hero.title} subtitle={<p>{page.hero.subtitle}</p>} image={hero}>
        <LocalHeroActions quoteLabel="Get Free Quote" />
      </PageHero>

      <Section id="portland-intro" heading="Tile Work Built for Portland Homes">
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed">
          {page.intro.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
          <p>
            See everything we install on our{' '}
            <Link to="/services" className={textLink}>
              tile services page
            </Link>
            , browse finished kitchens and bathrooms in{' '}
            <Link to="/portfolio" className={textLink}>
              our portfolio
            </Link>
            , or{' '}
            <Link to="/contact" className={textLink}>
              contact us
            </Link>{' '}
            for a free consultation.
          </p>
        </div>
      </Section>

      <LocalServices id="portland-services" heading="Our Tile Services in Portland" services={page.services} />
      <Neighborhoods id="portland-neighborhoods" heading="Portland Neighborhoods We Serve" names={page.neighborhoods} />
      <div className="container section-y">
        <ArticleLinks id="portland-reading" heading="Guides for Portland Homeowners" articles={articles} className="max-w-3xl" />
      </div>
      <LocalClosing id="portland-cta" heading={page.closing.heading} text={page.closing.text} />
    </>
  )
}
