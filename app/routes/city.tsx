// One module serves the four city pages (/tile-contractor-<slug>); the path names the city.
import { cityPages } from '#content/areas'
import { cityPageWords } from '#content/pages/city'
import { CtaBand } from '~/components/sections/cta-band'
import { LocalHeroActions, LocalServices, Neighborhoods } from '~/components/sections/local-page'
import { PageHero } from '~/components/sections/page-hero'
import { ArticleLinks } from '~/components/sections/article-links'
import { Section } from '~/components/sections/section'
import { articleLinks } from '~/lib/articles.server'
import { getImage, pageSeo } from '~/lib/pages.server'
import { RatingStars } from '~/components/ui/rating-stars'
import { fillContent } from '#domain/tokens'
import { metaTags } from '~/seo/meta'
import { businessJsonLd, serviceJsonLd } from '~/seo/json-ld.server'
import type { Route } from './+types/city'

export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, '')
  const entry = cityPages.find((c) => c.path === path)
  if (!entry) throw new Response('Not Found', { status: 404 })
  const page = fillContent(entry)
  const words = fillContent(cityPageWords, { city: page.city })
  return {
    page,
    words,
    articles: articleLinks(page.articleTopics),
    hero: getImage(page.image),
    seo: pageSeo(page.meta, path, {
      breadcrumb: [{ name: words.breadcrumb, path }],
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
  const { page, words, hero, articles } = loaderData
  return (
    <>
      <PageHero title={page.hero.title} subtitle={<p>{page.hero.subtitle}</p>} image={hero}>
        <LocalHeroActions actions={words.heroActions} />
      </PageHero>

      <Section id="city-intro" heading={words.intro}>
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed">
          {page.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </div>
      </Section>

      <LocalServices id="city-services" heading={words.services} services={page.services} />
      <Neighborhoods id="city-neighborhoods" heading={words.neighborhoods} names={page.neighborhoods} note={page.note} />
      <div className="container section-y">
        <ArticleLinks id="city-reading" heading={words.reading} articles={articles} className="max-w-3xl" />
      </div>
      <CtaBand id="city-cta" {...page.closing} actions={words.closingActions}>
        <p className="basis-full flex flex-wrap items-center justify-center gap-2 font-600 text-white">
          <RatingStars label={words.rating.label} />
          {words.rating.text}
        </p>
      </CtaBand>
    </>
  )
}
