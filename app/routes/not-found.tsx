// The 404 page. Prerendered at /404 (the server sends it with status 404 for unknown paths) and
// rendered by the catch-all route on client-side navigation. No loader: its words and tags come
// with the root's data, so it can show at any address.
import { useEffect } from 'react'
import { useLocation, useRouteLoaderData } from 'react-router'
import { ActionLink, LinkedText } from '~/components/sections/cta-band'
import type { Seo } from '~/seo/meta'
import type { loader as rootLoader } from '../root'
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
  const copy = useRouteLoaderData<typeof rootLoader>('root')?.notFound
  useEffect(() => {
    console.warn(`404: no page at ${window.location.pathname}`)
  }, [pathname])
  if (!copy) return null
  return (
    <section className="container grid min-h-[60vh] place-items-center py-20 text-center">
      <div>
        <p className="font-display text-8xl font-700 text-terracotta" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 font-display text-4xl font-650">
          <span className="sr-only">404: </span>
          {copy.heading}
        </h1>
        <p className="mt-4 text-lg text-slate">
          <LinkedText text={copy.text} linkClass="focus rounded-sm font-600 underline underline-offset-4" />
        </p>
        {copy.actions.map((a) => (
          <ActionLink key={a.href} action={a} size="lg" className="mt-8" />
        ))}
      </div>
    </section>
  )
}
