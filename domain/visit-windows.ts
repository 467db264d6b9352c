// The times a visitor may offer for the free in-home consultation, derived from the business
// hours and the parts of a day in content/business.ts: a window is offered on a day only when the
// business is open for all of it, so a closed day (or a short Saturday afternoon) never appears.
// The quote page lists them (built at build time) and the server accepts only these ids.
import { type Business, type BusinessHours } from '#content/schemas'
import { business } from '#content/business'
import { hoursText } from './business-labels'

export type VisitWindow = {
  /** "monday-morning": what the form posts and the lead stores */
  id: string
  day: string
  /** "Morning" */
  part: string
  /** "Monday morning" */
  label: string
  /** "8:00 AM – 12:00 PM" */
  time: string
}

const weekOrder = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

export function deriveVisitWindows(hours: readonly BusinessHours[], parts: Business['visitWindows']): VisitWindow[] {
  const windows: VisitWindow[] = []
  for (const day of weekOrder) {
    const open = hours.find((h) => h.days.includes(day))
    if (!open?.opens || !open.closes) continue
    for (const part of parts) {
      // "HH:MM" strings compare in time order.
      if (part.from < open.opens || part.to > open.closes || part.from >= part.to) continue
      windows.push({
        id: `${day.toLowerCase()}-${part.id}`,
        day,
        part: part.label,
        label: `${day} ${part.label.toLowerCase()}`,
        time: hoursText({ opens: part.from, closes: part.to }),
      })
    }
  }
  return windows
}

/** The windows of the business as it is. */
export const visitWindows: readonly VisitWindow[] = deriveVisitWindows(business.hours, business.visitWindows)

export const findVisitWindow = (id: string) => visitWindows.find((w) => w.id === id)
