import { describe, expect, it } from 'vitest'
import { business } from '#content/business'
import { yearsLabel } from './business-labels'
import { yearsOfExperience } from './years'

describe('years of experience', () => {
  it('is the largest multiple of 5 not above the true figure, with a plus', () => {
    expect(yearsOfExperience(2014, new Date('2026-11-23'))).toBe('10+')
    expect(yearsOfExperience(2014, new Date('2028-12-31'))).toBe('10+')
    expect(yearsOfExperience(2014, new Date('2029-01-01'))).toBe('15+')
    expect(yearsOfExperience(2014, new Date('2034-06-01'))).toBe('20+')
  })

  it('never rounds a young business up', () => {
    expect(yearsOfExperience(2024, new Date('2026-03-01'))).toBe('2')
    expect(yearsOfExperience(2026, new Date('2026-03-01'))).toBe('1')
  })

  it('is what the business facts export, computed from the founding year', () => {
    expect(yearsLabel).toBe(yearsOfExperience(business.founded))
    expect(yearsLabel).not.toBe('15+')
  })
})
