// The explicit route table of the spec (seed-spec.md section 2) with the decided slugs.
import { type RouteConfig, index, route } from '@react-router/dev/routes'

export const cityRouteSlugs = ['beaverton', 'tigard', 'gresham', 'lake-oswego'] as const

export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('services', 'routes/services.tsx'),
  route('portfolio', 'routes/portfolio.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('quote', 'routes/quote.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/article.tsx'),
  route('tile-installation-portland', 'routes/portland.tsx'),
  ...cityRouteSlugs.map((slug) => route(`tile-contractor-${slug}`, 'routes/city.tsx', { id: `city-${slug}` })),
  route('tile-cost-calculator', 'routes/calculator.tsx'),
  route('tile-pattern-comparison', 'routes/patterns.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('thank-you', 'routes/thank-you.tsx'),
  // /404 is prerendered so the server can answer unknown paths with it (status 404);
  // the catch-all shows the same page on client-side navigation.
  route('404', 'routes/not-found.tsx', { id: 'not-found' }),
  route('*', 'routes/not-found.tsx', { id: 'catch-all' }),
] satisfies RouteConfig
