// The desk's frame on every signed-in page: its name, the two places, and signing out.
import type { ReactNode } from 'react'
import { inboxWords } from '#content/pages/inbox'
import { Button } from '~/components/ui/button'
import { postJson } from './api'

/** The look of the desk's text fields and selects, 44 px tall (the welcome page, outside the shell, has its own). */
export const deskInput = 'focus min-h-11 rounded-lg border border-slate bg-white px-3'

const link = 'focus inline-flex min-h-11 items-center rounded-lg px-3 font-600 text-ink underline-offset-4 hover:underline'

export function DeskShell({ current, children }: { current: 'leads' | 'people'; children: ReactNode }) {
  const { nav, title } = inboxWords
  async function signOut() {
    await postJson('/api/inbox/sign-out')
    window.location.assign('/inbox/sign-in')
  }
  return (
    <div className="mx-auto w-full max-w-[720px] px-3 pb-16">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line py-2">
        <p className="font-display text-lg font-700">{title}</p>
        <nav aria-label={title} className="flex flex-wrap items-center gap-1">
          <a href="/inbox" className={link} aria-current={current === 'leads' ? 'page' : undefined}>
            {nav.leads}
          </a>
          <a href="/inbox/people" className={link} aria-current={current === 'people' ? 'page' : undefined}>
            {nav.people}
          </a>
          <Button variant="ghost" size="sm" onClick={signOut}>
            {nav.signOut}
          </Button>
        </nav>
      </header>
      {children}
    </div>
  )
}
