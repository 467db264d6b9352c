import { describe, expect, it } from 'vitest'
import { emptyInput, hasCalculatorQuery, inputFromQuery, inputToQuery } from './query'
import { blankTakeoff } from './takeoff'

describe('the calculator inputs in the address', () => {
  it('writes the four inputs, and the layout only when it is not standard', () => {
    expect(inputToQuery({ length: '12', width: '10', tile: '12x12', price: '8.50', layout: 'standard', ...blankTakeoff })).toBe(
      '?length=12&width=10&tile=12x12&price=8.50',
    )
    expect(inputToQuery({ length: '12', width: '10', tile: '12x24', price: '8.50', layout: 'chevron', ...blankTakeoff })).toBe(
      '?length=12&width=10&tile=12x24&price=8.50&layout=chevron',
    )
  })

  it('reads back what it wrote', () => {
    const input = { length: '9.5', width: '7', tile: '6x6', price: '12.25', layout: 'hexagon' as const, ...blankTakeoff }
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

  it('writes and reads an L-shaped room minus a tub, the box, grout and job choices', () => {
    const input = {
      ...emptyInput,
      length: '12',
      width: '10',
      price: '4.25',
      rooms: [{ length: '8', width: '5' }],
      cutouts: [{ length: '5', width: '2.5' }],
      boxCoverage: '14.5',
      boxPrice: '39.99',
      joint: '3/16',
      thickness: '1/2',
      job: 'shower',
    }
    const query = inputToQuery(input)
    expect(query).toBe(
      '?length=12&width=10&tile=12x12&price=4.25&room=8x5&cut=5x2.5&box=14.5&boxprice=39.99&joint=3%2F16&thick=1%2F2&job=shower',
    )
    expect(inputFromQuery(query)).toEqual(input)
  })

  it('keeps bad hand-typed values as text for the form to flag, and drops unknown choices', () => {
    const input = inputFromQuery('?length=-3&room=abc&room=4x&cut=10000x2&joint=9%2F8&thick=2&job=%3Cscript%3E&box=lots')
    expect(input).toMatchObject({ length: '-3', boxCoverage: 'lots', joint: '1/8', thickness: '', job: '' })
    expect(input.rooms).toEqual([
      { length: 'abc', width: '' },
      { length: '4', width: '' },
    ])
    expect(input.cutouts).toEqual([{ length: '10000', width: '2' }])
  })

  it('caps the number of areas', () => {
    expect(inputFromQuery('?' + 'room=1x1&'.repeat(50)).rooms).toHaveLength(5)
    expect(inputFromQuery('?' + 'cut=1x1&'.repeat(50)).cutouts).toHaveLength(6)
  })
})
