// A lead desk page: a prerendered shell, noindex, whose island fetches its data once signed in.
import { Island, islands } from '~/islands/island'
import { renderIsland } from '~/islands/render.server'
import { DeskLeadList } from '~/features/desk/lead-list'
import { deskMeta } from '~/features/desk/meta'
import type { Route } from './+types/list'

export async function loader() {
  return { page: renderIsland('inbox-list', DeskLeadList, {}) }
}

export const meta: Route.MetaFunction = () => deskMeta('list')

export const handle = { ...islands('inbox-list'), desk: true }

export default function DeskPage({ loaderData }: Route.ComponentProps) {
  return <Island data={loaderData.page} component={DeskLeadList} />
}
