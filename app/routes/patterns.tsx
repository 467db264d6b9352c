// The pattern comparison page: hero, the tool (the only part with state), a call to action and
// the static guide. The tool's data lives in features/pattern-tool; nothing here comes from zod.
import { Breadcrumbs } from '~/components/sections/breadcrumbs'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHero } from '~/components/sections/page-hero'
import { TrustBadges } from '~/components/sections/trust-badges'
import { ButtonLink } from '~/components/ui/button'
import { PatternGuide } from '~/features/pattern-tool/pattern-guide'
import { PatternTool } from '~/features/pattern-tool/pattern-tool'
import { getImage, pageSeo } from '~/lib/pages.server'
import { useSite } from '~/lib/site'
import { Island, islands } from '~/islands/island'
import { renderIsland } from '~/islands/render.server'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/patterns'

export async function loader() {
  return {
    hero: getImage('hero-patterns'),
    tool: renderIsland('patterns', PatternTool, {}),
    seo: pageSeo('patterns', '/tile-pattern-comparison', {
      breadcrumb: [{ name: 'Tile Pattern Comparison', path: '/tile-pattern-comparison' }],
    }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

// The tool is the page's one island: the rest is static HTML.
export const handle = islands('patterns')

export default function Page({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  return (
    <>
      <PageHero
        title="Tile Pattern Comparison Tool"
        subtitle={
          <p>
            See six classic layouts in four colors before a single tile is set. Compare two side by side, then save or share your favorite.
          </p>
        }
        image={loaderData.hero}
      >
        <ButtonLink href={site.phone.href} variant="light" size="lg">
          <span className="i-lucide-phone" aria-hidden="true" />
          Call {site.phone.display}
        </ButtonLink>
        <ButtonLink href="/contact" size="lg">
          Request Quote
        </ButtonLink>
      </PageHero>
      <div className="container pt-6">
        <Breadcrumbs trail={[{ name: 'Tile Pattern Comparison', path: '/tile-pattern-comparison' }]} />
      </div>

      <div className="container pb-14 pt-8 sm:pb-20">
        <Island data={loaderData.tool} component={PatternTool} />
        <aside
          aria-labelledby="pattern-cta"
          className="card mt-8 flex flex-col gap-5 bg-paper p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div>
            <h2 id="pattern-cta" className="heading-3">
              Found a pattern you love?
            </h2>
            <p className="mt-2 max-w-xl text-slate">
              We'll help you choose the tile, plan the layout from a center line and install it to last.
            </p>
            <TrustBadges className="mt-4" />
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
            <ButtonLink href="/contact">Get Free Quote</ButtonLink>
            <ButtonLink href="/portfolio" variant="outline">
              View Our Work
            </ButtonLink>
          </div>
        </aside>
      </div>

      <PatternGuide />

      <CtaBand
        id="consultation-heading"
        heading="Not sure which pattern suits your space?"
        text="Book a free in-home consultation: we'll bring samples, measure the room and show you how each layout changes the tile count and the look."
      >
        <ButtonLink href={site.phone.href} variant="light" size="lg">
          <span className="i-lucide-phone" aria-hidden="true" />
          Call {site.phone.display}
        </ButtonLink>
        <ButtonLink href="/contact" size="lg">
          <span className="i-lucide-calendar-check" aria-hidden="true" />
          Schedule a Consultation
        </ButtonLink>
      </CtaBand>
    </>
  )
}
