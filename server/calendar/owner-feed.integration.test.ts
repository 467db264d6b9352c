// The owner's calendar through the real server, on SQLite and PostgreSQL: a person makes their
// private address on People and devices, a calendar app reads it without a session, and what it
// reads parses with an independent iCalendar parser (ical.js) to the booked visits of the next 60
// days only, each at the right UTC instant for its Portland time and linking to the lead, under the
// visit's own UID (the one the customer's calendar file carries), a lost lead's visit shown cancelled; a new
// address stops the old one, stopping it or removing the person answers 404 as a made-up secret
// does, and the answer is never stored by a cache, the server's static replay included.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { PeopleAnswer } from '#domain/desk-people'
import { buildApp } from '../app'
import { deskOf, storeTargets } from '../../tests/helpers/databases'
import { deskApp, deskSite, tokenOf } from '../../tests/helpers/desk-app'
import { standInDesk } from '../../tests/helpers/desk'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { type ServerStore } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()

// 1 November 2026, the day summer time ends in Portland; 10:00 in the morning there.
const now = new Date('2026-11-01T18:00:00Z')

const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) }
}

describe.each(storeTargets(pgDb))('the owner’s calendar on $name', (target) => {
  async function setUp() {
    const opened = await target.open()
    cleanups.push(() => opened.store.close())
    const desk = await deskApp(opened.store, cleanups, () => now)
    const owner = await desk.register(await deskOf(opened.store).createInvitation('owner@example.com', null, now))
    return { store: opened.store, desk, owner }
  }
  type Desk = Awaited<ReturnType<typeof setUp>>['desk']

  async function book(store: ServerStore, desk: Desk, cookie: string, name: string, on: string, time: string | null, zip = '97030') {
    const lead = await store.insertLead({ form: 'quote', name, email: 'c@example.com', phone: '(503) 555-0100', message: 'Shower', zip })
    const res = await desk.post(`/api/inbox/leads/${lead.id}`, cookie, { version: 1, status: 'Visit booked', visit: { on, time } })
    expect(res.statusCode, res.body).toBe(200)
    return lead.id
  }
  const makeFeed = async (desk: Desk, cookie: string) => {
    const res = await desk.post('/api/inbox/calendar-feed', cookie)
    expect(res.statusCode, res.body).toBe(200)
    return new URL(res.json<{ url: string }>().url)
  }

  it('serves the next 60 days of booked visits to a calendar app without a session, as valid iCalendar', async () => {
    const { store, desk, owner } = await setUp()
    expect((await desk.get('/api/inbox/people', owner.cookie)).json<PeopleAnswer>().calendarFeed).toBeNull()
    const summer = await book(store, desk, owner.cookie, 'Ann Lee', '2026-10-31', '09:30') // yesterday: not in the feed
    const today = await book(store, desk, owner.cookie, 'Bo Park', '2026-11-01', '15:00')
    const winter = await book(store, desk, owner.cookie, 'Cy Diaz', '2026-11-02', '09:30', '97301')
    const allDay = await book(store, desk, owner.cookie, 'Di Wu', '2026-12-31', null) // day 60
    await book(store, desk, owner.cookie, 'Ed Fox', '2027-01-01', '10:00') // day 61
    const lost = await book(store, desk, owner.cookie, 'Flo Kim', '2026-11-05', '10:00')
    const version = (await store.getLead(lost))?.version ?? 0
    expect((await desk.post(`/api/inbox/leads/${lost}`, owner.cookie, { version, status: 'Lost' })).statusCode).toBe(200)
    expect(summer).toBeGreaterThan(0)

    const address = await makeFeed(desk, owner.cookie)
    expect(address.origin).toBe(new URL(deskSite).origin)
    expect(address.pathname).toMatch(/^\/api\/inbox\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
    const res = await desk.server.inject({ url: address.pathname })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')

    const { calendar, events } = parse(res.body)
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT15M')
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT15M')
    expect(events.map((e) => e.summary)).toEqual([
      'Visit: Bo Park, Gresham 97030',
      'Visit: Cy Diaz, Salem 97301',
      'Canceled: Visit: Flo Kim, Gresham 97030',
      'Visit: Di Wu, Gresham 97030',
    ])
    const [first, second, cancelled, third] = events
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED')
    // The SEQUENCE of the customer's cancellation: booked at 0, cancelled at 1.
    expect(cancelled.sequence).toBe(1)
    expect(second.location).toBe('Salem 97301')
    // 3 PM on 1 November is PST (UTC-8); 9:30 AM on 2 November too.
    expect(first.startDate.toJSDate().toISOString()).toBe('2026-11-01T23:00:00.000Z')
    expect(second.startDate.toJSDate().toISOString()).toBe('2026-11-02T17:30:00.000Z')
    expect(second.endDate.toJSDate().toISOString()).toBe('2026-11-02T18:30:00.000Z')
    expect([third.startDate.isDate, third.startDate.toString()]).toEqual([true, '2026-12-31'])
    const uidOf = async (id: number) =>
      (await store.handle.db.selectFrom('leads').select('visit_uid').where('id', '=', id).executeTakeFirstOrThrow()).visit_uid
    expect(second.uid).toBe(await uidOf(winter))
    expect(first.uid).toBe(await uidOf(today))
    expect(first.uid).toMatch(new RegExp(`^visit-${today}-[\\w-]+@`))
    expect(second.description).toContain('Phone: (503) 555-0100')
    expect(second.description).toContain('ZIP: 97301')
    expect(second.component.getFirstPropertyValue('url')).toBe(`${deskSite.replace(/\/$/, '')}/inbox/leads/${winter}`)
    expect(third.description).toContain('No time set yet')
    expect(allDay).toBeGreaterThan(0)

    const listed = (await desk.get('/api/inbox/people', owner.cookie)).json<PeopleAnswer>()
    expect(listed.calendarFeed).toEqual({ createdAt: now.toISOString() })
    expect(listed.events[0]).toMatchObject({ kind: 'calendar', detail: 'made' })
  })

  it('moves a visit in the feed under the same UID with a higher SEQUENCE, never a cached copy', async () => {
    const { store, desk, owner } = await setUp()
    const id = await book(store, desk, owner.cookie, 'Ann Lee', '2026-11-10', '09:00')
    const address = await makeFeed(desk, owner.cookie)
    const before = parse((await desk.server.inject({ url: address.pathname })).body).events[0]
    const version = (await store.getLead(id))?.version ?? 0
    const moved = await desk.post(`/api/inbox/leads/${id}`, owner.cookie, { version, visit: { on: '2026-11-12', time: '13:00' } })
    expect(moved.statusCode, moved.body).toBe(200)
    // The server's static replay on, as in production: the feed is not a file it replays.
    const replaying = await buildApp({
      distDir: standInDesk(),
      inbox: { store, deskStore: deskOf(store), siteUrl: deskSite, outbox: { nudge() {} }, rateLimit: 0, now: () => now },
    })
    cleanups.push(() => replaying.close())
    const after = parse((await replaying.inject({ url: address.pathname })).body).events[0]
    expect(after.uid).toBe(before.uid)
    expect(after.sequence).toBeGreaterThan(before.sequence)
    expect(after.startDate.toJSDate().toISOString()).toBe('2026-11-12T21:00:00.000Z')
  })

  it('answers 404 to a stopped, replaced, made-up or malformed address, and to a removed person’s', async () => {
    const { store, desk, owner } = await setUp()
    const first = await makeFeed(desk, owner.cookie)
    const second = await makeFeed(desk, owner.cookie)
    const statusOf = async (path: string) => (await desk.server.inject({ url: path })).statusCode
    expect(await statusOf(second.pathname)).toBe(200)
    expect(await statusOf(first.pathname)).toBe(404)
    expect(await statusOf(`/api/inbox/calendar/${'A'.repeat(43)}.ics`)).toBe(404)
    for (const bad of ['x.ics', `${'A'.repeat(43)}.txt`, `${'A'.repeat(42)}%2F.ics`, '..%2F..%2Fpeople', `${'A'.repeat(43)}.ics%00`]) {
      expect(await statusOf(`/api/inbox/calendar/${bad}`), bad).toBe(404)
    }
    expect((await desk.post('/api/inbox/calendar-feed/revoke', owner.cookie)).statusCode).toBe(200)
    expect(await statusOf(second.pathname)).toBe(404)
    expect((await desk.post('/api/inbox/calendar-feed/revoke', owner.cookie)).statusCode).toBe(404)
    expect((await desk.get('/api/inbox/people', owner.cookie)).json<PeopleAnswer>().calendarFeed).toBeNull()

    // A helper's own address stops when an owner removes the helper.
    const invitation = await desk.post('/api/inbox/invitations', owner.cookie, { email: 'helper@example.com' })
    const helper = await desk.register(tokenOf(invitation.json<{ link: string }>().link))
    const helpers = await makeFeed(desk, helper.cookie)
    expect(await statusOf(helpers.pathname)).toBe(200)
    const helperId = (await deskOf(store).personByEmail('helper@example.com'))?.id ?? 0
    expect((await desk.post(`/api/inbox/people/${helperId}/remove`, owner.cookie)).statusCode).toBe(200)
    expect(await statusOf(helpers.pathname)).toBe(404)
    // Making and stopping an address needs a session and the desk's origin.
    expect((await desk.server.inject({ method: 'POST', url: '/api/inbox/calendar-feed' })).statusCode).toBe(403)
  })
})
