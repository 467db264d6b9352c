// Hydrates one island of a prerendered page (see island.tsx): reads its props from the page's
// JSON block and hydrates its HTML with the same tree and id prefix the build rendered. An entry
// (entries/<name>.tsx) hydrates each island of its page.
import { type ComponentType, StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { SiteContext } from '~/lib/site'
import { recordTypedValues } from '~/lib/typed-before-hydration'
import type { IslandPart } from './names'
import { IslandRoot, islandPrefix, type IslandPayload } from './root'

let recording = false

export function hydrateIsland<P extends object>(name: IslandPart, Component: ComponentType<P>): void {
  const container = document.querySelector<HTMLElement>(`[data-island="${name}"]`)
  const json = document.querySelector(`script[data-island-props="${name}"]`)?.textContent
  if (!container || !json) return
  if (!recording) {
    recording = true
    recordTypedValues(document)
  }
  const { props, site } = JSON.parse(json) as IslandPayload<P>
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <SiteContext value={site}>
          <IslandRoot container={container}>
            <Component {...props} />
          </IslandRoot>
        </SiteContext>
      </StrictMode>,
      { identifierPrefix: islandPrefix(name) },
    )
  })
}
