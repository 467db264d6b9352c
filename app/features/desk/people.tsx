// People and devices: who may sign in, with which role and passkeys (person-card.tsx), adding a
// passkey on this device, alerts on this device (alerts/alerts-panel.tsx), inviting a new person
// and the pending invitations (invitations.tsx), signing out everywhere, one's calendar address
// (calendar-feed.tsx), privacy requests (privacy-requests.tsx) and the record of sign-ins and
// changes. Each change is the route's action (people-actions.ts): the page shows its sentence, a
// refusal's included, and the router loads the people again.
import { useNavigation, useSubmit } from 'react-router'
import { deskAlertWords } from '#content/pages/desk-alerts'
import { inboxWords } from '#content/pages/inbox'
import type { AlertsAnswer, PeopleAnswer } from '#domain/desk-contract'
import { Button } from '~/components/ui/button'
import { AlertsPanel } from './alerts/alerts-panel'
import { when } from './age'
import type { PeopleActionResult, SubmitChange } from './people-actions'
import { Invitations } from './invitations'
import { PersonCard, type PersonAction } from './person-card'
import { PrivacyRequests } from './privacy-requests'
import { CalendarFeed } from './calendar-feed'

const words = inboxWords.people
const kindLabel = (kind: string) => Object.entries(words.eventKinds).find(([k]) => k === kind)?.[1] ?? kind

/** `alerts`: which devices have alerts on (features/desk/alerts), read by the route beside the people; null without push. `result`: the last change's. */
export function DeskPeople({ data, alerts, result }: { data: PeopleAnswer; alerts: AlertsAnswer | null; result?: PeopleActionResult }) {
  const submit = useSubmit()
  const change: SubmitChange = (fields) => void submit(fields, { method: 'post' })
  // While alerts are being turned on the browser may ask its permission: the page says so.
  const pending = useNavigation().formData?.get('intent')
  const message = pending === 'alerts-on' ? deskAlertWords.panel.working : (result?.message ?? '')
  const myRole = data.people.find((p) => p.id === data.me)?.role
  const me = myRole ? { id: data.me, role: myRole } : undefined

  function act({ confirm, ...fields }: PersonAction) {
    if (confirm && !window.confirm(confirm)) return
    change(fields)
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
        <Button onClick={() => change({ intent: 'add-passkey' })}>{words.addPasskey}</Button>
        <Button variant="outline" onClick={() => change({ intent: 'sign-out-everywhere' })}>
          {words.signOutEverywhere}
        </Button>
      </div>

      <AlertsPanel alerts={alerts} change={change} />
      {me ? <Invitations pending={data.invitations} me={me} invited={result?.invited === true} onAction={act} /> : null}
      <CalendarFeed feed={data.calendarFeed} address={result?.calendarUrl} change={change} />
      <PrivacyRequests found={result?.privacy} change={change} />

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
