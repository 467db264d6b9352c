// The words the four city pages share, {city} filled in with each. Each city's own text (hero,
// paragraphs, services, neighborhoods, closing) is in content/areas.ts.
import { parseContent } from '../parse'
import { cityPageWordsSchema } from './page-schemas'

export const cityPageWords = parseContent('content/pages/city.ts', cityPageWordsSchema, {
  breadcrumb: 'Tile Contractor {city}',
  heroActions: [
    { label: 'Get Quote', href: '/contact' },
    { label: 'Call {phone}', href: '{phoneHref}', icon: 'phone', variant: 'light' },
  ],
  intro: 'Your Local Tile Installer in {city}',
  services: 'Tile Services in {city}',
  neighborhoods: '{city} Neighborhoods We Serve',
  reading: 'Guides for {city} Homeowners',
  closingActions: [
    { label: 'Get Free Quote', href: '/contact' },
    { label: 'View Our Work', href: '/portfolio', variant: 'light' },
  ],
  rating: { label: 'Five stars', text: 'Five-star service from a licensed contractor · {licence}' },
})
