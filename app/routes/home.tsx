import { Link } from 'react-router'
import { IconCards } from '~/components/sections/icon-cards'
import { homeFaq } from '#content/faq'
import { homePage } from '#content/pages/home'
import { projects } from '#content/projects'
import { serviceCards } from '#content/services'
import { ActionLink, ActionLinks, CtaBand, LinkedText } from '~/components/sections/cta-band'
import { FaqList } from '~/components/sections/faq-list'
import { PageHero } from '~/components/sections/page-hero'
import { ProjectGrid } from '~/components/sections/project-grid'
import { Section } from '~/components/sections/section'
import { ServiceCard } from '~/components/sections/service-card'
import { SocialLinks } from '~/components/sections/social-links'
import { TrustBadges } from '~/components/sections/trust-badges'
import { getImage, pageSeo } from '~/lib/pages.server'
import { fillContent, keepSlots } from '#domain/tokens'
import { Island, islands } from '~/islands/island'
import { renderIsland } from '~/islands/render.server'
import { metaTags } from '~/seo/meta'
import { businessJsonLd, faqJsonLd, webSiteJsonLd } from '~/seo/json-ld.server'
import type { Route } from './+types/home'

export async function loader() {
  const { copy, faq } = fillContent({ copy: homePage, faq: homeFaq }, keepSlots('title'))
  return {
    copy,
    faq,
    hero: getImage('hero-home'),
    services: serviceCards.map((s) => ({ ...s, image: getImage(s.image) })),
    projects: renderIsland('home-projects', ProjectGrid, {
      projects: projects.slice(0, 6).map((p) => ({ ...p, images: p.images.map(getImage) })),
      variant: 'tile',
      words: copy.projects.grid,
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
  return (
    <>
      <PageHero
        tall
        title={copy.hero.title}
        image={hero}
        subtitle={
          <>
            <p>{copy.hero.subtitle}</p>
            <p className="mt-3 inline-flex items-center gap-2 text-base font-600 text-white">
              <span className="i-lucide-badge-check text-gold" aria-hidden="true" />
              {copy.hero.licenceLine}
            </p>
          </>
        }
      >
        <ActionLinks actions={copy.hero.actions ?? []} size="lg" />
        <p className="basis-full text-white/90">
          <LinkedText text={copy.hero.explore} linkClass={onDarkLink} />
        </p>
        <TrustBadges tone="dark" className="basis-full" />
      </PageHero>

      <section aria-label={copy.intro.label} className="bg-white section-y">
        <div className="container max-w-4xl text-center">
          <p className="text-lg leading-relaxed text-ink sm:text-xl">
            <LinkedText text={copy.intro.text} linkClass="focus rounded-sm font-600 underline underline-offset-4" />
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ActionLinks actions={copy.intro.actions} />
          </div>
          <TrustBadges className="mt-6 justify-center" />
        </div>
      </section>

      <Section id="services-heading" heading={copy.services.heading} intro={copy.services.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((s) => (
            <li key={s.title}>
              <ServiceCard service={s} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="projects-heading" tone="white" heading={copy.projects.heading} intro={copy.projects.intro}>
        <Island data={projects} component={ProjectGrid} />
        <div className="mt-10 text-center">
          <ActionLink action={copy.projects.action} size="lg" />
        </div>
      </Section>

      <Section id="why-heading" heading={copy.whyChoose.heading}>
        <IconCards points={copy.whyChoose.points} className="grid gap-6 md:grid-cols-3" iconClass="bg-gold/25 text-ink" />
        <Link
          to={copy.whyChoose.more.href}
          className="focus mt-8 inline-flex items-center gap-1 rounded-sm text-lg font-600 underline-offset-4 hover:underline"
        >
          {copy.whyChoose.more.label}
          <span className="i-lucide-arrow-right" aria-hidden="true" />
        </Link>
      </Section>

      <Section id="faq-heading" tone="white" heading={copy.faq.heading} intro={copy.faq.intro}>
        <div className="max-w-3xl">
          <FaqList items={faq} />
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <p className="text-slate">{copy.faq.question}</p>
            <ActionLink action={copy.faq.action} />
          </div>
        </div>
      </Section>

      <CtaBand id="cta-heading" {...copy.cta}>
        <SocialLinks {...copy.social} className="basis-full justify-center" />
      </CtaBand>
    </>
  )
}
