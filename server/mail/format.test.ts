import { describe, expect, it } from 'vitest'
import { leadsCsv, leadsTable, statsText } from './format'
import { sampleLead } from '../../tests/fixtures/sample-lead'

const none = { pending: 0, sending: 0, sent: 0, failed: 0, skipped: 0 }

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

/** RFC 4180 rows: a quoted cell may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (quoted || (c !== ',' && c !== '\r')) {
      cell += c
    } else {
      row.push(cell)
      cell = ''
      if (c === '\r') {
        rows.push(row)
        row = []
        i++ // the \n of \r\n
      }
    }
  }
  return rows
}

describe('the CSV export', () => {
  it('gives every column of a lead with every detail by name, in the order of the header', () => {
    const lead = {
      ...sampleLead,
      id: 42,
      form: 'quote' as const,
      name: 'Ann "Annie" Lee',
      email: 'ann@example.com',
      phone: '+1 503 555 0101',
      projectType: 'Bathroom Remodel',
      message: 'Shower walls,\nand the floor',
      spam: true,
      spamReason: 'filled too fast',
      createdAt: '2026-11-20T17:05:00Z',
      userAgent: 'Mozilla/5.0 (X11)',
      zip: '97030',
      inArea: false,
      visitWindows: ['monday-morning', 'saturday-morning'],
      estimate: { query: 'length=12', lines: ['12 x 10 ft: 120 sq ft', 'Total: $1,173.00'], totalTiles: 138, totalWithWaste: 152 },
      pattern: { query: 'pattern=herringbone', pattern: 'Herringbone', color: 'Gray', grout: 'light' },
      status: 'Visit booked' as const,
      firstContactedAt: '2026-11-21T16:00:00Z',
      visit: { on: '2026-11-27', time: '09:30' },
      source: {
        page: '/quote',
        tool: 'calculator, pattern',
        referrerHost: 'www.google.com',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'spring',
        clickId: 'gclid',
        landingPage: '/tile-installation-portland',
      },
    }
    const photo = { leadId: 42, contentType: 'image/jpeg', bytes: 1000, originalBytes: 2000, createdAt: lead.createdAt }
    const photos = [
      { ...photo, id: 1, position: 1, name: 'wall.jpg', width: 1600, height: 1200, file: 'photos/42-1.jpg' },
      { ...photo, id: 2, position: 2, name: 'floor.jpg', width: 1200, height: 1600 },
    ]
    const [header, row, ...rest] = parseCsv(
      leadsCsv([{ ...lead, mail: { business: 'sent', acknowledgement: 'failed', webhook: 'pending' }, photos }]),
    )
    expect(rest).toEqual([])
    expect(Object.fromEntries(header.map((column, i) => [column, row[i]]))).toEqual({
      id: '42',
      created_at: '2026-11-20T17:05:00Z',
      form: 'quote',
      name: 'Ann "Annie" Lee',
      email: 'ann@example.com',
      phone: "'+1 503 555 0101",
      project_type: 'Bathroom Remodel',
      message: 'Shower walls,\nand the floor',
      spam: 'true',
      spam_reason: 'filled too fast',
      business_email: 'sent',
      acknowledgement_email: 'failed',
      user_agent: 'Mozilla/5.0 (X11)',
      zip: '97030',
      in_area: 'no',
      visit_windows: 'Monday morning (8:00 AM – 12:00 PM); Saturday morning (8:00 AM – 12:00 PM)',
      estimate: '12 x 10 ft: 120 sq ft\nTotal: $1,173.00',
      pattern: 'Herringbone in Gray, light grout',
      photos: 'photos/42-1.jpg\nphoto 2: floor.jpg (1200x1600)',
      status: 'Visit booked',
      webhook: 'pending',
      source_page: '/quote',
      source_tool: 'calculator, pattern',
      referrer_host: 'www.google.com',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      click_id: 'gclid',
      first_contacted_at: '2026-11-21T16:00:00Z',
      visit_on: '2026-11-27',
      visit_time: '09:30',
      won_value: '',
      won_source: '',
      landing_page: '/tile-installation-portland',
    })
    expect(row).toHaveLength(header.length)
  })

  it('ends with the webhook status, where each lead came from, its first contact, its booked visit and its won value', () => {
    const source = {
      ...sampleLead.source,
      page: '/quote',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      clickId: 'gclid',
      landingPage: '/tile-contractor-gresham',
    }
    const csv = leadsCsv([{ ...sampleLead, source, mail: { business: 'sent', webhook: 'failed' }, photos: [] }])
    const [header, row] = csv.trim().split('\r\n')
    expect(header).toMatch(
      /,photos,status,webhook,source_page,source_tool,referrer_host,utm_source,utm_medium,utm_campaign,click_id,first_contacted_at,visit_on,visit_time,won_value,won_source,landing_page$/,
    )
    expect(row).toMatch(/,New,failed,\/quote,,,google,cpc,spring,gclid,,,,,,\/tile-contractor-gresham$/)
    const booked = {
      ...sampleLead,
      status: 'Visit booked' as const,
      firstContactedAt: '2026-11-25T18:00:00Z',
      visit: { on: '2026-11-27', time: '09:30' },
    }
    const [, bookedRow] = leadsCsv([{ ...booked, mail: {}, photos: [] }])
      .trim()
      .split('\r\n')
    expect(bookedRow).toMatch(/,Visit booked,,,,,,,,,2026-11-25T18:00:00Z,2026-11-27,09:30,,,$/)
    // Dollars to the cent, as a spreadsheet sums them: 12,500.05 and 3 cents.
    const won = (cents: number, source: 'quote' | 'typed') =>
      leadsCsv([{ ...sampleLead, status: 'Won', won: { cents, source }, mail: {}, photos: [] }])
        .trim()
        .split('\r\n')[1]
    expect(won(1_250_005, 'quote')).toMatch(/,Won(,[^,]*){11},12500\.05,quote,$/)
    expect(won(3, 'typed')).toMatch(/,0\.03,typed,$/)
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
