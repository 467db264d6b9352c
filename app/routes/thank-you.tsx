// Where the forms land without JavaScript after a lead is stored (303 from the API).
import { thankYouPage } from '#content/pages/thank-you'
import { ActionLinks, LinkedText } from '~/components/sections/cta-band'
import { pageSeo } from '~/lib/pages.server'
import { fillContent } from '#domain/tokens'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/thank-you'

export async function loader() {
  return { copy: fillContent(thankYouPage), seo: pageSeo('thankYou', '/thank-you', { robots: 'noindex, follow' }) }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData
  return (
    <section className="container grid min-h-[60vh] place-items-center py-20 text-center">
      <div className="max-w-xl">
        <span className="i-lucide-circle-check text-6xl text-terracotta" aria-hidden="true" />
        <h1 className="mt-4 font-display text-4xl font-650">{copy.heading}</h1>
        <p className="mt-4 text-lg text-slate">
          <LinkedText text={copy.text} linkClass="focus font-600" />
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ActionLinks actions={copy.actions} />
        </div>
      </div>
    </section>
  )
}
