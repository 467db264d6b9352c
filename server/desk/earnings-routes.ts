// The desk's Earnings (issue 44, record 040), owner only: the range's entries and leads by landing
// page and by source (server/store/earnings-queries.ts), as JSON for the page and as a CSV of the
// same two tables. A range the desk does not offer is a 400 with the page's sentence.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { business } from '#content/business'
import { deskEarningsWords as words } from '#content/pages/desk-earnings'
import { type EarningsRange, type EarningsRow, earningsRange } from '#domain/earnings'
import { plainDollars } from '#domain/quote/money'
import type { EarningsQuery } from '#domain/desk-contract'
import { businessDay } from '#domain/visit-plan'
import type { LeadStore } from '../store/store'
import { csvCell } from '../mail/format'
import { signedIn } from './door'
import { deskRoute } from '../net/typed-routes'

type Options = { store: Pick<LeadStore, 'earnings'>; now: () => Date }

const tz = business.replyPromise.timeZone
const header = ['table', 'key', 'entries', 'requests', 'visits_booked', 'quotes_sent', 'won', 'won_value', 'requests_per_100_entries']

function csvRows(table: string, rows: readonly EarningsRow[], unknown: string): string[] {
  return rows.map((r) =>
    [table, r.key || unknown, r.entries, r.requests, r.visits, r.quotes, r.won, plainDollars(r.wonCents), r.per100]
      .map((v) => csvCell(v))
      .join(','),
  )
}

export async function inboxEarningsRoutes(scope: FastifyInstance, { store, now }: Options): Promise<void> {
  /** The owner's range, or the refusal already sent. */
  function rangeOf(request: FastifyRequest, query: EarningsQuery, reply: FastifyReply): EarningsRange | undefined {
    if (signedIn(request).person.role !== 'owner') {
      void reply.code(403).send({ ok: false, error: words.refusals.ownerOnly })
      return undefined
    }
    const range = earningsRange(query, businessDay(now(), tz))
    if (!range) void reply.code(400).send({ ok: false, error: words.refusals.range })
    return range
  }

  deskRoute(scope, 'earnings', async (request, reply) => {
    const range = rangeOf(request, request.query, reply)
    if (!range) return reply
    const days = request.query.from === undefined ? Number(request.query.days ?? 30) : null
    return { ...(await store.earnings(range, tz)), days }
  })

  deskRoute(scope, 'earningsCsv', async (request, reply) => {
    const range = rangeOf(request, request.query, reply)
    if (!range) return reply
    const tables = await store.earnings(range, tz)
    const lines = [
      header.join(','),
      ...csvRows(words.csvTables.page, tables.pages, words.unknownPage),
      ...csvRows(words.csvTables.source, tables.sources, words.unknownPage),
      ...csvRows(words.csvTables.total, [tables.total], words.total),
    ]
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="earnings-${range.from}-to-${range.to}.csv"`)
      .send(`${lines.join('\r\n')}\r\n`)
  })
}
