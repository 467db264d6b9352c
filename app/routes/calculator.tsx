// The cost calculator page: hero, the tool (the only part with state), how the figures are worked
// out, the FAQ and a call to action. FAQ copy comes from content/ through the loader.
import { Breadcrumbs } from '~/components/sections/breadcrumbs'
import { calculatorFaq } from '#content/faq'
import { laborRates } from '#content/labor-rates'
import { CtaBand } from '~/components/sections/cta-band'
import { FaqList } from '~/components/sections/faq-list'
import { PageHero } from '~/components/sections/page-hero'
import { ButtonLink } from '~/components/ui/button'
import { CalculatorTool } from '~/features/calculator/calculator-tool'
import { HowItWorks } from '~/features/calculator/how-it-works'
import { getImage, pageSeo } from '~/lib/pages.server'
import { fillContent } from '#domain/tokens'
import { useSite } from '~/lib/site'
import { Island, islands } from '~/islands/island'
import { renderIsland } from '~/islands/render.server'
import { metaTags } from '~/seo/meta'
import { faqJsonLd } from '~/seo/json-ld.server'
import type { Route } from './+types/calculator'

const path = '/tile-cost-calculator'

export async function loader() {
  const faq = fillContent(calculatorFaq)
  return {
    faq,
    // Plain data for the tool: the owner's labor rates (content/labor-rates.ts, checked at build time).
    tool: renderIsland('calculator', CalculatorTool, { rates: laborRates.map((r) => ({ ...r })) }),
    hero: getImage('hero-calculator'),
    seo: pageSeo('calculator', path, {
      // No SoftwareApplication: its rich result requires a rating, which the site will not invent.
      jsonLd: [faqJsonLd(faq)],
      breadcrumb: [{ name: 'Tile Cost Calculator', path }],
    }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

// The tool is the page's one island: the rest is static HTML.
export const handle = islands('calculator')

export default function Page({ loaderData }: Route.ComponentProps) {
  const { faq, hero, tool } = loaderData
  const site = useSite()
  return (
    <>
      <PageHero
        title="Tile Cost Calculator"
        subtitle={
          <p>
            Enter your room, however it is shaped, and your tile to get a shopping list: tiles and boxes, grout and thinset, the material
            cost with waste, and a rough range for installation. Print it, or send it to us for a firm quote.
          </p>
        }
        image={hero}
      />
      <div className="container pt-6">
        <Breadcrumbs trail={[{ name: 'Tile Cost Calculator', path: '/tile-cost-calculator' }]} />
      </div>
      <div className="container pb-14 pt-8 sm:pb-20">
        <noscript>
          <p className="mb-6 rounded-lg border border-line bg-white p-4 text-lg">
            The calculator needs JavaScript, which is off in your browser: call us at{' '}
            <a className="font-600 text-terracotta underline" href={site.phone.href}>
              {site.phone.display}
            </a>{' '}
            or{' '}
            <a className="font-600 text-terracotta underline" href="/quote">
              request a free quote
            </a>{' '}
            and we will work out your tile for you.
          </p>
        </noscript>
        <Island data={tool} component={CalculatorTool} />
      </div>
      <HowItWorks />
      <section aria-labelledby="faq-heading" className="container section-y">
        <h2 id="faq-heading" className="heading-2">
          Calculator FAQ
        </h2>
        <div className="mt-8 max-w-3xl">
          <FaqList items={faq} />
        </div>
      </section>
      <CtaBand
        id="calculator-cta"
        heading="Ready for an exact price?"
        text="Your estimate covers the tile. Our free in-home consultation covers the rest: preparation, materials and installation, in a written quote."
      >
        <ButtonLink href="/quote" size="lg">
          Get a Free Quote
        </ButtonLink>
        <ButtonLink href={site.phone.href} variant="light" size="lg">
          <span className="i-lucide-phone" aria-hidden="true" />
          Call {site.phone.display}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
