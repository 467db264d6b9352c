// People and devices (/inbox/people): who may sign in, alerts, invitations, the calendar, privacy
// requests, the record. Every change is this route's action (features/desk/people-actions.ts).
import { loadDesk, callDesk } from '~/features/desk/api'
import { deskMeta, deskPage } from '~/features/desk/meta'
import { DeskPeople } from '~/features/desk/people'
import { peopleAction } from '~/features/desk/people-actions'
import type { Route } from './+types/people'

export const handle = deskPage('people')
// Each page names its own title: the deepest route's meta is the page's.
export const meta = () => deskMeta('people')

// The people, and which devices have alerts on (a desk without push still shows its people).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [people, alerts] = await Promise.all([loadDesk(request, 'people'), callDesk('alerts')])
  return { people, alerts: alerts.ok ? alerts.data : null }
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return peopleAction(request)
}

export default function DeskPeoplePage({ loaderData, actionData }: Route.ComponentProps) {
  return <DeskPeople data={loaderData.people} alerts={loaderData.alerts} result={actionData} />
}
