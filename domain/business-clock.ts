// The business's clock: the wall time of an instant in the business's time zone, the instant at
// which that clock reads a given time, and its opening hours on a weekday. Used for the promised
// reply (reply-by.ts) and the owner's morning digest (morning-digest.ts).
import type { BusinessHours } from '#content/schemas'

export const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

export type Wall = { year: number; month: number; day: number; minutes: number; weekday: number }

export const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number)
  return h * 60 + m
}

/** The wall clock of `instant` in `timeZone`. */
export function wallClock(instant: Date, timeZone: string): Wall {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const year = part('year')
  const month = part('month')
  const day = part('day')
  return { year, month, day, minutes: part('hour') * 60 + part('minute'), weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() }
}

/** The instant at which `timeZone`'s clock reads `minutes` past midnight on the given date. */
export function instantAt(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  const target = Date.UTC(year, month - 1, day, 0, minutes)
  let guess = target
  // Two corrections settle the zone's offset, also across a change of it on that day.
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(new Date(guess), timeZone)
    const seenUtc = Date.UTC(seen.year, seen.month - 1, seen.day, 0, seen.minutes)
    guess += target - seenUtc
  }
  return new Date(guess)
}

/** "6 PM", "noon", "10:30 AM" */
export function clockText(minutes: number): string {
  if (minutes === 12 * 60) return 'noon'
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return `${((h + 11) % 12) + 1}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`
}

/** The opening and closing minutes of `weekday` (0 = Sunday), or undefined when closed all day. */
export const openOn = (hours: readonly BusinessHours[], weekday: number) => {
  const h = hours.find((entry) => entry.days.includes(weekdays[weekday]))
  return h?.opens && h.closes ? { opens: minutesOf(h.opens), closes: minutesOf(h.closes) } : undefined
}
