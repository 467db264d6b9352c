// Who may do what on the desk's People and devices: its two roles, the rules the server enforces
// and the page follows to show only the buttons that work, and the answer of GET
// /api/inbox/people, which both sides read. The rule that the desk always keeps an owner who can
// sign in is the store's (it needs the whole table, in one transaction).

/** An owner runs the desk (people, roles, every passkey); a helper works the leads. */
export const deskRoles = ['owner', 'helper'] as const
export type DeskRole = (typeof deskRoles)[number]
export const isDeskRole = (value: unknown): value is DeskRole => deskRoles.some((r) => r === value)

/**
 * How a passkey came to be: with an invitation made in the desk or on the command line, added by
 * its person while signed in, or before the desk recorded it (migration 009).
 */
export const passkeyOrigins = ['desk-invitation', 'cli-invitation', 'signed-in', 'unknown'] as const
export type PasskeyOrigin = (typeof passkeyOrigins)[number]

type Actor = { id: number; role: DeskRole }

export const deskRules = {
  /** An owner removes anyone; a helper only themselves (leaving the desk). */
  mayRemovePerson: (actor: Actor, personId: number) => actor.role === 'owner' || actor.id === personId,
  /** An owner removes any passkey; a helper only their own. */
  mayRemovePasskey: (actor: Actor, personId: number) => actor.role === 'owner' || actor.id === personId,
  /** Only an owner makes a helper an owner, or an owner (themselves included) a helper. */
  mayChangeRoles: (actor: Actor) => actor.role === 'owner',
  /** Anyone invites a helper; only an owner invites an owner. */
  mayInvite: (actor: Actor, role: DeskRole) => role === 'helper' || actor.role === 'owner',
  /** An owner revokes any pending invitation; a helper only their own. */
  mayRevoke: (actor: Actor, invitedBy: number | null) => actor.role === 'owner' || actor.id === invitedBy,
  /** Anyone drafts a quote; only an owner sends it to the customer or stops its follow-ups (issue 42). */
  maySendQuote: (actor: Actor) => actor.role === 'owner',
} as const

export type DeskPasskeyView = {
  id: string
  label: string
  createdAt: string
  lastUsedAt: string | null
  origin: PasskeyOrigin
  /** For a passkey made with an invitation: who made it (null: the command line) and when. */
  invitation: { by: string | null; at: string } | null
}

export type DeskPersonView = { id: number; email: string; role: DeskRole; createdAt: string; passkeys: DeskPasskeyView[] }

export type DeskInvitationView = {
  id: number
  email: string
  role: DeskRole
  createdAt: string
  expiresAt: string
  /** The inviter: their id and address, or null for an invitation made on the command line. */
  invitedBy: { id: number; email: string } | null
}

export type DeskEventView = {
  id: number
  kind: string
  at: string
  address: string | null
  userAgent: string | null
  personEmail: string | null
  detail: string | null
}

/** GET /api/inbox/people */
export type PeopleAnswer = {
  me: number
  currentPasskey: string
  people: DeskPersonView[]
  /** Invitations neither used, revoked nor expired, newest first. */
  invitations: DeskInvitationView[]
  events: DeskEventView[]
  /** The signed-in person's calendar address: when it was made (the address itself is shown once), or null. */
  calendarFeed: { createdAt: string } | null
}
