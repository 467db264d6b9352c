// The home page's code: the recent projects and their gallery dialog (loaded on first use).
import { ProjectGrid } from '~/components/sections/project-grid'
import { hydrateIsland } from '../hydrate'

hydrateIsland('home-projects', ProjectGrid)
