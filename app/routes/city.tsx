// One module serves the four city pages (/tile-contractor-<slug>); the path names the city.
import { cityPages } from '#content/areas'
import { LocalClosing, LocalHeroActions, LocalServices, Neighborhoods } from '~/components/sections/local-page'
import { PageHero } from '~/components/sections/page-hero'
import { ArticleLinks } from '~/components/sections/article-links'
import { Section } from '~/components/sections/section'
import { articleLinks } from '~/lib/articles.server'
import { getImage, pageSeo } from '~/lib/pages.server'
import { RatingStars } from '~/components/ui/rating-stars'
import { fillContent } from '#domain/tokens'
import { useSite } from '~/lib/site'
import { metaTags } from '~/seo/meta'
import { businessJsonLd, serviceJsonLd } from '~/seo/json-ld.server'
import type { Route } from './+types/city'

export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, '')
  const entry = cityPages.find((c) => c.path === path)
  if (!entry) throw new Response('Not Found', { status: 404 })
  const page = fillContent(entry)
  return {
    page,
    articles: articleLinks(page.articleTopics),
    hero: getImage(page.image),
    seo: pageSeo(page.meta, path, {
      breadcrumb: [{ name: `Tile Contractor ${page.city}`, path }],
      jsonLd: [
        businessJsonLd(),
        serviceJsonLd({
          name: `Tile installation in ${page.city}, OR`,
          serviceType: 'Tile installation',
          description: page.hero.subtitle,
          areaServed: [page.city],
          path,
        }),
      ],
    }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

export default function City({ loaderData }: Route.ComponentProps) {
  const { page, hero, articles } = loaderData
  const site = useSite()
  return (
    <>
      <PageHero title={page.hero.title} subtitle={<p>{page.hero.subtitle}</p>} image={hero}>
        <LocalHeroActions quoteLabel="Get Quote" />
      </PageHero>

      <Section id="city-intro" heading={`Your Local Tile Installer in ${page.city}`}>
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed">
          {page.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </div>
      </Section>

      <LocalServices id="city-services" heading={`Tile Services in ${page.city}`} services={page.services} />
      <Neighborhoods id="city-neighborhoods" heading={`${page.city} Neighborhoods We Serve`} names={page.neighborhoods} note={page.note} />
      <div className="container section-y">
        <ArticleLinks id="city-reading" heading={`Guides for ${page.city} Homeowners`} articles={articles} className="max-w-3xl" />
      </div>
      <LocalClosing id="city-cta" heading={page.closing.heading} text={page.closing.text}>
        <p className="basis-full flex flex-wrap items-center justify-center gap-2 font-600 text-white">
          <RatingStars label="Five stars" />
          Five-star service from a licensed contractor · {site.licence}
        </p>
      </LocalClosing>
    </>
  )
}
