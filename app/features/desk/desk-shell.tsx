// The desk's frame on every signed-in page: its name, the two places, and signing out (a post to
// the desk layout's clientAction). While a page loads or a change is saved, it says so.
import type { ReactNode } from 'react'
import { Form, Link, href, useNavigation } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import { Button } from '~/components/ui/button'

/** The look of the desk's text fields and selects, 44 px tall (the welcome page, outside the shell, has its own). */
export const deskInput = 'focus min-h-11 rounded-lg border border-slate bg-white px-3'

const link = 'focus inline-flex min-h-11 items-center rounded-lg px-3 font-600 text-ink underline-offset-4 hover:underline'

export function DeskShell({ current, children }: { current: 'leads' | 'people' | 'earnings'; children: ReactNode }) {
  const { nav, title, pending } = inboxWords
  const busy = useNavigation().state !== 'idle'
  return (
    <div className="mx-auto w-full max-w-[720px] px-3 pb-16" aria-busy={busy}>
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line py-2">
        <p className="font-display text-lg font-700">{title}</p>
        <nav aria-label={title} className="flex flex-wrap items-center gap-1">
          {/* A lead's page belongs to the leads: their link stays current there too. */}
          <Link to={href('/inbox')} className={link} aria-current={current === 'leads' ? 'page' : undefined}>
            {nav.leads}
          </Link>
          <Link to={href('/inbox/earnings')} className={link} aria-current={current === 'earnings' ? 'page' : undefined}>
            {nav.earnings}
          </Link>
          <Link to={href('/inbox/people')} className={link} aria-current={current === 'people' ? 'page' : undefined}>
            {nav.people}
          </Link>
          <Form method="post" action={href('/inbox')}>
            <Button variant="ghost" size="sm" type="submit" name="intent" value="sign-out">
              {nav.signOut}
            </Button>
          </Form>
        </nav>
      </header>
      {/* Announced, but not a page's status: each page says what its last change came to in its own. */}
      <p aria-live="polite" className="min-h-6 text-sm text-slate">
        {busy ? pending : ''}
      </p>
      {children}
    </div>
  )
}
