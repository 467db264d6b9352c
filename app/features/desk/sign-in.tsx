// The sign-in page: one button. It says nothing about who is registered; a desk turned off by its
// SITE_URL says why.
import { browserSupportsWebAuthn } from '@simplewebauthn/browser'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import type { StateAnswer } from '#domain/desk-contract'
import { Button } from '~/components/ui/button'
import { passkeyCeremony } from './passkey-ceremony'

/** `next`: the desk page to go on to (made safe by the route); `state`: the desk's, null when it could not be read. */
export function DeskSignIn({ next, state }: { next: string; state: StateAnswer | null }) {
  const words = inboxWords.signIn
  const navigate = useNavigate()
  // The page renders only in the browser (the desk is not prerendered), so the check needs no effect.
  const [message, setMessage] = useState(() => (browserSupportsWebAuthn() ? '' : words.unsupported))
  const [busy, setBusy] = useState(false)
  const disabled = state && !state.enabled ? (state.reason ?? words.disabled) : null

  async function signIn() {
    setBusy(true)
    setMessage(words.working)
    const result = await passkeyCeremony('sign-in')
    if (result.ok) return navigate(next)
    setMessage(result.step !== 'browser' && result.status === 429 ? words.tooMany : words.failed)
    setBusy(false)
  }

  return (
    <div className="mx-auto w-full max-w-[420px] px-4 py-12">
      <h1 className="heading-2">{words.heading}</h1>
      <p className="mt-4 text-slate">{words.intro}</p>
      {disabled ? (
        <p className="mt-6 rounded-lg border border-line bg-white p-4">{disabled}</p>
      ) : (
        <Button className="mt-6 w-full" onClick={signIn} disabled={busy}>
          {words.button}
        </Button>
      )}
      <p role="status" className="mt-4 min-h-6">
        {message}
      </p>
    </div>
  )
}
