// The quote page's working part, one island (islands/): the form, the recent projects whose
// dialog's 'Request Similar Project' fills in the form, and the reasons beside them. One island,
// because the projects and the form share the request.
import { useState } from 'react'
import type { QuoteWorkspaceWords } from '#content/pages/tool-schemas'
import { ContentIcon } from '~/components/sections/content-icon'
import { ProjectGrid } from '~/components/sections/project-grid'
import type { ProjectView } from '~/components/sections/project-dialog'
import { TrustBadges } from '~/components/sections/trust-badges'
import { QuoteForm, type QuoteFormFacts, type QuoteRequest } from '~/features/forms/quote-form'
import { projectTypeForCategory } from '#domain/lead-form'

export type QuoteWorkspaceProps = {
  projects: ProjectView[]
  reasons: { title: string; text: string; icon: string }[]
  quoteFacts: QuoteFormFacts
  /** The page's headings and sentences (the form's fields keep their own labels). */
  words: QuoteWorkspaceWords
}

export function QuoteWorkspace({ projects, reasons, quoteFacts, words }: QuoteWorkspaceProps) {
  // 'Request Similar Project' in a project's dialog fills in this page's form, not /contact's.
  const [request, setRequest] = useState<QuoteRequest>()
  // The form comes first in reading order (phones); on wide screens it sits on the right, sticky.
  return (
    <div className="container section-y grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
      <section
        aria-labelledby="quote-form-heading"
        className="card scroll-mt-20 p-6 shadow-lg sm:p-8 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1"
      >
        <h2 id="quote-form-heading" className="heading-2">
          {words.form.heading}
        </h2>
        <p className="mt-3 text-slate">{words.form.intro}</p>
        <div className="mt-6">
          <QuoteForm request={request} facts={quoteFacts} words={words.fields} />
        </div>
        <TrustBadges className="mt-6 border-t border-line pt-5" />
      </section>

      <div className="lg:col-start-1 lg:row-start-1">
        <section aria-labelledby="quote-projects-heading">
          <h2 id="quote-projects-heading" className="heading-2">
            {words.projects.heading}
          </h2>
          <p className="mt-3 text-slate">{words.projects.intro}</p>
          <div className="mt-6">
            <ProjectGrid
              projects={projects}
              variant="square"
              words={words.projects.grid}
              eagerCount={4}
              onRequestSimilar={(p) => setRequest({ projectType: projectTypeForCategory(p.category) })}
            />
          </div>
        </section>
        <section aria-labelledby="quote-why-heading" className="mt-14">
          <h2 id="quote-why-heading" className="heading-2">
            {words.whyChoose}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {reasons.map((r) => (
              <li key={r.title} className="card flex gap-4 p-5">
                <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-terracotta/10 text-terracotta">
                  <ContentIcon name={r.icon} className="text-xl" />
                </span>
                <div>
                  <h3 className="font-display text-lg font-650 text-ink">{r.title}</h3>
                  <p className="mt-1 text-slate">{r.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}
