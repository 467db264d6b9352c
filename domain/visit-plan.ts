// The booked visit on the business's clock: its calendar event (times in UTC from Portland's
// wall clock, across daylight-saving changes; a whole day when no time is set), the words of its
// day and arrival window, when its reminder is due (the day before at visits.reminderAt, never for
// a visit today or tomorrow), until when the customer's link works, and the concrete windows the
// customer may ask for instead (the business's visit windows of the next two weeks).
import type { Business } from '#content/schemas'
import { clockText, instantAt, minutesOf, wallClock, weekdays } from './business-clock'
import type { IcsEvent } from './icalendar'
import { addDays } from './morning-digest'
import { visitDateWords } from './day-words'
import { type VisitWindow, findVisitWindow } from './visit-windows'

export type VisitFacts = Pick<Business, 'replyPromise' | 'visits'>
export type PlannedVisit = { on: string; time: string | null }

const pad = (n: number) => String(n).padStart(2, '0')
export { visitDateWords }

const parts = (day: string) => day.split('-').map(Number) as [number, number, number]

/** The business's calendar date of an instant, "2026-11-26". */
export function businessDay(now: Date, timeZone: string): string {
  const w = wallClock(now, timeZone)
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`
}

/** The arrival window's instants, or undefined for a visit without a time (a whole day). */
export function arrivalInstants(visit: PlannedVisit, facts: VisitFacts): { from: Date; to: Date } | undefined {
  if (!visit.time) return undefined
  const [y, m, d] = parts(visit.on)
  const start = minutesOf(visit.time)
  const { timeZone } = facts.replyPromise
  return { from: instantAt(y, m, d, start, timeZone), to: instantAt(y, m, d, start + facts.visits.arrivalMinutes, timeZone) }
}

/** The event's times: the arrival window in UTC, or the whole day (no time zone to get wrong). */
export function visitEventTimes(visit: PlannedVisit, facts: VisitFacts): Pick<IcsEvent, 'start' | 'end'> {
  const arrival = arrivalInstants(visit, facts)
  if (arrival) return { start: arrival.from, end: arrival.to }
  return { start: { day: visit.on }, end: { day: addDays(visit.on, 1) } }
}

/** The arrival window's ends as words, "9:30 AM" and "10:30 AM", or undefined without a time. */
export function arrivalWords(visit: PlannedVisit, facts: VisitFacts): { from: string; to: string } | undefined {
  if (!visit.time) return undefined
  const start = minutesOf(visit.time)
  return { from: clockText(start), to: clockText(start + facts.visits.arrivalMinutes) }
}

/** When the reminder is due: the day before the visit at visits.reminderAt; undefined when that day is today or past. */
export function reminderDue(visitOn: string, now: Date, facts: VisitFacts): Date | undefined {
  const { timeZone } = facts.replyPromise
  const today = businessDay(now, timeZone)
  const dayBefore = addDays(visitOn, -1)
  // A visit today or tomorrow gets the confirmation only.
  if (dayBefore <= today) return undefined
  const [y, m, d] = parts(dayBefore)
  return instantAt(y, m, d, minutesOf(facts.visits.reminderAt), timeZone)
}

/** Whether the customer's link still works: until the end of the visit's day on the business's clock. */
export const linkLive = (visitOn: string, now: Date, timeZone: string) => businessDay(now, timeZone) <= visitOn

export type WindowChoice = { value: string; day: string; window: VisitWindow; label: string }

/**
 * The business's visit windows on each day of the next `days` (from tomorrow), as concrete
 * choices: value "2026-12-01:tuesday-morning", label "Tuesday, December 1: morning (8 AM – noon)".
 */
export function windowChoices(now: Date, timeZone: string, windows: readonly VisitWindow[], days = 14): WindowChoice[] {
  const today = businessDay(now, timeZone)
  const choices: WindowChoice[] = []
  for (let i = 1; i <= days; i++) {
    const day = addDays(today, i)
    const [y, m, d] = parts(day)
    const weekday = weekdays[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]
    for (const window of windows.filter((w) => w.day === weekday)) {
      const date = visitDateWords(day).replace(/, \d{4}$/, '')
      choices.push({ value: `${day}:${window.id}`, day, window, label: `${date}: ${window.part.toLowerCase()} (${window.time})` })
    }
  }
  return choices
}

/** A chosen window in words: "2026-12-01:tuesday-morning" -> "Tuesday, December 1: Monday morning (8:00 AM – 12:00 PM)". */
export function choiceWords(choice: string): string {
  const [day, id] = choice.split(':')
  const window = id ? findVisitWindow(id) : undefined
  if (!day || !window) return choice
  return `${visitDateWords(day)}: ${window.part.toLowerCase()} (${window.time})`
}
