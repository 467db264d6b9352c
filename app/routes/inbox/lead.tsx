// A lead desk page: a prerendered shell, noindex, whose island fetches its data once signed in.
import { Island, islands } from '~/islands/island'
import { renderIsland } from '~/islands/render.server'
import { DeskLeadView } from '~/features/desk/lead-view'
import { deskMeta } from '~/features/desk/meta'
import type { Route } from './+types/lead'

export async function loader() {
  return { page: renderIsland('inbox-lead', DeskLeadView, {}) }
}

export const meta: Route.MetaFunction = () => deskMeta('lead')

export const handle = { ...islands('inbox-lead'), desk: true }

export default function DeskPage({ loaderData }: Route.ComponentProps) {
  return <Island data={loaderData.page} component={DeskLeadView} />
}
