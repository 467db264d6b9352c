// The desk page's code: the whole page is one island that fetches /api/inbox/*.
import { DeskLeadList } from '~/features/desk/lead-list'
import { hydrateIsland } from '../hydrate'

hydrateIsland('inbox-list', DeskLeadList)
