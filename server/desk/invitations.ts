// Invitations to the owner's desk: single-use links, valid for a day, each granting a role. One
// made on the command line (no inviter) grants owner and, for an address that already has a
// person, adds a passkey to that person (the lost-phone path). One made in the desk creates a new
// person only, and works only while its inviter exists (and, when it grants owner, is still an
// owner). Removing a person revokes the invitations they made and those for their address; the
// same rules are in the query that opens and in the one that redeems, so a page never offers what
// the redemption would refuse.
import type { ExpressionBuilder, Kysely } from 'kysely'
import type { DeskInvitationView, DeskRole } from '#domain/desk-people'
import { type NewPasskey, type Person, deskTimes, insertPasskey, later, newToken, toPerson, tokenHash } from './access'
import { type Tables, iso } from '../store/tables'

/** The invitations one person, or one client, may make in an hour. */
export const invitationsPerHour = 10

/** Neither used, revoked nor expired, and (made in the desk) its inviter may still grant it and its address has no person yet. */
const usable = (now: Date) => (eb: ExpressionBuilder<Tables, 'invitations'>) =>
  eb.and([
    eb('invitations.used_at', 'is', null),
    eb('invitations.revoked_at', 'is', null),
    eb('invitations.expires_at', '>', iso(now)),
    eb.or([
      eb('invitations.invited_by', 'is', null),
      eb.and([
        eb.exists(
          eb
            .selectFrom('people as inviter')
            .select('inviter.id')
            .whereRef('inviter.id', '=', 'invitations.invited_by')
            .where((i) => i.or([i('invitations.role', '=', 'helper'), i('inviter.role', '=', 'owner')])),
        ),
        eb.not(eb.exists(eb.selectFrom('people as existing').select('existing.id').whereRef('existing.email', '=', 'invitations.email'))),
      ]),
    ]),
  ])

class Refused extends Error {}

export function deskInvitationQueries(db: Kysely<Tables>) {
  return {
    /**
     * A single-use invitation for `email`, valid for a day; resolves to its token (shown once, never
     * stored). Without an inviter (the command line) it grants owner unless told otherwise.
     */
    createInvitation: async (
      email: string,
      invitedBy: number | null,
      now = new Date(),
      options: { role?: DeskRole; client?: string | null } = {},
    ): Promise<string> => {
      const token = newToken()
      await db
        .insertInto('invitations')
        .values({
          token_hash: tokenHash(token),
          email: email.trim().toLowerCase(),
          role: options.role ?? (invitedBy === null ? 'owner' : 'helper'),
          created_at: iso(now),
          expires_at: later(now, deskTimes.invitationMs),
          used_at: null,
          revoked_at: null,
          invited_by: invitedBy,
          client: options.client ?? null,
        })
        .execute()
      return token
    },
    /** The address of an invitation that still works. */
    openInvitation: async (token: string, now = new Date()): Promise<string | undefined> => {
      const row = await db
        .selectFrom('invitations')
        .select('email')
        .where('token_hash', '=', tokenHash(token))
        .where(usable(now))
        .executeTakeFirst()
      return row?.email
    },
    /**
     * Uses the invitation and registers the passkey for its person (made on first use, with the
     * invitation's role) in one transaction; undefined when the invitation no longer works.
     */
    redeemInvitation: async (token: string, passkey: NewPasskey, now = new Date()): Promise<Person | undefined> =>
      db
        .transaction()
        .execute(async (trx) => {
          const used = await trx
            .updateTable('invitations')
            .set({ used_at: iso(now) })
            .where('token_hash', '=', tokenHash(token))
            .where(usable(now))
            .returning(['email', 'role', 'invited_by', 'created_at'])
            .executeTakeFirst()
          if (!used) return undefined
          const inviter =
            used.invited_by === null
              ? undefined
              : await trx.selectFrom('people').select('email').where('id', '=', used.invited_by).executeTakeFirst()
          let person =
            used.invited_by === null
              ? await trx.selectFrom('people').selectAll().where('email', '=', used.email).executeTakeFirst()
              : undefined
          // Two desk invitations for one address redeemed at once: the second finds the address taken.
          person ??= await trx
            .insertInto('people')
            .values({ email: used.email, role: used.role, created_at: iso(now) })
            .onConflict((oc) => oc.column('email').doNothing())
            .returningAll()
            .executeTakeFirst()
          if (!person) throw new Refused()
          await insertPasskey(trx, Number(person.id), passkey, now, {
            origin: used.invited_by === null ? 'cli-invitation' : 'desk-invitation',
            invitationBy: inviter?.email ?? null,
            invitationAt: used.created_at,
          })
          return toPerson(person)
        })
        .catch((error: unknown) => {
          if (error instanceof Refused) return undefined
          throw error
        }),
    /** The invitations that still work, newest first, with their inviter. */
    pendingInvitations: async (now = new Date()): Promise<DeskInvitationView[]> => {
      const rows = await db
        .selectFrom('invitations')
        .leftJoin('people as p', 'p.id', 'invitations.invited_by')
        .select([
          'invitations.id',
          'invitations.email',
          'invitations.role',
          'invitations.created_at',
          'invitations.expires_at',
          'invitations.invited_by',
          'p.email as inviter_email',
        ])
        .where(usable(now))
        .orderBy('invitations.created_at', 'desc')
        .orderBy('invitations.id', 'desc')
        .execute()
      return rows.map((r) => ({
        id: Number(r.id),
        email: r.email,
        role: r.role,
        createdAt: r.created_at,
        expiresAt: r.expires_at,
        invitedBy: r.invited_by === null ? null : { id: Number(r.invited_by), email: r.inviter_email ?? '' },
      }))
    },
    /** Revokes an invitation that still works; false when there is none by that number. */
    revokeInvitation: async (id: number, now = new Date()): Promise<boolean> => {
      const result = await db
        .updateTable('invitations')
        .set({ revoked_at: iso(now) })
        .where('id', '=', id)
        .where(usable(now))
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
    /** How many invitations a person, or a client, made since a time (revoked ones count too). */
    invitationsMadeSince: async (by: { personId: number } | { client: string }, since: Date): Promise<number> => {
      const row = await db
        .selectFrom('invitations')
        .select((eb) => eb.fn.countAll().as('n'))
        .where((eb) => ('personId' in by ? eb('invited_by', '=', by.personId) : eb('client', '=', by.client)))
        .where('created_at', '>', iso(since))
        .executeTakeFirst()
      return Number(row?.n ?? 0)
    },
  }
}
