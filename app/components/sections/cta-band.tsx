// The dark closing band of a page: a heading, a sentence, the actions and the trust badges.
import type { ReactNode } from 'react'
import { TrustBadges } from './trust-badges'

export function CtaBand({ id, heading, text, children }: { id: string; heading: string; text?: ReactNode; children: ReactNode }) {
  return (
    <section className="on-dark bg-deep py-16 text-white sm:py-20" aria-labelledby={id}>
      <div className="container text-center">
        <h2 id={id} className="font-display text-3xl font-650 sm:text-4xl">
          {heading}
        </h2>
        {text ? <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{text}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        <TrustBadges tone="dark" className="mt-8 justify-center" />
      </div>
    </section>
  )
}
