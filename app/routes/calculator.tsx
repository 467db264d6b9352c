// Placeholder body: the page's content belongs to its own issue; the metadata is final.
import { PageHero } from '~/components/sections/page-hero'
import { pageSeo } from '~/lib/pages.server'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/calculator'

export async function loader() {
  return { seo: pageSeo('calculator', '/tile-cost-calculator', { breadcrumb: [{ name: 'Tile Cost Calculator', path: '/tile-cost-calculator' }] }) }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

export default function Page() {
  return <PageHero title={'Tile Cost Calculator'} />
}
