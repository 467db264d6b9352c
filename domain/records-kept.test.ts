import { describe, expect, it } from 'vitest'
import { keptUntil } from './records-kept'

describe('how long a contract’s records are kept', () => {
  it('keeps the contract six years from its acceptance by default', () => {
    expect(keptUntil('2026-11-25T18:00:00.000Z', []).toISOString()).toBe('2032-11-25T18:00:00.000Z')
  })

  it('keeps a later record for its own period when that ends after the contract’s', () => {
    const keep = { noticeYears: 2, leadSafeYears: 3, contractYears: 1 }
    const records = [
      { kind: 'lien-notice' as const, on: '2026-11-30' },
      { kind: 'renovate-right' as const, on: '2026-12-01' },
    ]
    expect(keptUntil('2026-11-25T18:00:00.000Z', records, keep).toISOString()).toBe('2029-12-01T23:59:59.999Z')
  })
})
