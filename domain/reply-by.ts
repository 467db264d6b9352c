// When the business will answer a request, from its opening hours in its own time zone: a request
// on an open day before the cut-off is answered that day by closing time; a later one, or one on a
// closed day, by the promised hour (or closing, if sooner) on the next open day. The deadline is an
// instant computed from Portland's wall clock, so a change to or from daylight time moves nothing.
import type { Business, BusinessHours } from '#content/schemas'

export type ReplyBy = {
  /** The deadline as an instant. */
  at: Date
  /** 'today', 'tomorrow' or the weekday's name ("Monday"), as seen in the business's time zone. */
  day: string
  /** "6 PM", "noon", "10:30 AM" */
  time: string
}

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

type Wall = { year: number; month: number; day: number; minutes: number; weekday: number }

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number)
  return h * 60 + m
}

/** The wall clock of `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string): Wall {
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
function instantAt(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
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

const openOn = (hours: readonly BusinessHours[], weekday: number) => {
  const h = hours.find((entry) => entry.days.includes(weekdays[weekday]))
  return h?.opens && h.closes ? { opens: minutesOf(h.opens), closes: minutesOf(h.closes) } : undefined
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
