// The quote e-mails' builders on their own: US English, the customer's words kept out of headers
// and escaped in HTML, the updated quote said as such, and the rule that stops a reminder.
import { describe, expect, it } from 'vitest'
import { sampleLead } from '../../tests/fixtures/sample-lead'
import { sampleQuoteFacts, sampleVersion } from '../../tests/fixtures/sample-quote'
import { britishSpellings } from '../../tests/helpers/us-english'
import { outboxKinds } from './outbox-kinds'
import { closedBecause } from './quote-mail-facts'
import { quoteSentMail } from './quote-mail'
import { quoteAnswerMail } from './quote-owner-mail'
import type { OutboxRow, QuoteMailKind } from '../store/tables'

const addresses = { from: 'site@startile.example', leadsTo: 'owner@startile.example' }
const at = '2026-12-01T18:00:00.000Z'
const rowOf = (kind: QuoteMailKind): OutboxRow => ({
  ...{ id: 11, leadId: sampleLead.id, kind, toAddr: sampleLead.email, status: 'pending', attempts: 0, nextAttemptAt: at, queuedAt: at },
  ...{ claimedAt: null, lastError: null, sentAt: null, createdAt: at, leaseOwner: null, leaseUntil: null, visitOn: null },
  ...{ visitTime: null, visitSequence: null, visitRequestId: null, quoteVersionId: 1 },
})
const kinds: QuoteMailKind[] = ['quote-sent', 'quote-followup', 'quote-expiring', 'quote-answer', 'quote-signed']

describe('the quote e-mails', () => {
  it('are written in US English, every kind and every answer', () => {
    const found: string[] = []
    for (const kind of kinds) {
      for (const answer of ['accept', 'decline', 'question'] as const) {
        const message = outboxKinds[kind].build(sampleLead, {
          addresses,
          mail: { photos: [], maxAttachmentBytes: 0 },
          photoCount: 0,
          quote: sampleQuoteFacts(rowOf(kind), answer, 'A reason'),
        })
        found.push(...britishSpellings(`${String(message.subject)} ${String(message.text)} ${String(message.html)}`))
      }
    }
    expect(found).toEqual([])
  })

  it('keep the customer’s words out of the headers and escape them in the HTML', () => {
    const hostile = { ...sampleLead, name: 'Ann\r\nBcc: all@example.com <x@y>' }
    const facts = sampleQuoteFacts(rowOf('quote-answer'), 'question', '<script>alert(1)</script>\nSecond line')
    const message = quoteAnswerMail(hostile, facts, addresses)
    expect(String(message.subject)).toMatch(/^Lead 7 has a question about quote ST-1007 v1$/)
    expect(String(message.html)).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(String(message.html)).not.toContain('<script>')
    expect(message.replyTo).toBe(hostile.email)
  })

  it('say an updated quote replaces the one before', () => {
    const facts = sampleQuoteFacts(rowOf('quote-sent'))
    const message = quoteSentMail(sampleLead, { ...facts, version: { ...facts.version, version: 2 } }, addresses)
    expect(message.subject).toBe('Your updated quote from Star Tile: ST-1007')
    expect(String(message.text)).toContain('It replaces the quote we sent before')
  })

  it('stop a reminder for each reason a version closes, and not while it is open', () => {
    const open = sampleVersion(7)
    const before = new Date('2026-12-15T12:00:00Z')
    expect(closedBecause(open, before)).toBeNull()
    // Valid through December 15 is valid until midnight Pacific time (08:00 UTC the next day).
    expect(closedBecause(open, new Date('2026-12-16T07:59:59Z'))).toBeNull()
    expect(closedBecause(open, new Date('2026-12-16T08:00:00Z'))).toBe('the quote had expired')
    expect(closedBecause({ ...open, acceptedAt: at }, before)).toBe('the customer accepted the quote')
    expect(closedBecause({ ...open, declinedAt: at }, before)).toBe('the customer declined the quote')
    expect(closedBecause({ ...open, questionAt: at }, before)).toBe('the customer asked a question')
    expect(closedBecause({ ...open, replacedAt: at }, before)).toBe('a newer version replaced the quote')
    expect(closedBecause({ ...open, followupsStoppedAt: at }, before)).toBe('you stopped the reminders')
  })
})
