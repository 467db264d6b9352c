// Islands: the parts of a prerendered page that run in the browser. A page with a tool, a form or a
// dialog does not load React Router's client runtime; its route says which islands it has
// (`handle = islands('calculator')`, the name of its entry), its loader renders each island's HTML
// apart (render.server.tsx), and the page carries that HTML, the island's props as JSON, and one
// module script (entries/<name>.tsx) that hydrates just those parts with React. The container is
// `display: contents`, so an island sits in a grid or a row of buttons like the part itself. In `npm run dev` the island
// renders inline and the whole page hydrates as before, so editing keeps hot reload.
import type { ComponentType } from 'react'
import type { UIMatch } from 'react-router'
import type { IslandEntry, IslandPart } from './names'

/** What a route module's `handle` may say: the island entries its page loads. */
export type RouteHandle = { islands?: IslandEntry[] }

const isRouteHandle = (h: unknown): h is RouteHandle => typeof h === 'object' && h !== null && 'islands' in h

/** The island entries of the matched routes, in order. */
export function islandsOf(matches: UIMatch[]): IslandEntry[] {
  return matches.flatMap((m) => (isRouteHandle(m.handle) ? (m.handle.islands ?? []) : []))
}

/** What a loader hands the page for one island (made by renderIsland). */
export type IslandData<P> = { name: IslandPart; html: string; props: P; json: string }

/** `export const handle = islands('calculator')` in a route module whose page has islands: the entries its page loads. */
export const islands = (...names: IslandEntry[]): RouteHandle => ({ islands: names })

export function Island<P extends object>({ data, component: Component }: { data: IslandData<P>; component: ComponentType<P> }) {
  if (import.meta.env.DEV)
    return (
      <div data-island={data.name} className="contents">
        <Component {...data.props} />
      </div>
    )
  return (
    <>
      <div data-island={data.name} className="contents" dangerouslySetInnerHTML={{ __html: data.html }} />
      {/* Data, not code: a JSON block is never run, so the page's CSP needs no hash for it. */}
      <script type="application/json" data-island-props={data.name} dangerouslySetInnerHTML={{ __html: data.json }} />
    </>
  )
}
