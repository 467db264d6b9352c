import { portfolioPage } from '#content/pages/portfolio'
import { projectHighlights, projects } from '#content/projects'
import { portfolioCategories } from '#content/schemas'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHero } from '~/components/sections/page-hero'
import { PortfolioGallery } from '~/components/sections/portfolio-gallery'
import { Section } from '~/components/sections/section'
import { StatCards } from '~/components/sections/stat-cards'
import { getImage, pageSeo } from '~/lib/pages.server'
import { fillContent, keepSlots } from '#domain/tokens'
import { Island, islands } from '~/islands/island'
import { renderIsland } from '~/islands/render.server'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/portfolio'

export async function loader() {
  const copy = fillContent(portfolioPage, keepSlots('title'))
  return {
    copy,
    gallery: renderIsland('portfolio', PortfolioGallery, {
      projects: projects.map((p) => ({ ...p, images: p.images.map(getImage) })),
      categories: [...portfolioCategories],
      words: { empty: copy.projects.empty, grid: copy.projects.grid },
    }),
    highlights: fillContent(projectHighlights),
    hero: getImage('hero-portfolio'),
    seo: pageSeo('portfolio', '/portfolio', { breadcrumb: [{ name: copy.breadcrumb, path: '/portfolio' }] }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

// The filter and the project cards are the page's island: the rest is static HTML.
export const handle = islands('portfolio')

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { copy, gallery, highlights, hero } = loaderData
  return (
    <>
      <PageHero title={copy.hero.title} image={hero} subtitle={<p>{copy.hero.subtitle}</p>} />

      <Section id="projects-heading" heading={copy.projects.heading}>
        <Island data={gallery} component={PortfolioGallery} />
      </Section>

      <Section id="highlights-heading" heading={copy.highlights} tone="white" centered>
        <StatCards stats={highlights} />
      </Section>

      <CtaBand id="portfolio-cta" {...copy.cta} />
    </>
  )
}
