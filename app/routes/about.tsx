import { aboutPage } from '#content/pages/about'
import { IconCards } from '~/components/sections/icon-cards'
import { ActionLinks, CtaBand } from '~/components/sections/cta-band'
import { PageHero } from '~/components/sections/page-hero'
import { ScrollToTop } from '~/components/sections/scroll-to-top'
import { Section } from '~/components/sections/section'
import { StatCards } from '~/components/sections/stat-cards'
import { Picture } from '~/components/ui/picture'
import { getImage, pageSeo } from '~/lib/pages.server'
import { fillContent } from '#domain/tokens'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/about'

export async function loader() {
  const copy = fillContent(aboutPage)
  return {
    copy,
    hero: getImage('hero-about'),
    storyImage: getImage('about-story'),
    seo: pageSeo('about', '/about', { breadcrumb: [{ name: copy.breadcrumb, path: '/about' }] }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

export default function About({ loaderData }: Route.ComponentProps) {
  const { copy, hero, storyImage } = loaderData
  const [first, second, ...rest] = copy.story.paragraphs
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={<p>{copy.hero.subtitle}</p>} image={hero}>
        <ActionLinks actions={copy.hero.actions ?? []} size="lg" />
      </PageHero>

      <Section id="story-heading" heading={copy.story.heading} tone="white">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div className="space-y-5 text-lg leading-relaxed text-ink">
            <p>{first}</p>
            <p>{second}</p>
            <figure className="my-8 border-l-4 border-gold bg-paper py-5 pl-6 pr-4">
              <blockquote className="font-display text-2xl font-600 leading-snug text-ink">“{copy.pullQuote.text}”</blockquote>
              <figcaption className="mt-3 text-base text-slate">— {copy.pullQuote.attribution}</figcaption>
            </figure>
            {rest.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <Picture
            image={storyImage}
            sizes="(min-width: 1024px) 460px, 100vw"
            className="overflow-hidden rounded-xl lg:sticky lg:top-24"
            imgClassName="h-auto w-full"
          />
        </div>
      </Section>

      <Section id="numbers-heading" heading={copy.stats.heading}>
        <StatCards stats={copy.stats.items} />
      </Section>

      <Section id="promise-heading" heading={copy.promise.heading} tone="white">
        <IconCards
          points={copy.promise.pillars}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          iconClass="bg-terracotta/10 text-terracotta"
        />
      </Section>

      <CtaBand id="about-cta" {...copy.cta} />
      <ScrollToTop label={copy.scrollToTop} />
    </>
  )
}
