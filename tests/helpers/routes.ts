// Every route the site serves, as the tests visit them.
import { articleSlugs } from '#domain/articles/article-files'

export const staticRoutes = [
  '/',
  '/about',
  '/services',
  '/portfolio',
  '/contact',
  '/quote',
  '/blog',
  '/tile-installation-portland',
  '/tile-cost-calculator',
  '/tile-pattern-comparison',
  '/tile-contractor-beaverton',
  '/tile-contractor-tigard',
  '/tile-contractor-gresham',
  '/tile-contractor-lake-oswego',
  '/privacy-policy',
]

export const articleRoutes = articleSlugs().map((s) => `/blog/${s}`)

/** Every indexable route of the site. */
export const indexableRoutes = [...staticRoutes, ...articleRoutes]
