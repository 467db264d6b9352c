// The desk's sign-in page (/inbox/sign-in?next=…): a person already signed in goes on to `next` (a
// desk page of this site only), and so does one who signs in here.
import { redirect } from 'react-router'
import { safeDeskNext } from '#domain/desk-url'
import { callDesk } from '~/features/desk/api'
import { deskMeta, deskPage } from '~/features/desk/meta'
import { DeskSignIn } from '~/features/desk/sign-in'
import type { Route } from './+types/sign-in'

export const handle = deskPage('sign-in')
// Each page names its own title: the deepest route's meta is the page's.
export const meta = () => deskMeta('sign-in')

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const next = safeDeskNext(new URL(request.url).searchParams.get('next'))
  const state = await callDesk('state')
  if (state.ok && state.data.signedIn) throw redirect(next)
  return { next, state: state.ok ? state.data : null }
}

export default function DeskSignInPage({ loaderData }: Route.ComponentProps) {
  return <DeskSignIn next={loaderData.next} state={loaderData.state} />
}
