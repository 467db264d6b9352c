// Every route the site serves, as the tests visit them.
import { publishedArticles } from '#domain/articles/published'

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

/** The published articles' pages: a draft or a scheduled article has none. */
export const articleRoutes = publishedArticles().map((a) => `/blog/${a.slug}`)

/** Every indexable route of the site. */
export const indexableRoutes = [...staticRoutes, ...articleRoutes]
