import { describe, expect, it } from 'vitest'
import { quoteSchema } from './lead-form'
import { latestYear, yearBuiltMessage, yearFlags } from './year-built'

const base = { name: 'Ana Lopez', email: 'ana@example.com', phone: '503 555 0100' }
const parse = (yearBuilt: unknown) => quoteSchema.safeParse({ ...base, yearBuilt })

describe('the year the home was built', () => {
  it('is optional: absent or empty is unknown', () => {
    for (const v of [undefined, '', '   ']) {
      const r = parse(v)
      expect(r.success && r.data.yearBuilt).toBe(null)
    }
  })

  it('keeps four digits from 1700 to next year', () => {
    for (const [v, year] of [
      ['1700', 1700],
      [' 1962 ', 1962],
      [String(latestYear()), latestYear()],
    ] as const) {
      const r = parse(v)
      expect(r.success && r.data.yearBuilt).toBe(year)
    }
  })

  it('refuses nonsense with one clear message: before 1700, after next year, text', () => {
    for (const v of ['1699', String(latestYear() + 1), 'nineteen sixty', '62', '1962.5', '-1962', ['1962'], 1962]) {
      const r = parse(v)
      expect(r.success).toBe(false)
      if (!r.success) expect(r.error.issues.map((i) => [i.path[0], i.message])).toEqual([['yearBuilt', yearBuiltMessage()]])
    }
    expect(yearBuiltMessage(new Date('2026-11-28T12:00:00Z'))).toBe(
      'Please enter the year as four digits, from 1700 to 2027, or leave it empty.',
    )
  })

  it('flags lead-safe before 1978, the asbestos survey before 2004, and an unknown year', () => {
    expect(yearFlags(1977)).toEqual(['leadSafe', 'asbestos'])
    expect(yearFlags(1978)).toEqual(['asbestos'])
    expect(yearFlags(2003)).toEqual(['asbestos'])
    expect(yearFlags(2004)).toEqual([])
    expect(yearFlags(null)).toEqual(['unknown'])
  })
})
