import { describe, expect, it } from 'vitest'
import { sampleLead } from '../../tests/fixtures/sample-lead'
import { inboxWords } from '#content/pages/inbox'
import { buildMessage, outboxKinds } from './outbox-kinds'

const addresses = { from: 'site@startile.example', leadsTo: 'owner@startile.example' }

describe('the table of outbox kinds', () => {
  it('builds each e-mail for the recipient the table names', () => {
    for (const [kind, facts] of Object.entries(outboxKinds)) {
      if (facts.lane !== 'mail') continue
      const message = facts.build(sampleLead, { addresses, mail: { photos: [], maxAttachmentBytes: 0 }, photoCount: 0 })
      expect(message.to, kind).toBe(facts.recipient === 'owner' ? addresses.leadsTo : sampleLead.email)
    }
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
