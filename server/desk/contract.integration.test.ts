// The desk's contract (domain/desk-contract) as the real server keeps it, on SQLite and
// PostgreSQL: the list answers in the contract's shape and reads its query by the contract's
// schema; every crafted query, body or id is refused before the handler with the desk's own
// sentence for that route (a 400) or the 404 of an unknown id, never a 500; the lead's visit
// windows come as the words the contract says they are.
import { describe, expect, it } from 'vitest'
import { type LeadAnswer, type ListAnswer, deskApi } from '#domain/desk-contract'
import { inboxWords } from '#content/pages/inbox'
import { buildApp } from '../app'
import { storeTargets, deskOf } from '../../tests/helpers/databases'
import { deskJson, deskSite, register, standInDesk, withCookie } from '../../tests/helpers/desk'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { type ServerStore } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const api = inboxWords.api

describe.each(storeTargets(pgDb))('the desk contract on $name', (target) => {
  const clock = new Date('2026-11-25T12:00:00Z')
  const dist = standInDesk()

  async function signedInDesk() {
    const opened = await target.open()
    cleanups.push(() => opened.store.close())
    const store: ServerStore = opened.store
    const server = await buildApp({
      distDir: dist,
      replayStatic: false,
      inbox: { store, deskStore: deskOf(store), siteUrl: deskSite, outbox: { nudge() {} }, rateLimit: 0, now: () => clock },
    })
    cleanups.push(() => server.close())
    const { cookie } = await register(server, await deskOf(store).createInvitation('owner@example.com', null, clock))
    const get = (url: string) => server.inject({ url, headers: withCookie(cookie) })
    const post = (url: string, payload?: unknown) =>
      server.inject({
        method: 'POST',
        url,
        headers: withCookie(cookie, deskJson),
        ...(payload !== undefined && { payload: JSON.stringify(payload) }),
      })
    return { store, get, post }
  }

  const lead = (name: string) => ({ form: 'contact' as const, name, email: `${name}@example.com`, phone: '503 555 0100', message: 'x' })

  it("answers the list in the contract's shape and refuses a crafted query with the desk's sentence", async () => {
    const { store, get } = await signedInDesk()
    await store.insertLead(lead('ann'), clock)
    await store.insertLead({ ...lead('bot'), spamReason: 'honeypot' }, clock)
    const all = await get(deskApi.leads())
    expect(all.statusCode).toBe(200)
    const listing: ListAnswer = all.json()
    expect(Object.keys(listing).sort()).toEqual(['counts', 'countsCapped', 'health', 'leads', 'page'])
    expect(listing.counts).toMatchObject({ New: 1, Spam: 1, Won: 0, all: 2 })
    expect(listing.page).toEqual({ older: null, newer: null })
    expect(Object.keys(listing.leads[0]!).sort()).toEqual(
      [
        'createdAt',
        'estimate',
        'form',
        'id',
        'inArea',
        'name',
        'opened',
        'photoCount',
        'place',
        'projectType',
        'quote',
        'status',
        'visit',
        'visitRequest',
        'zip',
      ].sort(),
    )
    // The "All" link's empty status is no filter; a known one filters.
    expect((await get('/api/inbox/leads?status=&q=')).json().leads).toHaveLength(2)
    expect((await get(deskApi.leads({ status: 'Spam' }))).json().leads.map((l: { name: string }) => l.name)).toEqual(['bot'])
    for (const url of [
      '/api/inbox/leads?status=Bogus',
      '/api/inbox/leads?status=Won&status=Lost',
      `/api/inbox/leads?before=${'x'.repeat(201)}`,
      `/api/inbox/leads?q=${'a'.repeat(201)}`,
      '/api/inbox/leads.csv?status=Bogus',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json(), url).toEqual({ ok: false, error: api.unreadable })
    }
  })

  it("refuses a crafted body or id before the handler, in that route's words, never a 500", async () => {
    const { store, get, post } = await signedInDesk()
    const { id } = await store.insertLead(lead('ann'), clock)
    const refusals: [string, unknown, number, string][] = [
      [deskApi.change(id), { version: 'one' }, 400, api.changeUnreadable],
      [deskApi.change(id), { version: 1, status: 'Bogus' }, 400, api.changeUnreadable],
      [deskApi.change(id), [1, 2], 400, api.changeUnreadable],
      [deskApi.notSpam(id), {}, 400, api.changeUnreadable],
      [deskApi.privacyFind(), { match: 'ab' }, 400, api.matchNeeded],
      [deskApi.privacyDelete(), { match: 'ann@example.com' }, 400, api.matchNeeded],
      [deskApi.invitations(), { email: 'not an address' }, 400, api.emailNeeded],
      [deskApi.invitations(), { email: 'b@example.com', role: 'admin' }, 400, api.emailNeeded],
      [deskApi.role(1), { role: 'admin' }, 400, api.unreadable],
      [deskApi.registerOptions(), { token: 7 }, 400, api.unreadable],
      [deskApi.registerVerify(), { response: {} }, 400, api.unreadable],
      // A malformed id is the same 404 as an unknown one, whatever the body.
      ['/api/inbox/leads/007', { version: 'one' }, 404, api.notFound],
      ['/api/inbox/leads/1e3/not-spam', { version: 1 }, 404, api.notFound],
      ['/api/inbox/leads/2147483648/review', undefined, 404, api.notFound],
      ['/api/inbox/people/-1/remove', undefined, 404, api.notFound],
      ['/api/inbox/invitations/0/revoke', undefined, 404, api.notFound],
      ['/api/inbox/passkeys/a.b/remove', undefined, 404, api.notFound],
      // The sign-in's answer is checked in its handler: a malformed one is the failed sign-in.
      [deskApi.signInVerify(), { response: 'x' }, 401, api.signInFailed],
    ]
    for (const [url, payload, status, error] of refusals) {
      const res = await post(url, payload ?? {})
      expect([url, res.statusCode], JSON.stringify(payload)).toEqual([url, status])
      expect(res.json()).toEqual({ ok: false, error })
    }
    for (const url of ['/api/inbox/leads/0', '/api/inbox/leads/+1', '/api/inbox/photos/1.5']) {
      const res = await get(url)
      expect([url, res.statusCode]).toEqual([url, 404])
      expect(res.json()).toEqual({ ok: false, error: api.notFound })
    }
    // Nothing refused changed the lead.
    expect((await store.getLead(id))?.version).toBe(1)
  })

  it('sends the visit windows as the words the contract says, and reads a change by the schema', async () => {
    const { store, get, post } = await signedInDesk()
    const { id } = await store.insertLead({ ...lead('cy'), visitWindows: ['monday-morning', 'saturday-morning'] }, clock)
    const detail: LeadAnswer = (await get(deskApi.lead(id))).json()
    expect(detail.lead.visitWindows).toEqual(['Monday morning (8:00 AM – 12:00 PM)', 'Saturday morning (8:00 AM – 12:00 PM)'])
    expect(detail.photos).toEqual([])
    const changed = await post(deskApi.change(id), { version: 1, status: 'Contacted', visit: { on: '2026-11-30', time: null } })
    expect(changed.json()).toEqual({ ok: true, version: 2 })
    expect((await get(deskApi.lead(id))).json().lead).toMatchObject({ status: 'Contacted', visit: { on: '2026-11-30', time: null } })
  })
})
