import { portlandPage } from '#content/areas'
import { portlandPageWords } from '#content/pages/portland'
import { CtaBand, LinkedText } from '~/components/sections/cta-band'
import { LocalHeroActions, LocalServices, Neighborhoods } from '~/components/sections/local-page'
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
  const words = fillContent(portlandPageWords)
  return {
    page,
    words,
    articles: articleLinks(page.articleTopics),
    hero: getImage(page.image),
    seo: pageSeo('portland', page.path, { breadcrumb: [{ name: words.breadcrumb, path: page.path }] }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

const textLink = 'focus rounded-sm font-600 underline underline-offset-4'

export default function Portland({ loaderData }: Route.ComponentProps) {
  const { page, words, hero, articles } = loaderData
  return (
    <>
      <PageHero title={page.hero.title} subtitle={<p>{page.hero.subtitle}</p>} image={hero}>
        <LocalHeroActions actions={words.heroActions} />
      </PageHero>

      <Section id="portland-intro" heading={words.intro.heading}>
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed">
          {page.intro.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
          <p>
            <LinkedText text={words.intro.more} linkClass={textLink} />
          </p>
        </div>
      </Section>

      <LocalServices id="portland-services" heading={words.services} services={page.services} />
      <Neighborhoods id="portland-neighborhoods" heading={words.neighborhoods} names={page.neighborhoods} />
      <div className="container section-y">
        <ArticleLinks id="portland-reading" heading={words.reading} articles={articles} className="max-w-3xl" />
      </div>
      <CtaBand id="portland-cta" {...page.closing} actions={words.closingActions} />
    </>
  )
}
