// People and devices: who may sign in, with which role and passkeys (person-card.tsx), adding a
// passkey on this device, alerts on this device (alerts/alerts-panel.tsx), inviting a new person
// and the pending invitations (invitations.tsx), signing out everywhere, one's calendar address
// (calendar-feed.tsx), privacy requests (privacy-requests.tsx) and the record of sign-ins and
// changes. Each change shows the server's answer, a refusal's sentence included, then reloads.
import { useState } from 'react'
import { href, useRevalidator } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'
import type { AlertsAnswer, PeopleAnswer } from '#domain/desk-contract'
import { deskApi } from '#domain/desk-contract'
import type { DeskRole } from '#domain/desk-people'
import { Button } from '~/components/ui/button'
import { postJson } from './api'
import { AlertsPanel } from './alerts/alerts-panel'
import { passkeyCeremony } from './passkey-ceremony'
import { when } from './age'
import { Invitations } from './invitations'
import { PersonCard, type PersonAction } from './person-card'
import { PrivacyRequests } from './privacy-requests'
import { CalendarFeed } from './calendar-feed'

const words = inboxWords.people
const kindLabel = (kind: string) => Object.entries(words.eventKinds).find(([k]) => k === kind)?.[1] ?? kind

/** `alerts`: which devices have alerts on (features/desk/alerts), read by the route beside the people; null without push. */
export function DeskPeople({ data, alerts }: { data: PeopleAnswer; alerts: AlertsAnswer | null }) {
  const [message, setMessage] = useState('')
  // After each change the route's loader reads the people again (routes/inbox/people.tsx).
  const { revalidate } = useRevalidator()
  const load = revalidate
  const myRole = data.people.find((p) => p.id === data.me)?.role
  const me = myRole ? { id: data.me, role: myRole } : undefined

  async function addPasskey() {
    const result = await passkeyCeremony('register')
    setMessage(result.ok ? words.added : inboxWords.welcome.failed)
    await load()
  }
  async function act(action: PersonAction) {
    if (action.confirm && !window.confirm(action.confirm)) return
    const r = await postJson(action.url, action.body ?? {})
    setMessage(r.ok ? action.done : r.error)
    await load()
  }
  async function invite(invitation: { email: string; role: DeskRole }, form: HTMLFormElement) {
    const r = await postJson<'invitations'>(deskApi.invitations(), invitation)
    setMessage(r.ok ? fillSlots(words.invited, { email: invitation.email, link: r.data.link }) : r.error)
    if (r.ok) form.reset()
    await load()
  }
  async function everywhere() {
    await postJson<'signOutEverywhere'>(deskApi.signOutEverywhere())
    // A new document, as after signing out (routes/inbox/layout.tsx): nothing loaded outlives the session.
    window.location.assign(href('/inbox/sign-in'))
  }

  return (
    <>
      <h1 className="heading-2 mt-4">{words.heading}</h1>
      <p className="mt-1 text-slate">{words.rolesHint}</p>
      <p role="status" className="mt-2 min-h-6 break-words font-600">
        {message}
      </p>
      <ul className="mt-2 grid gap-3">
        {me ? data.people.map((p) => <PersonCard key={p.id} person={p} me={me} onAction={act} alertsOn={alerts?.devices ?? []} />) : null}
      </ul>
      <div className="mt-4 grid gap-2">
        <Button onClick={addPasskey}>{words.addPasskey}</Button>
        <Button variant="outline" onClick={everywhere}>
          {words.signOutEverywhere}
        </Button>
      </div>

      <AlertsPanel alerts={alerts} onMessage={setMessage} onChange={() => void load()} />
      {me ? <Invitations pending={data.invitations} me={me} onInvite={invite} onAction={act} /> : null}
      <CalendarFeed feed={data.calendarFeed} onMessage={setMessage} reload={load} />
      <PrivacyRequests onMessage={setMessage} />

      <section aria-labelledby="desk-events" className="mt-6">
        <h2 id="desk-events" className="heading-3">
          {words.events}
        </h2>
        <ol className="mt-2 grid gap-2">
          {data.events.map((e) => (
            <li key={e.id} className="break-words border-l-2 border-line pl-2 text-sm">
              <span className="font-600">{kindLabel(e.kind)}</span> · {when(e.at)}
              {e.personEmail ? ` · ${e.personEmail}` : ''}
              {e.detail ? ` · ${e.detail}` : ''}
              {e.address ? ` · ${e.address}` : ''}
              {e.userAgent ? <span className="block text-slate">{e.userAgent}</span> : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}
