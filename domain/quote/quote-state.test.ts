import { describe, expect, it } from 'vitest'
import { acceptRefusal, quoteState, validUntil } from './quote-state'

const tz = 'America/Los_Angeles'
const facts = { validThrough: '2026-12-15', acceptedAt: null, declinedAt: null, questionAt: null, firstViewedAt: null }

describe('a quote valid through a day is valid all that day in Portland', () => {
  it('ends at the next midnight, Pacific time (PST and PDT)', () => {
    expect(validUntil('2026-12-15', tz).toISOString()).toBe('2026-12-16T08:00:00.000Z')
    expect(validUntil('2026-07-04', tz).toISOString()).toBe('2026-07-05T07:00:00.000Z')
    expect(validUntil('2026-12-31', tz).toISOString()).toBe('2027-01-01T08:00:00.000Z')
  })

  it('can be accepted at 11:59 PM of its last day and not a second after midnight', () => {
    const v = { ...facts, replacedAt: null }
    expect(acceptRefusal(v, new Date('2026-12-16T07:59:59Z'), tz)).toBeNull()
    expect(acceptRefusal(v, new Date('2026-12-16T08:00:00Z'), tz)).toBe('expired')
  })

  it('says why it cannot be accepted, answers first', () => {
    const now = new Date('2026-12-01T18:00:00Z')
    expect(acceptRefusal({ ...facts, replacedAt: null, acceptedAt: '2026-12-01T00:00:00Z' }, now, tz)).toBe('accepted')
    expect(acceptRefusal({ ...facts, replacedAt: '2026-12-01T00:00:00Z' }, now, tz)).toBe('replaced')
    expect(acceptRefusal({ ...facts, replacedAt: null, declinedAt: '2026-12-01T00:00:00Z' }, now, tz)).toBe('declined')
  })

  it('moves from sent to viewed to question, and ends accepted, declined or expired', () => {
    const now = new Date('2026-12-01T18:00:00Z')
    expect(quoteState(null, now, tz)).toBe('draft')
    expect(quoteState(facts, now, tz)).toBe('sent')
    expect(quoteState({ ...facts, firstViewedAt: '2026-12-01T17:00:00Z' }, now, tz)).toBe('viewed')
    expect(quoteState({ ...facts, firstViewedAt: 'x', questionAt: 'y' }, now, tz)).toBe('question')
    expect(quoteState({ ...facts, acceptedAt: 'x' }, new Date('2027-06-01T00:00:00Z'), tz)).toBe('accepted')
    expect(quoteState({ ...facts, declinedAt: 'x' }, now, tz)).toBe('declined')
    expect(quoteState(facts, new Date('2026-12-16T08:00:00Z'), tz)).toBe('expired')
  })
})
