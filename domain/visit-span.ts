// When a booked visit happens as a calendar reads it: a visit with a time starts at that
// wall-clock time in the business's time zone (the UTC instant, right on both sides of a
// daylight-saving change) and lasts `minutes`; a visit with a date only is that whole day.
import { instantAt, minutesOf } from './business-clock'
import type { IcsWhen } from './icalendar'
import { addDays } from './morning-digest'

export type VisitSpan = { start: IcsWhen; end: IcsWhen }

export function visitSpan(visit: { on: string; time: string | null }, timeZone: string, minutes: number): VisitSpan {
  if (!visit.time) return { start: { day: visit.on }, end: { day: addDays(visit.on, 1) } }
  const [y, m, d] = visit.on.split('-').map(Number)
  const start = instantAt(y, m, d, minutesOf(visit.time), timeZone)
  return { start, end: new Date(start.getTime() + minutes * 60_000) }
}
