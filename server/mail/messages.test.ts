// The e-mails are visible words too: both of them, for both forms, in US English.
import { describe, expect, it } from 'vitest'
import { sampleLead } from '../../tests/fixtures/sample-lead'
import { britishSpellings } from '../../tests/helpers/us-english'
import { business } from '#content/business'
import { presentLead } from '#domain/lead-presenter'
import { businessSubject as subjectOf } from './messages'
import { buildMessage } from './outbox-kinds'
import type { Lead } from '../store/store'

/** The subject as the owner's e-mail builds it: from the message's one presentation of the lead. */
const businessSubject = (l: Lead, photos: number) => subjectOf(l, presentLead(l), photos)

const lead = (form: Lead['form']): Lead => ({
  ...sampleLead,
  form,
  name: 'Dana Example',
  email: 'dana@example.com',
  phone: '(503) 555-0100',
  projectType: form === 'quote' ? 'Bathroom Remodel' : null,
  message: 'A shower and a floor.',
  createdAt: '2026-03-01T17:00:00.000Z',
  zip: null,
  inArea: null,
})

describe('lead e-mails', () => {
  it('are in US English, text and HTML, for both forms and both recipients', () => {
    const words: string[] = []
    for (const form of ['contact', 'quote'] as const) {
      for (const kind of ['business', 'acknowledgement'] as const) {
        const m = buildMessage(kind, lead(form), { from: 'site@startile.example', leadsTo: 'hello@startile.example' })
        const text = [m.subject, m.text, m.html].map(String).join('\n')
        expect(text.length, `${form} ${kind}`).toBeGreaterThan(100)
        words.push(...britishSpellings(text))
      }
    }
    expect(words).toEqual([])
  })

  it('the spelling check itself finds British words', () => {
    expect(britishSpellings('The licence, the colour and the grey centre; licensed, colors.')).toEqual([
      'licence',
      'colour',
      'grey',
      'centre',
    ])
  })
})

describe("the owner's e-mail of a quote request", () => {
  const quote: Lead = {
    ...lead('quote'),
    projectType: 'Flooring',
    zip: '97301',
    inArea: false,
    visitWindows: ['monday-morning', 'saturday-morning'],
    estimate: {
      query: 'length=12&width=10&tile=12x12&price=8.50',
      lines: ['Estimate: 12 ft x 10 ft (120.0 sq ft), 12x12 tiles, 138 tiles incl. 15% waste, materials about $1,173.00'],
      totalTiles: 138,
      totalWithWaste: 1173,
    },
    pattern: { query: 'color=gray&pattern=herringbone&grout=light', pattern: 'Herringbone', color: 'Modern Gray', grout: 'light' },
  }
  const photo = (position: number, size: number) => ({
    id: position,
    leadId: 7,
    position,
    name: `IMG_${position}.jpg`,
    contentType: 'image/jpeg',
    width: 2048,
    height: 1536,
    bytes: size,
    originalBytes: size * 4,
    createdAt: quote.createdAt,
    data: Buffer.alloc(size, position),
  })
  const addresses = { from: 'site@startile.example', leadsTo: 'hello@startile.example' }

  it('puts the decisive facts first, then the contact details and the message, and replies to the visitor', () => {
    const m = buildMessage('business', quote, addresses, { photos: [photo(1, 800_000), photo(2, 600_000)], maxAttachmentBytes: 15 << 20 })
    const text = String(m.text)
    const order = ['Project type:', 'ZIP code:', 'Photos:', 'Estimate:', 'Pattern:', 'Preferred times:', 'Name:', 'Project details:']
    const at = order.map((label) => text.indexOf(label))
    expect(at.every((i) => i >= 0)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
    expect(text).toContain('97301, OUTSIDE the 30-mile service area')
    expect(text).toContain('Monday morning (8:00 AM – 12:00 PM)')
    expect(text).toContain('Saturday morning (8:00 AM – 12:00 PM)')
    expect(text).toContain('138 tiles incl. 15% waste, materials about $1,173.00')
    expect(text).toContain('https://www.startile.example/tile-cost-calculator?length=12&width=10&tile=12x12&price=8.50')
    expect(text).toContain('Herringbone in Modern Gray, light grout')
    expect(text).toContain('2 attached')
    expect(m.subject).toBe('New quote request: Flooring, Salem 97301, OUT OF AREA, est. $1,173, 2 photos, from Dana Example')
    expect(m.replyTo).toEqual({ name: 'Dana Example', address: 'dana@example.com' })
    expect(m.attachments).toHaveLength(2)
    expect(m.attachments?.map((a) => a.filename)).toEqual(['photo-1.jpg', 'photo-2.jpg'])
  })

  it('lists the photos with their sizes instead of attaching them over the size limit', () => {
    const m = buildMessage('business', quote, addresses, { photos: [photo(1, 900_000), photo(2, 900_000)], maxAttachmentBytes: 1 << 20 })
    expect(m.attachments).toEqual([])
    const text = String(m.text)
    expect(text).toContain('2, not attached: together 1.7 MB, over the 1.0 MB limit.')
    expect(text).toContain('Photo 1: IMG_1.jpg, 2048 x 1536 px, 879 KB')
    expect(text).toContain('npm run leads -- export --photos <folder>')
  })
})

describe("where the lead came from, in the owner's e-mail", () => {
  const addresses = { from: 'site@startile.example', leadsTo: 'hello@startile.example' }
  it('shows the form page and tool, the campaign and the referring site', () => {
    const source = {
      page: '/quote',
      tool: 'calculator',
      referrerHost: 'www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      clickId: 'gclid',
      landingPage: '/tile-installation-portland',
    }
    const text = String(buildMessage('business', { ...lead('quote'), source }, addresses).text)
    expect(text).toMatch(/Sent from: +\/quote, with the calculator result/)
    expect(text).toMatch(/Campaign: +google \/ cpc \/ spring, after a Google Ads click/)
    expect(text).toMatch(/Referred by: +www.google.com/)
  })

  it('says when nothing is known of it', () => {
    const text = String(buildMessage('business', lead('contact'), addresses).text)
    expect(text).toMatch(/Came from: +No campaign or referring site/)
    expect(text).not.toContain('Campaign:')
  })
})

describe("the owner's subject", () => {
  const base: Lead = { ...lead('quote'), projectType: 'Shower Installation', zip: '97030', inArea: true }

  it('names the project, the place, the estimate and the photos, and says nothing of the area when in it', () => {
    expect(businessSubject(base, 1)).toBe('New quote request: Shower Installation, Gresham 97030, 1 photo, from Dana Example')
    expect(businessSubject({ ...base, zip: null, inArea: null }, 0)).toBe('New quote request: Shower Installation, from Dana Example')
    expect(businessSubject(lead('contact'), 0)).toBe('New contact message from Dana Example')
  })

  it('stays one line within 150 characters, cutting the name before any fact', () => {
    const long = { ...base, name: `Dana ${'Verylongname '.repeat(20)}`, inArea: false }
    const subject = businessSubject(long, 5)
    expect(subject.length).toBeLessThanOrEqual(150)
    expect(subject).toMatch(/^New quote request: Shower Installation, Gresham 97030, OUT OF AREA, 5 photos, from Dana Verylongname/)
    const broken = businessSubject({ ...base, projectType: 'Flooring\r\nBcc: x@example.org', name: 'A\u2028B' }, 0)
    expect(broken).not.toMatch(/[\r\n\u2028]/)
  })
})

describe("the visitor's acknowledgement", () => {
  const addresses = { from: 'site@startile.example', leadsTo: 'hello@startile.example' }
  // Saturday 2026-06-06, 7:30 PM in Portland
  const saturdayEvening = '2026-06-07T02:30:00.000Z'
  const quote: Lead = {
    ...lead('quote'),
    id: 42,
    createdAt: saturdayEvening,
    projectType: 'Flooring',
    zip: '97301',
    inArea: false,
    visitWindows: ['monday-morning', 'no-such-window'],
    estimate: {
      query: 'length=12&width=10&tile=12x12&price=8.50',
      lines: ['Estimate: 12 ft x 10 ft (120.0 sq ft), 12x12 tiles, 138 tiles incl. 15% waste, materials about $1,173.00'],
      totalTiles: 138,
      totalWithWaste: 1173,
    },
  }

  it('gives the reference, the day of the reply from the business hours, the summary, the phone and a line for "not me"', () => {
    const m = buildMessage('acknowledgement', quote, addresses, undefined, 3)
    const text = String(m.text)
    expect(m.subject).toBe('We have your quote request (ST-1042)')
    expect(text).toContain('We have received your quote request and will reply by Monday noon.')
    expect(text).toMatch(/Reference: +ST-1042/)
    expect(text).toMatch(/Project: +Flooring/)
    expect(text).toMatch(/ZIP code: +Salem 97301, outside our 30-mile service area/)
    expect(text).toMatch(/Photos: +3 photos/)
    expect(text).toContain('138 tiles incl. 15% waste, materials about $1,173.00')
    expect(text).toContain('Monday morning (8:00 AM – 12:00 PM)')
    expect(text).not.toContain('no-such-window')
    expect(text).toContain(`call us at ${business.phone.display}`)
    expect(text).toContain('This was not you?')
    expect(String(m.html)).toContain(`<a href="tel:${business.phone.e164}">${business.phone.display}</a>`)
    expect(String(m.html)).toContain('by Monday noon')
  })

  it('promises today when the request comes on a weekday morning', () => {
    // Tuesday 2026-03-17, 9:15 AM in Portland
    const m = buildMessage('acknowledgement', { ...lead('contact'), createdAt: '2026-03-17T16:15:00.000Z' }, addresses)
    expect(String(m.text)).toContain('will reply today by 6 PM.')
    expect(String(m.text)).toMatch(/Reference: +ST-1007/)
    // A contact message has no quote details to sum up.
    expect(String(m.text)).not.toContain('ZIP code')
  })

  it('echoes nothing the visitor typed: not the name, not the message', () => {
    const hostile = { ...quote, name: 'Visit pills.example now', message: 'Buy at pills.example <b>now</b>' }
    const m = buildMessage('acknowledgement', hostile, addresses)
    for (const part of [m.subject, m.text, m.html]) expect(String(part)).not.toContain('pills.example')
  })
})
