// The explicit route table; the city pages come from content/areas.ts, one route each.
import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { cityPages } from '#content/areas'

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
  ...cityPages.map((c) => route(c.path.slice(1), 'routes/city.tsx', { id: `city-${c.slug}` })),
  route('tile-cost-calculator', 'routes/calculator.tsx'),
  route('tile-pattern-comparison', 'routes/patterns.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('thank-you', 'routes/thank-you.tsx'),
  route('thank-you/photos-not-kept', 'routes/thank-you.tsx', { id: 'thank-you-photos-not-kept' }),
  // The owner's lead desk: one layout whose pages load their data in the browser from /api/inbox/*
  // (clientLoader, clientAction); not prerendered: the server answers every /inbox address with
  // the SPA fallback (docs/decisions/019-the-desk-as-routes.md). Noindex, out of the sitemap.
  route('inbox', 'routes/inbox/layout.tsx', { id: 'desk' }, [
    index('routes/inbox/list.tsx'),
    route('leads/:id', 'routes/inbox/lead.tsx'),
    route('people', 'routes/inbox/people.tsx'),
    route('earnings', 'routes/inbox/earnings.tsx'),
    route('sign-in', 'routes/inbox/sign-in.tsx'),
    route('welcome', 'routes/inbox/welcome.tsx'),
  ]),
  // The catch-all is prerendered at /404 (react-router.config.ts); the server answers unknown
  // paths with that page and status 404. Being the same route, it hydrates at any address.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
