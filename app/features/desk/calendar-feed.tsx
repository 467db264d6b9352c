// The owner's calendar on People and devices: making one's private calendar address (shown once,
// in a field to copy), making a new one in its place, or stopping it; and how to add it to a phone.
import { useId } from 'react'
import { ownerCalendarWords } from '#content/pages/owner-calendar'
import { fillSlots } from '#domain/slots'
import { Button } from '~/components/ui/button'
import { when } from './age'
import { deskInput } from './desk-shell'
import type { SubmitChange } from './people-actions'

const words = ownerCalendarWords.section

/** `address`: the private address the last change made, shown this once. */
type Props = { feed: { createdAt: string } | null; address: string | undefined; change: SubmitChange }

export function CalendarFeed({ feed, address, change }: Props) {
  const id = useId()

  function revoke() {
    if (window.confirm(words.confirmRevoke)) change({ intent: 'revoke-calendar' })
  }

  return (
    <section aria-labelledby={`${id}calendar`} className="mt-6">
      <h2 id={`${id}calendar`} className="heading-3">
        {words.heading}
      </h2>
      <p className="mt-1 text-slate">{words.intro}</p>
      <p className="mt-2">{feed ? fillSlots(words.since, { when: when(feed.createdAt) }) : words.none}</p>
      {address ? (
        <div className="mt-2 grid gap-1">
          <label htmlFor={`${id}address`} className="font-600">
            {words.copyLabel}
          </label>
          <input id={`${id}address`} readOnly value={address} className={deskInput} onFocus={(event) => event.currentTarget.select()} />
          <a href={address.replace(/^https?:/, 'webcal:')} className="mt-1 font-600 underline">
            {words.subscribe}
          </a>
        </div>
      ) : null}
      <p className="mt-2 text-sm">{words.howTo}</p>
      <div className="mt-2 grid gap-2">
        <Button variant="outline" onClick={() => change({ intent: 'make-calendar' })}>
          {feed ? words.remake : words.make}
        </Button>
        {feed ? (
          <Button variant="destructive" onClick={revoke}>
            {words.revoke}
          </Button>
        ) : null}
      </div>
    </section>
  )
}
