// A lead desk page: a prerendered shell, noindex, whose island fetches its data once signed in.
import { Island, islands } from '~/islands/island'
import { renderIsland } from '~/islands/render.server'
import { DeskPeople } from '~/features/desk/people'
import { deskMeta } from '~/features/desk/meta'
import type { Route } from './+types/people'

export async function loader() {
  return { page: renderIsland('inbox-people', DeskPeople, {}) }
}

export const meta: Route.MetaFunction = () => deskMeta('people')

export const handle = { ...islands('inbox-people'), desk: true }

export default function DeskPage({ loaderData }: Route.ComponentProps) {
  return <Island data={loaderData.page} component={DeskPeople} />
}
