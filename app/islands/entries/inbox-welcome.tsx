// The desk page's code: the whole page is one island that fetches /api/inbox/*.
import { DeskWelcome } from '~/features/desk/welcome'
import { hydrateIsland } from '../hydrate'

hydrateIsland('inbox-welcome', DeskWelcome)
