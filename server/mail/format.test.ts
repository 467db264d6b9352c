import { describe, expect, it } from 'vitest'
import { leadsCsv, leadsTable, statsText } from './format'
import { sampleLead } from '../../tests/fixtures/sample-lead'

const none = { pending: 0, sending: 0, sent: 0, failed: 0 }

describe('the stats', () => {
  it('count the e-mails and the webhook posts apart, the webhook only once there is one', () => {
    const base = { leads: { contact: 1, quote: 2, total: 3 }, spam: 0, photos: 0 }
    const mailOnly = statsText({ ...base, outbox: { ...none, sent: 6 }, byKind: { email: { ...none, sent: 6 }, webhook: none } })
    expect(mailOnly).toContain('E-mail: 6 sent, 0 pending, 0 sending, 0 failed')
    expect(mailOnly).not.toContain('Webhook')
    const both = statsText({
      ...base,
      outbox: { ...none, sent: 8, failed: 1 },
      byKind: { email: { ...none, sent: 6 }, webhook: { ...none, sent: 2, failed: 1 } },
    })
    expect(both).toContain('E-mail: 6 sent, 0 pending, 0 sending, 0 failed')
    expect(both).toContain('Webhook: 2 sent, 0 pending, 0 sending, 1 failed')
  })
})

describe('the CSV export', () => {
  it('ends with the webhook status, where each lead came from, its first contact and its booked visit', () => {
    const source = { ...sampleLead.source, page: '/quote', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring', clickId: 'gclid' }
    const csv = leadsCsv([{ ...sampleLead, source, mail: { business: 'sent', webhook: 'failed' }, photos: [] }])
    const [header, row] = csv.trim().split('\r\n')
    expect(header).toMatch(
      /,photos,status,webhook,source_page,source_tool,referrer_host,utm_source,utm_medium,utm_campaign,click_id,first_contacted_at,visit_on,visit_time$/,
    )
    expect(row).toMatch(/,New,failed,\/quote,,,google,cpc,spring,gclid,,,$/)
    const booked = {
      ...sampleLead,
      status: 'Visit booked' as const,
      firstContactedAt: '2026-11-25T18:00:00Z',
      visit: { on: '2026-11-27', time: '09:30' },
    }
    const [, bookedRow] = leadsCsv([{ ...booked, mail: {}, photos: [] }])
      .trim()
      .split('\r\n')
    expect(bookedRow).toMatch(/,Visit booked,,,,,,,,,2026-11-25T18:00:00Z,2026-11-27,09:30$/)
  })
})

describe('the terminal list', () => {
  it("names a lead's messages by the outbox table's short names: the owner's and the visitor's always, the webhook once queued", () => {
    const fresh = leadsTable([{ ...sampleLead, mail: { business: 'sent' } }], 'UTC')
    expect(fresh).toContain('owner sent, visitor -')
    const won = leadsTable(
      [{ ...sampleLead, mail: { business: 'sent', acknowledgement: 'sent', review: 'pending', webhook: 'failed' } }],
      'UTC',
    )
    expect(won.split('\n')[2]).toMatch(/owner sent, visitor sent, webhook failed$/)
  })
})
