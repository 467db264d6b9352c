// When a sent quote's reminders go (issue 42): to the customer on the 2nd and 5th day after sending
// (content/quote-terms.ts), at 10 AM of that day on the business's calendar, or its opening if later;
// a day the business is closed (Sunday) moves to the next open day: never an evening, never a
// Sunday. A reminder due after the quote ends is not sent. The owner is told the day before the
// valid-through day, at the morning digest's hour, if that is still ahead.
import type { BusinessHours } from '#content/schemas'
import { instantAt, minutesOf, openOn, wallClock } from '../business-clock'
import { validUntil } from './quote-state'

export type FollowUpPlan = { customer: Date[]; ownerExpiring: Date | null }

const reminderMinutes = 10 * 60

/** The instant of the reminder on the open day `days` after `sentAt`'s day (or the next open day). */
function onOpenDay(sentAt: Date, days: number, hours: readonly BusinessHours[], timeZone: string): Date | null {
  const sent = wallClock(sentAt, timeZone)
  for (let extra = 0; extra < 7; extra++) {
    const noon = instantAt(sent.year, sent.month, sent.day + days + extra, 12 * 60, timeZone)
    const day = wallClock(noon, timeZone)
    const open = openOn(hours, day.weekday)
    if (!open) continue
    const at = Math.min(Math.max(reminderMinutes, open.opens), open.closes - 60)
    return instantAt(day.year, day.month, day.day, at, timeZone)
  }
  return null
}

export function followUpPlan(
  sentAt: Date,
  validThrough: string,
  rules: { days: readonly number[]; hours: readonly BusinessHours[]; timeZone: string; ownerAt: string },
): FollowUpPlan {
  const ends = validUntil(validThrough, rules.timeZone)
  const customer = rules.days
    .map((d) => onOpenDay(sentAt, d, rules.hours, rules.timeZone))
    .filter((at): at is Date => at !== null && at > sentAt && at < ends)
  const [y, m, d] = validThrough.split('-').map(Number)
  const ownerExpiring = instantAt(y, m, d - 1, minutesOf(rules.ownerAt), rules.timeZone)
  return { customer, ownerExpiring: ownerExpiring > sentAt ? ownerExpiring : null }
}
