// People and devices (/inbox/people): who may sign in, alerts, invitations, the calendar, privacy
// requests, the record.
import { deskApi } from '#domain/desk-contract'
import { getJson, loadJson } from '~/features/desk/api'
import { deskMeta, deskPage } from '~/features/desk/meta'
import { DeskPeople } from '~/features/desk/people'
import type { Route } from './+types/people'

export const handle = deskPage('people')
// Each page names its own title: the deepest route's meta is the page's.
export const meta = () => deskMeta('people')

// The people, and which devices have alerts on (a desk without push still shows its people).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [people, alerts] = await Promise.all([loadJson<'people'>(request, deskApi.people()), getJson<'alerts'>(deskApi.alerts())])
  return { people, alerts: alerts.ok ? alerts.data : null }
}

export default function DeskPeoplePage({ loaderData }: Route.ComponentProps) {
  return <DeskPeople data={loaderData.people} alerts={loaderData.alerts} />
}
