// The morning digest on both databases, through a real SMTP server: `npm run leads -- digest`
// e-mails what waits (an uncontacted lead, a visit booked for tomorrow, a quote unanswered for 5
// days) and nothing on a day with nothing waiting; the server's timer sends on an open day from
// 7:00 only, one instance of two sends it once, and a failed send is retried and shown in the desk.
import { describe, expect, it } from 'vitest'
import { business } from '#content/business'
import { digestSchedule } from '#domain/morning-digest'
import { main } from '../cli/cli'
import { createMorningDigest } from './digest'
import { createSmtpMailer } from './mailer'
import { type NewLead, openLeadStore } from '../store/store'
import { tempDir, deskOf } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { startTestSmtp, textPart, waitFor } from '../../tests/helpers/smtp-server'
import { type ServerStore, withRoomQueries } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()

const databases = [
  { name: 'SQLite', database: async () => ({ dataDir: tempDir() }) },
  { name: 'PostgreSQL', database: async () => ({ dataDir: tempDir(), databaseUrl: await pgDb().schemaUrl() }) },
]

const newLead = (name: string, patch: Partial<NewLead> = {}): NewLead => ({
  form: 'quote',
  name,
  email: `${name.split(' ')[0].toLowerCase()}@example.com`,
  phone: '(503) 555-0100',
  projectType: 'Bathroom Remodel',
  message: 'Shower walls.',
  zip: '97030',
  inArea: true,
  ...patch,
})
const owner = { id: 1, email: 'owner@startile.example' }
const site = 'https://www.startile.example'
const addresses = { from: 'site@startile.example', leadsTo: 'owner@startile.example' }
const hours = (n: number) => n * 3_600_000

/** Moves a lead along the desk's statuses as the owner would, at `at`. */
async function setStatus(
  store: ServerStore,
  id: number,
  status: 'Contacted' | 'Visit booked' | 'Quoted',
  at: Date,
  visit?: { on: string; time: string | null },
) {
  const lead = (await store.getLead(id))!
  expect(await deskOf(store).changeLead(id, { version: lead.version, status, visit, person: owner }, at)).toMatchObject({ ok: true })
}

describe.each(databases)('morning digest on $name', ({ database }) => {
  async function setUp() {
    const smtp = await startTestSmtp()
    cleanups.push(() => smtp.stop())
    const db = await database()
    const store = withRoomQueries(await openLeadStore(db))
    cleanups.push(() => store.close())
    const cli = async (...args: string[]) => {
      const out: string[] = []
      const err: string[] = []
      const code = await main(['digest', ...args], {
        database: db,
        out: (t) => out.push(t),
        err: (t) => err.push(t),
        mail: { siteUrl: site, mailer: () => createSmtpMailer(smtp.url), ...addresses },
      })
      return { code, out: out.join('\n'), err: err.join('\n') }
    }
    return { smtp, db, store, cli }
  }

  it('`leads -- digest` e-mails an uncontacted lead, a visit booked for tomorrow, a quote waiting and a visit request; once a day unless --again', async () => {
    const { smtp, store, cli } = await setUp()
    const now = new Date()
    const { tomorrow } = digestSchedule(now, business)
    const before = (h: number) => new Date(now.getTime() - hours(h))
    const waiting = await store.insertLead(newLead('Ann Waiting'), before(20))
    const visit = await store.insertLead(newLead('Bo Visiting'), before(48))
    await setStatus(store, visit.id, 'Visit booked', before(40), { on: tomorrow, time: '09:30' })
    const later = await store.insertLead(newLead('Cy Later'), before(48))
    await setStatus(store, later.id, 'Visit booked', before(40), { on: '2099-01-01', time: null })
    // The customer asks to cancel it through their link (server/visits): a request the desk has not handled.
    await store.recordVisitRequest(
      later.id,
      { kind: 'cancel', choices: [], note: null, visitSequence: 1, historyNote: 'Asked to cancel' },
      before(2),
    )
    const quoted = await store.insertLead(newLead('Di Quoted'), before(24 * 10))
    await setStatus(store, quoted.id, 'Quoted', before(24 * 6))
    const fresh = await store.insertLead(newLead('Ed Fresh Quote'), before(24 * 4))
    await setStatus(store, fresh.id, 'Quoted', before(24 * 2))
    const called = await store.insertLead(newLead('Flo Called'), before(30))
    await setStatus(store, called.id, 'Contacted', before(29))
    await store.insertLead(newLead('Gus Spammer', { spamReason: 'honeypot' }), before(5))

    const first = await cli()
    expect(first.err).toBe('')
    expect(first.code).toBe(0)
    expect(first.out).toMatch(
      /^Sent the digest for \d{4}-\d{2}-\d{2} to owner@startile\.example \(SMTP .*\): 1 new, 1 visit, 1 quote waiting, 1 visit request\.$/,
    )
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail.envelopeTo).toEqual(['owner@startile.example'])
    expect(mail.mail.header('subject')).toMatch(/^Leads for \w+, \w+ \d+: 1 new, 1 visit, 1 quote waiting, 1 visit request$/)
    const text = textPart(mail.mail)
    expect(text).toContain('- Ann Waiting: Bathroom Remodel, Gresham 97030')
    expect(text).toContain(`${site}/inbox/leads/${waiting.id}`)
    expect(text).toContain('- Tomorrow, 9:30 AM – 10:30 AM: Bo Visiting:')
    expect(text).toContain(`${site}/inbox/leads/${visit.id}`)
    expect(text).toMatch(/- Di Quoted: .* · quoted \w+, \w+ \d+, 6 days ago/)
    expect(text).toMatch(
      /Customers asking to move or cancel a visit \(1\):\r?\n- Cy Later: [^\n]* · asks to cancel the visit of Thu, Jan 1 \(asked /,
    )
    for (const absent of ['Ed Fresh Quote', 'Flo Called', 'Gus Spammer']) expect(text).not.toContain(absent)
    expect(text.match(/Cy Later/g)).toHaveLength(1)

    const second = await cli()
    expect(second.code).toBe(0)
    expect(second.out).toMatch(
      /^Today's digest \(\d{4}-\d{2}-\d{2}\) was sent at .* \(1 new, 1 visit, 1 quote waiting, 1 visit request\)\. Run with --again/,
    )
    expect(smtp.received).toHaveLength(1)
    expect((await cli('--again')).code).toBe(0)
    expect(smtp.received).toHaveLength(2)
    expect(smtp.received[1].mail.header('message-id')).not.toBe(mail.mail.header('message-id'))
    expect(await cli('--now')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^Unknown option "--now" for digest: its options are --again\./),
    })
  })

  it('sends nothing on a day with nothing waiting', async () => {
    const { smtp, store, cli } = await setUp()
    const now = new Date()
    const called = await store.insertLead(newLead('Flo Called'), new Date(now.getTime() - hours(3)))
    await setStatus(store, called.id, 'Contacted', new Date(now.getTime() - hours(2)))
    const result = await cli()
    expect(result).toMatchObject({ code: 0, err: '' })
    expect(result.out).toMatch(/^Nothing waits for an answer today \(\d{4}-\d{2}-\d{2}\): no digest sent\.$/)
    expect(smtp.received).toEqual([])
  })

  it('adds last week’s line on a Monday: entries, requests, won dollars and the best page; not on a Tuesday', async () => {
    const { smtp, store } = await setUp()
    // Monday 30 November 2026, 7:00 in Portland: last week is 23-29 November.
    const monday = new Date('2026-11-30T15:00:00Z')
    await store.handle.db
      .insertInto('entry_days')
      .values([
        { day: '2026-11-23', page: '/tile-contractor-gresham', source: 'newsletter', medium: '', campaign: '', entries: 80 },
        { day: '2026-11-29', page: '/', source: 'direct', medium: '', campaign: '', entries: 40 },
        // The Monday itself and the Sunday before last are not last week.
        { day: '2026-11-30', page: '/', source: 'direct', medium: '', campaign: '', entries: 1000 },
        { day: '2026-11-22', page: '/', source: 'direct', medium: '', campaign: '', entries: 1000 },
      ])
      .execute()
    const won = await store.insertLead(
      newLead('Wes Won', { source: { landingPage: '/tile-contractor-gresham' } }),
      new Date('2026-11-25T18:00:00Z'),
    )
    await store.handle.db
      .updateTable('leads')
      .set({ status: 'Won', won_cents: 350_000, won_source: 'typed' })
      .where('id', '=', won.id)
      .execute()
    await store.insertLead(newLead('Ann Waiting', { source: { landingPage: '/' } }), new Date('2026-11-29T20:00:00Z'))
    const sender = (now: Date) =>
      createMorningDigest({ store, mailer: createSmtpMailer(smtp.url), addresses, siteUrl: site, now: () => now })
    expect(await sender(monday).run({ whenDue: true })).toMatchObject({ status: 'sent' })
    await waitFor(() => smtp.received.length === 1, 5000, 'the Monday digest')
    const line = 'Last week: 120 entries, 2 requests, $3,500.00 won; best page /tile-contractor-gresham.'
    expect(textPart(smtp.received[0].mail)).toContain(line)
    const html = smtp.received[0].mail.parts.find((p) => p.headers.get('content-type')?.startsWith('text/html'))?.body ?? ''
    expect(html).toContain(line)
    expect(await sender(new Date('2026-12-01T15:00:00Z')).run({ whenDue: true })).toMatchObject({ status: 'sent' })
    await waitFor(() => smtp.received.length === 2, 5000, 'the Tuesday digest')
    expect(textPart(smtp.received[1].mail)).not.toMatch(/Last week/)
  })

  it('sends from 7:00 on an open day only, and one of two instances sends it', async () => {
    const { smtp, db, store } = await setUp()
    const other = withRoomQueries(await openLeadStore(db))
    cleanups.push(() => other.close())
    await store.insertLead(newLead('Ann Waiting'), new Date('2026-11-27T20:00:00Z'))
    const at = (iso: string) => () => new Date(iso)
    const sender = (s: ServerStore, now: () => Date) =>
      createMorningDigest({ store: s, mailer: createSmtpMailer(smtp.url), addresses, siteUrl: site, now })
    // Saturday 2026-11-28 in Portland: 6:59 is early; 7:00 is due. Sunday is closed.
    expect(await sender(store, at('2026-11-28T14:59:00Z')).run({ whenDue: true })).toMatchObject({ status: 'not-due' })
    expect(await sender(store, at('2026-11-29T17:00:00Z')).run({ whenDue: true })).toMatchObject({ status: 'not-due' })
    const seven = at('2026-11-28T15:00:00Z')
    const outcomes = await Promise.all([sender(store, seven).run({ whenDue: true }), sender(other, seven).run({ whenDue: true })])
    expect(outcomes.map((o) => o.status).sort()).toEqual(['sent', 'taken'])
    expect(smtp.received).toHaveLength(1)
    expect(await sender(other, at('2026-11-28T18:00:00Z')).run({ whenDue: true })).toMatchObject({ status: 'taken' })
    expect(smtp.received).toHaveLength(1)
    expect(await store.digestOf('2026-11-28')).toMatchObject({ status: 'sent', attempts: 1, summary: '1 new' })
  })

  it('retries a failed send until closing, shows it in the desk meanwhile, and takes over a day whose sender died', async () => {
    const { smtp, store } = await setUp()
    await store.insertLead(newLead('Ann Waiting'), new Date('2026-11-30T20:00:00Z'))
    let clock = new Date('2026-12-01T15:05:00Z') // Tuesday 7:05 in Portland
    const down = await startTestSmtp()
    await down.stop()
    const sender = (url: string) =>
      createMorningDigest({ store, mailer: createSmtpMailer(url), addresses, siteUrl: site, now: () => clock, random: () => 0 })
    const failed = await sender(down.url).run({ whenDue: true })
    expect(failed).toMatchObject({ status: 'failed', retryAt: new Date(clock.getTime() + 15_000) })
    expect(await deskOf(store).outboxHealth(clock)).toMatchObject({ failing: 1, lastError: expect.stringMatching(/ECONNREFUSED/) })
    // Before the retry is due nobody sends; after it, the next look does.
    expect(await sender(smtp.url).run({ whenDue: true })).toMatchObject({ status: 'taken' })
    clock = new Date(clock.getTime() + 20_000)
    expect(await sender(smtp.url).run({ whenDue: true })).toMatchObject({ status: 'sent' })
    expect(smtp.received).toHaveLength(1)
    expect(await deskOf(store).outboxHealth(clock)).toMatchObject({ failing: 0 })

    // Wednesday: a sender claims the day and dies; once its lease ends, another sends it.
    clock = new Date('2026-12-02T15:00:00Z')
    expect(
      await store.claimDigest('2026-12-02', 'dead-worker', { leaseMs: 60_000, giveUpAt: new Date('2026-12-03T02:00:00Z') }, clock),
    ).toBe(true)
    expect(await sender(smtp.url).run({ whenDue: true })).toMatchObject({ status: 'taken' })
    clock = new Date(clock.getTime() + 61_000)
    expect(await sender(smtp.url).run({ whenDue: true })).toMatchObject({ status: 'sent', day: '2026-12-02' })
    expect(smtp.received).toHaveLength(2)
  })
})
