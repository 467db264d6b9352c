import { serviceAreas } from '#content/areas'
import { ContactDetails, LicenceCard } from '~/components/sections/contact-cards'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { TrustBadges } from '~/components/sections/trust-badges'
import { ButtonLink } from '~/components/ui/button'
import { ContactForm } from '~/features/forms/contact-form'
import { GoToFormButton } from '~/features/forms/go-to-form'
import { Island, islands } from '~/islands/island'
import { renderIsland } from '~/islands/render.server'
import { business } from '#content/business'
import { getImage, pageSeo } from '~/lib/pages.server'
import { useSite } from '~/lib/site'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/contact'

const formId = 'consultation-form'

export async function loader() {
  return {
    areas: serviceAreas,
    hero: getImage('hero-contact'),
    form: renderIsland('contact-form', ContactForm, { replyHours: business.replyHours }),
    goToForm: renderIsland('contact-go-to-form', GoToFormButton, { formId }),
    seo: pageSeo('contact', '/contact', { breadcrumb: [{ name: 'Contact', path: '/contact' }] }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

// The form and the button back to it are the page's islands: the rest is static HTML.
export const handle = islands('contact')

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { areas, hero, form, goToForm } = loaderData
  const site = useSite()
  return (
    <>
      <PageHero
        title="Get Your Free Quote Today"
        image={hero}
        subtitle={
          <p>
            Tell us about your project and we will arrange a free in-home consultation. We reply to every request within {site.replyHours}{' '}
            hours.
          </p>
        }
      >
        <TrustBadges tone="dark" />
      </PageHero>

      <div className="container section-y grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
        <section id={formId} aria-labelledby="form-heading" className="card scroll-mt-20 p-6 sm:p-8">
          <h2 id="form-heading" className="heading-2">
            Request Your Free Consultation
          </h2>
          <p className="mt-3 text-slate">Fields marked as required help us reach you. Project details are optional but help us prepare.</p>
          {/* The form brings its own links to the calculator and the Portland page. */}
          <div className="mt-6">
            <Island data={form} component={ContactForm} />
          </div>
        </section>
        <div className="grid gap-8">
          <ContactDetails />
          <LicenceCard />
        </div>
      </div>

      <Section
        id="areas-heading"
        heading="Our Service Areas"
        tone="white"
        intro={`We proudly serve a ${site.serviceRadiusMiles}-mile radius around the greater Portland Metro area.`}
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((a) => (
            <li key={a.name} className={`card flex items-start gap-3 p-5 ${a.name === site.city ? 'border-2 border-terracotta' : ''}`}>
              <span className="i-lucide-map-pin mt-1 shrink-0 text-xl text-terracotta" aria-hidden="true" />
              <div>
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="heading-3">{a.name}</h3>
                  {a.name === site.city ? <span className="rounded-full bg-gold px-2 py-0.5 text-sm font-700 text-ink">Office</span> : null}
                </div>
                <p className="mt-1 text-slate">{a.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="contact-cta"
        heading="Prefer to Talk It Through?"
        text="Call us during business hours, or send the form above and we will get back to you."
      >
        <ButtonLink href={site.phone.href} size="lg">
          <span className="i-lucide-phone" aria-hidden="true" />
          Call Now
        </ButtonLink>
        <Island data={goToForm} component={GoToFormButton} />
      </CtaBand>
    </>
  )
}
