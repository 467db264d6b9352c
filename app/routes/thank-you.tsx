// Where the forms land without JavaScript after a lead is stored (303 from the API); at
// /thank-you/photos-not-kept when the request was stored but its photos could not be kept.
import { thankYouPage } from '#content/pages/thank-you'
import { photoMessages } from '#domain/photo-rules'
import { ActionLinks, LinkedText } from '~/components/sections/cta-band'
import { pageSeo } from '~/lib/pages.server'
import { fillContent } from '#domain/tokens'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/thank-you'

export const photosNotKeptPath = '/thank-you/photos-not-kept'

export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname === photosNotKeptPath ? photosNotKeptPath : '/thank-you'
  return {
    copy: fillContent(thankYouPage),
    // The form's own answer when its photos were refused (a control's message, with the form's rules).
    photosNote: path === photosNotKeptPath ? photoMessages.notKeptPage : undefined,
    seo: pageSeo(path === photosNotKeptPath ? 'thankYouPhotosNotKept' : 'thankYou', path, { robots: 'noindex, follow' }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { copy, photosNote } = loaderData
  return (
    <section className="container grid min-h-[60vh] place-items-center py-20 text-center">
      <div className="max-w-xl">
        <span className="i-lucide-circle-check text-6xl text-terracotta" aria-hidden="true" />
        <h1 className="mt-4 font-display text-4xl font-650">{copy.heading}</h1>
        {photosNote ? <p className="mt-4 text-lg font-600 text-ink">{photosNote}</p> : null}
        <p className="mt-4 text-lg text-slate">
          <LinkedText text={copy.text} linkClass="focus font-600" />
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ActionLinks actions={copy.actions} />
        </div>
      </div>
    </section>
  )
}
