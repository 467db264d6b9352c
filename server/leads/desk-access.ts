// Who may use the owner's desk: people, their passkeys, sessions, invitations, sign-in challenges
// and the record of sign-ins, failures, invitations and removals. Tokens (a session's, an
// invitation's) are never stored: only their SHA-256, so a copy of the database opens nothing.
// Every check of time happens in the query, so several instances sharing one database agree.
import { createHash, randomBytes } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Tables } from './tables'

const iso = (d: Date) => d.toISOString()
const later = (now: Date, ms: number) => iso(new Date(now.getTime() + ms))

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

export type Person = { id: number; email: string; createdAt: string }
export type Passkey = {
  id: string
  personId: number
  publicKey: string
  counter: number
  transports: string[]
  deviceLabel: string
  createdAt: string
  lastUsedAt: string | null
}
export type DeskSession = { tokenHash: string; person: Person; passkeyId: string }
export type DeskEventKind = 'sign-in' | 'failure' | 'invitation' | 'removal' | 'registration' | 'sign-out'
export type DeskEvent = {
  id: number
  kind: string
  at: string
  address: string | null
  userAgent: string | null
  personEmail: string | null
  detail: string | null
}
export type ChallengePurpose = 'register' | 'sign-in'

const toPasskey = (r: Selectable<Tables['passkeys']>): Passkey => ({
  id: r.id,
  personId: Number(r.person_id),
  publicKey: r.public_key,
  counter: Number(r.counter),
  transports: JSON.parse(r.transports) as string[],
  deviceLabel: r.device_label,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
})

export function deskAccessQueries(db: Kysely<Tables>) {
  return {
    /** A single-use invitation for `email`, valid for a day; resolves to its token (shown once, never stored). */
    createInvitation: async (email: string, invitedBy: number | null, now = new Date()): Promise<string> => {
      const token = newToken()
      await db
        .insertInto('invitations')
        .values({
          token_hash: tokenHash(token),
          email: email.trim().toLowerCase(),
          created_at: iso(now),
          expires_at: later(now, deskTimes.invitationMs),
          used_at: null,
          invited_by: invitedBy,
        })
        .execute()
      return token
    },
    /** The address of an invitation that is neither used nor expired. */
    openInvitation: async (token: string, now = new Date()): Promise<string | undefined> => {
      const row = await db
        .selectFrom('invitations')
        .select('email')
        .where('token_hash', '=', tokenHash(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', iso(now))
        .executeTakeFirst()
      return row?.email
    },
    /**
     * Uses the invitation and registers the passkey for its person (made on first use) in one
     * transaction; undefined when the invitation was used meanwhile or has expired.
     */
    redeemInvitation: async (token: string, passkey: NewPasskey, now = new Date()): Promise<Person | undefined> =>
      db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('invitations')
          .set({ used_at: iso(now) })
          .where('token_hash', '=', tokenHash(token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', iso(now))
          .returning('email')
          .executeTakeFirst()
        if (!used) return undefined
        let person = await trx.selectFrom('people').selectAll().where('email', '=', used.email).executeTakeFirst()
        person ??= await trx
          .insertInto('people')
          .values({ email: used.email, created_at: iso(now) })
          .returningAll()
          .executeTakeFirstOrThrow()
        await insertPasskey(trx, Number(person.id), passkey, now)
        return { id: Number(person.id), email: person.email, createdAt: person.created_at }
      }),
    addPasskey: async (personId: number, passkey: NewPasskey, now = new Date()): Promise<void> => {
      await insertPasskey(db, personId, passkey, now)
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
      return row && { id: Number(row.id), email: row.email, createdAt: row.created_at }
    },
    people: async (): Promise<(Person & { passkeys: Passkey[] })[]> => {
      const people = await db.selectFrom('people').selectAll().orderBy('id').execute()
      const passkeys = (await db.selectFrom('passkeys').selectAll().orderBy('created_at').execute()).map(toPasskey)
      return people.map((p) => ({
        id: Number(p.id),
        email: p.email,
        createdAt: p.created_at,
        passkeys: passkeys.filter((k) => k.personId === Number(p.id)),
      }))
    },
    /** Removes a person with their passkeys and sessions; the history keeps their address. */
    removePerson: async (id: number): Promise<Person | undefined> => {
      const row = await db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst()
      if (!row) return undefined
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sessions').where('person_id', '=', id).execute()
        await trx.deleteFrom('passkeys').where('person_id', '=', id).execute()
        await trx.deleteFrom('people').where('id', '=', id).execute()
      })
      return { id: Number(row.id), email: row.email, createdAt: row.created_at }
    },
    /** Removes a passkey and every session it opened. */
    removePasskey: async (id: string): Promise<Passkey | undefined> => {
      const row = await db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst()
      if (!row) return undefined
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sessions').where('passkey_id', '=', id).execute()
        await trx.deleteFrom('passkeys').where('id', '=', id).execute()
      })
      return toPasskey(row)
    },

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
        .select(['s.token_hash', 's.passkey_id', 's.last_seen_at', 'p.id', 'p.email', 'p.created_at'])
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
      return { tokenHash: hash, passkeyId: row.passkey_id, person: { id: Number(row.id), email: row.email, createdAt: row.created_at } }
    },
    endSession: async (token: string): Promise<void> => {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash(token)).execute()
    },
    /** Ends every session of a person ("sign out everywhere"); resolves to how many ended. */
    endSessionsOf: async (personId: number): Promise<number> => {
      const result = await db.deleteFrom('sessions').where('person_id', '=', personId).executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    recordDeskEvent: async (
      event: {
        kind: DeskEventKind
        address?: string | null
        userAgent?: string | null
        personEmail?: string | null
        detail?: string | null
      },
      now = new Date(),
    ): Promise<void> => {
      await db
        .insertInto('desk_events')
        .values({
          kind: event.kind,
          at: iso(now),
          address: event.address ?? null,
          user_agent: event.userAgent?.slice(0, 300) ?? null,
          person_email: event.personEmail ?? null,
          detail: event.detail?.slice(0, 300) ?? null,
        })
        .execute()
    },
    deskEvents: async (limit = 50): Promise<DeskEvent[]> =>
      (await db.selectFrom('desk_events').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute()).map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        at: r.at,
        address: r.address,
        userAgent: r.user_agent,
        personEmail: r.person_email,
        detail: r.detail,
      })),
  }
}

export type NewPasskey = { id: string; publicKey: string; counter: number; transports: string[]; deviceLabel: string }

function insertPasskey(db: Kysely<Tables>, personId: number, passkey: NewPasskey, now: Date) {
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
    })
    .execute()
}
