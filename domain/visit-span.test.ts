import { describe, expect, it } from 'vitest'
import { visitSpan } from './visit-span'

const zone = 'America/Los_Angeles'

describe('visitSpan', () => {
  it('puts a Portland time at its UTC instant in summer time and in winter time', () => {
    expect(visitSpan({ on: '2026-10-31', time: '09:30' }, zone, 60)).toEqual({
      start: new Date('2026-10-31T16:30:00Z'),
      end: new Date('2026-10-31T17:30:00Z'),
    })
    expect(visitSpan({ on: '2026-11-02', time: '09:30' }, zone, 90)).toEqual({
      start: new Date('2026-11-02T17:30:00Z'),
      end: new Date('2026-11-02T19:00:00Z'),
    })
    // The spring change: Sunday 14 March 2027; the 13th is PST, the 15th PDT.
    expect(visitSpan({ on: '2027-03-13', time: '08:00' }, zone, 60).start).toEqual(new Date('2027-03-13T16:00:00Z'))
    expect(visitSpan({ on: '2027-03-15', time: '08:00' }, zone, 60).start).toEqual(new Date('2027-03-15T15:00:00Z'))
  })

  it('makes a visit without a time the whole day, also at the end of a month', () => {
    expect(visitSpan({ on: '2026-11-30', time: null }, zone, 60)).toEqual({ start: { day: '2026-11-30' }, end: { day: '2026-12-01' } })
  })
})
