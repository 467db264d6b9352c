// The desk's store: who may use the desk (people, passkeys, sessions, challenges), its invitations,
// its record of events, and its view of the leads. Built over the lead store's database (its
// StoreHandle) by whoever opens the store (server/index.ts, the CLI), so the store never imports the desk.
import type { LeadStore, StoreHandle } from '../store/store'
import { deskAccessQueries } from './access'
import { deskInvitationQueries } from './invitations'
import { deskLeadQueries } from './lead-queries'
import { deskRecordQueries } from './records'
import { jobQueries } from './job-queries'
import { calendarFeedQueries } from '../calendar/feed-queries'

export type { DeskSession, Passkey, PeopleChange, Person } from './access'
export type { DeskEvent } from './records'
export type { DeskLeadPage, DeskLeadRow, LeadFilter, OutboxHealth } from './lead-queries'

export type DeskStore = ReturnType<typeof createDeskStore>

export function createDeskStore({ db, dialect, webhook, recordsKeep }: StoreHandle) {
  return {
    ...deskAccessQueries(db),
    ...deskInvitationQueries(db),
    ...deskRecordQueries(db),
    ...deskLeadQueries(db, { webhook, dialect, recordsKeep }),
    ...calendarFeedQueries(db),
    ...jobQueries(db),
  }
}

/**
 * The daily purge (the server's timer, `npm run leads -- purge`): leads and photos past their
 * retention, then the desk's records past theirs. Resolves to the leads and photos deleted.
 */
export async function purgeExpired(
  store: Pick<LeadStore, 'purgeExpired'>,
  desk: Pick<DeskStore, 'purgeDeskRecords'>,
  now = new Date(),
): Promise<{ leads: number; photos: number }> {
  const deleted = await store.purgeExpired(now)
  await desk.purgeDeskRecords(now)
  return deleted
}
