// Speed to lead, as the desk shows it: how long a lead waited before it first left New (the owner
// called, texted or wrote), per lead and as the median over a period. Whole minutes; the median of
// an even count is the mean of the middle two, rounded.
import { fillSlots } from './slots'

/** Whole minutes from receipt to first contact; 0 when the two are out of order. */
export function minutesToFirstContact(createdAt: string, firstContactedAt: string): number {
  const ms = Date.parse(firstContactedAt) - Date.parse(createdAt)
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms / 60_000) : 0
}

/** The median of `values`, or undefined for none. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2)
}

/** The words of a wait, each with {n}: "{n} min", "{n} h", "{n} day", "{n} days". */
export type WaitUnits = { minutes: string; hours: string; day: string; days: string }

const put = (unit: string, n: number) => fillSlots(unit, { n })

/** "4 min", "2 h 5 min", "3 days 2 h": the two largest units, for a phone's narrow line. */
export function formatWait(minutes: number, units: WaitUnits): string {
  if (minutes < 60) return put(units.minutes, minutes)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const mins = minutes % 60
  if (days > 0) {
    const d = put(days === 1 ? units.day : units.days, days)
    return hours > 0 ? `${d} ${put(units.hours, hours)}` : d
  }
  return mins > 0 ? `${put(units.hours, hours)} ${put(units.minutes, mins)}` : put(units.hours, hours)
}
