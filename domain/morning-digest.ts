// When the owner's morning digest is due, on the business's own clock: on each day the business is
// open, from morningDigest.at (7:00 in Portland) until that day's closing time. A server that was
// down at 7:00 sends it when it comes back; after closing the day's digest is no longer worth
// sending. Days are the business's calendar dates ("2026-11-26"), so every instance, whatever its
// own time zone, agrees on which day's digest it is.
import type { Business } from '#content/schemas'
import { clockText, instantAt, minutesOf, openOn, wallClock } from './business-clock'

export type DigestSchedule = {
  /** Today's date on the business's clock, "2026-11-26": the digest's key, one per day. */
  day: string
  /** The day after, for "visits booked for today and tomorrow". */
  tomorrow: string
  /** Whether today's digest should go out now. */
  due: boolean
  /** Today's closing time, after which a digest not yet sent is given up; null on a closed day. */
  until: Date | null
}

type DigestFacts = Pick<Business, 'hours' | 'replyPromise' | 'morningDigest'>

const pad = (n: number) => String(n).padStart(2, '0')
const dateText = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`

/** A calendar date `days` after `day` ("2026-11-30" + 1 = "2026-12-01"). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number)
  return dateText(new Date(Date.UTC(y, m - 1, d + days)))
}

/** Whether `text` is a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const [y, m, d] = text.split('-').map(Number)
  return y >= 2000 && y <= 2100 && dateText(new Date(Date.UTC(y, m - 1, d))) === text
}

export function digestSchedule(now: Date, business: DigestFacts): DigestSchedule {
  const { timeZone } = business.replyPromise
  const wall = wallClock(now, timeZone)
  const day = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`
  const open = openOn(business.hours, wall.weekday)
  const until = open ? instantAt(wall.year, wall.month, wall.day, open.closes, timeZone) : null
  const due = until !== null && wall.minutes >= minutesOf(business.morningDigest.at) && now < until
  return { day, tomorrow: addDays(day, 1), due, until }
}

/** The instant a status was set `days` calendar days ago or earlier counts as waiting (quotes with no answer). */
export const waitingSince = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000)

/** A booked visit as the desk shows it: "Thu, Nov 26, 9:30 AM", or "Thu, Nov 26" without a time. */
export function visitLabel(visit: { on: string; time: string | null }): string {
  const [y, m, d] = visit.on.split('-').map(Number)
  const date = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  )
  return visit.time ? `${date}, ${clockText(minutesOf(visit.time))}` : date
}

/** "09:30": a time of day as an <input type="time"> sends it. */
export const isClockTime = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text)
