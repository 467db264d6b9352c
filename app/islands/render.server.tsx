// Renders an island's HTML at build time, apart from the page around it, with its own id prefix:
// the browser hydrates the island alone (entries/<name>.tsx), and React's useId only gives the
// same ids on both sides when both render the same tree under the same prefix.
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { SiteContext } from '~/lib/site'
import { siteFacts } from '~/lib/site.server'
import type { IslandData } from './island'
import type { IslandPart } from './names'
import { IslandRoot, islandPrefix, type IslandPayload } from './root'

/** JSON safe inside <script>: no "</script>" or "<!--" can close or confuse the element. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

export function renderIsland<P extends object>(name: IslandPart, Component: ComponentType<P>, props: P): IslandData<P> {
  const site = siteFacts()
  const html = renderToString(
    <SiteContext value={site}>
      <IslandRoot>
        <Component {...props} />
      </IslandRoot>
    </SiteContext>,
    { identifierPrefix: islandPrefix(name) },
  )
  const payload: IslandPayload<P> = { props, site }
  return { name, html, props, json: scriptSafeJson(payload) }
}
