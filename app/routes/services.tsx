import { Link } from 'react-router'
import { servicesPage } from '#content/pages/services'
import { processSteps, serviceCards, serviceDetails, servicesQuickLinks } from '#content/services'
import { ContentIcon } from '~/components/sections/content-icon'
import { ActionLink, ActionLinks, CtaBand } from '~/components/sections/cta-band'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { ServiceCard } from '~/components/sections/service-card'
import { TrustBadges } from '~/components/sections/trust-badges'
import { Picture } from '~/components/ui/picture'
import { ArticleLinks } from '~/components/sections/article-links'
import { articleLinks } from '~/lib/articles.server'
import { getImage, pageSeo } from '~/lib/pages.server'
import { fillContent, keepSlots } from '#domain/tokens'
import { fillSlots } from '#domain/slots'
import { metaTags } from '~/seo/meta'
import { serviceJsonLd } from '~/seo/json-ld.server'
import type { Route } from './+types/services'

export async function loader() {
  const copy = fillContent(servicesPage, keepSlots('step'))
  const details = serviceDetails.map((d) => ({ ...d, image: getImage(d.image), articles: articleLinks(d.articleTopics) }))
  // The overview cards: each detail's title and anchor with the short description of its home-page card.
  const cards = serviceDetails.map((d) => {
    const card = serviceCards.find((c) => c.href.endsWith(`#${d.anchor}`)) ?? serviceCards[0]
    return { icon: d.icon, title: d.title, description: card.description, href: `#${d.anchor}`, linkLabel: copy.overview.cardLink }
  })
  return {
    copy,
    cards,
    details,
    steps: processSteps.map((s) => ({ ...s, label: fillSlots(copy.process.step, { step: String(s.step) }) })),
    quickLinks: servicesQuickLinks,
    hero: getImage('hero-services'),
    seo: pageSeo('services', '/services', {
      breadcrumb: [{ name: copy.breadcrumb, path: '/services' }],
      jsonLd: serviceDetails.map((d) =>
        serviceJsonLd({ name: d.title, description: d.description, serviceType: `${d.title} tile installation` }),
      ),
    }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

export default function Services({ loaderData }: Route.ComponentProps) {
  const { copy, cards, details, steps, quickLinks, hero } = loaderData
  return (
    <>
      <PageHero title={copy.hero.title} image={hero} subtitle={<p>{copy.hero.subtitle}</p>}>
        <ActionLinks actions={copy.hero.actions ?? []} size="lg" />
        <TrustBadges tone="dark" className="basis-full" />
      </PageHero>

      <Section id="overview-heading" heading={copy.overview.heading} intro={copy.overview.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((c) => (
            <li key={c.title}>
              <ServiceCard service={c} />
            </li>
          ))}
        </ul>
        <nav aria-labelledby="quick-links-heading" className="card mt-10 p-6">
          <h3 id="quick-links-heading" className="heading-3">
            {copy.overview.quickLinks}
          </h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {quickLinks.map((l) => (
              <li key={l.href}>
                <Link to={l.href} className="focus inline-flex items-center gap-2 rounded-sm font-600 underline-offset-4 hover:underline">
                  <span className="i-lucide-arrow-right" aria-hidden="true" />
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Section>

      {details.map((d, i) => (
        <section
          key={d.anchor}
          id={d.anchor}
          aria-labelledby={`${d.anchor}-heading`}
          className={`section-y scroll-mt-16 ${i % 2 === 0 ? 'bg-white' : ''}`}
        >
          <div className="container grid items-center gap-10 lg:grid-cols-2">
            <Picture
              image={d.image}
              sizes="(min-width: 1024px) 570px, 100vw"
              className={`overflow-hidden rounded-xl ${i % 2 === 1 ? 'lg:order-2' : ''}`}
              imgClassName="aspect-[3/2] h-auto w-full object-cover"
            />
            <div>
              <span className="grid h-12 w-12 place-items-center rounded-full bg-terracotta/10 text-terracotta">
                <ContentIcon name={d.icon} className="text-2xl" />
              </span>
              <h2 id={`${d.anchor}-heading`} className="heading-2 mt-4">
                {d.title}
              </h2>
              <p className="mt-4 text-lg text-slate">{d.description}</p>
              <h3 className="heading-3 mt-6">{copy.detail.included}</h3>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {d.features.map((f) => (
                  <li key={f} className="flex items-start gap-2">
                    <span className="i-lucide-check-circle-2 mt-1 shrink-0 text-terracotta" aria-hidden="true" />
                    {f}
                  </li>
                ))}
              </ul>
              <ArticleLinks id={`${d.anchor}-reading`} heading={copy.detail.reading} level={3} articles={d.articles} className="mt-6" />
              <ActionLink action={copy.detail.action} className="mt-8" />
            </div>
          </div>
        </section>
      ))}

      <Section id="process-heading" tone="white" heading={copy.process.heading} intro={copy.process.intro}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((s) => (
            <li key={s.step} className="card p-6">
              <span className="grid h-12 w-12 place-items-center rounded-full bg-deep text-white">
                <ContentIcon name={s.icon} className="text-2xl" />
              </span>
              <p className="mt-4 text-sm font-700 uppercase tracking-wide text-terracotta">{s.label}</p>
              <h3 className="heading-3 mt-1">{s.title}</h3>
              <p className="mt-2 text-slate">{s.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand id="services-cta" {...copy.cta} />
    </>
  )
}
