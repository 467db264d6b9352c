// A lead desk page: a prerendered shell, noindex, whose island fetches its data once signed in.
import { Island, islands } from '~/islands/island'
import { renderIsland } from '~/islands/render.server'
import { DeskWelcome } from '~/features/desk/welcome'
import { deskMeta } from '~/features/desk/meta'
import type { Route } from './+types/welcome'

export async function loader() {
  return { page: renderIsland('inbox-welcome', DeskWelcome, {}) }
}

export const meta: Route.MetaFunction = () => deskMeta('welcome')

export const handle = { ...islands('inbox-welcome'), desk: true }

export default function DeskPage({ loaderData }: Route.ComponentProps) {
  return <Island data={loaderData.page} component={DeskWelcome} />
}
