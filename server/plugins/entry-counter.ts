// Counts the site's entries on the hot path (issue 44, record 040), without a cookie or a script:
// the listener hands every request to observe() before the static replay or Fastify answers it.
// A page GET that starts a visit (domain/entries.ts: no Referer from this site, no bot, no
// prefetch or prerender) is counted when its path is one of the built pages, which is answered
// with the page (200, or 304 for a browser that has it; never a 404 or a redirect), under its
// landing page and source. Its visit key is an HMAC of the client's address and browser with the
// day's salt (daily_salts, deleted with the day's keys), so a second page of the same visit, from
// another instance too, counts nothing.
// A browser that asks not to be tracked is counted without a key and without its source.
// Counts wait in memory and are written together every ENTRY_FLUSH_MS (5 s by default) and when
// the server closes: a crash loses at most that long's entries. Memory is bounded: at most
// `maxPending` entries wait (more are dropped and said in the log). The day's visitors this instance
// counted are remembered in memory (never written) so that a repeat costs a lookup rather than a
// hash, at most `maxSeen` (100,000) of them; past that the database still counts each key once.
import { createHmac } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { isbot } from 'isbot'
import { optedOut } from '#domain/attribution'
import { type EntrySource, entryPage, entrySource, fromOwnSite, isSpeculative, otherSource, privateSource } from '#domain/entries'
import { addDays } from '#domain/morning-digest'
import { businessDay } from '#domain/visit-plan'
import type { EntryCounts, KeyedEntry, UnkeyedEntries } from '../store/entry-counts'
import { ownHosts } from './attribution'

export type EntryCounterOptions = {
  store: EntryCounts
  siteUrl: string
  timeZone: string
  /** Who the client is, as the per-client limits count it (its address, an IPv6 /64, as request.ip reads it behind TRUST_PROXY): server/index.ts. */
  clientAddress: (req: IncomingMessage) => string | undefined
  flushMs: number
  now?: () => Date
  /** Where a failed write or dropped counts are said (the app's logger). */
  warn?: (message: string) => void
  maxPending?: number
  maxSeen?: number
  /** Different sources (with medium and campaign) a day before a new one counts as 'other'. */
  maxSources?: number
}

export type EntryCounter = ReturnType<typeof createEntryCounter>

/** Visits written in one transaction. */
const writeSlice = 1000

/** isbot's one large expression, asked once per browser version: a site sees few of them. */
const bots = new Map<string, boolean>()
function isBot(ua: string): boolean {
  let known = bots.get(ua)
  if (known === undefined) {
    if (bots.size >= 2000) bots.clear()
    known = isbot(ua)
    bots.set(ua, known)
  }
  return known
}

export function createEntryCounter(options: EntryCounterOptions) {
  const { store, siteUrl, timeZone, clientAddress, flushMs } = options
  const now = options.now ?? (() => new Date())
  const maxPending = options.maxPending ?? 50_000
  const maxSeen = options.maxSeen ?? 100_000
  const maxSources = options.maxSources ?? 500
  const warn = options.warn ?? (() => {})

  let keyed: KeyedEntry[] = []
  let unkeyed = new Map<string, UnkeyedEntries>()
  let unkeyedCount = 0
  let dropped = 0
  /** The day's visitors (address and browser) this instance counted: in memory only, forgotten with the day. */
  let seen = new Set<string>()
  let seenDay = ''
  /** The day's sources (source, medium, campaign) counted by this instance. */
  let sources = new Set<string>()
  /** The business day, read again at most once a second (Intl is slow on the hot path). */
  let today = { day: '', until: 0 }
  const salts = new Map<string, string>()
  /** Visits of days whose salt is still being read: address and browser held only until then. */
  let unsalted: { day: string; page: string; source: EntrySource; who: string }[] = []
  let saltLoading: Promise<void> | undefined
  let flushing: Promise<void> | undefined
  let purgedBefore = ''

  function dayNow(): string {
    const t = now().getTime()
    if (t >= today.until || t < today.until - 1000) today = { day: businessDay(new Date(t), timeZone), until: t + 1000 }
    return today.day
  }

  const keyOf = (salt: string, who: string) => createHmac('sha256', salt).update(who).digest('base64url').slice(0, 27)

  function loadSalt(day: string): Promise<void> {
    saltLoading ??= store
      .entrySalt(day)
      .then((salt) => {
        salts.set(day, salt)
        for (const d of salts.keys()) if (d < addDays(day, -1)) salts.delete(d)
        const waiting = unsalted
        unsalted = []
        for (const w of waiting) {
          const s = salts.get(w.day)
          if (s) addKeyed(w.day, w.page, w.source, keyOf(s, w.who))
        }
      })
      .catch(() => warn('entries: could not read the day’s salt; will try again'))
      .finally(() => {
        saltLoading = undefined
      })
    return saltLoading
  }

  /**
   * The source as counted: the campaign's words are the visitor's, so past `maxSources` different
   * ones a day (per instance) a new one is counted as 'other', and the day's rows stay bounded by
   * pages × sources however many made-up campaigns a script sends.
   */
  function boundedSource(source: EntrySource): EntrySource {
    const k = `${source.source}\n${source.medium}\n${source.campaign}`
    if (sources.has(k)) return source
    if (sources.size >= maxSources) return { source: otherSource, medium: '', campaign: '' }
    sources.add(k)
    return source
  }

  function addKeyed(day: string, page: string, source: EntrySource, key: string) {
    if (keyed.length + unkeyedCount >= maxPending) {
      dropped++
      return
    }
    keyed.push({ day, key, page, ...source })
  }

  function addUnkeyed(day: string, page: string) {
    if (keyed.length + unkeyedCount >= maxPending) {
      dropped++
      return
    }
    const k = `${day} ${page}`
    const known = unkeyed.get(k)
    if (known) known.entries++
    else unkeyed.set(k, { day, page, source: privateSource, medium: '', campaign: '', entries: 1 })
    unkeyedCount++
  }

  function count(req: IncomingMessage, page: string, search: string) {
    const day = dayNow()
    if (optedOut(req.headers)) return addUnkeyed(day, page)
    const who = `${clientAddress(req) ?? ''}\n${req.headers['user-agent'] ?? ''}`
    // A visitor this instance already counted today costs a lookup, not a hash (memory only, never written).
    if (day !== seenDay) {
      seen = new Set()
      sources = new Set()
      seenDay = day
    }
    if (seen.has(who)) return
    if (seen.size < maxSeen) seen.add(who)
    const source = boundedSource(entrySource(search ? new URLSearchParams(search) : undefined, req.headers.referer))
    const salt = salts.get(day)
    if (salt) return addKeyed(day, page, source, keyOf(salt, who))
    if (unsalted.length < 10_000) unsalted.push({ day, page, source, who })
    else dropped++
    void loadSalt(day)
  }

  const counter = {
    /** Looks at one request as the listener receives it, and counts it if it lands on a built page (`isPage`, the site's). */
    observe(req: IncomingMessage, isPage: (path: string) => boolean): void {
      if (req.method !== 'GET') return
      const url = req.url ?? ''
      const at = url.indexOf('?')
      const page = entryPage(at < 0 ? url : url.slice(0, at))
      if (!page) return
      const { headers } = req
      const ua = headers['user-agent']
      // No browser sends no User-Agent; scripts and monitors often do.
      if (!ua || isBot(ua) || isSpeculative(headers)) return
      if (headers.referer && fromOwnSite(headers.referer, ownHosts(siteUrl, headers.host))) return
      // The page itself (200, or 304 when the browser has it): a 404 or a redirect is no entry.
      if (isPage(page)) count(req, page, at < 0 ? '' : url.slice(at + 1))
    },

    /** The page this request's client landed on today or yesterday (a lead's landing page), or undefined. */
    async landingOf(req: IncomingMessage): Promise<string | undefined> {
      if (optedOut(req.headers)) return undefined
      const day = dayNow()
      const who = `${clientAddress(req) ?? ''}\n${req.headers['user-agent'] ?? ''}`
      const days = [day, addDays(day, -1)]
      const keys: string[] = []
      for (const d of days) {
        const salt = salts.get(d) ?? (d === day ? await store.entrySalt(d) : undefined)
        if (!salt) continue
        const key = keyOf(salt, who)
        // Not yet written: this instance counted it a moment ago.
        const waiting = keyed.findLast((e) => e.key === key)
        if (waiting) return waiting.page
        keys.push(key)
      }
      for (const key of keys) {
        const page = await store.landingOf(key, days)
        if (page) return page
      }
      return undefined
    },

    /** Writes what is waiting; on failure it waits for the next flush (within maxPending). */
    flush(): Promise<void> {
      flushing ??= (async () => {
        if (unsalted.length > 0) await loadSalt(unsalted[0].day)
        else if (saltLoading) await saltLoading
        const batch = keyed
        const totals = [...unkeyed.values()]
        keyed = []
        unkeyed = new Map()
        unkeyedCount = 0
        if (dropped > 0) {
          warn(`entries: ${dropped} not counted (more than ${maxPending} waiting)`)
          dropped = 0
        }
        const day = dayNow()
        // A transaction per 1,000 visits, the event loop free between them: SQLite's driver is
        // synchronous, and a flood's 15,000 keys written at once held every request for 250 ms.
        let written = 0
        let unkeyedLeft = totals
        try {
          while (written < batch.length || unkeyedLeft.length > 0) {
            if (written > 0) await new Promise((resolve) => setImmediate(resolve))
            const slice = batch.slice(written, written + writeSlice)
            await store.addEntries(slice, unkeyedLeft)
            written += slice.length
            unkeyedLeft = []
          }
        } catch {
          warn(`entries: could not write ${batch.length - written + unkeyedLeft.length} count(s); will try again`)
          keyed = [...batch.slice(written), ...keyed].slice(0, maxPending)
          for (const t of unkeyedLeft) {
            const k = `${t.day} ${t.page}`
            const known = unkeyed.get(k)
            if (known) known.entries += t.entries
            else unkeyed.set(k, t)
            unkeyedCount += t.entries
          }
        }
        // Once a day: the keys and salts of the days before yesterday go (a lead may still name yesterday's landing).
        const keepFrom = addDays(day, -1)
        if (purgedBefore !== keepFrom) {
          try {
            await store.purgeEntryKeys(keepFrom)
            purgedBefore = keepFrom
            for (const d of salts.keys()) if (d < keepFrom) salts.delete(d)
          } catch {
            warn('entries: could not delete the old visit keys; will try again')
          }
        }
      })().finally(() => {
        flushing = undefined
      })
      return flushing
    },

    /** Entries waiting to be written (tests, the bench). */
    waiting: () => keyed.length + unkeyedCount + unsalted.length,

    start(): () => Promise<void> {
      void loadSalt(dayNow())
      const timer = setInterval(() => void counter.flush(), flushMs)
      timer.unref()
      return async () => {
        clearInterval(timer)
        await counter.flush()
      }
    },
  }
  return counter
}
