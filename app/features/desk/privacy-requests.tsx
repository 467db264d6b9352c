// Privacy requests on People and devices: every lead of a person (by e-mail or phone) found, then
// deleted with everything attached once the count shown is confirmed.
import { useId } from 'react'
import { Form } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'
import { Button } from '~/components/ui/button'
import { deskInput } from './desk-shell'
import type { SubmitChange } from './people-actions'

/** `found`: the leads the last search found, to confirm their deletion by their count. */
export function PrivacyRequests({ found: privacy, change }: { found?: { match: string; count: number }; change: SubmitChange }) {
  const words = inboxWords.people
  const id = useId()

  return (
    <section aria-labelledby={`${id}privacy`} className="mt-6">
      <h2 id={`${id}privacy`} className="heading-3">
        {words.privacy}
      </h2>
      <p className="mt-1 text-slate">{words.privacyIntro}</p>
      <Form method="post" className="mt-2 grid gap-2">
        <input type="hidden" name="intent" value="privacy-find" />
        <label htmlFor={`${id}match`} className="font-600">
          {words.privacyMatch}
        </label>
        <input id={`${id}match`} name="match" required minLength={3} autoComplete="off" className={deskInput} />
        <Button type="submit" variant="outline">
          {words.privacyFind}
        </Button>
      </Form>
      {privacy ? (
        <div className="mt-2">
          <p>{fillSlots(words.privacyFound, { count: privacy.count })}</p>
          {privacy.count > 0 ? (
            <Button variant="destructive" className="mt-2" onClick={() => change({ intent: 'privacy-delete', ...privacy })}>
              {fillSlots(words.privacyDelete, { count: privacy.count })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
