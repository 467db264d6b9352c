// The owner's calendar on People and devices: making one's private calendar address (shown once,
// in a field to copy), making a new one in its place, or stopping it; and how to add it to a phone.
import { useId, useState } from 'react'
import { ownerCalendarWords } from '#content/pages/owner-calendar'
import { fillSlots } from '#domain/slots'
import { deskApi } from '#domain/desk-contract'
import { Button } from '~/components/ui/button'
import { postJson } from './api'
import { when } from './age'
import { deskInput } from './desk-shell'

const words = ownerCalendarWords.section

type Props = { feed: { createdAt: string } | null; onMessage: (text: string) => void; reload: () => Promise<void> }

export function CalendarFeed({ feed, onMessage, reload }: Props) {
  const id = useId()
  const [address, setAddress] = useState<string | undefined>()

  async function make() {
    const r = await postJson<'makeCalendarFeed'>(deskApi.makeCalendarFeed())
    setAddress(r.ok ? r.data.url : undefined)
    onMessage(r.ok ? words.made : r.error)
    await reload()
  }
  async function revoke() {
    if (!window.confirm(words.confirmRevoke)) return
    const r = await postJson<'revokeCalendarFeed'>(deskApi.revokeCalendarFeed())
    setAddress(undefined)
    onMessage(r.ok ? words.revoked : r.error)
    await reload()
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
        <Button variant="outline" onClick={make}>
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
