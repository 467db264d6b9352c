// The desk page's code: the whole page is one island that fetches /api/inbox/*.
import { DeskSignIn } from '~/features/desk/sign-in'
import { hydrateIsland } from '../hydrate'

hydrateIsland('inbox-sign-in', DeskSignIn)
