// Placeholder body: the page's content belongs to its own issue; the metadata is final.
import { PageHero } from '~/components/sections/page-hero'
import { pageSeo } from '~/lib/pages.server'
import { metaTags } from '~/seo/meta'
import { businessJsonLd } from '~/seo/json-ld.server'
import type { Route } from './+types/city'

const names = { beaverton: 'Beaverton', tigard: 'Tigard', gresham: 'Gresham', 'lake-oswego': 'Lake Oswego' } as const

export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, '')
  const slug = path.replace('/tile-contractor-', '') as keyof typeof names
  const city = names[slug]
  return {
    city,
    seo: pageSeo(slug, path, {
      breadcrumb: [{ name: `Tile Contractor ${city}`, path }],
      jsonLd: [businessJsonLd({ areaServed: [city], path })],
    }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PageHero title={`Tile Contractor in ${loaderData.city}`} />
}
