// The wrapper every island renders in, on both sides. In the browser, once the island has
// hydrated, it hands back what the visitor typed before (lib/typed-before-hydration.ts) to the
// fields inside the island's container. It adds no element of its own.
import { type ReactNode, useEffect } from 'react'
import type { SiteFacts } from '~/lib/site'
import { replayTypedValues } from '~/lib/typed-before-hydration'

/** The JSON an island's page carries: its props and the site facts its parts read. */
export type IslandPayload<P> = { props: P; site: SiteFacts }

export const islandPrefix = (name: string) => `${name}-`

export function IslandRoot({ children, container }: { children: ReactNode; container?: Element }) {
  useEffect(() => {
    if (container) replayTypedValues(container)
  }, [container])
  return children
}
