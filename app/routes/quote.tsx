import { useState } from 'react'
import { projects, quoteWhyChoose } from '../../content/projects'
import { ContentIcon } from '~/components/sections/content-icon'
import { PageHero } from '~/components/sections/page-hero'
import { ProjectGrid } from '~/components/sections/project-grid'
import { TrustBadges } from '~/components/sections/trust-badges'
import { QuoteForm, type QuoteRequest } from '~/features/forms/quote-form'
import { projectTypeForCategory } from '../../content/lead-form'
import { serviceAreaTable } from '../../content/service-area'
import { visitWindows } from '../../content/visit-windows'
import { getImage, pageSeo } from '~/lib/pages.server'
import { RatingStars } from '~/components/ui/rating-stars'
import { fillContent } from '../../content/tokens'
import { clientRuntime } from '~/lib/client-runtime'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/quote'

export async function loader() {
  return {
    projects: projects.slice(0, 6).map((p) => ({ ...p, images: p.images.map(getImage) })),
    reasons: fillContent(quoteWhyChoose),
    hero: getImage('hero-quote'),
    // Built into the page: a few hundred ZIPs near the office (not the national table) and the
    // visit windows of the business hours.
    quoteFacts: {
      areaTable: serviceAreaTable(),
      visitWindows: visitWindows.map(({ id, day, part, time }) => ({ id, day, part, time })),
    },
    seo: pageSeo('quote', '/quote', { breadcrumb: [{ name: 'Get a Quote', path: '/quote' }] }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

// Forms, tools and dialogs: this page hydrates.
export const handle = clientRuntime

const badge = 'inline-flex items-center gap-2 rounded-full bg-white/12 px-4 py-2 text-sm font-600 text-white ring-1 ring-white/30'

export default function Quote({ loaderData }: Route.ComponentProps) {
  const { projects, reasons, hero, quoteFacts } = loaderData
  // 'Request Similar Project' in a project's dialog fills in this page's form, not /contact's.
  const [request, setRequest] = useState<QuoteRequest>()
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

      {/* The form comes first in reading order (phones); on wide screens it sits on the right, sticky. */}
      <div className="container section-y grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
        <section
          aria-labelledby="quote-form-heading"
          className="card scroll-mt-20 p-6 shadow-lg sm:p-8 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1"
        >
          <h2 id="quote-form-heading" className="heading-2">
            Get Your Free Quote
          </h2>
          <p className="mt-3 text-slate">It takes about a minute. No obligation.</p>
          <div className="mt-6">
            <QuoteForm request={request} facts={quoteFacts} />
          </div>
          <TrustBadges className="mt-6 border-t border-line pt-5" />
        </section>

        <div className="lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="quote-projects-heading">
            <h2 id="quote-projects-heading" className="heading-2">
              Our Recent Projects
            </h2>
            <p className="mt-3 text-slate">Choose a project to see more of it.</p>
            <div className="mt-6">
              <ProjectGrid
                projects={projects}
                variant="square"
                eagerCount={4}
                onRequestSimilar={(p) => setRequest({ projectType: projectTypeForCategory(p.category) })}
              />
            </div>
          </section>
          <section aria-labelledby="quote-why-heading" className="mt-14">
            <h2 id="quote-why-heading" className="heading-2">
              Why Choose Star Tile?
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {reasons.map((r) => (
                <li key={r.title} className="card flex gap-4 p-5">
                  <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-terracotta/10 text-terracotta">
                    <ContentIcon name={r.icon} className="text-xl" />
                  </span>
                  <div>
                    <h3 className="font-display text-lg font-650 text-ink">{r.title}</h3>
                    <p className="mt-1 text-slate">{r.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  )
}
