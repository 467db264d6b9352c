import { Link } from 'react-router'
import { IconCards } from '~/components/sections/icon-cards'
import { homeFaq } from '#content/faq'
import { home } from '#content/home'
import { projects } from '#content/projects'
import { serviceCards } from '#content/services'
import { CtaBand } from '~/components/sections/cta-band'
import { FaqList } from '~/components/sections/faq-list'
import { PageHero } from '~/components/sections/page-hero'
import { ProjectGrid } from '~/components/sections/project-grid'
import { Section } from '~/components/sections/section'
import { ServiceCard } from '~/components/sections/service-card'
import { SocialLinks } from '~/components/sections/social-links'
import { TrustBadges } from '~/components/sections/trust-badges'
import { ButtonLink } from '~/components/ui/button'
import { getImage, pageSeo } from '~/lib/pages.server'
import { fillContent } from '#domain/tokens'
import { useSite } from '~/lib/site'
import { Island, islands } from '~/islands/island'
import { renderIsland } from '~/islands/render.server'
import { metaTags } from '~/seo/meta'
import { businessJsonLd, faqJsonLd, webSiteJsonLd } from '~/seo/json-ld.server'
import type { Route } from './+types/home'

export async function loader() {
  const { copy, faq } = fillContent({ copy: home, faq: homeFaq })
  return {
    copy,
    faq,
    hero: getImage('hero-home'),
    services: serviceCards.map((s) => ({ ...s, image: getImage(s.image) })),
    projects: renderIsland('home-projects', ProjectGrid, {
      projects: projects.slice(0, 6).map((p) => ({ ...p, images: p.images.map(getImage) })),
      variant: 'tile',
    }),
    seo: pageSeo('home', '/', { jsonLd: [businessJsonLd(), webSiteJsonLd(), faqJsonLd(faq)] }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

// The recent projects (their gallery dialog) are the page's island: the rest is static HTML.
export const handle = islands('home')

const onDarkLink = 'focus rounded-sm font-600 text-white underline underline-offset-4 hover:text-gold'

export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy, faq, hero, services, projects } = loaderData
  const site = useSite()
  return (
    <>
      <PageHero
        tall
        title={copy.hero.headline}
        image={hero}
        subtitle={
          <>
            <p>{copy.hero.subheadline}</p>
            <p className="mt-3 inline-flex items-center gap-2 text-base font-600 text-white">
              <span className="i-lucide-badge-check text-gold" aria-hidden="true" />
              {copy.hero.licenceLine}
            </p>
          </>
        }
      >
        <ButtonLink href="/quote" size="lg">
          Get a Free Quote
        </ButtonLink>
        <ButtonLink href="/about" size="lg" variant="light">
          Learn About Us
        </ButtonLink>
        <p className="basis-full text-white/90">
          Explore our{' '}
          <Link to="/services" className={onDarkLink}>
            tile services
          </Link>{' '}
          or browse{' '}
          <Link to="/portfolio" className={onDarkLink}>
            our portfolio
          </Link>
          .
        </p>
        <TrustBadges tone="dark" className="basis-full" />
      </PageHero>

      <section aria-label="About Star Tile" className="bg-white section-y">
        <div className="container max-w-4xl text-center">
          <p className="text-lg leading-relaxed text-ink sm:text-xl">
            {copy.intro.map((seg, i) =>
              seg.href ? (
                <Link key={i} to={seg.href} className="focus rounded-sm font-600 underline underline-offset-4">
                  {seg.text}
                </Link>
              ) : (
                <span key={i}>{seg.text}</span>
              ),
            )}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/tile-cost-calculator" variant="outline">
              <span className="i-lucide-calculator" aria-hidden="true" />
              Get Cost Estimate
            </ButtonLink>
            <ButtonLink href="/contact">
              <span className="i-lucide-calendar-check" aria-hidden="true" />
              Free Consultation
            </ButtonLink>
          </div>
          <TrustBadges className="mt-6 justify-center" />
        </div>
      </section>

      <Section
        id="services-heading"
        heading="Our Expert Services"
        intro="From a single backsplash to a whole-home floor, every job gets the same careful preparation."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((s) => (
            <li key={s.title}>
              <ServiceCard service={s} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="projects-heading"
        tone="white"
        heading="Recent Projects"
        intro="A few of the kitchens, bathrooms and floors we have finished around Portland. Choose one to see more of the project."
      >
        <Island data={projects} component={ProjectGrid} />
        <div className="mt-10 text-center">
          <ButtonLink href="/portfolio" variant="outline" size="lg">
            View Full Portfolio
          </ButtonLink>
        </div>
      </Section>

      <Section id="why-heading" heading={copy.whyChoose.heading}>
        <IconCards points={copy.whyChoose.points} className="grid gap-6 md:grid-cols-3" iconClass="bg-gold/25 text-ink" />
        <Link
          to="/about"
          className="focus mt-8 inline-flex items-center gap-1 rounded-sm text-lg font-600 underline-offset-4 hover:underline"
        >
          Read Our Full Story
          <span className="i-lucide-arrow-right" aria-hidden="true" />
        </Link>
      </Section>

      <Section
        id="faq-heading"
        tone="white"
        heading="Frequently Asked Questions"
        intro="Quick answers about timelines, service areas, licensing and estimates."
      >
        <div className="max-w-3xl">
          <FaqList items={faq} />
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <p className="text-slate">Still have a question?</p>
            <ButtonLink href="/contact">Contact Us Today</ButtonLink>
          </div>
        </div>
      </Section>

      <CtaBand
        id="cta-heading"
        heading="Ready to Start Your Tile Project?"
        text="Get a free in-home consultation and a written quote, or give us a call to talk it through."
      >
        <ButtonLink href="/quote" size="lg">
          Get Free Quote
        </ButtonLink>
        <ButtonLink href={site.phone.href} size="lg" variant="light">
          <span className="i-lucide-phone" aria-hidden="true" />
          {site.phone.display}
        </ButtonLink>
        <SocialLinks className="basis-full justify-center" />
      </CtaBand>
    </>
  )
}
