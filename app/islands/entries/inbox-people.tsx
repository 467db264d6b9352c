// The desk page's code: the whole page is one island that fetches /api/inbox/*.
import { DeskPeople } from '~/features/desk/people'
import { hydrateIsland } from '../hydrate'

hydrateIsland('inbox-people', DeskPeople)
