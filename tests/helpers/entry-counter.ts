// An entry counter for tests (server/plugins/entry-counter.ts): the site's address and Portland's
// calendar, the client as the socket's peer, and no timer's flush (a test calls flush()). Any
// option can be given instead.
import { type EntryCounterOptions, createEntryCounter } from '../../server/plugins/entry-counter'

export const testSite = 'https://www.startile.example'

export const testEntryCounter = (store: EntryCounterOptions['store'], options: Partial<EntryCounterOptions> = {}) =>
  createEntryCounter({
    store,
    siteUrl: testSite,
    timeZone: 'America/Los_Angeles',
    clientAddress: (req) => req.socket.remoteAddress,
    flushMs: 60_000,
    ...options,
  })
