// The parts the Portland page and the four city pages share: the hero's actions, the services
// list and the neighborhoods. The words come from each page's copy.
import type { ReactNode } from 'react'
import type { Action } from '#content/pages/schemas'
import { ActionLinks } from './cta-band'
import { Section } from './section'
import { TrustBadges } from './trust-badges'

export function LocalHeroActions({ actions }: { actions: Action[] }) {
  return (
    <>
      <ActionLinks actions={actions} size="lg" />
      <TrustBadges tone="dark" className="basis-full" />
    </>
  )
}

export function LocalServices({
  id,
  heading,
  services,
  children,
}: {
  id: string
  heading: string
  services: { title: string; text: string }[]
  children?: ReactNode
}) {
  return (
    <Section id={id} heading={heading} tone="white">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((s) => (
          <li key={s.title} className="card p-6">
            <h3 className="heading-3 flex items-start gap-2">
              <span className="i-lucide-check-circle-2 mt-1 shrink-0 text-terracotta" aria-hidden="true" />
              {s.title}
            </h3>
            <p className="mt-2 text-slate">{s.text}</p>
          </li>
        ))}
      </ul>
      {children}
    </Section>
  )
}

export function Neighborhoods({ id, heading, names, note }: { id: string; heading: string; names: string[]; note?: string }) {
  return (
    <Section id={id} heading={heading}>
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {names.map((n) => (
          <li key={n} className="card flex items-center gap-2 px-4 py-3 font-500">
            <span className="i-lucide-map-pin shrink-0 text-terracotta" aria-hidden="true" />
            {n}
          </li>
        ))}
      </ul>
      {note ? <p className="mt-6 max-w-3xl text-slate">{note}</p> : null}
    </Section>
  )
}
