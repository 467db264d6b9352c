import '@unocss/reset/tailwind.css'
// Inter and Fraunces cut to the site's characters and weights (tools/fonts.ts).
import './styles/fonts/fonts.css'
import 'virtual:uno.css'
import './styles/base.css'
import './styles/article.css'
import frauncesLatin from './styles/fonts/fraunces-wght-600-700.woff2?url'
import interLatin from './styles/fonts/inter-wght-400-700.woff2?url'
import { type ReactNode, useContext, useEffect } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  type UIMatch,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { notFoundPage } from '#content/pages/not-found'
import { sharedCopy } from '#content/pages/shared'
import { fillContent, keepSlots } from '#domain/tokens'
import { SiteFooter } from './components/layout/site-footer'
import { useSmoothInPageLinks } from './components/layout/in-page-links'
import { SiteHeader } from './components/layout/site-header'
import { islandsOf } from './islands/island'
import { islandScripts } from './islands/scripts.server'
import { pageSeo } from './lib/pages.server'
import { SiteContext } from './lib/site'
import { siteFacts } from './lib/site.server'
import { speculationRules } from './lib/speculation-rules'
import { replayTypedValues } from './lib/typed-before-hydration'

/** Whether the owner's desk matched (its layout route, app/routes.ts): it has its own frame. */
const isDesk = (matches: UIMatch[]) => matches.some((m) => m.id === 'desk')

export const links: Route.LinksFunction = () => [
  // Both faces before the first paint: a heading that swaps from the fallback to Fraunces wraps
  // differently and moved the section under it (CLS 0.04 on /about, 0.065 on the 404 page).
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: frauncesLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon-32x32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
]

export async function loader() {
  const { skipLink, loading, header, footer } = sharedCopy
  return {
    site: siteFacts(),
    // {network}: each social profile's, filled in by the footer.
    shell: fillContent({ skipLink, loading, header, footer }, keepSlots('network')),
    // The 404 page's words and tags come from here: it has no loader of its own, so it can show at any address.
    notFound: fillContent(notFoundPage),
    notFoundSeo: pageSeo('notFound', '/404', { robots: 'noindex' }),
    islandScripts: islandScripts(),
  }
}

// The facts never change between pages; do not refetch them on navigation.
export const shouldRevalidate = () => false

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches()
  // A page with islands loads each island's own script, not the router (islands/island.tsx); in
  // `npm run dev` the whole page hydrates instead, for hot reload.
  const islands = islandsOf(matches)
  // React Router's SPA fallback (__spa-fallback.html) carries <Scripts />: it is the owner's desk,
  // an app that loads its data in the browser, which the build copies to inbox/index.html and the
  // server answers for every /inbox address (docs/decisions/019-the-desk-as-routes.md). Its
  // context is the only way to tell that render apart.
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true
  // The whole page hydrates with React Router only in those two cases; a prerendered page never does.
  const clientRuntime = spaFallback || (import.meta.env.DEV && (islands.length > 0 || isDesk(matches)))
  const rootData = useRouteLoaderData<typeof loader>('root')
  const scripts = rootData?.islandScripts ?? {}
  const islandSrcs =
    import.meta.env.DEV || spaFallback
      ? []
      : islands.map((name) => {
          const src = scripts[name]
          if (!src) throw new Error(`No script was built for the island "${name}" (app/islands/entries/${name}.tsx)`)
          return src
        })
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3a5f" />
        {/* The desk's document, before its layout's own tags are rendered in the browser. */}
        {spaFallback ? <meta name="robots" content="noindex, nofollow" /> : null}
        <Meta />
        <Links />
        {/* The desk is an app of its own, installable from its pages only (scripts/desk-app.ts). */}
        <link rel="manifest" href={spaFallback ? '/inbox/desk.webmanifest' : '/site.webmanifest'} />
        {/* Low priority: the stylesheet, the fonts and the hero image come first on a slow phone. */}
        {islandSrcs.map((src) => (
          <script key={src} type="module" src={src} fetchPriority="low" />
        ))}
      </head>
      <body className="bg-paper font-sans text-ink antialiased">
        <a
          href="#main"
          className="focus sr-only z-50 rounded-lg bg-white px-4 py-3 font-600 text-ink shadow-lg focus:(not-sr-only fixed left-3 top-3)"
        >
          {rootData?.shell.skipLink}
        </a>
        {children}
        {/* Not JavaScript: the browser prerenders a same-site page when a link is hovered. */}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
        {clientRuntime ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  useSmoothInPageLinks()
  // The root's first effect runs once the whole page has hydrated.
  useEffect(() => replayTypedValues(document), [])
  // The owner's desk has its own frame: no site header, footer or calls to action.
  const desk = isDesk(useMatches())
  if (desk)
    return (
      <SiteContext value={loaderData.site}>
        <main id="main" tabIndex={-1} className="outline-none">
          <Outlet />
        </main>
      </SiteContext>
    )
  return (
    <SiteContext value={loaderData.site}>
      <SiteHeader words={loaderData.shell.header} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter words={loaderData.shell.footer} />
    </SiteContext>
  )
}

export function HydrateFallback() {
  const loading = useRouteLoaderData<typeof loader>('root')?.shell.loading
  // The skip link's target, as on every page (the desk's document shows this until its data came).
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <p className="container py-20">{loading}</p>
    </main>
  )
}
