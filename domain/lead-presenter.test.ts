import { describe, expect, it } from 'vitest'
import { campaignWords, presentLead, telHref, visitWindowWords } from './lead-presenter'
import type { LeadSource } from './lead-record'

const noSource: LeadSource = {
  page: null,
  tool: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  clickId: null,
  landingPage: null,
}
const lead = {
  id: 42,
  zip: '97301',
  phone: ' +1 (503) 555-0101 ext. ',
  visitWindows: ['monday-morning', 'saturday-morning', 'no-such-window'],
  pattern: { query: 'pattern=herringbone', pattern: 'Herringbone', color: 'Modern Gray', grout: 'light' },
  estimate: { query: 'length=12&width=10', lines: ['120 sq ft', '$1,173 with waste'], totalTiles: 132, totalWithWaste: 1173 },
  source: { ...noSource, utmSource: 'google', utmCampaign: 'spring', clickId: 'gclid' },
}

describe('the lead presenter', () => {
  it('puts every detail of a lead into the words every place shows', () => {
    const shown = presentLead(lead)
    expect(shown.reference).toBe('ST-1042')
    expect(shown.place).toBe('Salem, OR')
    expect(shown.placeShort).toBe('Salem 97301')
    expect(shown.visitWindows.map((w) => w.text)).toEqual([
      'Monday morning (8:00 AM – 12:00 PM)',
      'Saturday morning (8:00 AM – 12:00 PM)',
      'no-such-window',
    ])
    expect(shown.pattern).toBe('Herringbone in Modern Gray, light grout')
    expect(shown.estimate).toMatchObject({ total: 1173, tiles: 132, path: '/tile-cost-calculator?length=12&width=10' })
    expect(shown.estimate?.link).toMatch(/^https?:\/\/[^/]+\/tile-cost-calculator\?length=12&width=10$/)
    expect(shown.campaign).toBe('google / - / spring, after a Google Ads click')
    expect(shown.phone).toEqual({ digits: '+15035550101', href: 'tel:+15035550101' })
  })

  it('leaves out what the lead does not have', () => {
    const shown = presentLead({ ...lead, zip: null, visitWindows: [], pattern: null, estimate: null, source: noSource })
    expect(shown).toMatchObject({ place: null, placeShort: null, visitWindows: [], pattern: null, estimate: null, campaign: null })
  })

  it('shows a ZIP the table lacks on its own', () => {
    expect(presentLead({ ...lead, zip: '00000' })).toMatchObject({ place: null, placeShort: '00000' })
  })

  it('names a click id it does not know as it came, with or without a campaign', () => {
    expect(campaignWords({ ...noSource, clickId: 'msclkid' })).toBe('after msclkid')
    expect(campaignWords({ ...noSource, utmMedium: 'email' })).toBe('- / email / -')
  })

  it('cleans a phone one way for every link', () => {
    expect(telHref('503.555.0101')).toBe('tel:5035550101')
    expect(telHref('tel:javascript:alert(1)')).toBe('tel:1')
  })

  it('marks a window the business no longer offers as unknown', () => {
    expect(visitWindowWords(['sunday-evening'])).toEqual([
      { id: 'sunday-evening', label: 'sunday-evening', time: null, text: 'sunday-evening' },
    ])
  })
})
