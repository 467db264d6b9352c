// The booked visit's e-mails, on SQLite and PostgreSQL, through a real SMTP server on loopback, the
// calendar files read back by an independent parser (ical.js): booking, moving and clearing a visit
// in the desk send a confirmation, an update and a cancellation with one UID and a rising SEQUENCE,
// at the right UTC instant for a Portland time on both sides of the end of daylight-saving time
// (2026-10-31 is PDT, 2026-11-02 is PST); a version overtaken before it was sent is skipped; the
// reminder goes out once, at 9 AM the day before, from one of two instances, never for a visit
// that moved after it was queued, and not at all for a visit booked for the next day.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { createSmtpMailer } from '../mail/mailer'
import { createOutbox } from '../outbox/outbox'
import { deskOf, storeTargets } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { type ReceivedMail, startTestSmtp, textPart, waitFor } from '../../tests/helpers/smtp-server'
import { type ServerStore } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const addresses = { leadsTo: 'owner@startile.example', from: 'Star Tile <leads@startile.example>' }
const person = { id: 1, email: 'owner@startile.example' }

/** The calendar part of a received e-mail, parsed by ical.js. */
function calendarOf(received: ReceivedMail) {
  const part = received.mail.parts.find((p) => p.headers.get('content-type')?.startsWith('text/calendar'))
  if (!part) throw new Error('no calendar part')
  const calendar = new ICAL.Component(ICAL.parse(part.body))
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('no event')
  const event = new ICAL.Event(vevent)
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    allDay: event.startDate.isDate,
    status: vevent.getFirstPropertyValue('status'),
    organizer: String(vevent.getFirstPropertyValue('organizer')),
  }
}

describe.each(storeTargets(pgDb))('the visit’s e-mails on $name', (target) => {
  async function setUp() {
    const { store, another } = await target.open()
    cleanups.push(() => store.close())
    const smtp = await startTestSmtp()
    cleanups.push(() => smtp.stop())
    const mailer = createSmtpMailer(smtp.url)
    cleanups.push(() => mailer.close())
    const clock = { now: new Date('2026-10-20T17:00:00Z') }
    const outboxOf = (s: ServerStore, workerId: string) => createOutbox({ store: s, mailer, ...addresses, workerId, now: () => clock.now })
    const desk = deskOf(store)
    const { id } = await store.insertLead(
      { form: 'quote', name: 'Pat Doe', email: 'pat@example.com', phone: '(503) 555-0100', message: 'A shower', zip: '97030' },
      new Date('2026-10-19T17:00:00Z'),
    )
    const outbox = outboxOf(store, 'first')
    await outbox.runOnce()
    await waitFor(() => smtp.received.length === 2, 10_000, 'the lead’s two e-mails')
    smtp.received.length = 0
    /** Books (or clears, with null) the visit against the lead's current version, at the clock's time. */
    const book = async (visit: { on: string; time: string | null } | null) => {
      const lead = await store.getLead(id)
      const result = await desk.changeLead(id, { version: lead?.version ?? 0, visit, person }, clock.now)
      expect(result.ok).toBe(true)
    }
    const visitMail = () => smtp.received.filter((m) => m.envelopeTo[0] === 'pat@example.com')
    return { store, another, smtp, clock, outbox, outboxOf, book, visitMail, id }
  }

  it('sends a confirmation, an update and a cancellation: one UID, a rising SEQUENCE, Portland’s time across the change to PST', async () => {
    const { outbox, book, visitMail, store, id } = await setUp()
    await book({ on: '2026-10-31', time: '09:30' })
    await outbox.runOnce()
    await waitFor(() => visitMail().length === 1, 10_000, 'the confirmation')
    await book({ on: '2026-11-02', time: '09:30' })
    await outbox.runOnce()
    await waitFor(() => visitMail().length === 2, 10_000, 'the update')
    await book(null)
    await outbox.runOnce()
    await waitFor(() => visitMail().length === 3, 10_000, 'the cancellation')

    const [booked, moved, cancelled] = visitMail().map(calendarOf)
    expect(booked).toMatchObject({ method: 'PUBLISH', sequence: 0, status: 'CONFIRMED', allDay: false })
    // 9:30 in Portland on Saturday, October 31 is PDT (UTC-7); on Monday, November 2, PST (UTC-8).
    expect([booked.start, booked.end]).toEqual(['2026-10-31T16:30:00.000Z', '2026-10-31T17:30:00.000Z'])
    expect(moved).toMatchObject({ uid: booked.uid, sequence: 1, status: 'CONFIRMED', start: '2026-11-02T17:30:00.000Z' })
    expect(cancelled).toMatchObject({ uid: booked.uid, sequence: 2, status: 'CANCELLED', start: '2026-11-02T17:30:00.000Z' })
    expect(booked.organizer).toBe('mailto:hello@startile.example')
    expect(booked.uid).toMatch(new RegExp(`^visit-${id}-[\\w-]+@startile\\.example$`))

    const [first, second, third] = visitMail()
    expect(first.mail.header('subject')).toBe('Your free in-home visit: Saturday, October 31, 2026')
    expect(textPart(first.mail)).toContain('between 9:30 AM and 10:30 AM (Portland time)')
    expect(textPart(first.mail)).toMatch(/\/visit\/[\w-]{43}/)
    expect(second.mail.header('subject')).toBe('Your visit has moved: Monday, November 2, 2026')
    expect(third.mail.header('subject')).toBe('Your visit on Monday, November 2, 2026 is canceled')
    // A cancellation carries no link: the link stopped working with the visit.
    expect(textPart(third.mail)).not.toContain('/visit/')
    // Both reminders were retired by the changes after them, in the desk's own transaction.
    const reminders = (await store.outboxFor(id)).filter((r) => r.kind === 'visit-reminder')
    expect(reminders.map((r) => [r.visitOn, r.status, r.nextAttemptAt])).toEqual([
      ['2026-10-31', 'skipped', '2026-10-30T16:00:00.000Z'],
      ['2026-11-02', 'skipped', '2026-11-01T17:00:00.000Z'],
    ])
  })

  it('books a date without a time as a whole day, and skips a version moved before it was sent', async () => {
    const { outbox, book, visitMail, store, id } = await setUp()
    await book({ on: '2026-11-26', time: null })
    await book({ on: '2026-11-27', time: null })
    await outbox.runOnce()
    await waitFor(() => visitMail().length === 1, 10_000, 'one e-mail')
    await waitFor(async () => (await store.outboxFor(id)).every((r) => r.status !== 'sending'), 10_000, 'the rows marked')
    const calendar = calendarOf(visitMail()[0])
    expect(calendar).toMatchObject({ allDay: true, sequence: 1 })
    expect(calendar.start.slice(0, 10)).toBe('2026-11-27')
    expect(textPart(visitMail()[0].mail)).toContain('We will call you the day before to agree on the arrival time.')
    const rows = (await store.outboxFor(id)).filter((r) => r.kind.startsWith('visit-') && r.kind !== 'visit-reminder')
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['visit-booked', 'skipped'],
      ['visit-moved', 'sent'],
    ])
  })

  it('sends the reminder once, at 9 AM the day before, from one of two instances, and not for the version that moved', async () => {
    const { outbox, outboxOf, another, book, visitMail, clock } = await setUp()
    const other = await another()
    cleanups.push(() => other.close())
    const second = outboxOf(other, 'second')
    clock.now = new Date('2026-11-20T18:00:00Z')
    await book({ on: '2026-11-26', time: '10:00' })
    await book({ on: '2026-11-27', time: '10:00' })
    await outbox.runOnce()
    await waitFor(() => visitMail().length === 1, 10_000, 'the update')
    // 8:59 and 9:00 in Portland (PST) on November 25, the day before the first date: nothing.
    for (const at of ['2026-11-25T16:59:00Z', '2026-11-25T17:00:00Z', '2026-11-26T16:59:00Z']) {
      clock.now = new Date(at)
      await Promise.all([outbox.runOnce(), second.runOnce()])
    }
    expect(visitMail()).toHaveLength(1)
    // 9:00 on November 26, the day before the visit as moved: once, of the two instances.
    clock.now = new Date('2026-11-26T17:00:00Z')
    const attempts = await Promise.all([outbox.runOnce(), second.runOnce()])
    expect(attempts.reduce((a, b) => a + b, 0)).toBe(1)
    await waitFor(() => visitMail().length === 2, 10_000, 'the reminder')
    clock.now = new Date('2026-11-26T18:00:00Z')
    await Promise.all([outbox.runOnce(), second.runOnce()])
    expect(visitMail()).toHaveLength(2)
    const reminder = visitMail()[1]
    expect(reminder.mail.header('subject')).toBe('Reminder: we visit tomorrow, Friday, November 27, 2026')
    expect(calendarOf(reminder)).toMatchObject({ sequence: 1, start: '2026-11-27T18:00:00.000Z' })
  })

  it('cancels the visit when the lead is set to Lost, and e-mails nobody about a visit whose day has passed', async () => {
    const { store, id, book, clock } = await setUp()
    const desk = deskOf(store)
    await book({ on: '2026-10-31', time: '09:30' })
    const lost = await desk.changeLead(id, { version: (await store.getLead(id))?.version ?? 0, status: 'Lost', person }, clock.now)
    expect(lost.ok).toBe(true)
    expect((await store.getLead(id))?.visit).toBeNull()
    expect((await desk.leadEvents(id)).at(-1)?.note).toBe('Visit date cleared')
    const kinds = async () => (await store.outboxFor(id)).filter((r) => r.kind.startsWith('visit-')).map((r) => [r.kind, r.status])
    expect(await kinds()).toEqual([
      ['visit-booked', 'pending'],
      ['visit-reminder', 'skipped'],
      ['visit-cancelled', 'pending'],
    ])
    // Recorded after the fact: a visit on October 19, the day before the clock's.
    await book({ on: '2026-10-19', time: '09:30' })
    await book(null)
    expect(await kinds()).toHaveLength(3)
  })

  it('queues no reminder for a visit booked for the next day', async () => {
    const { book, store, id, clock } = await setUp()
    clock.now = new Date('2026-11-25T20:00:00Z')
    await book({ on: '2026-11-26', time: '09:30' })
    const kinds = (await store.outboxFor(id)).map((r) => r.kind)
    expect(kinds).toContain('visit-booked')
    expect(kinds).not.toContain('visit-reminder')
  })
})
