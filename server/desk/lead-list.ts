// The desk's list of leads, a page at a time, all of it done by the database: keyset pages in the
// list's own order (newest first, the id breaking ties between equal times) through the indexes of
// migration 010, the status filter, the count per status, and the search (domain/lead-search.ts) on
// SQLite's FTS5 trigram index or PostgreSQL's pg_trgm indexes. A page reads its 50 rows and one
// more (to know whether there are older ones), never the rest: every lead is reachable by paging.
import { type Kysely, type SqlBool, sql } from 'kysely'
import * as z from 'zod'
import { business } from '#content/business'
import type { LeadRow, ListAnswer } from '#domain/desk-contract'
import { type QuoteState, quoteState } from '#domain/quote/quote-state'
import type { Dialect } from '../store/dialect'
import { type LeadFilter, searchCondition } from '../store/lead-search'
import { statusCounts } from '../store/status-counts'
import { type Tables, isLeadStatus, leadStatuses } from '../store/tables'

export type { LeadFilter } from '../store/lead-search'

/** One lead as the list shows it (the contract's row, less the place the route adds in words). */
export type DeskLeadRow = Omit<LeadRow, 'place'>
export type DeskLeadCounts = ListAnswer['counts']
/** Cursors: pass `older` as before=, `newer` as after=; null when there is nothing that way. */
export type DeskLeadPaging = ListAnswer['page']
/** A page of the list as the store reads it; the route adds the outbox's health and each row's place (ListAnswer). */
export type DeskLeadPage = { leads: DeskLeadRow[]; counts: DeskLeadCounts; countsCapped: boolean; page: DeskLeadPaging }

/** Under a search, the counts stop at this many leads ("1,000+"): counting every match of a ZIP a fifth of the store shares is what cost. */
export const searchCountCap = 1000

export const pageSize = 50

/** A place in the list: a lead's time and id. Opaque to the desk (base64url JSON). */
export type Cursor = { createdAt: string; id: number }
// Ids are PostgreSQL's serial (a 32-bit integer): a larger one would fail the query, not page.
const cursorSchema = z.tuple([z.string().datetime(), z.number().int().positive().max(2_147_483_647)])

export const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url')

/** The cursor in `text`, or undefined when it is not one this server made. */
export function decodeCursor(text: string): Cursor | undefined {
  if (text.length > 200 || !/^[\w-]+$/.test(text)) return undefined
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')))
    return parsed.success ? { createdAt: parsed.data[0], id: parsed.data[1] } : undefined
  } catch {
    return undefined
  }
}

export function deskLeadList(db: Kysely<Tables>, dialect: Dialect) {
  const filtered = (filter: LeadFilter, withStatus: boolean, broad = false) => {
    let query = db.selectFrom('leads as l')
    const search = searchCondition(dialect, filter.q, broad)
    if (search) query = query.where(search)
    if (withStatus && filter.status) query = query.where('l.status', '=', filter.status)
    return query
  }
  const beyond = (c: Cursor, way: 'older' | 'newer') =>
    way === 'older'
      ? sql<SqlBool>`(l.created_at, l.id) < (${c.createdAt}, ${c.id})`
      : sql<SqlBool>`(l.created_at, l.id) > (${c.createdAt}, ${c.id})`
  const order = (way: 'older' | 'newer') => (way === 'older' ? 'desc' : 'asc')
  const exists = async (filter: LeadFilter, c: Cursor, way: 'older' | 'newer', broad: boolean) =>
    (await filtered(filter, true, broad)
      .select('l.id')
      .where(beyond(c, way))
      .orderBy('l.created_at', order(way))
      .orderBy('l.id', order(way))
      .limit(1)
      .executeTakeFirst()) !== undefined

  return {
    /** One page of the list (newest first) with the counts per status; `before`/`after` a cursor; `now` decides an expired quote. */
    deskLeads: async (filter: LeadFilter = {}, at: { before?: Cursor; after?: Cursor } = {}, now = new Date()): Promise<DeskLeadPage> => {
      const way = at.after ? 'newer' : 'older'
      const from = at.after ?? at.before
      // The counts first: whether a search matches many leads decides how SQLite reads the page.
      const { counts, capped } = await countsOf(filter)
      let query = filtered(filter, true, capped)
        .select([
          'l.id',
          'l.name',
          'l.form',
          'l.project_type',
          'l.zip',
          'l.in_area',
          'l.created_at',
          'l.status',
          'l.visit_on',
          'l.visit_time',
          sql<number>`CASE WHEN l.estimate IS NULL THEN 0 ELSE 1 END`.as('has_estimate'),
          sql<number>`CASE WHEN l.opened_at IS NULL THEN 0 ELSE 1 END`.as('was_opened'),
        ])
        .orderBy('l.created_at', order(way))
        .orderBy('l.id', order(way))
        .limit(pageSize + 1)
      if (from) query = query.where(beyond(from, way))
      const rows = await query.execute()
      const more = rows.length > pageSize
      const shown = rows.slice(0, pageSize)
      if (way === 'newer') shown.reverse()
      const ids = shown.map((r) => Number(r.id))
      const photos =
        ids.length === 0
          ? []
          : await db
              .selectFrom('lead_photos')
              .select(['lead_id', (eb) => eb.fn.countAll().as('n')])
              .where('lead_id', 'in', ids)
              .groupBy('lead_id')
              .execute()
      // The badge of a customer's open request to move or cancel the visit: read for this page's ids only.
      const requests =
        ids.length === 0
          ? []
          : await db
              .selectFrom('visit_requests')
              .select('lead_id')
              .distinct()
              .where('lead_id', 'in', ids)
              .where('handled_at', 'is', null)
              .execute()
      const quotes = await quoteStates(ids, now)
      const leads = shown.map((r): DeskLeadRow => ({
        id: Number(r.id),
        name: r.name,
        form: r.form,
        projectType: r.project_type,
        zip: r.zip,
        inArea: r.in_area === null ? null : Number(r.in_area) === 1,
        photoCount: Number(photos.find((p) => Number(p.lead_id) === Number(r.id))?.n ?? 0),
        estimate: Number(r.has_estimate) === 1,
        createdAt: r.created_at,
        status: r.status,
        opened: Number(r.was_opened) === 1,
        visit: r.visit_on ? { on: r.visit_on, time: r.visit_time ?? null } : null,
        visitRequest: requests.some((q) => Number(q.lead_id) === Number(r.id)),
        quote: quotes.get(Number(r.id)) ?? null,
      }))
      const cursorOf = (l: DeskLeadRow | undefined) => (l ? encodeCursor({ createdAt: l.createdAt, id: l.id }) : null)
      const first = leads[0]
      const last = leads[leads.length - 1]
      // The way it read, the extra row tells; the other way, whether anything lies past the cursor.
      const olderLeft =
        way === 'older' ? more : last !== undefined && (await exists(filter, { createdAt: last.createdAt, id: last.id }, 'older', capped))
      const newerLeft =
        way === 'newer'
          ? more
          : from !== undefined &&
            first !== undefined &&
            (await exists(filter, { createdAt: first.createdAt, id: first.id }, 'newer', capped))
      return {
        leads,
        counts,
        countsCapped: capped,
        page: { older: olderLeft ? cursorOf(last) : null, newer: newerLeft ? cursorOf(first) : null },
      }
    },
  }

  /**
   * The quote's state of each lead of a page, in two reads for the page's ids whatever their
   * quotes: each lead's latest version (its number the greatest of the lead's, through the unique
   * index on lead and version) with its first view (the events' index on version and time), and
   * which of the others have a draft. The chip's state is domain/quote/quote-state.ts's.
   */
  async function quoteStates(ids: number[], now: Date): Promise<Map<number, QuoteState>> {
    const states = new Map<number, QuoteState>()
    if (ids.length === 0) return states
    const latest = await db
      .selectFrom('quote_versions as v')
      .select((eb) => [
        'v.lead_id',
        'v.valid_through',
        'v.accepted_at',
        'v.declined_at',
        'v.question_at',
        eb
          .selectFrom('quote_events as e')
          .select((e) => e.fn.min('e.at').as('first'))
          .whereRef('e.version_id', '=', 'v.id')
          .where('e.kind', '=', 'view')
          .as('first_viewed_at'),
      ])
      .where('v.lead_id', 'in', ids)
      .where((eb) =>
        eb(
          'v.version',
          '=',
          eb
            .selectFrom('quote_versions as w')
            .select((w) => w.fn.max('w.version').as('top'))
            .whereRef('w.lead_id', '=', 'v.lead_id'),
        ),
      )
      .execute()
    const timeZone = business.replyPromise.timeZone
    for (const v of latest) {
      const facts = {
        validThrough: v.valid_through,
        acceptedAt: v.accepted_at,
        declinedAt: v.declined_at,
        questionAt: v.question_at,
        firstViewedAt: (v.first_viewed_at as string | null) ?? null,
      }
      states.set(Number(v.lead_id), quoteState(facts, now, timeZone))
    }
    const unsent = ids.filter((id) => !states.has(id))
    if (unsent.length === 0) return states
    const drafts = await db.selectFrom('quote_drafts').select('lead_id').where('lead_id', 'in', unsent).execute()
    for (const d of drafts) states.set(Number(d.lead_id), 'draft')
    return states
  }

  /**
   * Leads per status over the whole store (summed from the status deltas), or over the search (the
   * status filter aside) up to searchCountCap of them: `capped` when the search matches more.
   */
  async function countsOf(filter: LeadFilter): Promise<{ counts: DeskLeadCounts; capped: boolean }> {
    const searching = searchCondition(dialect, filter.q) !== undefined
    const rows = searching
      ? await db
          .selectFrom(
            filtered(filter, false)
              .select('l.status')
              .limit(searchCountCap + 1)
              .as('m'),
          )
          .select(['m.status', (eb) => eb.fn.countAll().as('n')])
          .groupBy('m.status')
          .execute()
      : await statusCounts(db)
    const counts = { ...Object.fromEntries(leadStatuses.map((s) => [s, 0])), all: 0 } as DeskLeadCounts
    for (const { status, n } of rows) {
      if (isLeadStatus(status)) counts[status] += Number(n)
      counts.all += Number(n)
    }
    const capped = searching && counts.all > searchCountCap
    if (capped) counts.all = searchCountCap
    return { counts, capped }
  }
}
