// Calls to action, as content/pages/ words them: the dark closing band of a page (a heading, a
// sentence, its actions and the trust badges), the button-styled links that heroes and sections
// also show, and the sentences whose links lead on ("call us at (503) 555-0142 or request a quote").
import { Fragment, type ReactNode } from 'react'
import type { Action, LinkedText as LinkedTextCopy } from '#content/pages/schemas'
import { ButtonLink, type Size } from '../ui/button'
import { TrustBadges } from './trust-badges'

/** `actions` first, then `children`: what a page adds of its own (an island's button, social links). */
export function CtaBand({
  id,
  heading,
  text,
  actions = [],
  children,
}: {
  id: string
  heading: string
  text?: ReactNode
  actions?: Action[]
  children?: ReactNode
}) {
  return (
    <section className="on-dark bg-deep py-16 text-white sm:py-20" aria-labelledby={id}>
      <div className="container text-center">
        <h2 id={id} className="font-display text-3xl font-650 sm:text-4xl">
          {heading}
        </h2>
        {text ? <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{text}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ActionLinks actions={actions} size="lg" />
          {children}
        </div>
        <TrustBadges tone="dark" className="mt-8 justify-center" />
      </div>
    </section>
  )
}

export function ActionLink({ action, size, className }: { action: Action; size?: Size; className?: string }) {
  return (
    <ButtonLink href={action.href} size={size} variant={action.variant} className={className}>
      {action.icon ? <span className={`i-lucide-${action.icon}`} aria-hidden="true" /> : null}
      {action.label}
    </ButtonLink>
  )
}

export function ActionLinks({ actions, size }: { actions: Action[]; size?: Size }) {
  return actions.map((a) => <ActionLink key={`${a.href} ${a.label}`} action={a} size={size} />)
}

/** A sentence in pieces, some of them links; `linkClass` styles the links for their background. */
export function LinkedText({ text, linkClass }: { text: LinkedTextCopy; linkClass: string }) {
  return text.map((piece, i) =>
    piece.href ? (
      <a key={i} href={piece.href} className={linkClass}>
        {piece.text}
      </a>
    ) : (
      <Fragment key={i}>{piece.text}</Fragment>
    ),
  )
}
