// Opening an invitation: name this device, then create a passkey on it. The token comes from the
// address; a used or expired invitation says so, and nothing else.
import { type FormEvent, useId, useState } from 'react'
import { href, useNavigate, useSearchParams } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import { Button } from '~/components/ui/button'
import { passkeyCeremony } from './passkey-ceremony'

export function DeskWelcome() {
  const words = inboxWords.welcome
  const id = useId()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const navigate = useNavigate()
  const [search] = useSearchParams()

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const label = String(new FormData(event.currentTarget).get('label') ?? '')
    const token = search.get('token') ?? ''
    setBusy(true)
    setMessage(words.working)
    const result = await passkeyCeremony('register', { token, label })
    if (result.ok) return navigate(href('/inbox'))
    // A used or expired invitation says so, and nothing else.
    const invalid = result.step !== 'browser' && (result.status === 410 || (result.step === 'options' && result.status === 401))
    setMessage(invalid ? words.invalid : words.failed)
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
