import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router'
import { projectHighlights, projects } from '../../content/projects'
import { portfolioCategories } from '../../content/schemas'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHero } from '~/components/sections/page-hero'
import { PortfolioFilter } from '~/components/sections/portfolio-filter'
import { ProjectGrid } from '~/components/sections/project-grid'
import { Section } from '~/components/sections/section'
import { StatCards } from '~/components/sections/stat-cards'
import { useHydrated } from '~/lib/use-hydrated'
import { categoryFromParam, categoryParam, filterProjects } from '~/components/sections/gallery'
import { ButtonLink } from '~/components/ui/button'
import { getImage, pageSeo } from '~/lib/pages.server'
import { fillContent } from '../../content/tokens'
import { useSite } from '~/lib/site'
import { clientRuntime } from '~/lib/client-runtime'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/portfolio'

export async function loader() {
  return {
    projects: projects.map((p) => ({ ...p, images: p.images.map(getImage) })),
    categories: [...portfolioCategories],
    highlights: fillContent(projectHighlights),
    hero: getImage('hero-portfolio'),
    seo: pageSeo('portfolio', '/portfolio', { breadcrumb: [{ name: 'Portfolio', path: '/portfolio' }] }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

// Forms, tools and dialogs: this page hydrates.
export const handle = clientRuntime

// Choosing a filter only changes ?category=: the build-time data stays as it is.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { projects, categories, highlights, hero } = loaderData
  const site = useSite()
  const [searchParams, setSearchParams] = useSearchParams()
  // The prerendered page shows every project; the address's filter applies once hydrated.
  const hydrated = useHydrated()
  const category = hydrated ? categoryFromParam(searchParams.get('category'), categories) : 'All'
  const shown = filterProjects(projects, category)

  const choose = (next: string) =>
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev)
        const value = categoryParam(next)
        if (value) params.set('category', value)
        else params.delete('category')
        return params
      },
      { preventScrollReset: true },
    )

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
        <PortfolioFilter categories={categories} current={category} onChoose={choose} count={shown.length} />
        <div className="mt-8">
          {shown.length > 0 ? (
            <ProjectGrid projects={shown} variant="card" />
          ) : (
            <p className="card p-8 text-center text-lg text-slate">No projects found for the selected category.</p>
          )}
        </div>
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
