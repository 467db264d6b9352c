// The desk's list of leads (/inbox): the page of leads its URL names, and the figures under it.
import { useLoaderData } from 'react-router'
import { loadDesk } from '~/features/desk/api'
import { DeskLeadList } from '~/features/desk/list/list-page'
import { listQueryOf } from '~/features/desk/list/list-query'
import { deskMeta, deskPage } from '~/features/desk/meta'
import type { Route } from './+types/list'

export const handle = deskPage('list')
// Each page names its own title: the deepest route's meta is the page's.
export const meta = () => deskMeta('list')

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = listQueryOf(new URL(request.url))
  const [listing, insights] = await Promise.all([loadDesk(request, 'leads', { query }), loadDesk(request, 'insights')])
  return { listing, insights, query }
}

export default function DeskListPage() {
  const { listing, insights, query } = useLoaderData<typeof clientLoader>()
  return <DeskLeadList listing={listing} insights={insights} query={query} />
}
