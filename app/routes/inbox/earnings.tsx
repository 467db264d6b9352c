// What the site earns (/inbox/earnings, owner only): the range the address names, or its refusal
// shown beside the range's choices.
import { useLoaderData } from 'react-router'
import type { EarningsQuery } from '#domain/desk-contract'
import { routeCall } from '~/features/desk/api'
import { DeskEarnings } from '~/features/desk/earnings'
import { deskMeta, deskPage } from '~/features/desk/meta'
import type { Route } from './+types/earnings'

export const handle = deskPage('earnings')
export const meta = () => deskMeta('earnings')

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams
  const query: EarningsQuery = {}
  for (const key of ['days', 'from', 'to'] as const) {
    const value = search.get(key)
    if (value !== null) query[key] = value
  }
  const result = await routeCall(request, 'earnings', { query })
  // A range the desk does not offer: the page with its sentence; anything else is the desk's error page.
  if (!result.ok && result.status !== 400) throw new Response(result.error, { status: result.status || 503 })
  return { data: result.ok ? result.data : null, refusal: result.ok ? null : result.error, search: search.toString() }
}

export default function DeskEarningsPage() {
  const { data, refusal, search } = useLoaderData<typeof clientLoader>()
  return <DeskEarnings data={data} refusal={refusal} query={new URLSearchParams(search)} />
}
