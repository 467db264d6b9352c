// Every list of links the site shows, in one place: the header's sections, the footer's lists and
// the resource links under an article. Pages that exist as entries (services, the city pages) are
// linked from their entries, so a new city page or service appears in the footer by itself.
import { cityPages, portlandPage } from './areas'
import { serviceCards } from './services'

export type NavLink = { label: string; to: string }
/** A header section; `also`: the other pages it is current on (a path ending in "/" covers the pages under it). */
export type NavSection = NavLink & { also?: string[] }

export const headerSections: NavSection[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Services', to: '/services', also: [portlandPage.path, ...cityPages.map((c) => c.path)] },
  { label: 'Portfolio', to: '/portfolio' },
  { label: 'Blog', to: '/blog', also: ['/blog/'] },
  { label: 'Calculator', to: '/tile-cost-calculator' },
  { label: 'Contact', to: '/contact' },
]

export const footerServiceLinks: NavLink[] = [
  ...serviceCards.map((c) => ({ label: c.title, to: c.href })),
  { label: 'Tile Cost Calculator', to: '/tile-cost-calculator' },
  { label: 'Pattern Comparison', to: '/tile-pattern-comparison' },
]

export const footerAreaLinks: NavLink[] = [
  { label: 'Portland', to: portlandPage.path },
  ...cityPages.map((c) => ({ label: c.city, to: c.path })).sort((a, b) => a.label.localeCompare(b.label)),
]

/** "Helpful Resources" under every article. */
export const articleResourceLinks: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Our Services', to: '/services' },
  { label: 'Our Portfolio', to: '/portfolio' },
  { label: 'About Star Tile', to: '/about' },
  { label: 'Tile Cost Calculator', to: '/tile-cost-calculator' },
  { label: 'Tile Pattern Comparison', to: '/tile-pattern-comparison' },
  { label: 'Tile Installation in Portland', to: portlandPage.path },
  { label: 'Contact Us', to: '/contact' },
]
