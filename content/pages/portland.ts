// The Portland page's own words: the hero's and the closing band's actions and the section
// headings. Its text (hero, paragraphs, services, neighborhoods, closing) is in content/areas.ts.
import { parseContent } from '../parse'
import { portlandPageWordsSchema } from './page-schemas'

export const portlandPageWords = parseContent('content/pages/portland.ts', portlandPageWordsSchema, {
  breadcrumb: 'Tile Installation in Portland',
  heroActions: [
    { label: 'Get Free Quote', href: '/contact' },
    { label: 'Call {phone}', href: '{phoneHref}', icon: 'phone', variant: 'light' },
  ],
  intro: {
    heading: 'Tile Work Built for Portland Homes',
    more: [
      { text: 'See everything we install on our ' },
      { text: 'tile services page', href: '/services' },
      { text: ', browse finished kitchens and bathrooms in ' },
      { text: 'our portfolio', href: '/portfolio' },
      { text: ', or ' },
      { text: 'contact us', href: '/contact' },
      { text: ' for a free consultation.' },
    ],
  },
  services: 'Our Tile Services in Portland',
  neighborhoods: 'Portland Neighborhoods We Serve',
  reading: 'Guides for Portland Homeowners',
  closingActions: [
    { label: 'Get Free Quote', href: '/contact' },
    { label: 'View Our Work', href: '/portfolio', variant: 'light' },
  ],
})
