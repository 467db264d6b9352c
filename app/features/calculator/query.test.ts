import { describe, expect, it } from 'vitest'
import { emptyInput, hasCalculatorQuery, inputFromQuery, inputToQuery } from './query'

describe('the calculator inputs in the address', () => {
  it('writes the four inputs, and the layout only when it is not standard', () => {
    expect(inputToQuery({ length: '12', width: '10', tile: '12x12', price: '8.50', layout: 'standard' })).toBe(
      '?length=12&width=10&tile=12x12&price=8.50',
    )
    expect(inputToQuery({ length: '12', width: '10', tile: '12x24', price: '8.50', layout: 'chevron' })).toBe(
      '?length=12&width=10&tile=12x24&price=8.50&layout=chevron',
    )
  })

  it('reads back what it wrote', () => {
    const input = { length: '9.5', width: '7', tile: '6x6', price: '12.25', layout: 'hexagon' as const }
    expect(inputFromQuery(inputToQuery(input))).toEqual(input)
  })

  it('keeps defaults for what is missing and ignores an unknown layout', () => {
    expect(inputFromQuery('')).toEqual(emptyInput)
    expect(inputFromQuery('?length=12&layout=spiral')).toEqual({ ...emptyInput, length: '12' })
    expect(hasCalculatorQuery('?utm_source=x')).toBe(false)
    expect(hasCalculatorQuery('?width=3')).toBe(true)
  })

  it('keeps an unknown tile code so that it yields no estimate', () => {
    expect(inputFromQuery('?tile=10x10').tile).toBe('10x10')
  })

  it('caps absurdly long values', () => {
    expect(inputFromQuery(`?length=${'9'.repeat(500)}`).length).toHaveLength(20)
  })
})
