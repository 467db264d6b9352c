// The desk's search: a name, an e-mail or a ZIP as typed, a phone by its digits however written.
import { describe, expect, it } from 'vitest'
import { matchesSearch } from './lead-search'

const lead = { name: 'Ann Lee', email: 'Ann.Lee@Example.com', phone: '+1 (503) 555-0101', zip: '97030' }

describe('matchesSearch', () => {
  it('finds by name, e-mail, ZIP and phone digits, in any case and spelling', () => {
    for (const q of ['ann', 'LEE', 'ann.lee@example', '97030', '503-555-0101', '5035550101', '555 0101', '']) {
      expect(matchesSearch(lead, q), q).toBe(true)
    }
  })

  it('does not match on too few digits or on other words', () => {
    for (const q of ['bob', '12', '97031', '<b>ann</b>']) expect(matchesSearch(lead, q), q).toBe(false)
  })
})
