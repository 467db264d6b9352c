// The desk page's code: the whole page is one island that fetches /api/inbox/*.
import { DeskLeadView } from '~/features/desk/lead-view'
import { hydrateIsland } from '../hydrate'

hydrateIsland('inbox-lead', DeskLeadView)
