// Who may use the owner's desk: people with their roles, their passkeys, sessions and sign-in
// challenges (invitations are in desk-invitations.ts, the record of events and the purge in
// desk-records.ts). Tokens (a session's, an invitation's) are never stored: only their SHA-256, so
// a copy of the database opens nothing. Every check of time happens in the query, so several
// instances sharing one database agree. The desk always keeps an owner who can sign in: removing a
// person or a passkey, or making an owner a helper, is refused when no other owner with a passkey
// would be left (checked with the owners' rows locked, so two owners removing each other at once
// cannot both succeed).
import { createHash, randomBytes } from 'node:crypto'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DeskRole, PasskeyOrigin } from '#domain/desk-people'
import { type Tables, iso } from '../store/tables'

export const later = (now: Date, ms: number) => iso(new Date(now.getTime() + ms))

export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')
export const newToken = () => randomBytes(32).toString('base64url')

export const deskTimes = {
  /** A session ends after this long without use. */
  sessionIdleMs: 30 * 86_400_000,
  invitationMs: 24 * 3_600_000,
  challengeMs: 5 * 60_000,
  /** last_seen_at is written at most this often, not on every request. */
  touchEveryMs: 60_000,
} as const

export type Person = { id: number; email: string; role: DeskRole; createdAt: string }
export type Passkey = {
  id: string
  personId: number
  publicKey: string
  counter: number
  transports: string[]
  deviceLabel: string
  createdAt: string
  lastUsedAt: string | null
  origin: PasskeyOrigin
  /** For a passkey made with an invitation: the inviter's address (null: the command line) and when it was made. */
  invitation: { by: string | null; at: string } | null
}
export type DeskSession = { tokenHash: string; person: Person; passkeyId: string }
export type ChallengePurpose = 'register' | 'sign-in'
export type NewPasskey = { id: string; publicKey: string; counter: number; transports: string[]; deviceLabel: string }
/** What a change to the people did: done, or refused because the target is missing or is the last owner. */
export type PeopleChange<T> = { ok: true; value: T } | { ok: false; reason: 'not-found' | 'last-owner' }

const transportsOf = (text: string): string[] => {
  const parsed: unknown = JSON.parse(text)
  return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : []
}

const toPasskey = (r: Selectable<Tables['passkeys']>): Passkey => ({
  id: r.id,
  personId: Number(r.person_id),
  publicKey: r.public_key,
  counter: Number(r.counter),
  transports: transportsOf(r.transports),
  deviceLabel: r.device_label,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
  origin: r.origin,
  invitation: r.invitation_at ? { by: r.invitation_by, at: r.invitation_at } : null,
})
export const toPerson = (r: Selectable<Tables['people']>): Person => ({
  id: Number(r.id),
  email: r.email,
  role: r.role,
  createdAt: r.created_at,
})

/**
 * Locks the owners' rows for the rest of the transaction: an UPDATE that changes nothing. On
 * PostgreSQL it holds their row locks, so a concurrent change to the owners waits and then sees
 * this one's outcome; on SQLite it takes the write lock before anything is read.
 */
async function lockOwners(trx: Transaction<Tables>): Promise<void> {
  await trx
    .updateTable('people')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('role', '=', 'owner')
    .execute()
}

/** Whether an owner who can sign in (a passkey) remains once this person, or this passkey, is gone. */
async function anotherOwnerRemains(trx: Transaction<Tables>, without: { personId: number } | { passkeyId: string }): Promise<boolean> {
  const row = await trx
    .selectFrom('passkeys as k')
    .innerJoin('people as p', 'p.id', 'k.person_id')
    .select('k.id')
    .where('p.role', '=', 'owner')
    .where((eb) => ('personId' in without ? eb('p.id', '<>', without.personId) : eb('k.id', '<>', without.passkeyId)))
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * The people a helper brought in and no owner confirmed: helpers who registered with an invitation
 * the helper made, and so on down (an invitee's own invitees). An owner confirms such a person by
 * making them an owner; an owner's invitees are confirmed by the invitation itself.
 */
async function unconfirmedInvitees(trx: Transaction<Tables>, helperId: number): Promise<Selectable<Tables['people']>[]> {
  const found: Selectable<Tables['people']>[] = []
  const seen = new Set([helperId])
  for (let inviters = [helperId]; inviters.length > 0;) {
    const rows = await trx
      .selectFrom('people as p')
      .selectAll('p')
      .where('p.role', '=', 'helper')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('invitations as i')
            .select('i.id')
            .whereRef('i.email', '=', 'p.email')
            .where('i.invited_by', 'in', inviters)
            .where('i.used_at', 'is not', null),
        ),
      )
      .orderBy('p.id')
      .execute()
    inviters = []
    for (const r of rows.filter((r) => !seen.has(Number(r.id)))) {
      seen.add(Number(r.id))
      found.push(r)
      inviters.push(Number(r.id))
    }
  }
  return found
}

export function insertPasskey(
  db: Kysely<Tables>,
  personId: number,
  passkey: NewPasskey,
  now: Date,
  origin: { origin: PasskeyOrigin; invitationBy?: string | null; invitationAt?: string | null },
) {
  return db
    .insertInto('passkeys')
    .values({
      id: passkey.id,
      person_id: personId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      device_label: passkey.deviceLabel.slice(0, 120),
      created_at: iso(now),
      last_used_at: null,
      origin: origin.origin,
      invitation_by: origin.invitationBy ?? null,
      invitation_at: origin.invitationAt ?? null,
    })
    .execute()
}

export function deskAccessQueries(db: Kysely<Tables>) {
  return {
    /** A passkey its person adds while signed in ("Add a passkey on this device"). */
    addPasskey: async (personId: number, passkey: NewPasskey, now = new Date()): Promise<void> => {
      await insertPasskey(db, personId, passkey, now, { origin: 'signed-in' })
    },
    passkey: async (id: string): Promise<Passkey | undefined> => {
      const row = await db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst()
      return row && toPasskey(row)
    },
    /** Records a use; false when the counter went backwards (a cloned authenticator) and nothing changed. */
    usePasskey: async (id: string, counter: number, now = new Date()): Promise<boolean> => {
      const result = await db
        .updateTable('passkeys')
        .set({ counter, last_used_at: iso(now) })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('counter', '<', counter), eb('counter', '=', 0)]))
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
    person: async (id: number): Promise<Person | undefined> => {
      const row = await db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst()
      return row && toPerson(row)
    },
    personByEmail: async (email: string): Promise<Person | undefined> => {
      const row = await db.selectFrom('people').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst()
      return row && toPerson(row)
    },
    people: async (): Promise<(Person & { passkeys: Passkey[] })[]> => {
      const people = await db.selectFrom('people').selectAll().orderBy('id').execute()
      const passkeys = (await db.selectFrom('passkeys').selectAll().orderBy('created_at').execute()).map(toPasskey)
      return people.map((p) => ({ ...toPerson(p), passkeys: passkeys.filter((k) => k.personId === Number(p.id)) }))
    },
    /**
     * Removes a person with their passkeys, sessions and calendar address, and revokes the pending
     * invitations they made and those for their address (made before the removal: nobody comes back
     * through them). A helper goes with the people they brought in whom no owner confirmed
     * (`invitees`). The history keeps their addresses. Refused for the last owner who can sign in.
     */
    removePerson: async (id: number, now = new Date()): Promise<PeopleChange<Person & { invitees: Person[] }>> =>
      db.transaction().execute(async (trx): Promise<PeopleChange<Person & { invitees: Person[] }>> => {
        await lockOwners(trx)
        const row = await trx.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst()
        if (!row) return { ok: false, reason: 'not-found' }
        if (row.role === 'owner' && !(await anotherOwnerRemains(trx, { personId: id }))) return { ok: false, reason: 'last-owner' }
        const invitees = row.role === 'helper' ? await unconfirmedInvitees(trx, id) : []
        for (const person of [row, ...invitees]) {
          const personId = Number(person.id)
          await trx
            .updateTable('invitations')
            .set({ revoked_at: iso(now) })
            .where((eb) => eb.or([eb('invited_by', '=', personId), eb('email', '=', person.email)]))
            .where('used_at', 'is', null)
            .where('revoked_at', 'is', null)
            .execute()
          await trx.deleteFrom('sessions').where('person_id', '=', personId).execute()
          await trx.deleteFrom('calendar_feeds').where('person_id', '=', personId).execute()
          await trx.deleteFrom('passkeys').where('person_id', '=', personId).execute()
          await trx.deleteFrom('people').where('id', '=', personId).execute()
        }
        return { ok: true, value: { ...toPerson(row), invitees: invitees.map(toPerson) } }
      }),
    /** Removes a passkey and every session it opened; refused for the last passkey of the last owner. */
    removePasskey: async (id: string): Promise<PeopleChange<Passkey>> =>
      db.transaction().execute(async (trx): Promise<PeopleChange<Passkey>> => {
        await lockOwners(trx)
        const row = await trx.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst()
        if (!row) return { ok: false, reason: 'not-found' }
        const owner = await trx.selectFrom('people').select('role').where('id', '=', row.person_id).executeTakeFirst()
        if (owner?.role === 'owner' && !(await anotherOwnerRemains(trx, { passkeyId: id }))) return { ok: false, reason: 'last-owner' }
        await trx.deleteFrom('sessions').where('passkey_id', '=', id).execute()
        await trx.deleteFrom('passkeys').where('id', '=', id).execute()
        return { ok: true, value: toPasskey(row) }
      }),
    /**
     * Makes a person an owner or a helper. An owner made a helper loses the owner invitations they
     * made that are still pending; the last owner who can sign in stays one.
     */
    setRole: async (id: number, role: DeskRole, now = new Date()): Promise<PeopleChange<Person>> =>
      db.transaction().execute(async (trx): Promise<PeopleChange<Person>> => {
        await lockOwners(trx)
        const row = await trx.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst()
        if (!row) return { ok: false, reason: 'not-found' }
        if (row.role === 'owner' && role === 'helper') {
          if (!(await anotherOwnerRemains(trx, { personId: id }))) return { ok: false, reason: 'last-owner' }
          await trx
            .updateTable('invitations')
            .set({ revoked_at: iso(now) })
            .where('invited_by', '=', id)
            .where('role', '=', 'owner')
            .where('used_at', 'is', null)
            .where('revoked_at', 'is', null)
            .execute()
        }
        await trx.updateTable('people').set({ role }).where('id', '=', id).execute()
        return { ok: true, value: { ...toPerson(row), role } }
      }),

    saveChallenge: async (challenge: string, purpose: ChallengePurpose, subject: string | null, now = new Date()): Promise<void> => {
      // Expired challenges go as new ones come: the table holds only a few minutes' worth.
      await db.deleteFrom('challenges').where('expires_at', '<=', iso(now)).execute()
      await db
        .insertInto('challenges')
        .values({ challenge, purpose, subject, expires_at: later(now, deskTimes.challengeMs) })
        .execute()
    },
    /** Takes a challenge once: found, unexpired and for this purpose, it is deleted and its subject returned. */
    takeChallenge: async (
      challenge: string,
      purpose: ChallengePurpose,
      now = new Date(),
    ): Promise<{ subject: string | null } | undefined> => {
      const row = await db
        .deleteFrom('challenges')
        .where('challenge', '=', challenge)
        .where('purpose', '=', purpose)
        .where('expires_at', '>', iso(now))
        .returning('subject')
        .executeTakeFirst()
      return row && { subject: row.subject }
    },

    /** A new session for a person signed in with a passkey; resolves to its token (for the cookie only). */
    createSession: async (personId: number, passkeyId: string, now = new Date()): Promise<string> => {
      const token = newToken()
      await db
        .insertInto('sessions')
        .values({ token_hash: tokenHash(token), person_id: personId, passkey_id: passkeyId, created_at: iso(now), last_seen_at: iso(now) })
        .execute()
      return token
    },
    /** The session of a token, used within the last 30 days, whose person and passkey still exist; its use is recorded. */
    session: async (token: string, now = new Date()): Promise<DeskSession | undefined> => {
      const hash = tokenHash(token)
      const row = await db
        .selectFrom('sessions as s')
        .innerJoin('people as p', 'p.id', 's.person_id')
        .innerJoin('passkeys as k', (j) => j.onRef('k.id', '=', 's.passkey_id').onRef('k.person_id', '=', 's.person_id'))
        .select(['s.token_hash', 's.passkey_id', 's.last_seen_at', 'p.id', 'p.email', 'p.role', 'p.created_at'])
        .where('s.token_hash', '=', hash)
        .where('s.last_seen_at', '>', iso(new Date(now.getTime() - deskTimes.sessionIdleMs)))
        .executeTakeFirst()
      if (!row) return undefined
      if (now.getTime() - new Date(row.last_seen_at).getTime() >= deskTimes.touchEveryMs) {
        await db
          .updateTable('sessions')
          .set({ last_seen_at: iso(now) })
          .where('token_hash', '=', hash)
          .execute()
      }
      return { tokenHash: hash, passkeyId: row.passkey_id, person: toPerson(row) }
    },
    endSession: async (token: string): Promise<void> => {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash(token)).execute()
    },
    /** Ends every session of a person ("sign out everywhere"); resolves to how many ended. */
    endSessionsOf: async (personId: number): Promise<number> => {
      const result = await db.deleteFrom('sessions').where('person_id', '=', personId).executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
