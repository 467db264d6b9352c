// Which pages load React in the browser. A page whose only interactive part is the header menu
// (which works natively) ships no JavaScript at all: its route leaves `handle` out, the root
// layout sees that no matched route asks for the client runtime and leaves <Scripts /> out. A
// page with something to compute (a form, a tool, a dialog) exports `handle = clientRuntime`.
import type { UIMatch } from 'react-router'

export type RouteHandle = { clientRuntime?: boolean }

/** `export const handle = clientRuntime` in a route module that needs React in the browser. */
export const clientRuntime: RouteHandle = { clientRuntime: true }

const isRouteHandle = (h: unknown): h is RouteHandle => typeof h === 'object' && h !== null && 'clientRuntime' in h

export function needsClientRuntime(matches: UIMatch[]): boolean {
  return matches.some((m) => isRouteHandle(m.handle) && m.handle.clientRuntime === true)
}
