// The desk's list and CSV through the real server (buildApp) on both databases, with a few thousand
// leads: the list answers a page of 50 with cursors that reach the rest and refuses a cursor it did
// not make; the CSV streams every lead of the filter, oldest first, in leadsCsv's exact words.
import { describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { inboxWords } from '#content/pages/inbox'
import { csvHeader, csvRow } from '../mail/format'
import type { NewLead } from '../store/store'
import type { DeskLeadPage } from './desk-store'
import { storeTargets, deskOf } from '../../tests/helpers/databases'
import { deskSite, standInDesk, tinyPhoto, withCookie } from '../../tests/helpers/desk'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { type ServerStore } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const clock = new Date('2026-11-25T12:00:00Z')
const total = 2_500

const lead = (i: number): NewLead => ({
  form: 'quote',
  name: `Lead ${i}`,
  email: `person${i}@example.com`,
  phone: `503-555-${String(i).padStart(4, '0')}`,
  message: i === 7 ? 'Quote "this", please,\nand that' : '',
  zip: '97201',
  spamReason: i % 10 === 0 ? null : 'honeypot',
  photos: i % 50 === 1 ? [tinyPhoto] : [],
})

describe.each(storeTargets(pgDb))('the desk list and CSV at a few thousand leads on $name', (target) => {
  async function signedInApp(store: ServerStore) {
    const server = await buildApp({
      distDir: standInDesk(),
      replayStatic: false,
      inbox: { store, deskStore: deskOf(store), siteUrl: deskSite, outbox: { nudge() {} }, rateLimit: 0, now: () => clock },
    })
    cleanups.push(() => server.close())
    const person = await deskOf(store).redeemInvitation(
      await deskOf(store).createInvitation('owner@example.com', null, clock),
      {
        id: 'cred',
        publicKey: 'pk',
        counter: 0,
        transports: [],
        deviceLabel: 'Phone',
      },
      clock,
    )
    const token = await deskOf(store).createSession(person!.id, 'cred', clock)
    return { get: (url: string) => server.inject({ url, headers: withCookie(token) }) }
  }

  it('pages the list, refuses a forged cursor, and streams the CSV of every lead', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    for (let i = 0; i < total; i += 250) {
      await Promise.all(
        Array.from({ length: 250 }, (_, k) => store.insertLead(lead(i + k), new Date(clock.getTime() - (total - i - k) * 60_000))),
      )
    }
    const { get } = await signedInApp(store)

    const first = (await get('/api/inbox/leads')).json() as DeskLeadPage
    expect(first.leads).toHaveLength(50)
    expect(first.leads[0].name).toBe(`Lead ${total - 1}`)
    expect(first.counts).toMatchObject({ all: total, Spam: total * 0.9, New: total * 0.1 })
    expect(first.page.newer).toBeNull()
    const second = (await get(`/api/inbox/leads?before=${first.page.older}`)).json() as DeskLeadPage
    expect(second.leads[0].name).toBe(`Lead ${total - 51}`)
    const back = (await get(`/api/inbox/leads?after=${second.page.newer}`)).json() as DeskLeadPage
    expect(back.leads.map((l) => l.id)).toEqual(first.leads.map((l) => l.id))
    const spam = (await get('/api/inbox/leads?status=Spam&q=555-0001')).json() as DeskLeadPage
    expect(spam.leads.map((l) => [l.name, l.photoCount])).toEqual([['Lead 1', 1]])

    for (const url of [
      '/api/inbox/leads?before=nonsense',
      `/api/inbox/leads?before=${first.page.older}&after=${first.page.older}`,
      '/api/inbox/leads?after=W10',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json()).toEqual({ ok: false, error: inboxWords.api.cursorUnreadable })
    }

    const csv = await get('/api/inbox/leads.csv')
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-length']).toBeUndefined()
    expect(csv.headers['transfer-encoding']).toBe('chunked')
    const all = await store.allLeads()
    const photos = await store.photoInfo([all[1].id])
    const rows = [csvRow({ ...all[0], photos: [] }), csvRow({ ...all[1], photos }), csvRow({ ...all[total - 1], photos: [] })]
    expect(csv.body.startsWith(csvHeader() + rows[0] + rows[1])).toBe(true)
    expect(csv.body.endsWith(rows[2])).toBe(true)
    // Rows of the CSV, a quoted line break inside a cell aside.
    expect(csv.body.split('\r\n').filter((line) => /^\d+,/.test(line))).toHaveLength(total)
    expect(csv.body).toContain('"Quote ""this"", please,\nand that"')
    const filtered = await get('/api/inbox/leads.csv?status=New')
    expect(filtered.body.split('\r\n').filter((line) => /^\d+,/.test(line))).toHaveLength(total / 10)
  }, 120_000)
})
