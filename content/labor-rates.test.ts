import { describe, expect, it } from 'vitest'
import { laborRates } from './labor-rates'
import { ContentError, parseContent } from './parse'
import { laborRatesSchema } from './schemas'

describe('labor rates', () => {
  it('price floors, backsplashes and showers, floor first (the calculator default)', () => {
    expect(laborRates.map((r) => r.id)).toEqual(['floor', 'backsplash', 'shower'])
    expect(laborRates[0].project).toBe('Flooring')
  })

  it('refuses a range upside down, with the field named', () => {
    const bad = [{ id: 'floor', name: 'Floor', project: 'Flooring', lowPerSqFt: 10, highPerSqFt: 5, minimum: 0 }]
    expect(() => parseContent('content/labor-rates.ts', laborRatesSchema, bad)).toThrow(ContentError)
    expect(() => parseContent('content/labor-rates.ts', laborRatesSchema, bad)).toThrow(/0\.highPerSqFt: highPerSqFt must not be below/)
  })
})
