// The contract's cancellation windows on Portland's calendar (record 039). A business day is any
// day but Saturday, Sunday and a holiday listed in content/business-calendar.ts: the cautious
// reading, which makes no window shorter; the owner's lawyer should confirm it.
// - ORS 701.310: the owner may cancel until midnight at the end of the next business day after the
//   contract date; both parties agreeing in writing that work begins sooner lifts it (701.310(2)(a)).
// - After an in-home visit (HOME_SOLICITATION_NOTICE, default on), the Home Solicitation Sales Act's
//   three business days after the contract date; a recorded wish to start sooner does not lift it.
// The earliest start is the first business day after the last window ends, never before today.
import { businessCalendar } from '#content/business-calendar'
import { addDays } from './morning-digest'

export type Holidays = { listedThrough: number; days: ReadonlySet<string> }

export const listedHolidays: Holidays = {
  listedThrough: businessCalendar.listedThrough,
  days: new Set(businessCalendar.holidays.map((h) => h.on)),
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

/** Thrown when a window reaches past the last year whose holidays are listed. */
export class HolidaysNotListed extends Error {
  constructor(readonly year: number) {
    super(`The holidays of ${year} are not listed in content/business-calendar.ts`)
  }
}

export function isBusinessDay(day: string, holidays: Holidays = listedHolidays): boolean {
  if (Number(day.slice(0, 4)) > holidays.listedThrough) throw new HolidaysNotListed(Number(day.slice(0, 4)))
  const w = weekday(day)
  return w !== 0 && w !== 6 && !holidays.days.has(day)
}

/** The `n`th business day after `day` (n = 1: the next one). */
export function businessDayAfter(day: string, n = 1, holidays: Holidays = listedHolidays): string {
  let at = day
  for (let counted = 0; counted < n;) {
    at = addDays(at, 1)
    if (isBusinessDay(at, holidays)) counted++
  }
  return at
}

export type WindowFacts = {
  /** The contract date: the day on Portland's calendar the quote was accepted. */
  contractDay: string
  /** The lead had an in-home visit and HOME_SOLICITATION_NOTICE is on. */
  homeSolicitation: boolean
  /** The customer's written wish to start sooner is recorded (lifts ORS 701.310's window only). */
  startSooner: boolean
}

export type Windows = {
  /** The last day of ORS 701.310's window (it ends at midnight at the end of this day), or null when lifted. */
  nextBusinessDayEnds: string | null
  /** The last day of the three business days, or null when they do not apply. */
  threeDaysEnd: string | null
  /** The first day a start may be set on (before today is never offered: see earliestStart). */
  earliest: string
}

export function cancellationWindows(facts: WindowFacts, holidays: Holidays = listedHolidays): Windows {
  const nextBusinessDayEnds = facts.startSooner ? null : businessDayAfter(facts.contractDay, 1, holidays)
  const threeDaysEnd = facts.homeSolicitation ? businessDayAfter(facts.contractDay, 3, holidays) : null
  const ends = [nextBusinessDayEnds, threeDaysEnd].filter((d): d is string => d !== null).sort()
  const last = ends.at(-1)
  // With no window left (the wish recorded, no in-home visit), work may begin on the contract date.
  return { nextBusinessDayEnds, threeDaysEnd, earliest: last ? businessDayAfter(last, 1, holidays) : facts.contractDay }
}

/** The earliest day the desk offers: the windows' earliest, or today if that is later. */
export const earliestStart = (windows: Windows, today: string) => (windows.earliest > today ? windows.earliest : today)
