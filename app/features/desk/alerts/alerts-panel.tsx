// "Alerts on this device" on People and devices: whether this device has alerts on, turning them
// on (the browser asks its permission, then the device's push subscription is stored for the
// signed-in person) and off, and how to add the desk to the home screen (on an iPhone, alerts need
// it). The server's list (GET /api/inbox/alerts) and the browser's own subscription must agree
// for alerts to show as on.
import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { deskAlertWords } from '#content/pages/desk-alerts'
import type { AlertsAnswer } from '#domain/desk-contract'
import { Button } from '~/components/ui/button'
import type { SubmitChange } from '../people-actions'
import { canAlert, currentSubscription } from './desk-worker'

const words = deskAlertWords.panel

export function AlertsPanel({
  alerts,
  change,
}: {
  alerts: AlertsAnswer | null
  /** Posts the change to the page's action (people-actions.ts), which shows its sentence. */
  change: SubmitChange
}) {
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined)
  // Busy while the page's action asks the browser and the server (people-actions.ts).
  const busy = useNavigation().state !== 'idle'
  const supported = endpoint !== undefined && canAlert()
  useEffect(() => {
    currentSubscription().then(
      (s) => setEndpoint(s?.endpoint ?? null),
      () => setEndpoint(null),
    )
  }, [alerts])
  const on = Boolean(endpoint && alerts?.mine.includes(endpoint))

  const turnOn = () => alerts && change({ intent: 'alerts-on', publicKey: alerts.publicKey })
  const turnOff = () => change({ intent: 'alerts-off' })

  return (
    <section aria-labelledby="desk-alerts" className="mt-6">
      <h2 id="desk-alerts" className="heading-3">
        {words.heading}
      </h2>
      <p className="mt-1 text-slate">{words.intro}</p>
      {endpoint === undefined ? null : supported && alerts ? (
        <>
          <p className="mt-2 font-600">{on ? words.on : words.off}</p>
          <div className="mt-2 grid gap-2">
            {on ? (
              <Button variant="outline" onClick={turnOff} disabled={busy}>
                {words.turnOff}
              </Button>
            ) : (
              <Button onClick={turnOn} disabled={busy}>
                {words.turnOn}
              </Button>
            )}
          </div>
        </>
      ) : (
        <p className="mt-2">{words.unsupported}</p>
      )}
      <h3 className="mt-4 font-700">{words.installHeading}</h3>
      <ul className="mt-1 grid list-disc gap-1 pl-5">
        <li>{words.iphone}</li>
        <li>{words.android}</li>
      </ul>
    </section>
  )
}
