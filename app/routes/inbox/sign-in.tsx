// A lead desk page: a prerendered shell, noindex, whose island fetches its data once signed in.
import { Island, islands } from '~/islands/island'
import { renderIsland } from '~/islands/render.server'
import { DeskSignIn } from '~/features/desk/sign-in'
import { deskMeta } from '~/features/desk/meta'
import type { Route } from './+types/sign-in'

export async function loader() {
  return { page: renderIsland('inbox-sign-in', DeskSignIn, {}) }
}

export const meta: Route.MetaFunction = () => deskMeta('sign-in')

export const handle = { ...islands('inbox-sign-in'), desk: true }

export default function DeskPage({ loaderData }: Route.ComponentProps) {
  return <Island data={loaderData.page} component={DeskSignIn} />
}
