// Invitations on People and devices: the form that invites a new person (an owner chooses the
// role; a helper invites helpers), and the pending invitations with who made them, the role they
// grant and when they expire, each revocable by an owner or by the person who made it.
import { useEffect, useId, useRef } from 'react'
import { Form } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'
import { type DeskInvitationView, type DeskRole, deskRoles, deskRules } from '#domain/desk-people'
import { Button } from '~/components/ui/button'
import { when } from './age'
import { deskInput } from './desk-shell'
import type { PersonAction } from './person-card'

const words = inboxWords.people

export function Invitations({
  pending,
  me,
  invited,
  onAction,
}: {
  pending: DeskInvitationView[]
  me: { id: number; role: DeskRole }
  /** The last change was an invitation made: the form empties for the next. */
  invited: boolean
  onAction: (action: PersonAction) => void
}) {
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (invited) form.current?.reset()
  }, [invited])
  return (
    <section aria-labelledby={`${id}invite`} className="mt-6">
      <h2 id={`${id}invite`} className="heading-3">
        {words.invite}
      </h2>
      <p className="mt-1 text-slate">{words.inviteHint}</p>
      <Form ref={form} method="post" className="mt-2 grid gap-2">
        <input type="hidden" name="intent" value="invite" />
        <label htmlFor={`${id}email`} className="font-600">
          {words.inviteEmail}
        </label>
        <input id={`${id}email`} name="email" type="email" required autoComplete="off" className={deskInput} />
        {deskRules.mayInvite(me, 'owner') ? (
          <>
            <label htmlFor={`${id}role`} className="font-600">
              {words.inviteRole}
            </label>
            <select id={`${id}role`} name="role" defaultValue="helper" className={deskInput}>
              {deskRoles.map((r) => (
                <option key={r} value={r}>
                  {words.roles[r]}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <Button type="submit">{words.inviteButton}</Button>
      </Form>

      <h3 className="mt-4 font-700">{words.pending}</h3>
      {pending.length === 0 ? <p className="text-slate">{words.noPending}</p> : null}
      <ul className="mt-2 grid gap-2">
        {pending.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 border-l-2 border-line pl-2">
            <span className="min-w-0 break-words">
              {fillSlots(words.pendingLine, {
                email: i.email,
                role: words.roleNames[i.role],
                by: i.invitedBy?.email ?? words.fromCommandLine,
                expires: when(i.expiresAt),
              })}
            </span>
            {deskRules.mayRevoke(me, i.invitedBy?.id ?? null) ? (
              <Button
                variant="outline"
                size="sm"
                aria-label={fillSlots(words.revokeOf, { email: i.email })}
                onClick={() => onAction({ intent: 'revoke-invitation', id: i.id, email: i.email })}
              >
                {words.revoke}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
