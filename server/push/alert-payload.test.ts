import { describe, expect, it } from 'vitest'
import type { Lead } from '../store/tables'
import { type AlertLead, alertPayload, leadSummary } from './alert-payload'

// A lead with what a lock screen must never show: the alert's type leaves no way to read it.
const lead = (over: Partial<AlertLead> = {}): AlertLead & Pick<Lead, 'name' | 'email' | 'phone' | 'message'> => ({
  id: 42,
  form: 'quote',
  name: 'Dana Example',
  email: 'dana@example.com',
  phone: '503-555-0199',
  projectType: 'Flooring',
  message: 'Private: the code to the gate is 1234',
  zip: '97030',
  photoCount: 2,
  ...over,
})

describe('what a lock screen shows of a lead', () => {
  it('the kind of request and work, the town and ZIP and the photo count; the lead’s desk page', () => {
    expect(alertPayload({ kind: 'new-lead', lead: lead() }, 'https://startile.example/')).toEqual({
      title: 'New quote request',
      body: 'Flooring, Gresham 97030, 2 photos',
      url: 'https://startile.example/inbox/leads/42',
      tag: 'lead-42',
    })
  })

  it('never the message, name, e-mail or phone', () => {
    const text = JSON.stringify(alertPayload({ kind: 'new-lead', lead: lead() }, 'https://startile.example'))
    for (const secret of ['gate', 'Dana', 'dana@', '555']) expect(text).not.toContain(secret)
  })

  it('one line of what is known', () => {
    expect(leadSummary(lead({ photoCount: 1, zip: null }))).toBe('Flooring, 1 photo')
    expect(leadSummary(lead({ projectType: 'Tub\u2028surround\u0007', zip: '12345', photoCount: 0 }))).toBe(
      'Tub surround, Schenectady 12345',
    )
    expect(leadSummary(lead({ projectType: null, zip: null, photoCount: 0 }))).toBe('Open the desk to see it')
    expect(
      alertPayload({ kind: 'new-lead', lead: lead({ form: 'contact', projectType: null, zip: null, photoCount: 0 }) }, 'https://s.example')
        .title,
    ).toBe('New contact message')
  })

  it('an alert about no lead opens the list', () => {
    expect(alertPayload({ kind: 'mail-failing', lead: null }, 'https://s.example')).toMatchObject({
      title: 'Lead e-mails are not going out',
      url: 'https://s.example/inbox',
      tag: 'mail-failing',
    })
  })
})
