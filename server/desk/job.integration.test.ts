// The job after a signed quote through the real server, on SQLite and PostgreSQL (issue 43, record
// 039): the start date refused without an accepted quote, before the lien notice's delivery is
// recorded, inside the cancellation windows (across Thanksgiving and a weekend), and for old homes
// until the Renovate Right record and the asbestos survey; only owners record; the start date goes
// to the customer by real SMTP with its calendar file and into the owner's calendar feed.
import { describe, expect, it } from 'vitest'
import { storeTargets, deskOf } from '../../tests/helpers/databases'
import { deskApp, deskSite } from '../../tests/helpers/desk-app'
import { insertQuote } from '../../tests/fixtures/accepted-quote'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { startTestSmtp, waitFor } from '../../tests/helpers/smtp-server'
import type { JobAnswer } from '#domain/desk-contract'
import { createSmtpMailer } from '../mail/mailer'
import { createOutbox } from '../outbox/outbox'
import { ownerFeed } from '../calendar/owner-feed'
import type { ServerStore } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()

// Wednesday 25 November 2026, noon in Portland: Thursday is Thanksgiving.
const noon = new Date('2026-11-25T20:00:00Z')
const accepted = new Date('2026-11-25T19:00:00Z')

describe.each(storeTargets(pgDb))('the job’s start on $name', (target) => {
  async function setUp() {
    const opened = await target.open()
    cleanups.push(() => opened.store.close())
    const desk = await deskApp(opened.store, cleanups, () => noon)
    const owner = await desk.register(await deskOf(opened.store).createInvitation('owner@example.com', null, noon))
    const helper = await desk.register(await deskOf(opened.store).createInvitation('helper@example.com', null, noon, { role: 'helper' }))
    return { store: opened.store, desk, owner: owner.cookie, helper: helper.cookie }
  }
  const newLead = async (store: ServerStore, yearBuilt: number | null, email = 'ana@example.com') =>
    (
      await store.insertLead(
        { form: 'quote', name: 'Ana Lopez', email, phone: '503 555 0100', message: 'Shower', zip: '97201', yearBuilt },
        noon,
      )
    ).id

  it('refuses the start without a contract, then until the lien notice is recorded, then inside the window; then sets it', async () => {
    const { store, desk, owner, helper } = await setUp()
    const id = await newLead(store, 2010)
    const start = (on: string, cookie = owner) => desk.post(`/api/inbox/leads/${id}/job-start`, cookie, { on })
    const lien = { kind: 'lien-notice', on: '2026-11-25', method: 'in-person-signed-copy' }

    let res = await start('2026-12-10')
    expect([res.statusCode, res.json().error]).toEqual([409, expect.stringMatching(/no accepted quote/)])
    expect(((await desk.get(`/api/inbox/leads/${id}/job`, owner)).json() as JobAnswer).contractDay).toBeNull()

    await insertQuote(store, id, new Date('2026-11-20T18:00:00Z'), accepted)
    res = await start('2026-12-10')
    expect([res.statusCode, res.json().error]).toEqual([409, 'Record the lien notice’s delivery on paper before setting a start date.'])

    // Only an owner records; a crafted method or a day after today is refused with a sentence, nothing stored.
    expect((await desk.post(`/api/inbox/leads/${id}/job-records`, helper, lien)).statusCode).toBe(403)
    res = await desk.post(`/api/inbox/leads/${id}/job-records`, owner, { ...lien, method: 'e-mail' })
    expect([res.statusCode, res.json().error]).toEqual([400, 'Choose how it was done from the list.'])
    res = await desk.post(`/api/inbox/leads/${id}/job-records`, owner, { ...lien, on: '2026-11-26' })
    expect([res.statusCode, res.json().error]).toEqual([400, 'A record’s date cannot be after today.'])
    expect((await deskOf(store).jobState(id))?.records).toEqual([])
    expect((await desk.post(`/api/inbox/leads/${id}/job-records`, owner, lien)).statusCode).toBe(200)

    // Cancel through Friday the 27th (Thursday is Thanksgiving), so the earliest start is Monday the 30th.
    const job = (await desk.get(`/api/inbox/leads/${id}/job`, owner)).json() as JobAnswer
    expect(job).toMatchObject({ contractDay: '2026-11-25', startBlocked: null, mayRecord: true })
    expect(job.windows).toEqual({ nextBusinessDayEnds: '2026-11-27', threeDaysEnd: null, earliest: '2026-11-30' })
    expect(job.lienNotice.paragraphs).toBeNull()
    expect(job.contractBlocked).toMatch(/cannot be produced online/)
    res = await start('2026-11-29')
    expect([res.statusCode, res.json().error]).toEqual([
      409,
      'That day is inside the customer’s cancellation period: the earliest start is Monday, November 30, 2026.',
    ])
    expect((await start('2026-11-30', helper)).statusCode).toBe(403)
    expect((await start('2026-11-30')).statusCode).toBe(200)
    expect((await deskOf(store).jobState(id))?.startOn).toBe('2026-11-30')
    const rows = await store.handle.db.selectFrom('outbox').selectAll().where('lead_id', '=', id).where('kind', '=', 'job-start').execute()
    expect(rows.map((r) => [r.job_start_on, Number(r.job_sequence), r.to_addr])).toEqual([['2026-11-30', 0, 'ana@example.com']])
  })

  it('after an in-home visit waits three business days; an old home needs the Renovate Right record and the asbestos survey', async () => {
    const { store, desk, owner } = await setUp()
    const id = await newLead(store, null)
    await store.handle.db
      .updateTable('leads')
      .set({ visit_uid: `visit-${id}-x@startile.example` })
      .where('id', '=', id)
      .execute()
    await insertQuote(store, id, new Date('2026-11-20T18:00:00Z'), accepted)
    const record = (body: object) => desk.post(`/api/inbox/leads/${id}/job-records`, owner, { on: '2026-11-25', ...body })
    const start = async (on: string) => {
      const res = await desk.post(`/api/inbox/leads/${id}/job-start`, owner, { on })
      return res.statusCode === 200 ? 'ok' : res.json().error
    }
    await record({ kind: 'lien-notice', method: 'certified-mail' })
    expect(await start('2026-12-10')).toMatch(/year the home was built is unknown/)
    expect((await desk.post(`/api/inbox/leads/${id}/year-built`, owner, { year: 2099 })).statusCode).toBe(400)
    expect((await desk.post(`/api/inbox/leads/${id}/year-built`, owner, { year: 1962 })).statusCode).toBe(200)
    const job = (await desk.get(`/api/inbox/leads/${id}/job`, owner)).json() as JobAnswer
    expect(job.flags.map((f) => f.text)).toEqual(['Lead-safe (RRP) rules apply', 'Asbestos survey before renovation'])
    expect(await start('2026-12-10')).toMatch(/before 1978: record the Renovate Right/)
    await record({ kind: 'renovate-right', method: 'signed-acknowledgment' })
    expect(await start('2026-12-10')).toMatch(/before 2004: record the asbestos survey/)
    expect((await record({ kind: 'asbestos-survey', method: 'survey-done' })).statusCode).toBe(400)
    await record({ kind: 'asbestos-survey', method: 'survey-done', inspector: 'Lee Park, Oregon DEQ accredited' })
    // Three business days: Friday 27th, Monday 30th, Tuesday 1st; a wish to start sooner does not shorten them.
    await record({ kind: 'start-sooner', method: 'e-mail' })
    expect(await start('2026-12-01')).toMatch(/earliest start is Wednesday, December 2, 2026/)
    expect(await start('2026-12-02')).toBe('ok')
  })

  it('e-mails the start date with its calendar file, skips an older date’s e-mail, and puts the job in the owner’s feed', async () => {
    const { store, desk, owner } = await setUp()
    const id = await newLead(store, 2015, 'ben@example.com')
    await insertQuote(store, id, new Date('2026-11-20T18:00:00Z'), accepted)
    await desk.post(`/api/inbox/leads/${id}/job-records`, owner, { kind: 'lien-notice', on: '2026-11-25', method: 'registered-mail' })
    expect((await desk.post(`/api/inbox/leads/${id}/job-start`, owner, { on: '2026-12-07' })).statusCode).toBe(200)
    expect((await desk.post(`/api/inbox/leads/${id}/job-start`, owner, { on: '2026-12-08' })).statusCode).toBe(200)

    const smtp = await startTestSmtp()
    cleanups.push(() => smtp.stop())
    const outbox = createOutbox({
      store,
      mailer: createSmtpMailer(smtp.url),
      leadsTo: 'owner@startile.example',
      from: 'hello@startile.example',
      now: () => noon,
    })
    await outbox.runOnce()
    const isStart = (m: (typeof smtp.received)[number]) =>
      m.envelopeTo.includes('ben@example.com') && /job starts/.test(m.mail.header('subject') ?? '')
    await waitFor(() => smtp.received.some(isStart), 10_000, 'the start e-mail')
    const mine = smtp.received.filter(isStart)
    expect(mine).toHaveLength(1)
    expect(mine[0].mail.header('subject')).toBe('Your tile job starts Tuesday, December 8, 2026')
    const ics = mine[0].mail.parts.find((p) => p.headers.get('content-type')?.startsWith('text/calendar'))?.body ?? ''
    expect(ics).toContain('DTSTART;VALUE=DATE:20261208')
    expect(ics).toContain('SEQUENCE:1')
    const statuses = await store.handle.db
      .selectFrom('outbox')
      .select(['job_start_on', 'status'])
      .where('kind', '=', 'job-start')
      .orderBy('id')
      .execute()
    expect(statuses).toEqual([
      { job_start_on: '2026-12-07', status: 'skipped' },
      { job_start_on: '2026-12-08', status: 'sent' },
    ])

    const jobs = await deskOf(store).jobStarts('2026-11-25', '2027-01-24')
    const feed = ownerFeed([], deskSite, noon, jobs)
    const uid = /UID:(\S+)/.exec(ics)?.[1]
    expect(feed).toContain(`UID:${uid}`)
    expect(feed).toContain('SUMMARY:Job starts: Ana Lopez\\, Portland 97201')
    expect(feed).toContain('DTSTART;VALUE=DATE:20261208')
  })
})
