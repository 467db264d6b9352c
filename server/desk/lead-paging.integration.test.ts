// The desk's list by pages on both databases (lead-list.ts): from the newest lead to the oldest and
// back with the cursors, with and without a status filter and a search, every lead exactly once and
// in order (three leads share each second, so the id breaks the ties); the search by phone in any
// formatting; the counts; and a cursor that was not made here.
import { describe, expect, it } from 'vitest'
import { matchesSearch } from '#domain/lead-search'
import type { LeadFilter, LeadStore, NewLead } from '../store/store'
import type { DeskLeadRow } from './desk-store'
import { deskLeadList, decodeCursor, encodeCursor, pageSize, searchCountCap } from './lead-list'
import type { KyselyPlugin } from 'kysely'
import { sampleDraft } from '../../tests/helpers/quote-fixtures'
import { storeTargets, deskOf } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()

const t0 = Date.parse('2026-01-01T00:00:00Z')
const count = 230

/** Lead i: every fourth is spam; three leads share each second; the phones are written four ways. */
function seedLead(i: number): { lead: NewLead; at: Date } {
  const n = String(i).padStart(4, '0')
  const phone = [`(503) 555-${n}`, `503.555.${n}`, `+1 503 555 ${n}`, `5035550${n.slice(1)}`][i % 4]
  return {
    lead: {
      form: i % 2 ? 'quote' : 'contact',
      name: `Lead ${i} ${i % 5 === 0 ? 'Ortiz' : 'Smith'}`,
      email: `person${i}@example.com`,
      phone,
      message: '',
      zip: ['97201', '97030', '98660'][i % 3],
      spamReason: i % 4 === 3 ? 'honeypot' : null,
    },
    at: new Date(t0 + Math.floor(i / 3) * 1000),
  }
}

async function walk(store: LeadStore, filter: LeadFilter) {
  const down: DeskLeadRow[][] = []
  let answer = await deskOf(store).deskLeads(filter)
  expect(answer.page.newer).toBeNull()
  for (;;) {
    expect(answer.leads.length).toBeLessThanOrEqual(pageSize)
    down.push(answer.leads)
    if (!answer.page.older) break
    answer = await deskOf(store).deskLeads(filter, { before: decodeCursor(answer.page.older) })
  }
  const up: DeskLeadRow[][] = [answer.leads]
  while (answer.page.newer) {
    answer = await deskOf(store).deskLeads(filter, { after: decodeCursor(answer.page.newer) })
    up.push(answer.leads)
  }
  return {
    down: down.flat().map((l) => l.id),
    up: up
      .reverse()
      .flat()
      .map((l) => l.id),
    pages: down.length,
    counts: answer.counts,
  }
}

describe.each(storeTargets(pgDb))('the desk list by pages on $name', (target) => {
  it('pages from the newest to the oldest and back, each lead once and in order, filtered and searched', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const seeded: { id: number; createdAt: string; lead: NewLead }[] = []
    for (let i = 0; i < count; i += 10) {
      const batch = Array.from({ length: Math.min(10, count - i) }, (_, k) => seedLead(i + k))
      const ids = await Promise.all(batch.map(({ lead, at }) => store.insertLead(lead, at)))
      batch.forEach(({ lead, at }, k) => seeded.push({ id: ids[k].id, createdAt: at.toISOString(), lead }))
    }
    const newestFirst = [...seeded].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    const expected = (filter: LeadFilter) =>
      newestFirst
        .filter((s) => !filter.status || (s.lead.spamReason ? 'Spam' : 'New') === filter.status)
        .filter((s) => matchesSearch({ ...s.lead, zip: s.lead.zip ?? null }, filter.q ?? ''))
        .map((s) => s.id)

    const filters: LeadFilter[] = [
      {},
      { status: 'Spam' },
      { status: 'New' },
      { q: 'lead 1' },
      { q: 'SMITH', status: 'New' },
      { q: '555-01' },
    ]
    for (const filter of filters) {
      const want = expected(filter)
      const { down, up, pages } = await walk(store, filter)
      expect(down, JSON.stringify(filter)).toEqual(want)
      expect(up, JSON.stringify(filter)).toEqual(want)
      expect(new Set(down).size).toBe(down.length)
      expect(pages).toBe(Math.max(1, Math.ceil(want.length / pageSize)))
    }
    expect(expected({}).length).toBe(count)
    expect(expected({ q: 'lead 1' }).length).toBeGreaterThan(pageSize)

    const all = await deskOf(store).deskLeads()
    expect(all.counts.all).toBe(count)
    expect(all.counts.Spam + all.counts.New).toBe(count)
    expect(all.counts.Spam).toBe(seeded.filter((s) => s.lead.spamReason).length)
    // The counts follow the search, not the status filter (as the tabs show them).
    const searched = await deskOf(store).deskLeads({ q: 'ortiz', status: 'Spam' })
    expect(searched.counts.all).toBe(expected({ q: 'ortiz' }).length)
    expect(searched.leads.every((l) => l.status === 'Spam' && l.name.endsWith('Ortiz'))).toBe(true)
  })

  it('finds a phone however it is typed, and an e-mail, ZIP or name in any case', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const a = await store.insertLead({
      form: 'quote',
      name: 'Ann Lee',
      email: 'Ann.Lee@Example.com',
      phone: '(503) 555-0123',
      message: '',
      zip: '97030',
    })
    const b = await store.insertLead({ form: 'contact', name: 'Bo', email: 'bo@example.com', phone: '+1 503.555.0123', message: '' })
    await store.insertLead({ form: 'contact', name: 'Cy 100%_', email: 'cy@example.com', phone: '971-555-0000', message: '' })
    const found = async (q: string) => (await deskOf(store).deskLeads({ q })).leads.map((l) => l.id).sort((x, y) => x - y)
    for (const q of ['(503) 555-0123', '503.555.0123', '5035550123', '555-0123']) expect(await found(q), q).toEqual([a.id, b.id])
    expect(await found('ann.lee@EXAMPLE')).toEqual([a.id])
    expect(await found('97030')).toEqual([a.id])
    expect(await found('bo')).toEqual([b.id])
    expect((await found('100%_')).length).toBe(1)
    expect(await found('%')).toHaveLength(1)
    expect(await found('"; DROP')).toEqual([])
    for (const q of ['\u0000abc', 'zzz\u0000', 'NEAR(a b)', '***', '"""']) expect(await found(q), q).toEqual([])
    expect(await found('zzz-nobody')).toEqual([])
  })

  it('keeps the counts per status right through changes, deletions and the purge (and folds them)', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const now = new Date('2026-11-26T12:00:00Z')
    const old = new Date(now.getTime() - 200 * 86_400_000)
    const made = async (name: string, spam: boolean, at: Date) =>
      (
        await store.insertLead(
          { form: 'contact', name, email: `${name}@example.com`, phone: '503-555-0100', message: '', spamReason: spam ? 'honeypot' : null },
          at,
        )
      ).id
    const a = await made('a', false, now)
    const b = await made('b', false, now)
    await made('c', true, old)
    await made('d', true, old)
    const e = await made('e', true, now)
    const who = { id: 1, email: 'owner@example.com' }
    await deskOf(store).changeLead(a, { version: 1, status: 'Contacted', person: who }, now)
    await deskOf(store).markNotSpam(e, 1, who, now)
    await deskOf(store).deleteLeads([b])
    const want = { all: 4, New: 1, Contacted: 1, Spam: 2 }
    expect((await deskOf(store).deskLeads()).counts).toMatchObject(want)
    // Over a search that finds every lead, the counts are the leads' own (GROUP BY), and agree.
    expect((await deskOf(store).deskLeads({ q: 'example' })).counts).toMatchObject(want)
    expect(await store.purgeExpired(now)).toEqual({ leads: 2, photos: 0 })
    const after = { all: 2, New: 1, Contacted: 1, Spam: 0 }
    expect((await deskOf(store).deskLeads()).counts).toMatchObject(after)
    expect((await deskOf(store).deskLeads({ q: 'example' })).counts).toMatchObject(after)
  })

  it('counts a broad search up to the cap ("1,000+") and still pages it newest first, each lead once', async () => {
    const { store } = await target.open()
    const n = searchCountCap + 20
    for (let i = 0; i < n; i += 100) {
      const batch = Array.from({ length: Math.min(100, n - i) }, (_, k) => i + k)
      await Promise.all(
        batch.map((j) =>
          store.insertLead(
            { form: 'contact', name: `Broad ${j}`, email: `broad${j}@example.com`, phone: '503-555-0100', message: '', zip: '97219' },
            new Date(t0 + j * 1000),
          ),
        ),
      )
    }
    const first = await deskOf(store).deskLeads({ q: '97219' })
    expect(first.countsCapped).toBe(true)
    expect(first.counts.all).toBe(searchCountCap)
    expect(first.leads.map((l) => l.name).slice(0, 2)).toEqual([`Broad ${n - 1}`, `Broad ${n - 2}`])
    const walked = await walk(store, { q: '97219' })
    expect(walked.down).toHaveLength(n)
    expect(new Set(walked.down).size).toBe(n)
    expect(walked.up).toEqual(walked.down)
    const narrow = await deskOf(store).deskLeads({ q: 'broad1019' })
    expect(narrow.countsCapped).toBe(false)
    expect(narrow.leads.map((l) => l.name)).toEqual(['Broad 1019'])
  }, 120_000)

  it('reads a page’s quote states in the same queries whatever the leads’ quotes: joined for the page, not a loop', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const ids: number[] = []
    for (let i = 0; i < pageSize + 10; i++) ids.push((await store.insertLead(seedLead(i * 4).lead, new Date(t0 + i * 1000))).id)
    let queries = 0
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queries++
        return args.node
      },
      transformResult: async (args) => args.result,
    }
    const counted = deskLeadList(store.handle.db.withPlugin(counter), store.handle.dialect)
    const now = new Date('2026-12-01T17:00:00Z')
    const pageQueries = async () => {
      queries = 0
      const page = await counted.deskLeads({}, {}, now)
      return { queries, states: new Map(page.leads.map((l) => [l.id, l.quote])) }
    }
    const bare = await pageQueries()
    expect([...bare.states.values()].every((s) => s === null)).toBe(true)
    // The newest page's leads get drafts, sent versions (some sent twice), a view, an acceptance, an expired one.
    const newest = ids.slice(-pageSize)
    for (const [k, id] of newest.entries()) {
      await store.saveQuoteDraft(
        id,
        sampleDraft({ validThrough: k === 5 ? '2026-11-30' : '2026-12-15' }),
        'o@example.com',
        new Date('2026-11-20T17:00:00Z'),
      )
      if (k % 3 === 0) continue
      expect((await store.sendQuote(id, 'o@example.com', new Date('2026-11-21T17:00:00Z'))).ok).toBe(true)
      if (k % 4 === 0) await store.sendQuote(id, 'o@example.com', new Date('2026-11-22T17:00:00Z'))
    }
    const [viewed, accepted] = [newest[1], newest[2]]
    const versionOf = async (id: number) => (await store.quoteVersions(id)).sort((a, b) => b.version - a.version)[0]
    await store.recordQuoteView((await versionOf(viewed)).id, { address: null, userAgent: null }, new Date('2026-11-23T17:00:00Z'))
    const total = (await versionOf(accepted)).snapshot.options[0].totals.totalCents
    const token = await store.quoteToken(accepted, (await versionOf(accepted)).version)
    const choice = { optionIndex: 0, addOns: [], expectedTotalCents: total, typedName: 'Pat' }
    expect((await store.acceptQuote(token, choice, { address: null, userAgent: null }, new Date('2026-11-24T17:00:00Z'))).ok).toBe(true)
    const quoted = await pageQueries()
    // The same reads as a page without any quote: the versions once and the drafts once, for the page's ids.
    expect(quoted.queries).toBe(bare.queries)
    expect(quoted.states.get(newest[0])).toBe('draft')
    expect(quoted.states.get(viewed)).toBe('viewed')
    expect(quoted.states.get(accepted)).toBe('accepted')
    expect(quoted.states.get(newest[4])).toBe('sent')
    expect(quoted.states.get(newest[5])).toBe('expired')
    expect(quoted.states.get(newest[8])).toBe('sent')
    expect(quoted.states.size).toBe(pageSize)
    // The older page (no quotes) reads the same.
    const older = await counted.deskLeads({}, { before: decodeCursor((await counted.deskLeads({}, {}, now)).page.older ?? '') }, now)
    expect(older.leads.every((l) => l.quote === null)).toBe(true)
  })

  it('reads back only cursors it made', () => {
    const cursor = { createdAt: '2026-11-26T10:00:00.000Z', id: 42 }
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor)
    for (const bad of [
      '',
      'abc',
      'x'.repeat(300),
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('["2026-11-26T10:00:00.000Z",-1]').toString('base64url'),
      Buffer.from('["2026-11-26T10:00:00.000Z",2147483648]').toString('base64url'),
      '%%%',
    ]) {
      expect(decodeCursor(bad), bad).toBeUndefined()
    }
  })
})
