import { serviceAreas } from '#content/areas'
import { contactPage } from '#content/pages/contact'
import { ContactDetails, LicenceCard } from '~/components/sections/contact-cards'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { TrustBadges } from '~/components/sections/trust-badges'
import { ContactForm } from '~/features/forms/contact-form'
import { GoToFormButton } from '~/features/forms/go-to-form'
import { Island, islands } from '~/islands/island'
import { renderIsland } from '~/islands/render.server'
import { business } from '#content/business'
import { getImage, pageSeo } from '~/lib/pages.server'
import { fillContent } from '#domain/tokens'
import { useSite } from '~/lib/site'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/contact'

const formId = 'consultation-form'

export async function loader() {
  const copy = fillContent(contactPage)
  return {
    copy,
    areas: serviceAreas,
    hero: getImage('hero-contact'),
    form: renderIsland('contact-form', ContactForm, { replyHours: business.replyHours, links: copy.form.links }),
    goToForm: renderIsland('contact-go-to-form', GoToFormButton, { formId }),
    seo: pageSeo('contact', '/contact', { breadcrumb: [{ name: copy.breadcrumb, path: '/contact' }] }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

// The form and the button back to it are the page's islands: the rest is static HTML.
export const handle = islands('contact')

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { copy, areas, hero, form, goToForm } = loaderData
  const site = useSite()
  return (
    <>
      <PageHero title={copy.hero.title} image={hero} subtitle={<p>{copy.hero.subtitle}</p>}>
        <TrustBadges tone="dark" />
      </PageHero>

      <div className="container section-y grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
        <section id={formId} aria-labelledby="form-heading" className="card scroll-mt-20 p-6 sm:p-8">
          <h2 id="form-heading" className="heading-2">
            {copy.form.heading}
          </h2>
          <p className="mt-3 text-slate">{copy.form.intro}</p>
          {/* The form brings its own links to the calculator and the Portland page. */}
          <div className="mt-6">
            <Island data={form} component={ContactForm} />
          </div>
        </section>
        <div className="grid gap-8">
          <ContactDetails words={copy.details} />
          <LicenceCard words={copy.licence} />
        </div>
      </div>

      <Section id="areas-heading" heading={copy.areas.heading} tone="white" intro={copy.areas.intro}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((a) => (
            <li key={a.name} className={`card flex items-start gap-3 p-5 ${a.name === site.city ? 'border-2 border-terracotta' : ''}`}>
              <span className="i-lucide-map-pin mt-1 shrink-0 text-xl text-terracotta" aria-hidden="true" />
              <div>
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="heading-3">{a.name}</h3>
                  {a.name === site.city ? (
                    <span className="rounded-full bg-gold px-2 py-0.5 text-sm font-700 text-ink">{copy.areas.office}</span>
                  ) : null}
                </div>
                <p className="mt-1 text-slate">{a.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="contact-cta" {...copy.cta}>
        <Island data={goToForm} component={GoToFormButton} />
      </CtaBand>
    </>
  )
}
