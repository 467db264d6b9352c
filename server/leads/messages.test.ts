// The e-mails are visible words too: both of them, for both forms, in US English.
import { describe, expect, it } from 'vitest'
import { britishSpellings } from '../../tests/helpers/us-english'
import { buildMessage } from './messages'
import type { Lead } from './store'

const lead = (form: Lead['form']): Lead => ({
  id: 7,
  form,
  name: 'Dana Example',
  email: 'dana@example.com',
  phone: '(503) 555-0100',
  projectType: form === 'quote' ? 'Bathroom Remodel' : null,
  message: 'A shower and a floor.',
  spam: false,
  spamReason: null,
  createdAt: '2026-03-01T17:00:00.000Z',
  userAgent: null,
  zip: null,
  inArea: null,
  visitWindows: [],
  estimate: null,
  pattern: null,
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
