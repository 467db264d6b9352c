// The sign-in page: one button. It says nothing about who is registered; a desk turned off by its
// SITE_URL says why.
import { browserSupportsWebAuthn } from '@simplewebauthn/browser'
import { useEffect, useState } from 'react'
import { inboxWords } from '#content/pages/inbox'
import { Button } from '~/components/ui/button'
import { getJson } from './api'
import { passkeyCeremony } from './passkey-ceremony'

type State = { enabled: boolean; reason: string | null; signedIn: boolean }

export function DeskSignIn() {
  const words = inboxWords.signIn
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const [disabled, setDisabled] = useState<string | null>(null)

  useEffect(() => {
    void getJson<State>('/api/inbox/state').then((r) => {
      if (!browserSupportsWebAuthn()) setMessage(words.unsupported)
      if (!r.ok) return
      if (r.data.signedIn) window.location.assign('/inbox')
      else if (!r.data.enabled) setDisabled(r.data.reason ?? words.disabled)
    })
  }, [words])

  async function signIn() {
    setBusy(true)
    setMessage(words.working)
    const result = await passkeyCeremony('sign-in')
    if (result.ok) return window.location.assign('/inbox')
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
