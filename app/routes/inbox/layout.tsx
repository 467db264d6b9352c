// The owner's desk: the layout of every /inbox page. It owns the desk's frame (the signed-in pages'
// shell; sign-in and welcome stand alone), its title and noindex, signing out, and what a page
// shows when its data could not be loaded. The pages load their data in the browser
// (clientLoader) from /api/inbox/*; none is prerendered (docs/decisions/019-the-desk-as-routes.md).
import { useEffect, useRef } from 'react'
import { Link, Outlet, href, isRouteErrorResponse, redirectDocument, useLocation, useMatches, useRouteError } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import { routeCall } from '~/features/desk/api'
import { registerDeskWorker } from '~/features/desk/alerts/desk-worker'
import { DeskShell } from '~/features/desk/desk-shell'
import { deskMeta, deskPageOf, signedInPage } from '~/features/desk/meta'
import type { Route } from './+types/layout'

export const meta: Route.MetaFunction = ({ matches }) => deskMeta(deskPageOf(matches))

/**
 * Signing out (the shell's button): the session ends on the server, then the sign-in page loads as
 * a new document, so that nothing the router kept in memory (the leads it loaded) outlives it.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  await routeCall(request, 'signOut')
  return redirectDocument(href('/inbox/sign-in'))
}

function Frame({ children }: { children: React.ReactNode }) {
  const page = deskPageOf(useMatches())
  if (!signedInPage(page)) return <>{children}</>
  return <DeskShell current={page === 'people' || page === 'earnings' ? page : 'leads'}>{children}</DeskShell>
}

/** After a move to another desk page (not the first, nor a change of the list's search), focus goes to
 * the page's main region, as a new document would put it, so a screen reader starts on the new page. */
function useFocusOnNewPage() {
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    document.getElementById('main')?.focus()
  }, [pathname])
}

export default function DeskLayout() {
  useFocusOnNewPage()
  // The desk document's stand-in title (scripts/desk-document.ts) gives way to the page's own.
  useEffect(() => document.head.querySelector('title[data-desk-document]')?.remove(), [])
  // The installable desk's worker: the shell for a weak signal, and the alerts (features/desk/alerts).
  useEffect(registerDeskWorker, [])
  return (
    <Frame>
      <Outlet />
    </Frame>
  )
}

/** A page whose data could not be loaded (a missing lead is the lead page's own answer). */
export function ErrorBoundary() {
  const error = useRouteError()
  const words = inboxWords.failed
  const missing = isRouteErrorResponse(error) && error.status === 404
  return (
    <div className="mx-auto w-full max-w-[720px] px-3 py-8">
      <h1 className="heading-2">{missing ? inboxWords.lead.missing : words.heading}</h1>
      {missing ? null : <p className="mt-2">{words.text}</p>}
      <p className="mt-4">
        <Link to={href('/inbox')} className="focus font-600 text-terracotta underline underline-offset-4">
          {words.back}
        </Link>
      </p>
    </div>
  )
}
