import { describe, expect, it } from 'vitest'
import { business } from '#content/business'
import { deriveVisitWindows, visitWindows } from './visit-windows'

const parts = business.visitWindows

describe('visit windows', () => {
  it('offers weekday mornings and afternoons and Saturday mornings for the hours of the business', () => {
    expect(visitWindows.map((w) => w.id)).toEqual([
      'monday-morning',
      'monday-afternoon',
      'tuesday-morning',
      'tuesday-afternoon',
      'wednesday-morning',
      'wednesday-afternoon',
      'thursday-morning',
      'thursday-afternoon',
      'friday-morning',
      'friday-afternoon',
      'saturday-morning',
    ])
    expect(visitWindows[0]).toEqual({
      id: 'monday-morning',
      day: 'Monday',
      part: 'Morning',
      label: 'Monday morning',
      time: '8:00 AM – 12:00 PM',
    })
  })

  it('never offers a closed day, and follows the hours when they change', () => {
    expect(visitWindows.some((w) => w.day === 'Sunday')).toBe(false)
    const hours = [
      { days: ['Tuesday' as const], label: 'Tuesday', opens: '09:00', closes: '17:00' },
      { days: ['Saturday' as const], label: 'Saturday', opens: '07:00', closes: '18:00' },
      { days: ['Monday' as const], label: 'Monday' },
    ]
    expect(deriveVisitWindows(hours, parts).map((w) => w.id)).toEqual(['tuesday-afternoon', 'saturday-morning', 'saturday-afternoon'])
  })
})
