// When the business will answer a request, from its opening hours in its own time zone: a request
// on an open day before the cut-off is answered that day by closing time; a later one, or one on a
// closed day, by the promised hour (or closing, if sooner) on the next open day. The deadline is an
// instant computed from Portland's wall clock, so a change to or from daylight time moves nothing.
import type { Business } from '#content/schemas'
import { clockText, instantAt, minutesOf, openOn, wallClock, weekdays } from './business-clock'

export type ReplyBy = {
  /** The deadline as an instant. */
  at: Date
  /** 'today', 'tomorrow' or the weekday's name ("Monday"), as seen in the business's time zone. */
  day: string
  /** "6 PM", "noon", "10:30 AM" */
  time: string
}

/** When a request received at `received` will be answered. */
export function replyBy(received: Date, business: Pick<Business, 'hours' | 'replyPromise'>): ReplyBy {
  const { timeZone, sameDayBefore, nextDayBy } = business.replyPromise
  const now = wallClock(received, timeZone)
  const today = openOn(business.hours, now.weekday)
  if (today && now.minutes < Math.min(minutesOf(sameDayBefore), today.closes)) {
    return { at: instantAt(now.year, now.month, now.day, today.closes, timeZone), day: 'today', time: clockText(today.closes) }
  }
  for (let ahead = 1; ahead <= 7; ahead++) {
    const date = new Date(Date.UTC(now.year, now.month - 1, now.day + ahead))
    const open = openOn(business.hours, date.getUTCDay())
    if (!open) continue
    const minutes = Math.max(open.opens, Math.min(minutesOf(nextDayBy), open.closes))
    return {
      at: instantAt(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), minutes, timeZone),
      day: ahead === 1 ? 'tomorrow' : weekdays[date.getUTCDay()],
      time: clockText(minutes),
    }
  }
  throw new Error('The business hours in content/business.ts name no open day')
}
