import { privacyPage } from '#content/pages/privacy-policy'
import { privacyPolicy } from '#content/privacy'
import { formatLongDate } from '~/lib/dates'
import { PageHero } from '~/components/sections/page-hero'
import { pageSeo } from '~/lib/pages.server'
import { fillContent } from '#domain/tokens'
import { metaTags } from '~/seo/meta'
import type { Route } from './+types/privacy-policy'

export async function loader() {
  const copy = fillContent(privacyPage)
  return {
    copy,
    seo: pageSeo('privacy', '/privacy-policy', { breadcrumb: [{ name: copy.breadcrumb, path: '/privacy-policy' }] }),
    policy: fillContent(privacyPolicy),
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo)

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { copy, policy } = loaderData
  return (
    <>
      <PageHero
        title={copy.title}
        subtitle={
          <p>
            {copy.lastUpdated} <time dateTime={policy.lastUpdated}>{formatLongDate(policy.lastUpdated)}</time>
          </p>
        }
      />
      <div className="container section-y">
        <div className="prose-site mx-auto max-w-[720px]">
          {policy.sections.map((section) => (
            <section key={section.heading} className="mb-10">
              <h2 className="heading-3">{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p} className="mt-3">
                  {p}
                </p>
              ))}
              {section.subsections?.map((sub) => (
                <div key={sub.heading} className="mt-5">
                  <h3 className="font-600 text-lg">{sub.heading}</h3>
                  {sub.paragraphs.map((p) => (
                    <p key={p} className="mt-2">
                      {p}
                    </p>
                  ))}
                </div>
              ))}
              {section.list ? (
                <ul className="mt-3 list-disc space-y-1 pl-6">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
