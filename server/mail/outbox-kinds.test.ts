import { describe, expect, it } from 'vitest'
import { sampleLead } from '../../tests/fixtures/sample-lead'
import { inboxWords } from '#content/pages/inbox'
import { buildMessage, outboxKinds } from './outbox-kinds'
import type { OutboxRow } from '../store/store'
import { sampleQuoteFacts } from '../../tests/fixtures/sample-quote'

const addresses = { from: 'site@startile.example', leadsTo: 'owner@startile.example' }
const row: OutboxRow = {
  ...{ id: 3, leadId: sampleLead.id, kind: 'visit-booked', toAddr: sampleLead.email, status: 'pending', attempts: 0 },
  ...{ nextAttemptAt: '2026-11-20T18:00:00.000Z', queuedAt: '2026-11-20T18:00:00.000Z', claimedAt: null, lastError: null, sentAt: null },
  ...{ createdAt: '2026-11-20T18:00:00.000Z', leaseOwner: null, leaseUntil: null },
  ...{
    visitOn: '2026-11-26',
    visitTime: '09:30',
    visitSequence: 0,
    visitRequestId: 1,
    quoteVersionId: null,
    jobStartOn: '2026-12-08',
    jobSequence: 0,
  },
}
const request = {
  id: 1,
  leadId: sampleLead.id,
  kind: 'move' as const,
  choices: [],
  note: 'After 3 PM',
  createdAt: row.createdAt,
  handledAt: null,
}
const visit = { row, uid: 'visit-7-x@startile.example', link: 'https://startile.example/visit/x', request }
const job = { row, uid: 'job-7-x@startile.example' }

describe('the table of outbox kinds', () => {
  it('builds each e-mail for the recipient the table names', () => {
    for (const [kind, facts] of Object.entries(outboxKinds)) {
      if (facts.lane !== 'mail') continue
      const quote = sampleQuoteFacts(row)
      const message = facts.build(sampleLead, { addresses, mail: { photos: [], maxAttachmentBytes: 0 }, photoCount: 0, visit, quote, job })
      expect(message.to, kind).toBe(facts.recipient === 'owner' ? addresses.leadsTo : sampleLead.email)
    }
  })

  it('writes the job’s start as a whole day with the job’s UID and the row’s SEQUENCE, in the e-mail and its calendar file', () => {
    const message = outboxKinds['job-start'].build(sampleLead, {
      addresses,
      mail: { photos: [], maxAttachmentBytes: 0 },
      photoCount: 0,
      job,
    })
    expect(message.subject).toBe('Your tile job starts Tuesday, December 8, 2026')
    expect(String(message.text)).toContain('scheduled to start on Tuesday, December 8, 2026')
    const ics = String((message.icalEvent as { content: string }).content)
    expect(ics).toContain('UID:job-7-x@startile.example')
    expect(ics).toContain('DTSTART;VALUE=DATE:20261208')
    expect(ics).toContain('DTEND;VALUE=DATE:20261209')
    expect(ics).toContain('SEQUENCE:0')
  })

  it('names every kind in the desk with its own words', () => {
    const labels = Object.values(outboxKinds).map((k) => k.label)
    expect(new Set(labels).size).toBe(labels.length)
    expect(labels.sort()).toEqual(Object.values(inboxWords.lead.mailKinds).sort())
  })

  it('sends the webhook in its own lane and refuses to build it as an e-mail', () => {
    expect(outboxKinds.webhook).toMatchObject({ lane: 'webhook', recipient: 'receiver' })
    expect(() => buildMessage('webhook' as never, sampleLead, addresses)).toThrow('webhook is not an e-mail')
  })
})
