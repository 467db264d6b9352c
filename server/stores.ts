// The lead store with the queries that other rooms keep over its database: the visits'
// (server/visits/visit-queries.ts), the quotes' (server/quotes/quote-queries.ts) and the push alerts' (store.push, server/push/push-queries.ts).
// Whoever opens the store (server/index.ts, the CLI, the tests' helpers) assembles them here, as it
// builds the desk's DeskStore (server/desk/desk-store.ts), so the store never imports a room above it.
import { pushQueries } from './push/push-queries'
import { quoteQueries } from './quotes/quote-queries'
import type { LeadStore } from './store/store'
import { visitQueries } from './visits/visit-queries'

export type ServerStore = ReturnType<typeof withRoomQueries>

export function withRoomQueries(store: LeadStore) {
  const { db, dialect } = store.handle
  const push = pushQueries(db, dialect)
  return {
    ...store,
    ...visitQueries(db, dialect),
    ...quoteQueries(db, dialect),
    /** The desk's push alerts: subscriptions, alert rows, VAPID keys. */
    push,
    /** The store's purge, then push alerts sent or failed over 30 days ago. */
    purgeExpired: async (now = new Date()): Promise<{ leads: number; photos: number }> => {
      const deleted = await store.purgeExpired(now)
      await push.purgeAlerts(now)
      return deleted
    },
  }
}
