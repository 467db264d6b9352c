import { quotePage } from '#content/pages/quote'
import { projects, quoteWhyChoose } from '#content/projects'
import { PageHero } from '~/components/sections/page-hero'
import { QuoteWorkspace } from '~/features/quote/quote-workspace'
import { Island, islands } from '~/islands/island'
import { renderIsland } from '~/islands/render.server'
import { serviceAreaTable } from '#domain/service-area'
import { visitWindows } from '#domain/visit-windows'
import { getImage, pageSeo } from '~/lib/pages.server'
import { RatingStars } from '~/components/ui/rating-stars'
import { fillContent, keepSlots } from '#domain/tokens'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/quote'

export async function loader() {
  // The form's slots are the visitor's choices and the form's own limits, filled in where they are known.
  const copy = fillContent(quotePage, keepSlots('title', 'part', 'time', 'times', 'max', 'chosen', 'number', 'file'))
  return {
    copy,
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
      words: copy.workspace,
    }),
    seo: pageSeo('quote', '/quote', { breadcrumb: [{ name: copy.breadcrumb, path: '/quote' }] }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

// The form and the projects beside it are the page's island: the rest is static HTML.
export const handle = islands('quote')

const badge = 'inline-flex items-center gap-2 rounded-full bg-white/12 px-4 py-2 text-sm font-600 text-white ring-1 ring-white/30'

export default function Quote({ loaderData }: Route.ComponentProps) {
  const { copy, hero, workspace } = loaderData
  const { credentials } = copy
  return (
    <>
      <PageHero title={copy.hero.title} image={hero} subtitle={<p>{copy.hero.subtitle}</p>}>
        <ul className="flex flex-wrap gap-3" aria-label={credentials.label}>
          <li className={badge}>
            <RatingStars label={credentials.rating.label} />
            {credentials.rating.text}
          </li>
          {credentials.badges.map((b) => (
            <li key={b.text} className={badge}>
              <span className={`i-lucide-${b.icon} text-gold`} aria-hidden="true" />
              {b.text}
            </li>
          ))}
        </ul>
      </PageHero>

      <Island data={workspace} component={QuoteWorkspace} />
    </>
  )
}
