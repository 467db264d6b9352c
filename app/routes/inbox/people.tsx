// People and devices (/inbox/people): who may sign in, invitations, privacy requests, the record.
import { deskApi } from '#domain/desk-contract'
import { loadJson } from '~/features/desk/api'
import { deskMeta, deskPage } from '~/features/desk/meta'
import { DeskPeople } from '~/features/desk/people'
import type { Route } from './+types/people'

export const handle = deskPage('people')
// Each page names its own title: the deepest route's meta is the page's.
export const meta = () => deskMeta('people')

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadJson<'people'>(request, deskApi.people())

export default function DeskPeoplePage({ loaderData }: Route.ComponentProps) {
  return <DeskPeople data={loaderData} />
}
