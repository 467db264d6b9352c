// People and devices: who may sign in and with which passkeys, adding a passkey on this device,
// inviting a person, removing a person or a passkey, the record of sign-ins and changes, signing
// out everywhere, and privacy requests (every lead of a person deleted, after a confirmation).
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { fill, inboxWords } from '#content/pages/inbox'
import { Button } from '~/components/ui/button'
import { getJson, postJson } from './api'
import { passkeyCeremony } from './passkey-ceremony'
import { when } from './age'
import { DeskShell, deskInput } from './desk-shell'

type People = {
  me: number
  currentPasskey: string
  people: { id: number; email: string; passkeys: { id: string; label: string; createdAt: string; lastUsedAt: string | null }[] }[]
  events: {
    id: number
    kind: keyof typeof inboxWords.people.eventKinds
    at: string
    address: string | null
    userAgent: string | null
    personEmail: string | null
    detail: string | null
  }[]
}

export function DeskPeople() {
  const words = inboxWords.people
  const id = useId()
  const [data, setData] = useState<People | undefined>()
  const [message, setMessage] = useState('')
  const [privacy, setPrivacy] = useState<{ match: string; count: number } | undefined>()
  const load = useCallback(async () => {
    const r = await getJson<People>('/api/inbox/people')
    if (r.ok) setData(r.data)
  }, [])
  useEffect(() => {
    void getJson<People>('/api/inbox/people').then((r) => {
      if (r.ok) setData(r.data)
    })
  }, [])

  async function addPasskey() {
    const result = await passkeyCeremony('register')
    setMessage(result.ok ? words.added : inboxWords.welcome.failed)
    await load()
  }
  async function remove(url: string) {
    if (!window.confirm(words.confirmRemove)) return
    await postJson(url)
    await load()
  }
  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const email = String(new FormData(form).get('email') ?? '')
    const r = await postJson<{ link: string }>('/api/inbox/invitations', { email })
    setMessage(r.ok ? fill(words.invited, { email, link: r.data.link }) : r.error)
    if (r.ok) form.reset()
    await load()
  }
  async function everywhere() {
    await postJson('/api/inbox/sign-out-everywhere')
    window.location.assign('/inbox/sign-in')
  }
  async function findLeads(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const match = String(new FormData(event.currentTarget).get('match') ?? '')
    const r = await postJson<{ count: number }>('/api/inbox/privacy/find', { match })
    if (r.ok) setPrivacy({ match, count: r.data.count })
    else setMessage(r.error)
  }
  async function deleteLeads() {
    if (!privacy) return
    const r = await postJson<{ deleted: number }>('/api/inbox/privacy/delete', privacy)
    setMessage(r.ok ? fill(words.privacyDone, { count: r.data.deleted }) : r.error)
    setPrivacy(undefined)
  }

  return (
    <DeskShell current="people">
      <h1 className="heading-2 mt-4">{words.heading}</h1>
      <p role="status" className="mt-2 min-h-6 break-words font-600">
        {message}
      </p>
      <ul className="mt-2 grid gap-3">
        {data?.people.map((p) => (
          <li key={p.id} className="rounded-xl border border-line bg-white p-3">
            <h2 className="break-words font-700">
              {p.email} {p.id === data.me ? words.you : null}
            </h2>
            <h3 className="mt-1 text-sm font-600 text-slate">{words.passkeys}</h3>
            <ul className="grid gap-1">
              {p.passkeys.map((k) => (
                <li key={k.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {k.label} · {k.lastUsedAt ? fill(words.lastUsed, { when: when(k.lastUsedAt) }) : words.neverUsed}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={fill(words.removePasskey, { label: k.label })}
                    onClick={() => void remove(`/api/inbox/passkeys/${encodeURIComponent(k.id)}/remove`)}
                  >
                    {words.remove}
                  </Button>
                </li>
              ))}
            </ul>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              aria-label={fill(words.removePerson, { email: p.email })}
              onClick={() => void remove(`/api/inbox/people/${p.id}/remove`)}
            >
              {words.remove}
            </Button>
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-2">
        <Button onClick={addPasskey}>{words.addPasskey}</Button>
        <Button variant="outline" onClick={everywhere}>
          {words.signOutEverywhere}
        </Button>
      </div>

      <section aria-labelledby={`${id}invite`} className="mt-6">
        <h2 id={`${id}invite`} className="heading-3">
          {words.invite}
        </h2>
        <form className="mt-2 grid gap-2" onSubmit={invite}>
          <label htmlFor={`${id}email`} className="font-600">
            {words.inviteEmail}
          </label>
          <input id={`${id}email`} name="email" type="email" required autoComplete="off" className={deskInput} />
          <Button type="submit">{words.inviteButton}</Button>
        </form>
      </section>

      <section aria-labelledby={`${id}privacy`} className="mt-6">
        <h2 id={`${id}privacy`} className="heading-3">
          {words.privacy}
        </h2>
        <p className="mt-1 text-slate">{words.privacyIntro}</p>
        <form className="mt-2 grid gap-2" onSubmit={findLeads}>
          <label htmlFor={`${id}match`} className="font-600">
            {words.privacyMatch}
          </label>
          <input id={`${id}match`} name="match" required minLength={3} autoComplete="off" className={deskInput} />
          <Button type="submit" variant="outline">
            {words.privacyFind}
          </Button>
        </form>
        {privacy ? (
          <div className="mt-2">
            <p>{fill(words.privacyFound, { count: privacy.count })}</p>
            {privacy.count > 0 ? (
              <Button variant="destructive" className="mt-2" onClick={deleteLeads}>
                {fill(words.privacyDelete, { count: privacy.count })}
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>

      <section aria-labelledby={`${id}events`} className="mt-6">
        <h2 id={`${id}events`} className="heading-3">
          {words.events}
        </h2>
        <ol className="mt-2 grid gap-2">
          {data?.events.map((e) => (
            <li key={e.id} className="break-words border-l-2 border-line pl-2 text-sm">
              <span className="font-600">{words.eventKinds[e.kind] ?? e.kind}</span> · {when(e.at)}
              {e.personEmail ? ` · ${e.personEmail}` : ''}
              {e.detail ? ` · ${e.detail}` : ''}
              {e.address ? ` · ${e.address}` : ''}
              {e.userAgent ? <span className="block text-slate">{e.userAgent}</span> : null}
            </li>
          ))}
        </ol>
      </section>
    </DeskShell>
  )
}
