import { projectHighlights, projects } from '#content/projects'
import { portfolioCategories } from '#content/schemas'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHero } from '~/components/sections/page-hero'
import { PortfolioGallery } from '~/components/sections/portfolio-gallery'
import { Section } from '~/components/sections/section'
import { StatCards } from '~/components/sections/stat-cards'
import { ButtonLink } from '~/components/ui/button'
import { getImage, pageSeo } from '~/lib/pages.server'
import { fillContent } from '#domain/tokens'
import { useSite } from '~/lib/site'
import { Island, islands } from '~/islands/island'
import { renderIsland } from '~/islands/render.server'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/portfolio'

export async function loader() {
  return {
    gallery: renderIsland('portfolio', PortfolioGallery, {
      projects: projects.map((p) => ({ ...p, images: p.images.map(getImage) })),
      categories: [...portfolioCategories],
    }),
    highlights: fillContent(projectHighlights),
    hero: getImage('hero-portfolio'),
    seo: pageSeo('portfolio', '/portfolio', { breadcrumb: [{ name: 'Portfolio', path: '/portfolio' }] }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

// The filter and the project cards are the page's island: the rest is static HTML.
export const handle = islands('portfolio')

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { gallery, highlights, hero } = loaderData
  const site = useSite()

  return (
    <>
      <PageHero
        title="Our Portfolio"
        image={hero}
        subtitle={
          <p>
            Kitchens, bathrooms, floors and custom tile work from homes around the Portland metro area. Choose a project to see more of it.
          </p>
        }
      />

      <Section id="projects-heading" heading="Browse Our Projects">
        <Island data={gallery} component={PortfolioGallery} />
      </Section>

      <Section id="highlights-heading" heading="Project Highlights" tone="white" centered>
        <StatCards stats={highlights} />
      </Section>

      <CtaBand
        id="portfolio-cta"
        heading="Like What You See?"
        text="Let's talk about your kitchen, bathroom or floor. The consultation is free."
      >
        <ButtonLink href="/contact" size="lg">
          Request Free Consultation
        </ButtonLink>
        <ButtonLink href={site.phone.href} size="lg" variant="light">
          <span className="i-lucide-phone" aria-hidden="true" />
          Call {site.phone.display}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
