// Opening an invitation: name this device, then create a passkey on it. The token comes from the
// address; a used or expired invitation says so, and nothing else.
import { startRegistration } from '@simplewebauthn/browser'
import { type FormEvent, useId, useState } from 'react'
import { inboxWords } from '#content/pages/inbox'
import { Button } from '~/components/ui/button'
import { postJson } from './api'

export function DeskWelcome() {
  const words = inboxWords.welcome
  const id = useId()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const label = String(new FormData(event.currentTarget).get('label') ?? '')
    const token = new URLSearchParams(window.location.search).get('token') ?? ''
    setBusy(true)
    setMessage(words.working)
    const options = await postJson<Parameters<typeof startRegistration>[0]['optionsJSON']>('/api/inbox/register/options', { token })
    if (!options.ok) {
      setBusy(false)
      setMessage(options.status === 410 || options.status === 401 ? words.invalid : words.failed)
      return
    }
    try {
      const response = await startRegistration({ optionsJSON: options.data })
      const saved = await postJson('/api/inbox/register/verify', { token, label, response })
      if (saved.ok) {
        window.location.assign('/inbox')
        return
      }
      setMessage(saved.status === 410 ? words.invalid : words.failed)
    } catch {
      setMessage(words.failed)
    }
    setBusy(false)
  }

  return (
    <div className="mx-auto w-full max-w-[420px] px-4 py-12">
      <h1 className="heading-2">{words.heading}</h1>
      <p className="mt-4 text-slate">{words.intro}</p>
      <form className="mt-6 grid gap-3" onSubmit={register}>
        <label htmlFor={`${id}label`} className="font-600">
          {words.deviceLabel}
        </label>
        <input
          id={`${id}label`}
          name="label"
          maxLength={60}
          placeholder={words.devicePlaceholder}
          className="focus min-h-11 rounded-lg border border-slate bg-white px-3"
        />
        <Button type="submit" disabled={busy}>
          {words.button}
        </Button>
      </form>
      <p role="status" className="mt-4 min-h-6">
        {message}
      </p>
    </div>
  )
}
