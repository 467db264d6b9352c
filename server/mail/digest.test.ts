// The morning digest's e-mail as a pure function of what waits: its parts, links into the desk,
// what a visitor typed kept out of the headers and escaped in the HTML, and nothing on an empty day.
import { describe, expect, it } from 'vitest'
import { sampleLead } from '../../tests/fixtures/sample-lead'
import { digestListMax, digestMessage, digestSummary } from './digest'
import type { DigestContents, Lead } from '../store/store'

const addresses = { from: 'site@startile.example', leadsTo: 'owner@startile.example' }
const now = new Date('2026-11-26T15:00:00Z') // Thursday 7:00 in Portland
const when = { day: '2026-11-26', tomorrow: '2026-11-27', now }
const lead = (patch: Partial<Lead>): Lead => ({ ...sampleLead, ...patch })
const empty: DigestContents = { newLeads: [], visits: [], quotes: [], requests: [] }
const site = 'https://www.startile.example'

describe('digestMessage', () => {
  it('sends nothing when nothing waits', () => {
    expect(digestMessage(empty, when, addresses, site)).toBeUndefined()
    expect(digestSummary(empty)).toBe('')
  })

  it('lists new leads, visits for today and tomorrow with their arrival windows, quotes waiting and visit requests, each linked to the desk', () => {
    const contents: DigestContents = {
      newLeads: [lead({ id: 11, name: 'Ann New', createdAt: '2026-11-25T23:12:00Z', zip: '97030', projectType: 'Bathroom Remodel' })],
      visits: [
        lead({ id: 12, name: 'Bo Today', status: 'Visit booked', visit: { on: '2026-11-26', time: '09:30' } }),
        lead({ id: 13, name: 'Cy Tomorrow', status: 'Visit booked', visit: { on: '2026-11-27', time: null } }),
      ],
      quotes: [{ lead: lead({ id: 14, name: 'Di Quoted', status: 'Quoted' }), quotedAt: '2026-11-20T20:00:00Z' }],
      requests: [
        {
          lead: lead({ id: 15, name: 'Ed Moving', status: 'Visit booked', visit: { on: '2026-11-30', time: '13:00' } }),
          kind: 'move',
          createdAt: '2026-11-25T18:05:00Z',
        },
        {
          lead: lead({ id: 16, name: 'Flo Cancels', status: 'Visit booked', visit: { on: '2026-12-02', time: null } }),
          kind: 'cancel',
          createdAt: '2026-11-26T01:00:00Z',
        },
      ],
    }
    const mail = digestMessage(contents, when, addresses, site)!
    expect(mail.to).toBe('owner@startile.example')
    expect(mail.subject).toBe('Leads for Thursday, November 26: 1 new, 2 visits, 1 quote waiting, 2 visit requests')
    expect(mail.messageId).toBe('<digest-2026-11-26@startile.example>')
    const text = String(mail.text)
    expect(text).toContain(
      'New leads nobody has contacted (1):\n- Ann New: Bathroom Remodel, Gresham 97030 · received Wed, Nov 25, 3:12 PM',
    )
    expect(text).toContain(`${site}/inbox/leads/11`)
    expect(text).toContain('- Today, 9:30 AM – 10:30 AM: Bo Today:')
    expect(text).toContain('- Tomorrow, time not set: Cy Tomorrow:')
    expect(text).toContain('Quotes with no answer after 5 days (1):\n- Di Quoted: Flooring, Gresham 97030 · quoted Fri, Nov 20, 5 days ago')
    expect(text).toContain(
      'Customers asking to move or cancel a visit (2):\n- Ed Moving: Flooring, Gresham 97030 · asks for another time for the visit of Mon, Nov 30, 1 PM (asked Wed, Nov 25, 10:05 AM)',
    )
    expect(text).toContain('- Flo Cancels: Flooring, Gresham 97030 · asks to cancel the visit of Wed, Dec 2 (asked Wed, Nov 25, 5:00 PM)')
    expect(text).toContain(`${site}/inbox/leads/16`)
    expect(text).toContain(`Open the lead desk: ${site}/inbox`)
    expect(String(mail.html)).toContain(`<a href="${site}/inbox/leads/14">Di Quoted</a>`)
  })

  it('keeps a typed name out of the subject, on one line in the text and escaped in the HTML', () => {
    const name = 'Eve <img src=x onerror=alert(1)>\r\nBcc: victim@example.org'
    const mail = digestMessage({ ...empty, newLeads: [lead({ name })] }, when, addresses, site)!
    expect(mail.subject).toBe('Leads for Thursday, November 26: 1 new')
    expect(String(mail.text)).toContain('- Eve <img src=x onerror=alert(1)> Bcc: victim@example.org:')
    expect(String(mail.html)).not.toContain('<img')
    expect(String(mail.html)).toContain('Eve &lt;img src=x onerror=alert(1)&gt; Bcc: victim@example.org')
  })

  it(`lists at most ${digestListMax} of a part and counts the rest`, () => {
    const many = Array.from({ length: digestListMax + 4 }, (_, i) => lead({ id: 100 + i, name: `Lead ${i}` }))
    const mail = digestMessage({ ...empty, newLeads: many }, when, addresses, site)!
    expect(mail.subject).toBe(`Leads for Thursday, November 26: ${digestListMax + 4} new`)
    expect(String(mail.text).match(/^- Lead /gm)).toHaveLength(digestListMax)
    expect(String(mail.text)).toContain('and 4 more in the desk')
  })
})
