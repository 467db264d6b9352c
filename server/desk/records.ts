// The desk's record of sign-ins, failures, invitations, role changes and removals (the People and
// devices page lists the latest), and how long the desk keeps what it writes: events for a year;
// used, revoked and expired invitations for 30 days; sessions until they expire (30 days unused);
// sign-in challenges until they expire (5 minutes). The daily purge applies it beside store.purgeExpired.
import type { Kysely } from 'kysely'
import type { DeskEventView } from '#domain/desk-people'
import { deskTimes } from './access'
import { type Tables, iso } from '../store/tables'

export type DeskEventKind =
  'sign-in' | 'failure' | 'invitation' | 'revocation' | 'role' | 'removal' | 'registration' | 'sign-out' | 'calendar'
export type DeskEvent = DeskEventView

/** How long the desk keeps its records (docs/leads.md states these periods; change both together). */
export const deskRetention = { eventDays: 365, invitationDays: 30 } as const

const before = (now: Date, ms: number) => iso(new Date(now.getTime() - ms))

export function deskRecordQueries(db: Kysely<Tables>) {
  return {
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
    /** Deletes the desk's records past their period; resolves to how many of each went. */
    purgeDeskRecords: async (now = new Date()) =>
      db.transaction().execute(async (trx) => {
        const day = 86_400_000
        const events = await trx
          .deleteFrom('desk_events')
          .where('at', '<', before(now, deskRetention.eventDays * day))
          .executeTakeFirst()
        const ended = before(now, deskRetention.invitationDays * day)
        const invitations = await trx
          .deleteFrom('invitations')
          .where((eb) => eb.or([eb('used_at', '<', ended), eb('revoked_at', '<', ended), eb('expires_at', '<', ended)]))
          .executeTakeFirst()
        const sessions = await trx
          .deleteFrom('sessions')
          .where('last_seen_at', '<=', before(now, deskTimes.sessionIdleMs))
          .executeTakeFirst()
        const challenges = await trx.deleteFrom('challenges').where('expires_at', '<=', iso(now)).executeTakeFirst()
        return {
          events: Number(events.numDeletedRows),
          invitations: Number(invitations.numDeletedRows),
          sessions: Number(sessions.numDeletedRows),
          challenges: Number(challenges.numDeletedRows),
        }
      }),
  }
}
