// Where the forms land without JavaScript after a lead is stored (303 from the API); at
// /thank-you/photos-not-kept when the request was stored but its photos could not be kept.
import { ButtonLink } from '~/components/ui/button'
import { photoMessages } from '../../content/photo-rules'
import { pageSeo } from '~/lib/pages.server'
import { useSite } from '~/lib/site'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/thank-you'

export const photosNotKeptPath = '/thank-you/photos-not-kept'

export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname === photosNotKeptPath ? photosNotKeptPath : '/thank-you'
  return {
    seo: pageSeo(path === photosNotKeptPath ? 'thankYouPhotosNotKept' : 'thankYou', path, { robots: 'noindex, follow' }),
    photosNote: path === photosNotKeptPath ? photoMessages.notKeptPage : undefined,
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  return (
    <section className="container grid min-h-[60vh] place-items-center py-20 text-center">
      <div className="max-w-xl">
        <span className="i-lucide-circle-check text-6xl text-terracotta" aria-hidden="true" />
        <h1 className="mt-4 font-display text-4xl font-650">Thank You! We'll contact you within {site.replyHours} hours.</h1>
        {loaderData.photosNote && <p className="mt-4 text-lg font-600 text-ink">{loaderData.photosNote}</p>}
        <p className="mt-4 text-lg text-slate">
          Your request is saved and on its way to our team. If your project is urgent, call us at{' '}
          <a href={site.phone.href} className="focus font-600">
            {site.phone.display}
          </a>
          .
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/">Return to Home</ButtonLink>
          <ButtonLink href="/portfolio" variant="outline">
            View Our Work
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
