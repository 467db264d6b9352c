// The cost calculator page: hero, the tool (the only part with state), how the figures are worked
// out, the FAQ and a call to action. Its words come from content/ through the loader; the tool's
// share travels with its island's props.
import { Breadcrumbs } from '~/components/sections/breadcrumbs'
import { calculatorFaq } from '#content/faq'
import { laborRates } from '#content/labor-rates'
import { calculatorPage } from '#content/pages/calculator'
import { CtaBand, LinkedText } from '~/components/sections/cta-band'
import { FaqList } from '~/components/sections/faq-list'
import { PageHero } from '~/components/sections/page-hero'
import { CalculatorTool } from '~/features/calculator/calculator-tool'
import { HowItWorks } from '~/features/calculator/how-it-works'
import { groutLbPerCubicFoot, trowels } from '#domain/calculator/materials'
import { tileSizes } from '#domain/calculator/tile-sizes'
import { getImage, pageSeo } from '~/lib/pages.server'
import { fillContent, keepSlots } from '#domain/tokens'
import { Island, islands } from '~/islands/island'
import { renderIsland } from '~/islands/render.server'
import { metaTags } from '~/seo/meta'
import { faqJsonLd } from '~/seo/json-ld.server'
import type { Route } from './+types/calculator'

const path = '/tile-cost-calculator'

export async function loader() {
  const faq = fillContent(calculatorFaq)
  const copy = fillContent(calculatorPage, {
    // The calculator's own figures, so the explanation cannot drift from the code.
    groutLb: String(groutLbPerCubicFoot),
    notches: trowels.map((t) => t.notch.replace(' square notch', '')).join(', '),
    coverage: trowels.map((t) => t.sqFtPerBag).join(', '),
    sizes: tileSizes.map((t) => t.name.replace(' inches', '')).join(', '),
    ...keepSlots('percent', 'job', 'date', 'link', 'layout'),
  })
  return {
    copy,
    faq,
    // Plain data for the tool: the owner's labor rates (content/labor-rates.ts, checked at build time).
    tool: renderIsland('calculator', CalculatorTool, { rates: laborRates.map((r) => ({ ...r })), words: copy.tool }),
    hero: getImage('hero-calculator'),
    seo: pageSeo('calculator', path, {
      // No SoftwareApplication: its rich result requires a rating, which the site will not invent.
      jsonLd: [faqJsonLd(faq)],
      breadcrumb: [{ name: copy.breadcrumb, path }],
    }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

// The tool is the page's one island: the rest is static HTML.
export const handle = islands('calculator')

export default function Page({ loaderData }: Route.ComponentProps) {
  const { copy, faq, hero, tool } = loaderData
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={<p>{copy.hero.subtitle}</p>} image={hero} />
      <div className="container pt-6">
        <Breadcrumbs trail={[{ name: copy.breadcrumb, path }]} />
      </div>
      <div className="container pb-14 pt-8 sm:pb-20">
        <noscript>
          <p className="mb-6 rounded-lg border border-line bg-white p-4 text-lg">
            <LinkedText text={copy.noScript} linkClass="font-600 text-terracotta underline" />
          </p>
        </noscript>
        <Island data={tool} component={CalculatorTool} />
      </div>
      <HowItWorks copy={copy.howItWorks} />
      <section aria-labelledby="faq-heading" className="container section-y">
        <h2 id="faq-heading" className="heading-2">
          {copy.faq}
        </h2>
        <div className="mt-8 max-w-3xl">
          <FaqList items={faq} />
        </div>
      </section>
      <CtaBand id="calculator-cta" {...copy.cta} />
    </>
  )
}
