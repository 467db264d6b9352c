import { describe, expect, it } from 'vitest'
import { leadIdOf, leadReference } from './lead-reference'

describe('lead references', () => {
  it('have four digits or more and lead back to the id', () => {
    expect(leadReference(42)).toBe('ST-1042')
    expect(leadReference(12_345)).toBe('ST-13345')
    for (const id of [1, 42, 999, 9000, 123_456]) expect(leadIdOf(leadReference(id))).toBe(id)
  })

  it('are read as a person might type them, and nothing else', () => {
    expect(leadIdOf('st 1042')).toBe(42)
    expect(leadIdOf(' 1042 ')).toBe(42)
    expect(leadIdOf('ST-1000')).toBeUndefined()
    expect(leadIdOf('ST-42')).toBeUndefined()
    expect(leadIdOf('ST-1042; drop')).toBeUndefined()
  })
})
