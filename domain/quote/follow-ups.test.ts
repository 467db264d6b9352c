import { describe, expect, it } from 'vitest'
import { business } from '#content/business'
import { wallClock } from '../business-clock'
import { followUpPlan } from './follow-ups'

const tz = business.replyPromise.timeZone
const rules = { days: [2, 5], hours: business.hours, timeZone: tz, ownerAt: business.morningDigest.at }
const local = (d: Date) => {
  const w = wallClock(d, tz)
  return `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][w.weekday]} ${w.month}/${w.day} ${Math.floor(w.minutes / 60)}:${String(w.minutes % 60).padStart(2, '0')}`
}

describe('follow-ups go on business days, in business hours', () => {
  it('reminds on day 2 and day 5 at 10 AM (day 5 a Sunday: the Monday)', () => {
    // Tuesday 2026-12-01, 3 PM PST
    const plan = followUpPlan(new Date('2026-12-01T23:00:00Z'), '2026-12-31', rules)
    expect(plan.customer.map(local)).toEqual(['Thu 12/3 10:00', 'Mon 12/7 10:00'])
  })

  it('never on a Sunday or an evening: a Friday evening quote reminds on Monday (day 2 is Sunday)', () => {
    // Friday 2026-12-04, 8 PM PST; day 5 is Wednesday
    const plan = followUpPlan(new Date('2026-12-05T04:00:00Z'), '2026-12-31', rules)
    expect(plan.customer.map(local)).toEqual(['Mon 12/7 10:00', 'Wed 12/9 10:00'])
    for (const at of plan.customer) {
      const w = wallClock(at, tz)
      expect(w.weekday).not.toBe(0)
      expect(w.minutes).toBeLessThan(17 * 60)
    }
  })

  it('sends no reminder due after the quote ends, and tells the owner the day before it ends', () => {
    const plan = followUpPlan(new Date('2026-12-01T23:00:00Z'), '2026-12-04', rules)
    expect(plan.customer.map(local)).toEqual(['Thu 12/3 10:00'])
    expect(plan.ownerExpiring && local(plan.ownerExpiring)).toBe('Thu 12/3 7:00')
  })

  it("skips the owner's notice when the day before has passed", () => {
    const plan = followUpPlan(new Date('2026-12-03T23:00:00Z'), '2026-12-04', rules)
    expect(plan.ownerExpiring).toBeNull()
    expect(plan.customer).toEqual([])
  })
})
