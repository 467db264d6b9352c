// The two addresses that carry their key, a customer's visit link and the owner's calendar feed,
// driven through the listening server on SQLite and PostgreSQL with every method and refusal a
// browser, a calendar app or an attacker sends (400, 403, 404, 413, 415, 429, the listener's own
// 400s, methods no route takes, a trailing slash, a query): no log line holds the token or the
// secret, and the lines that name those requests name them by pattern. And the feed's rate limit.
import { logLines } from '../../tests/helpers/log-lines'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { feedReadsPerMinute } from '../calendar/feed-limit'
import { iso } from '../store/tables'
import { deskOf, storeTargets } from '../../tests/helpers/databases'
import { deskSite, standInDesk } from '../../tests/helpers/desk'
import { rawClient, statusOf } from '../../tests/helpers/raw-client'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const now = new Date('2026-11-20T18:00:00Z')
const person = { id: 1, email: 'owner@startile.example' }
const form = 'application/x-www-form-urlencoded'

describe.each(storeTargets(pgDb))('secret paths in the log on $name', (target) => {
  async function setUp() {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const desk = deskOf(store)
    const { id } = await store.insertLead(
      { form: 'quote', name: 'Pat Doe', email: 'pat@example.com', phone: '(503) 555-0100', message: '', zip: '97030' },
      now,
    )
    expect((await desk.changeLead(id, { version: 1, visit: { on: '2026-11-26', time: '09:30' }, person }, now)).ok).toBe(true)
    const { visit_uid: uid } = await store.handle.db.selectFrom('leads').select('visit_uid').where('id', '=', id).executeTakeFirstOrThrow()
    const token = new URL(await store.visitLinkFor(id, uid ?? '')).pathname.slice('/visit/'.length)
    const { id: personId } = await store.handle.db
      .insertInto('people')
      .values({ email: person.email, role: 'owner', created_at: iso(now) })
      .returning('id')
      .executeTakeFirstOrThrow()
    const secret = await desk.makeCalendarFeed(Number(personId), now)

    const { lines, stream } = logLines()
    const app = await buildApp({
      distDir: standInDesk(),
      logger: { level: 'info', stream },
      visits: { store, outbox: { nudge() {} }, siteUrl: deskSite, rateLimit: 3, now: () => now },
      inbox: { store, deskStore: desk, siteUrl: deskSite, outbox: { nudge() {} }, rateLimit: 3, now: () => now },
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    cleanups.push(() => app.close())
    const port = (app.server.address() as AddressInfo).port
    let addresses = 0
    /** One request on its own connection, from a fresh address unless `from` is given; resolves to the status and headers. */
    const send = async (head: string, body = '', from = `127.0.${40 + Math.floor(addresses / 250)}.${1 + (addresses++ % 250)}`) => {
      const client = await rawClient(port, from)
      const length = body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ''
      await client.write(`${head}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n${length}\r\n${body}`)
      await client.closed
      return { status: statusOf(client.received()), text: client.received() }
    }
    return { token, secret, lines, send }
  }

  it('logs neither the visit token nor the calendar secret, for any method or refusal', { timeout: 60_000 }, async () => {
    const { token, secret, lines, send } = await setUp()
    const visit = `/visit/${token}`
    const feed = `/api/inbox/calendar/${secret}.ics`
    const statuses: Record<string, number | undefined> = {}
    const drive = async (name: string, head: string, body = '', from?: string) => {
      statuses[name] = (await send(head, body, from)).status
    }

    for (const path of [visit, `${visit}/`, `${visit}?sent=move`, feed, `${feed}/`, `${feed}?x=1`, '/visit/made-up-token-1234']) {
      for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'REPORT', 'MKCALENDAR']) {
        await drive(`${method} ${path}`, `${method} ${path} HTTP/1.1`)
      }
      await drive(`POST ${path}`, `POST ${path} HTTP/1.1\r\nContent-Type: text/calendar`, 'BEGIN:VCALENDAR')
    }
    const post = (extra: string) => `POST ${visit} HTTP/1.1\r\nSec-Fetch-Site: same-origin\r\n${extra}`
    await drive('400', post(`Content-Type: ${form}`), 'action=neither')
    await drive(
      '403',
      `POST ${visit} HTTP/1.1\r\nOrigin: https://evil.example\r\nSec-Fetch-Site: same-origin\r\nContent-Type: ${form}`,
      'action=cancel',
    )
    await drive('413', post(`Content-Type: ${form}`), `note=${'x'.repeat(9000)}`)
    await drive('415', post('Content-Type: text/xml'), '<cancel/>')
    for (let i = 0; i < 4; i++) await drive('429 visit', `GET ${visit} HTTP/1.1`, '', '127.0.60.1')
    for (let i = 0; i < 31; i++) await drive('429 feed', `GET ${feed} HTTP/1.1`, '', '127.0.61.1')
    // The listener's own refusals, before routing: an absolute-form target, an escaped API path.
    await drive('absolute', `GET http://127.0.0.1${visit} HTTP/1.1`)
    await drive('escaped', `GET /%61pi/inbox/calendar/${secret}.ics HTTP/1.1`)
    await drive('escaped visit', `GET /%76isit/${token}x HTTP/1.1`)

    expect(statuses).toMatchObject({
      [`GET ${visit}`]: 200,
      [`GET ${feed}`]: 200,
      [`PROPFIND ${feed}`]: 404,
      // A body of a type no route reads: refused before routing.
      [`POST ${feed}`]: 415,
      [`PUT ${visit}`]: 404,
      [`GET ${visit}/`]: 301,
      400: 400,
      403: 403,
      413: 413,
      415: 415,
      '429 visit': 429,
      '429 feed': 429,
      absolute: 400,
      escaped: 400,
    })
    const text = lines.join('')
    expect(text).not.toContain(token)
    expect(text).not.toContain(secret)
    expect(text).not.toContain('made-up-token-1234')
    // The lines are there, by pattern: every refusal of the visit page, and the feed's.
    const logged = lines.map(
      (line) => JSON.parse(line) as { req?: { url: string }; res?: { statusCode: number }; desk?: { route: string } },
    )
    const visitStatuses = new Set(logged.filter((l) => l.req?.url === '/visit/:token').map((l) => l.res?.statusCode))
    expect([...visitStatuses].sort()).toEqual(expect.arrayContaining([400, 403, 404, 413, 415, 429]))
    expect(logged.some((l) => l.req?.url === '/api/inbox/calendar/:secret' && l.res?.statusCode === 404)).toBe(true)
    expect(logged.some((l) => l.desk?.route === '/api/inbox/calendar/:secret')).toBe(true)
  })

  it('answers a visit link with a trailing slash with a 301 no cache keeps', async () => {
    const { token, send } = await setUp()
    const { status, text } = await send(`GET /visit/${token}/ HTTP/1.1`)
    expect(status).toBe(301)
    expect(text).toMatch(/\r\ncache-control: no-store\r\n/i)
    expect(text).toMatch(/\r\nreferrer-policy: no-referrer\r\n/i)
    expect(text).toContain(`location: /visit/${token}\r\n`)
  })

  it('lets one client read the calendar feed 30 times a minute, then answers 429 with Retry-After; another client is served', async () => {
    const { secret, send } = await setUp()
    const feed = `GET /api/inbox/calendar/${secret}.ics HTTP/1.1`
    const statuses = []
    for (let i = 0; i < feedReadsPerMinute; i++) statuses.push((await send(feed, '', '127.0.62.1')).status)
    expect(statuses).toEqual(Array(feedReadsPerMinute).fill(200))
    const limited = await send(feed, '', '127.0.62.1')
    expect(limited.status).toBe(429)
    expect(limited.text).toMatch(/\r\nretry-after: \d+\r\n/i)
    expect((await send(feed, '', '127.0.63.1')).status).toBe(200)
  })
})
