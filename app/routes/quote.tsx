import { projects, quoteWhyChoose } from '#content/projects'
import { PageHero } from '~/components/sections/page-hero'
import { QuoteWorkspace } from '~/features/quote/quote-workspace'
import { Island, islands } from '~/islands/island'
import { renderIsland } from '~/islands/render.server'
import { serviceAreaTable } from '#domain/service-area'
import { visitWindows } from '#domain/visit-windows'
import { getImage, pageSeo } from '~/lib/pages.server'
import { RatingStars } from '~/components/ui/rating-stars'
import { fillContent } from '#domain/tokens'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/quote'

export async function loader() {
  return {
    hero: getImage('hero-quote'),
    workspace: renderIsland('quote', QuoteWorkspace, {
      projects: projects.slice(0, 6).map((p) => ({ ...p, images: p.images.map(getImage) })),
      reasons: fillContent(quoteWhyChoose),
      // Built into the page: a few hundred ZIPs near the office (not the national table) and the
      // visit windows of the business hours.
      quoteFacts: {
        areaTable: serviceAreaTable(),
        visitWindows: visitWindows.map(({ id, day, part, time }) => ({ id, day, part, time })),
      },
    }),
    seo: pageSeo('quote', '/quote', { breadcrumb: [{ name: 'Get a Quote', path: '/quote' }] }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

// The form and the projects beside it are the page's island: the rest is static HTML.
export const handle = islands('quote')

const badge = 'inline-flex items-center gap-2 rounded-full bg-white/12 px-4 py-2 text-sm font-600 text-white ring-1 ring-white/30'

export default function Quote({ loaderData }: Route.ComponentProps) {
  const { hero, workspace } = loaderData
  return (
    <>
      <PageHero
        title="Get a Free Tile Installation Quote"
        image={hero}
        subtitle={
          <p>
            Tell us about your backsplash, shower, floor or custom project. We will contact you to arrange a free in-home consultation and a
            written quote.
          </p>
        }
      >
        <ul className="flex flex-wrap gap-3" aria-label="Our credentials">
          <li className={badge}>
            <RatingStars label="Rated 4.9 out of 5" />
            4.9/5 Rating
          </li>
          <li className={badge}>
            <span className="i-lucide-shield-check text-gold" aria-hidden="true" />
            Licensed &amp; Insured
          </li>
          <li className={badge}>
            <span className="i-lucide-calendar-check text-gold" aria-hidden="true" />
            Free Consultation
          </li>
        </ul>
      </PageHero>

      <Island data={workspace} component={QuoteWorkspace} />
    </>
  )
}
