import { describe, expect, it } from 'vitest'
import { checkAttachedEstimate, encodeEstimate, estimateMessages } from './attachment'
import { emptyInput } from './query'
import { checkTakeoff } from './takeoff'

const input = { ...emptyInput, length: '12', width: '10', price: '8.50', layout: 'herringbone' as const }
const takeoff = checkTakeoff(input, []).takeoff!

describe('an attached estimate', () => {
  it('travels as the calculator inputs plus the figures shown, and is recomputed to the same takeoff', () => {
    const text = encodeEstimate(input, takeoff)
    expect(text).toBe('length=12&width=10&tile=12x12&price=8.50&layout=herringbone&tiles=144&total=1224.00')
    const checked = checkAttachedEstimate(text, [])
    expect(checked.ok && checked.takeoff.estimate).toEqual(takeoff.estimate)
    expect(checked.ok && checked.query).toBe('length=12&width=10&tile=12x12&price=8.50&layout=herringbone')
  })

  it('is refused when its figures do not add up, whatever the browser says', () => {
    const text = encodeEstimate(input, takeoff)
    expect(checkAttachedEstimate(text.replace('tiles=144', 'tiles=14'), [])).toEqual({ ok: false, error: estimateMessages.mismatch })
    expect(checkAttachedEstimate(text.replace('total=1224.00', 'total=12.24'), [])).toEqual({ ok: false, error: estimateMessages.mismatch })
    expect(checkAttachedEstimate(text.replace('&total=1224.00', ''), [])).toEqual({ ok: false, error: estimateMessages.mismatch })
  })

  it('is refused with the calculator message when a measurement is wrong or missing', () => {
    expect(checkAttachedEstimate('length=-3&width=10&tile=12x12&price=8&tiles=1&total=1', [])).toEqual({
      ok: false,
      error: estimateMessages.unusable('Enter a length greater than 0.'),
    })
    expect(checkAttachedEstimate('hello=world', [])).toMatchObject({ ok: false })
  })
})
