// The browser entry of the pages that hydrate: React Router's default, plus keeping whatever the
// visitor typed before hydration (lib/typed-before-hydration.ts).
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { recordTypedValues } from './lib/typed-before-hydration'

recordTypedValues(document)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
