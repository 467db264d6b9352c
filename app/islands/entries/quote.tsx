// The quote page's code: the form and the recent projects beside it.
import { preloadToasterOnFirstUse } from '~/components/ui/toaster'
import { QuoteWorkspace } from '~/features/quote/quote-workspace'
import { hydrateIsland } from '../hydrate'

hydrateIsland('quote', QuoteWorkspace)
preloadToasterOnFirstUse()
