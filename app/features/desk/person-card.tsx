// One person on People and devices: their address and role, their passkeys with how and when each
// was made, and the buttons the signed-in person may use on them (domain/desk-people.ts decides;
// the server enforces the same rules whatever the page shows).
import { deskAlertWords } from '#content/pages/desk-alerts'
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'
import { type DeskPasskeyView, type DeskPersonView, type DeskRole, deskRules } from '#domain/desk-people'
import { Button } from '~/components/ui/button'
import { when } from './age'

/** A change to a person, a passkey or an invitation, for the page's action (people-actions.ts), asked to be confirmed first or not. */
export type PersonAction = { intent: string; id: string | number; role?: string; email?: string; confirm?: string }

const words = inboxWords.people

/** "Made Nov 25, 2:05 PM with an invitation from owner@example.com (Nov 24, 9:00 AM)." */
export function passkeyOrigin(k: DeskPasskeyView): string {
  const made = when(k.createdAt)
  if (k.origin === 'desk-invitation' && k.invitation)
    return fillSlots(words.origins['desk-invitation'], { when: made, by: k.invitation.by ?? '', at: when(k.invitation.at) })
  if (k.origin === 'cli-invitation' && k.invitation)
    return fillSlots(words.origins['cli-invitation'], { when: made, at: when(k.invitation.at) })
  return fillSlots(k.origin === 'signed-in' ? words.origins['signed-in'] : words.origins.unknown, { when: made })
}

export function PersonCard({
  person,
  me,
  onAction,
  alertsOn,
}: {
  person: DeskPersonView
  me: { id: number; role: DeskRole }
  onAction: (action: PersonAction) => void
  /** The passkeys (devices) with push alerts on. */
  alertsOn: readonly string[]
}) {
  const self = person.id === me.id
  const otherRole: DeskRole = person.role === 'owner' ? 'helper' : 'owner'
  return (
    <li className="rounded-xl border border-line bg-white p-3">
      <h2 className="break-words font-700">
        {person.email} {self ? words.you : null}
      </h2>
      <p className="text-sm font-600">{words.roles[person.role]}</p>
      <h3 className="mt-1 text-sm font-600 text-slate">{words.passkeys}</h3>
      {person.passkeys.length === 0 ? <p className="text-sm">{words.noPasskeys}</p> : null}
      <ul className="grid gap-2">
        {person.passkeys.map((k) => (
          <li key={k.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words">
              {k.label} · {k.lastUsedAt ? fillSlots(words.lastUsed, { when: when(k.lastUsedAt) }) : words.neverUsed}
              {alertsOn.includes(k.id) ? ` · ${deskAlertWords.panel.deviceOn}` : null}
              <span className="block text-sm text-slate">{passkeyOrigin(k)}</span>
            </span>
            {deskRules.mayRemovePasskey(me, person.id) ? (
              <Button
                variant="outline"
                size="sm"
                aria-label={fillSlots(words.removePasskey, { label: k.label })}
                onClick={() =>
                  onAction({
                    intent: 'remove-passkey',
                    id: k.id,
                    confirm: words.confirmRemove,
                  })
                }
              >
                {words.remove}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap gap-2">
        {deskRules.mayChangeRoles(me) ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={fillSlots(otherRole === 'owner' ? words.makeOwnerOf : words.makeHelperOf, { email: person.email })}
            onClick={() =>
              onAction({
                intent: 'role',
                id: person.id,
                role: otherRole,
                email: person.email,
              })
            }
          >
            {otherRole === 'owner' ? words.makeOwner : words.makeHelper}
          </Button>
        ) : null}
        {deskRules.mayRemovePerson(me, person.id) ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={self ? undefined : fillSlots(words.removePerson, { email: person.email })}
            onClick={() =>
              onAction({
                intent: 'remove-person',
                id: person.id,
                confirm: self ? words.confirmLeave : words.confirmRemove,
              })
            }
          >
            {self ? words.leave : words.remove}
          </Button>
        ) : null}
      </div>
    </li>
  )
}
