// The pattern comparison page: hero, the tool (the only part with state), a call to action and
// the static guide. The patterns are plain data (content/tile-patterns.ts); the page's words come
// from content/ through the loader, the tool's share with its island's props.
import { patternsPage } from '#content/pages/patterns'
import { Breadcrumbs } from '~/components/sections/breadcrumbs'
import { ActionLinks, CtaBand } from '~/components/sections/cta-band'
import { PageHero } from '~/components/sections/page-hero'
import { TrustBadges } from '~/components/sections/trust-badges'
import { PatternGuide } from '~/features/pattern-tool/pattern-guide'
import { PatternTool } from '~/features/pattern-tool/pattern-tool'
import { getImage, pageSeo } from '~/lib/pages.server'
import { fillContent, keepSlots } from '#domain/tokens'
import { Island, islands } from '~/islands/island'
import { renderIsland } from '~/islands/render.server'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/patterns'

const path = '/tile-pattern-comparison'

export async function loader() {
  const copy = fillContent(patternsPage, keepSlots('pattern', 'color', 'grout'))
  return {
    copy,
    hero: getImage('hero-patterns'),
    tool: renderIsland('patterns', PatternTool, { words: copy.tool }),
    seo: pageSeo('patterns', path, { breadcrumb: [{ name: copy.breadcrumb, path }] }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

// The tool is the page's one island: the rest is static HTML.
export const handle = islands('patterns')

export default function Page({ loaderData }: Route.ComponentProps) {
  const { copy, hero, tool } = loaderData
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={<p>{copy.hero.subtitle}</p>} image={hero}>
        <ActionLinks actions={copy.hero.actions ?? []} size="lg" />
      </PageHero>
      <div className="container pt-6">
        <Breadcrumbs trail={[{ name: copy.breadcrumb, path }]} />
      </div>

      <div className="container pb-14 pt-8 sm:pb-20">
        <Island data={tool} component={PatternTool} />
        <aside
          aria-labelledby="pattern-cta"
          className="card mt-8 flex flex-col gap-5 bg-paper p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div>
            <h2 id="pattern-cta" className="heading-3">
              {copy.aside.heading}
            </h2>
            <p className="mt-2 max-w-xl text-slate">{copy.aside.text}</p>
            <TrustBadges className="mt-4" />
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
            <ActionLinks actions={copy.aside.actions} />
          </div>
        </aside>
      </div>

      <PatternGuide copy={copy.guide} />

      <CtaBand id="consultation-heading" {...copy.cta} />
    </>
  )
}
