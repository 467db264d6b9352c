// The pattern comparison page's only code: the tool itself.
import { preloadToasterOnFirstUse } from '~/components/ui/toaster'
import { PatternTool } from '~/features/pattern-tool/pattern-tool'
import { hydrateIsland } from '../hydrate'

hydrateIsland('patterns', PatternTool)
preloadToasterOnFirstUse()
