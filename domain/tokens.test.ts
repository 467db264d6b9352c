// The one way to fill {slots}: a sentence's own values first (numbers written as they are), then
// the business facts, and a name that is neither throws instead of reaching a page or an e-mail.
import { describe, expect, it } from 'vitest'
import { business } from '#content/business'
import { fillTokens } from './tokens'

describe('fillTokens', () => {
  it('fills the sentence’s own slots, numbers included, every time they occur', () => {
    expect(fillTokens('{count} of {count} photos, from {who}', { count: 3, who: 'Sam' })).toBe('3 of 3 photos, from Sam')
  })

  it('fills a business fact the slots do not name, and lets a slot of the same name win', () => {
    expect(fillTokens('Call {phone}')).toBe(`Call ${business.phone.display}`)
    expect(fillTokens('Call {phone}', { phone: '503-555-0100' })).toBe('Call 503-555-0100')
  })

  it('throws for a name that is neither a slot nor a business fact', () => {
    expect(() => fillTokens('Hello {nobody}', { somebody: 'x' })).toThrow('Unknown slot {nobody}')
  })
})
