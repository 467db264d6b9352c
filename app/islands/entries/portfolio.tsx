// The portfolio page's code: the category filter and the project cards with their dialog.
import { PortfolioGallery } from '~/components/sections/portfolio-gallery'
import { hydrateIsland } from '../hydrate'

hydrateIsland('portfolio', PortfolioGallery)
