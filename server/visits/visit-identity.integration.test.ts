// One visit, one calendar identity (record 035), on SQLite and PostgreSQL through a real SMTP
// server: an owner who adds the customer's invitation to his calendar, and subscribes to his own
// feed, must see one visit. After booking, moving and cancelling, the customer's calendar file (as
// received) and the owner's feed, both read by an independent parser (ical.js), name the same UID
// and the same SEQUENCE, and the customer's file never carries the private /visit/ link.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { feedDaysFrom, ownerFeed } from '../calendar/owner-feed'
import { createSmtpMailer } from '../mail/mailer'
import { createOutbox } from '../outbox/outbox'
import { deskOf, storeTargets } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { type ReceivedMail, startTestSmtp, textPart, waitFor } from '../../tests/helpers/smtp-server'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const addresses = { leadsTo: 'owner@startile.example', from: 'Star Tile <leads@startile.example>' }
const person = { id: 1, email: 'owner@startile.example' }
const siteUrl = 'https://www.startile.example'

const eventsOf = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: vevent.getFirstPropertyValue('status'),
      url: vevent.getFirstPropertyValue('url'),
    }
  })

function customerEvent(received: ReceivedMail) {
  const part = received.mail.parts.find((p) => p.headers.get('content-type')?.startsWith('text/calendar'))
  if (!part) throw new Error('no calendar part')
  const [event, ...more] = eventsOf(part.body)
  expect(more).toHaveLength(0)
  return { ...event, raw: part.body }
}

describe.each(storeTargets(pgDb))('one visit, one calendar identity on $name', (target) => {
  it('gives the customer’s file and the owner’s feed one UID and one SEQUENCE through booking, moving and cancelling', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const smtp = await startTestSmtp()
    cleanups.push(() => smtp.stop())
    const mailer = createSmtpMailer(smtp.url)
    cleanups.push(() => mailer.close())
    const now = new Date('2026-10-20T17:00:00Z')
    const outbox = createOutbox({ store, mailer, ...addresses, workerId: 'one', now: () => now })
    const desk = deskOf(store)
    const { id } = await store.insertLead(
      { form: 'quote', name: 'Pat Doe', email: 'pat@example.com', phone: '(503) 555-0100', message: 'A shower', zip: '97030' },
      new Date('2026-10-19T17:00:00Z'),
    )
    // The customer's visit e-mails (the acknowledgement went to the same address without a calendar).
    const toCustomer = () =>
      smtp.received.filter(
        (m) =>
          m.envelopeTo[0] === 'pat@example.com' && m.mail.parts.some((p) => p.headers.get('content-type')?.startsWith('text/calendar')),
      )
    const feed = async () => {
      const { from, to } = feedDaysFrom(now)
      return eventsOf(ownerFeed(await desk.bookedVisits(from, to), siteUrl, now)).filter((e) => e.uid.startsWith(`visit-${id}-`))
    }

    const steps = [
      { visit: { on: '2026-10-31', time: '09:30' }, status: 'CONFIRMED' },
      { visit: { on: '2026-11-02', time: '13:00' }, status: 'CONFIRMED' },
      { visit: null, status: 'CANCELLED' },
    ]
    const uids = new Set<string>()
    for (const [index, step] of steps.entries()) {
      const lead = await store.getLead(id)
      expect((await desk.changeLead(id, { version: lead?.version ?? 0, visit: step.visit, person }, now)).ok).toBe(true)
      // The lead's own two e-mails go first: the outbox runs until the customer's visit e-mail is in.
      await waitFor(
        async () => {
          await outbox.runOnce()
          return toCustomer().length === index + 1
        },
        10_000,
        `the customer’s e-mail ${index + 1}`,
      )
      const customer = customerEvent(toCustomer()[index])
      const owner = await feed()
      expect(owner, `the owner's feed after step ${index + 1}`).toHaveLength(1)
      expect(owner[0]).toMatchObject({ uid: customer.uid, sequence: customer.sequence, status: step.status })
      expect(customer).toMatchObject({ sequence: index, status: step.status, url: null })
      // The private link is in the e-mail's body, never in the calendar file an app syncs and shares.
      expect(customer.raw).not.toContain('/visit/')
      if (step.visit) expect(textPart(toCustomer()[index].mail)).toMatch(/\/visit\/[\w-]{43}/)
      uids.add(customer.uid)
    }
    expect([...uids]).toHaveLength(1)
  })
})
