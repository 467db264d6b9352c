// What a change of the booked visit queues, inside the desk's change transaction (lead-queries.ts
// changeLead): the customer's e-mail (booked, moved or cancelled) as an outbox row that carries the
// version of the visit it is about (date, time, SEQUENCE), the reminder as a row due the day before
// (when the visit is two or more days away), the retirement of the reminder queued for the version
// before (status `skipped`), the customer's link (its hash on the lead, removed on a cancellation),
// and the customer's open requests marked handled. One calendar UID per lead, kept for good; the
// SEQUENCE rises at every change, so a re-booking after a cancellation replaces the cancelled event.
// The UID and SEQUENCE stored here are the visit's one identity: the customer's calendar file and
// the owner's feed both read them (record 035). The link is one booking's: a re-booking after a
// clearing starts a new one (visit_booking, record 032), so the link the clearing revoked never
// opens again.
import { randomBytes } from 'node:crypto'
import type { Transaction } from 'kysely'
import { business } from '#content/business'
import { businessDay, reminderDue } from '#domain/visit-plan'
import { type Tables, type VisitMailKind, iso } from '../store/tables'
import { tokenHash, visitToken } from './visit-link'

export type VisitBefore = {
  visit_on: string | null
  visit_time: string | null
  visit_uid: string | null
  visit_sequence: number
  visit_booking: number
  email: string
}
export type VisitAfter = { on: string; time: string | null } | null

const sameVisit = (before: VisitBefore, after: VisitAfter) =>
  after ? before.visit_on === after.on && (before.visit_time ?? null) === after.time : before.visit_on === null

/** A UID as RFC 5545 asks: unique, with the host's name after "@". */
const newUid = (leadId: number) => `visit-${leadId}-${randomBytes(9).toString('base64url')}@${business.email.split('@')[1] ?? 'localhost'}`

/** Queues what the change from `before` to `after` sends; resolves to the kind queued, or undefined when nothing is sent (no change, or a day past). */
export async function queueVisitChange(
  trx: Transaction<Tables>,
  leadId: number,
  before: VisitBefore,
  after: VisitAfter,
  key: string,
  now: Date,
): Promise<VisitMailKind | undefined> {
  if (sameVisit(before, after)) return undefined
  const at = iso(now)
  // The owner answered: the customer's open requests are handled.
  await trx.updateTable('visit_requests').set({ handled_at: at }).where('lead_id', '=', leadId).where('handled_at', 'is', null).execute()
  const uid = before.visit_uid ?? newUid(leadId)
  const sequence = before.visit_uid ? Number(before.visit_sequence) + 1 : 0
  // A move keeps the booking (and its link); a visit set where none is begins a new one.
  const booking = after && !before.visit_on ? sequence : Number(before.visit_booking)
  const kind: VisitMailKind = !after ? 'visit-cancelled' : before.visit_on ? 'visit-moved' : 'visit-booked'
  await trx
    .updateTable('leads')
    .set({
      visit_on: after?.on ?? null,
      visit_time: after?.time ?? null,
      visit_uid: uid,
      visit_sequence: sequence,
      visit_booking: booking,
      // The owner's calendar shows a cancelled visit as cancelled, at this SEQUENCE, until its day.
      visit_cancelled_on: after ? null : before.visit_on,
      visit_cancelled_time: after ? null : before.visit_time,
      visit_token_hash: after ? tokenHash(visitToken(key, leadId, uid, booking)) : null,
    })
    .where('id', '=', leadId)
    .execute()
  // The reminder of the version before is not sent: retired here, in the change's own transaction.
  await trx
    .updateTable('outbox')
    .set({ status: 'skipped', last_error: 'The visit changed before its reminder was due' })
    .where('lead_id', '=', leadId)
    .where('kind', '=', 'visit-reminder')
    .where('status', '=', 'pending')
    .execute()
  const shown = after ?? { on: before.visit_on ?? '', time: before.visit_time }
  // A visit whose day has passed (recorded after the fact, or cleared afterwards) e-mails nobody.
  if (shown.on < businessDay(now, business.replyPromise.timeZone)) return undefined
  const row = { lead_id: leadId, to_addr: before.email, created_at: at, visit_sequence: sequence }
  await trx
    .insertInto('outbox')
    .values({ ...row, kind, next_attempt_at: at, queued_at: at, visit_on: shown.on, visit_time: shown.time })
    .execute()
  const due = after && reminderDue(after.on, now, business)
  if (after && due) {
    // queued_at starts the retry window (48 hours): for the reminder, at its hour, not at booking.
    await trx
      .insertInto('outbox')
      .values({
        ...row,
        kind: 'visit-reminder',
        next_attempt_at: iso(due),
        queued_at: iso(due),
        visit_on: after.on,
        visit_time: after.time,
      })
      .execute()
  }
  return kind
}
