// Privacy requests on People and devices: every lead of a person (by e-mail or phone) found, then
// deleted with everything attached once the count shown is confirmed.
import { type FormEvent, useId, useState } from 'react'
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'
import { Button } from '~/components/ui/button'
import { postJson } from './api'
import { deskApi } from '#domain/desk-contract'
import { deskInput } from './desk-shell'

export function PrivacyRequests({ onMessage }: { onMessage: (text: string) => void }) {
  const words = inboxWords.people
  const id = useId()
  const [privacy, setPrivacy] = useState<{ match: string; count: number } | undefined>()

  async function findLeads(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const match = String(new FormData(event.currentTarget).get('match') ?? '')
    const r = await postJson<'privacyFind'>(deskApi.privacyFind(), { match })
    if (r.ok) setPrivacy({ match, count: r.data.count })
    else onMessage(r.error)
  }
  async function deleteLeads() {
    if (!privacy) return
    const r = await postJson<'privacyDelete'>(deskApi.privacyDelete(), privacy)
    onMessage(r.ok ? fillSlots(words.privacyDone, { count: r.data.deleted }) : r.error)
    setPrivacy(undefined)
  }

  return (
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
          <p>{fillSlots(words.privacyFound, { count: privacy.count })}</p>
          {privacy.count > 0 ? (
            <Button variant="destructive" className="mt-2" onClick={deleteLeads}>
              {fillSlots(words.privacyDelete, { count: privacy.count })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
