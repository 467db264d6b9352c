// The 404 page. Prerendered at /404 (the server sends it with status 404 for unknown paths) and
// rendered by the catch-all route on client-side navigation. No loader: it needs no page data.
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { ButtonLink } from '~/components/ui/button'
import type { Seo } from '~/seo/meta'
import type { Route } from './+types/not-found'

// The title and description come from the SEO helper (root loader); a page that is not there has no
// canonical address or share card of its own, so only these three tags are sent.
export const meta: Route.MetaFunction = ({ matches }) => {
  const seo = (matches[0]?.data as { notFoundSeo?: Seo } | undefined)?.notFoundSeo
  if (!seo) return []
  return [{ title: seo.title }, { name: 'description', content: seo.description }, { name: 'robots', content: seo.robots }]
}

export default function NotFound() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.warn(`404: no page at ${window.location.pathname}`)
  }, [pathname])
  return (
    <section className="container grid min-h-[60vh] place-items-center py-20 text-center">
      <div>
        <p className="font-display text-8xl font-700 text-terracotta" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 font-display text-4xl font-650">
          <span className="sr-only">404: </span>Oops! Page not found
        </h1>
        <p className="mt-4 text-lg text-slate">The page you asked for does not exist or has moved.</p>
        <ButtonLink href="/" size="lg" className="mt-8">
          Return to Home
        </ButtonLink>
      </div>
    </section>
  )
}
