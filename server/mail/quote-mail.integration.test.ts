// The written quote's e-mails (issue 42), on SQLite and PostgreSQL, through a real SMTP server on
// loopback and the real outbox: the customer's quote with each option's total, the valid-through
// day, the private link and the PDF attached (made once and kept); the reminders at the times
// followUpPlan gives, each sent exactly once when two outbox workers race for it, and never after
// an answer, a new version, the owner's stop or the end of the quote; the owner's notice the day
// before; the answers to the owner and the signed copy to the customer, the same signed PDF to both.
// The version rows are written by a test fixture (tests/fixtures/quote-rows-fixture.ts) until the
// store's own quote queries merge; the PDF maker is injected (its real layout is quote-pdf.ts's).
import { describe, expect, it } from 'vitest'
import { business } from '#content/business'
import { quoteTerms } from '#content/quote-terms'
import { followUpPlan } from '#domain/quote/follow-ups'
import { createSmtpMailer } from './mailer'
import type { QuotePdfMaker } from './quote-mail-facts'
import { createOutbox } from '../outbox/outbox'
import { type ServerStore } from '../stores'
import { sampleAcceptance, sampleVersion } from '../../tests/fixtures/sample-quote'
import { answerVersion, insertVersion, markVersion, queueQuoteMail } from '../../tests/fixtures/quote-rows-fixture'
import { storeTargets } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { type ReceivedMail, attachmentsOf, decodeWords, htmlPart, startTestSmtp, textPart, waitFor } from '../../tests/helpers/smtp-server'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const addresses = { leadsTo: 'owner@startile.example', from: 'Star Tile <leads@startile.example>' }
const sentAt = new Date('2026-11-30T18:00:00Z')
const plan = followUpPlan(sentAt, '2026-12-15', {
  days: quoteTerms.followUpDays,
  hours: business.hours,
  timeZone: business.replyPromise.timeZone,
  ownerAt: business.morningDigest.at,
})

/** A PDF maker that says what it was given, and counts its calls. */
function pdfMaker() {
  const calls: { signed: boolean; photos: number[] }[] = []
  const make: QuotePdfMaker = async (snapshot, signed, photos = []) => {
    calls.push({ signed: Boolean(signed), photos: photos.map((p) => p.position) })
    const record = signed ? ` signed by ${signed.acceptance.typedName} ${signed.acceptance.sha256} events ${signed.events.length}` : ''
    return Buffer.from(`%PDF-1.7\n% ${snapshot.reference} v${snapshot.version}${record}\n%%EOF\n`)
  }
  return { make, calls }
}

describe.each(storeTargets(pgDb))('the quote’s e-mails on $name', (target) => {
  async function setUp() {
    const { store, another } = await target.open()
    cleanups.push(() => store.close())
    const smtp = await startTestSmtp()
    cleanups.push(() => smtp.stop())
    const mailer = createSmtpMailer(smtp.url)
    cleanups.push(() => mailer.close())
    const clock = { now: sentAt }
    const pdf = pdfMaker()
    const outboxOf = (s: ServerStore, workerId: string) =>
      createOutbox({
        store: s,
        mailer,
        ...addresses,
        workerId,
        now: () => clock.now,
        quotes: { store: s, pdf: pdf.make },
      })
    const db = store.handle.db
    const { id: leadId } = await store.insertLead(
      { form: 'quote', name: 'Ann Lee', email: 'ann@example.com', phone: '(503) 555-0101', message: 'Hall floor', zip: '97030' },
      new Date('2026-11-20T17:00:00Z'),
    )
    const outbox = outboxOf(store, 'first')
    await outbox.runOnce()
    await waitFor(() => smtp.received.length === 2, 10_000, 'the lead’s two e-mails')
    smtp.received.length = 0
    /** Sends a version as sendQuote will: the row, the customer's e-mail now, the reminders and the owner's notice later. */
    const send = async (photos: { position: number; name: string }[] = []) => {
      const v = sampleVersion(leadId)
      const versionId = await insertVersion(db, { ...v, snapshot: { ...v.snapshot, photos }, sentAt: sentAt.toISOString() })
      const queue = (kind: 'quote-sent' | 'quote-followup' | 'quote-expiring', due: Date) =>
        queueQuoteMail(db, { leadId, versionId, kind, toAddr: kind === 'quote-expiring' ? null : 'ann@example.com', due, queued: sentAt })
      await queue('quote-sent', sentAt)
      for (const due of plan.customer) await queue('quote-followup', due)
      if (plan.ownerExpiring) await queue('quote-expiring', plan.ownerExpiring)
      return versionId
    }
    const rows = async (kind: string) => (await store.outboxFor(leadId)).filter((r) => r.kind === kind)
    const settled = () => waitFor(async () => (await store.outboxFor(leadId)).every((r) => r.status !== 'sending'), 10_000, 'rows marked')
    const to = (who: string) => smtp.received.filter((m) => m.envelopeTo.includes(who))
    return { store, another, db, smtp, clock, outbox, outboxOf, pdf, leadId, send, rows, settled, to }
  }

  it('sends the customer each option’s total, the valid-through day, the link and the PDF, made once and kept', async () => {
    const { outbox, smtp, pdf, send, db, rows, settled, leadId } = await setUp()
    // The lead's photos 1 and 2; the quote shows photo 2 only, and only it goes to the PDF.
    for (const position of [1, 2]) {
      await db
        .insertInto('lead_photos')
        .values({
          ...{ lead_id: leadId, position, name: `photo-${position}.jpg`, content_type: 'image/jpeg', width: 4, height: 3 },
          ...{ original_bytes: 3, data: Buffer.from([0xff, 0xd8, position]), created_at: sentAt.toISOString() },
        })
        .execute()
    }
    const versionId = await send([{ position: 2, name: 'photo-2.jpg' }])
    await outbox.runOnce()
    await waitFor(() => smtp.received.length === 1, 10_000, 'the quote')
    const [quote] = smtp.received
    expect(quote.envelopeTo).toEqual(['ann@example.com'])
    expect(decodeWords(quote.mail.header('subject') ?? '')).toMatch(/^Your written quote from Star Tile: ST-\d+$/)
    const text = textPart(quote.mail)
    // Good 120 × $12.50; Better 120 × ($18.50 + $3.00); Best 120 × $26.75; the add-ons as prices to add.
    for (const figure of [
      'Good: $1,500.00',
      'Better: $2,580.00',
      'Best: $3,210.00',
      'Heated floor mat: +$850.00',
      'New baseboards: +$300.00',
    ])
      expect(text).toContain(figure)
    expect(text).toContain('The prices hold through Tuesday, December 15, 2026, Pacific time.')
    const link = /https?:\/\/[^\s]+\/quote\/([\w-]{43})/.exec(text)
    expect(link).not.toBeNull()
    expect(htmlPart(quote.mail)).toContain(`/quote/${link?.[1]}"`)
    const [attached] = attachmentsOf(quote.mail)
    expect(attached).toMatchObject({ contentType: 'application/pdf', filename: expect.stringMatching(/^quote-ST-\d+-v1\.pdf$/) })
    expect(attached.data.toString()).toMatch(/^%PDF-1\.7\n% ST-\d+ v1\n/)
    expect(quote.mail.header('x-lead-ids')).toMatch(/^\d+$/)
    // Kept, with the bytes sent: a second e-mail of the same version attaches it without making it again.
    const kept = await db.selectFrom('quote_documents').selectAll().where('version_id', '=', versionId).execute()
    expect(kept.map((d) => [d.kind, Buffer.from(d.data).equals(attached.data)])).toEqual([['quote', true]])
    await queueQuoteMail(db, {
      leadId: kept[0].lead_id,
      versionId,
      kind: 'quote-sent',
      toAddr: 'ann@example.com',
      due: sentAt,
      queued: sentAt,
    })
    await outbox.runOnce()
    await waitFor(() => smtp.received.length === 2, 10_000, 'the second copy')
    expect(attachmentsOf(smtp.received[1].mail)[0].data.equals(attached.data)).toBe(true)
    expect(pdf.calls).toEqual([{ signed: false, photos: [2] }])
    await settled()
    expect((await rows('quote-sent')).map((r) => r.status)).toEqual(['sent', 'sent'])
    // The reminders wait for their day.
    expect((await rows('quote-followup')).map((r) => r.status)).toEqual(['pending', 'pending'])
  })

  it('sends each reminder exactly once when two outbox workers race, at 10 AM Portland time on days 2 and 5', async () => {
    const { store, another, outboxOf, clock, smtp, send, rows, settled, to } = await setUp()
    await send()
    expect(plan.customer.map((d) => d.toISOString())).toEqual(['2026-12-02T18:00:00.000Z', '2026-12-05T18:00:00.000Z'])
    const a = outboxOf(store, 'worker-a')
    const second = await another()
    cleanups.push(() => second.close())
    const b = outboxOf(second, 'worker-b')
    await Promise.all([a.runOnce(), b.runOnce()])
    await waitFor(() => smtp.received.length === 1, 10_000, 'the quote')
    // A minute before the first reminder is due: nothing more.
    clock.now = new Date('2026-12-02T17:59:00Z')
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()])
    expect(smtp.received).toHaveLength(1)
    for (const at of ['2026-12-02T18:00:00Z', '2026-12-05T18:00:30Z']) {
      clock.now = new Date(at)
      await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()])
    }
    await settled()
    await new Promise((r) => setTimeout(r, 300)) // a message sent twice would have arrived by now
    const reminders = to('ann@example.com').filter((m) => /still waiting/.test(decodeWords(m.mail.header('subject') ?? '')))
    expect(reminders).toHaveLength(2)
    expect(new Set(reminders.map((m) => m.mail.header('message-id'))).size).toBe(2)
    expect(textPart(reminders[0].mail)).toContain('Better: $2,580.00')
    expect(textPart(reminders[0].mail)).toMatch(/\/quote\/[\w-]{43}/)
    expect(attachmentsOf(reminders[0].mail)).toEqual([])
    expect((await rows('quote-followup')).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ])
  })

  const stops = [
    ['an acceptance', 'the customer accepted the quote'],
    ['a decline', 'the customer declined the quote'],
    ['a question', 'the customer asked a question'],
    ['a new version', 'a newer version replaced the quote'],
    ['the owner’s stop', 'you stopped the reminders'],
  ] as const

  it.each(stops)('sends no reminder and no owner’s notice after %s', async (stop, reason) => {
    const { outbox, clock, smtp, send, db, leadId, rows, settled, to } = await setUp()
    const versionId = await send()
    await outbox.runOnce()
    await waitFor(() => smtp.received.length === 1, 10_000, 'the quote')
    const at = new Date('2026-12-01T20:00:00Z')
    const version = { ...sampleVersion(leadId, versionId), sentAt: sentAt.toISOString() }
    if (stop === 'an acceptance') await answerVersion(db, versionId, leadId, { kind: 'accept', acceptance: sampleAcceptance(version) }, at)
    if (stop === 'a decline') await answerVersion(db, versionId, leadId, { kind: 'decline', text: 'Too dear' }, at)
    if (stop === 'a question') await answerVersion(db, versionId, leadId, { kind: 'question', text: 'Can you start in January?' }, at)
    if (stop === 'a new version') await markVersion(db, versionId, { replaced_at: at.toISOString() })
    if (stop === 'the owner’s stop') await markVersion(db, versionId, { followups_stopped_at: at.toISOString() })
    for (const now of ['2026-12-02T18:00:00Z', '2026-12-05T18:00:00Z', '2026-12-14T15:00:00Z']) {
      clock.now = new Date(now)
      await outbox.runOnce()
    }
    await settled()
    expect(smtp.received).toHaveLength(1)
    expect(to(addresses.leadsTo)).toEqual([])
    const reminders = [...(await rows('quote-followup')), ...(await rows('quote-expiring'))]
    expect(reminders.map((r) => [r.status, r.lastError])).toEqual([
      ['skipped', reason],
      ['skipped', reason],
      ['skipped', reason],
    ])
  })

  it('tells the owner the day before an unanswered quote ends, and never reminds the customer once it has', async () => {
    const { outbox, clock, smtp, send, rows, settled, to, db, leadId } = await setUp()
    const versionId = await send()
    // A view, as the page records it: the notice says the customer opened it.
    await db
      .insertInto('quote_events')
      .values({
        version_id: versionId,
        lead_id: leadId,
        kind: 'view',
        at: '2026-12-01T03:00:00.000Z',
        client_address: null,
        user_agent: null,
        text: null,
      })
      .execute()
    for (const now of ['2026-11-30T18:00:00Z', '2026-12-02T18:00:00Z', '2026-12-05T18:00:00Z']) {
      clock.now = new Date(now)
      await outbox.runOnce()
    }
    await waitFor(() => smtp.received.length === 3, 10_000, 'the quote and two reminders')
    expect(plan.ownerExpiring?.toISOString()).toBe('2026-12-14T15:00:00.000Z') // 7 AM Monday, December 14, Portland
    clock.now = new Date('2026-12-14T14:59:00Z')
    await outbox.runOnce()
    expect(to(addresses.leadsTo)).toEqual([])
    clock.now = new Date('2026-12-14T15:00:00Z')
    await outbox.runOnce()
    await waitFor(() => to(addresses.leadsTo).length === 1, 10_000, 'the owner’s notice')
    const [notice] = to(addresses.leadsTo)
    expect(decodeWords(notice.mail.header('subject') ?? '')).toMatch(/^Quote ST-\d+ v1 for Ann Lee ends tomorrow$/)
    const text = textPart(notice.mail)
    expect(text).toContain('valid through Tuesday, December 15, 2026')
    expect(text).toContain('Opened: 1 time(s), first on Monday, November 30, 2026')
    expect(text).toMatch(/\/inbox\/leads\/\d+/)
    await settled()
    expect((await rows('quote-expiring')).map((r) => r.status)).toEqual(['sent'])
    // The day after the quote ended: a reminder still queued (here, one put back by hand) is skipped as expired.
    clock.now = new Date('2026-12-16T08:00:00Z')
    const [first] = await rows('quote-followup')
    await queueQuoteMail(db, {
      leadId,
      versionId,
      kind: 'quote-followup',
      toAddr: 'ann@example.com',
      due: clock.now,
      queued: new Date(first.createdAt),
    })
    await outbox.runOnce()
    await settled()
    expect((await rows('quote-followup')).map((r) => [r.status, r.lastError])).toEqual([
      ['sent', null],
      ['sent', null],
      ['skipped', 'the quote had expired'],
    ])
    expect(smtp.received).toHaveLength(4)
  })

  it('sends the owner the answer and the customer the signed copy: the same signed PDF, made once', async () => {
    const { outbox, clock, smtp, send, db, leadId, pdf, to, settled } = await setUp()
    const versionId = await send()
    await outbox.runOnce()
    await waitFor(() => smtp.received.length === 1, 10_000, 'the quote')
    const version = { ...sampleVersion(leadId, versionId), sentAt: sentAt.toISOString() }
    const question = new Date('2026-12-01T19:00:00Z')
    await answerVersion(db, versionId, leadId, { kind: 'question', text: 'Can you start in January? <b>soon</b>' }, question)
    await queueQuoteMail(db, { leadId, versionId, kind: 'quote-answer', toAddr: null, due: question, queued: question })
    const accepted = new Date('2026-12-02T19:30:00Z')
    await answerVersion(db, versionId, leadId, { kind: 'accept', acceptance: sampleAcceptance(version, 'Ann Q. Lee') }, accepted)
    await queueQuoteMail(db, { leadId, versionId, kind: 'quote-answer', toAddr: null, due: accepted, queued: accepted })
    await queueQuoteMail(db, { leadId, versionId, kind: 'quote-signed', toAddr: 'ann@example.com', due: accepted, queued: accepted })
    clock.now = new Date('2026-12-02T19:31:00Z')
    await outbox.runOnce()
    await waitFor(() => smtp.received.length === 4, 10_000, 'the answers and the signed copy')
    await settled()

    const [asked, acceptance] = to(addresses.leadsTo)
    expect(decodeWords(asked.mail.header('subject') ?? '')).toMatch(/^Ann Lee has a question about quote ST-\d+ v1$/)
    expect(asked.mail.header('reply-to')).toBe('ann@example.com')
    expect(textPart(asked.mail)).toContain('Their question: Can you start in January? <b>soon</b>')
    expect(htmlPart(asked.mail)).toContain('Can you start in January? &lt;b&gt;soon&lt;/b&gt;')
    expect(attachmentsOf(asked.mail)).toEqual([])

    expect(decodeWords(acceptance.mail.header('subject') ?? '')).toMatch(/^Ann Lee accepted quote ST-\d+ v1: Better, \$3,430\.00$/)
    const owner = textPart(acceptance.mail)
    for (const line of ['Option: Better', 'Add-ons: Heated floor mat', 'Total: $3,430.00', 'Deposit: $857.50', 'Signed as: Ann Q. Lee'])
      expect(owner).toContain(line)

    const signed = to('ann@example.com').at(-1) as ReceivedMail
    expect(decodeWords(signed.mail.header('subject') ?? '')).toMatch(/^Your signed quote: ST-\d+$/)
    const customer = textPart(signed.mail)
    expect(customer).toContain('You accepted your quote ST-')
    expect(customer).toContain('on Wednesday, December 2, 2026.')
    expect(customer).toContain('Total: $3,430.00')
    // The typed name is in the signed PDF, not in the customer's e-mail.
    expect(customer).not.toContain('Ann Q. Lee')
    const [ownerCopy] = attachmentsOf(acceptance.mail)
    const [customerCopy] = attachmentsOf(signed.mail)
    expect(customerCopy.filename).toMatch(/^quote-ST-\d+-v1-signed\.pdf$/)
    expect(customerCopy.data.equals(ownerCopy.data)).toBe(true)
    expect(customerCopy.data.toString()).toContain(`signed by Ann Q. Lee ${version.sha256} events 2`)
    expect(pdf.calls.filter((c) => c.signed)).toHaveLength(1)
    const kept = await db.selectFrom('quote_documents').select('kind').where('version_id', '=', versionId).orderBy('kind').execute()
    expect(kept.map((k) => k.kind)).toEqual(['quote', 'signed'])
  })
})
