// One place format, the presenter's ("Gresham 97030"), in every channel that names a lead's place:
// the owner's subject and ZIP row, the acknowledgement, the customer's visit e-mail and calendar
// file, the owner's calendar feed and the lock screen's alert. And one owner e-mail presents its
// lead once, handing the words down to its parts.
import ICAL from 'ical.js'
import { describe, expect, it, vi } from 'vitest'
import * as presenter from '#domain/lead-presenter'
import { sampleLead } from '../../tests/fixtures/sample-lead'
import { ownerFeed } from '../calendar/owner-feed'
import { leadSummary } from '../push/alert-payload'
import type { Lead, OutboxRow } from '../store/tables'
import { acknowledgement, businessNotification } from './messages'
import { visitMail } from './visit-mail'

const addresses = { from: 'Star Tile <leads@startile.example>', leadsTo: 'owner@startile.example' }
const lead: Lead = { ...sampleLead, zip: '97030', inArea: true, visit: { on: '2026-11-10', time: '09:30' } }
const place = 'Gresham 97030'
const row: OutboxRow = {
  id: 3,
  leadId: lead.id,
  kind: 'visit-booked',
  toAddr: lead.email,
  status: 'pending',
  attempts: 0,
  nextAttemptAt: '2026-11-01T00:00:00.000Z',
  queuedAt: '2026-11-01T00:00:00.000Z',
  claimedAt: null,
  lastError: null,
  sentAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  leaseOwner: null,
  leaseUntil: null,
  visitOn: '2026-11-10',
  visitTime: '09:30',
  visitSequence: 0,
  visitRequestId: null,
  quoteVersionId: null,
}
const eventOf = (text: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') ?? undefined)

describe('the place of a lead', () => {
  it('is the presenter’s in every channel', () => {
    expect(presenter.presentLead(lead).placeShort).toBe(place)
    const owner = businessNotification(lead, addresses)
    expect(owner.subject).toContain(`, ${place},`)
    expect(String(owner.text)).toMatch(new RegExp(`ZIP code: +${place}, in the service area`))
    expect(String(acknowledgement(lead, addresses).text)).toMatch(new RegExp(`ZIP code: +${place}, within our service area`))
    const visit = visitMail(
      'visit-booked',
      lead,
      { row, uid: 'visit-7-x@startile.example', link: 'https://www.startile.example/visit/t' },
      addresses,
    )
    expect(String(visit.text)).toContain(`Where: ${place}`)
    const icalEvent = visit.icalEvent
    const customerFile = typeof icalEvent === 'object' && icalEvent !== null && 'content' in icalEvent ? String(icalEvent.content) : ''
    expect(eventOf(customerFile).location).toBe(place)
    const feed = ownerFeed(
      [{ lead, uid: 'visit-7-x@startile.example', sequence: 0, visit: { on: '2026-11-10', time: '09:30' }, cancelled: false }],
      'https://www.startile.example',
      new Date('2026-11-01T18:00:00Z'),
    )
    expect(eventOf(feed)).toMatchObject({ location: place, summary: `Visit: ${lead.name}, ${place}` })
    expect(leadSummary({ ...lead, photoCount: 0 })).toBe(`Flooring, ${place}`)
  })

  it('leaves the private link out of the customer’s calendar file, and in the e-mail', () => {
    const visit = visitMail(
      'visit-booked',
      lead,
      { row, uid: 'visit-7-x@startile.example', link: 'https://www.startile.example/visit/t' },
      addresses,
    )
    const icalEvent = visit.icalEvent
    const customerFile = typeof icalEvent === 'object' && icalEvent !== null && 'content' in icalEvent ? String(icalEvent.content) : ''
    expect(customerFile).toContain('BEGIN:VEVENT')
    expect(customerFile).not.toContain('/visit/')
    expect(customerFile).not.toMatch(/^URL/m)
    expect(String(visit.text)).toContain('https://www.startile.example/visit/t')
  })

  it('is presented once for one owner e-mail', async () => {
    const quote: Lead = {
      ...lead,
      visitWindows: ['monday-morning'],
      pattern: { query: 'p', pattern: 'Herringbone', color: 'Gray', grout: 'light' },
    }
    // The real presenter, counted: the e-mail's module is loaded afresh to import it.
    const presented = vi.fn()
    vi.resetModules()
    vi.doMock('#domain/lead-presenter', async (importOriginal) => {
      const real = await importOriginal<typeof presenter>()
      const presentLead: typeof real.presentLead = (l) => {
        presented()
        return real.presentLead(l)
      }
      return { ...real, presentLead }
    })
    try {
      const fresh = await import('./messages')
      fresh.businessNotification(quote, addresses)
      expect(presented).toHaveBeenCalledTimes(1)
    } finally {
      vi.doUnmock('#domain/lead-presenter')
    }
  })
})
